import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { ActivityOutcome } from '@tribuna/contracts/activity';
import type { TournamentScoring } from '@tribuna/contracts/tournaments';
import type { Tx } from '../../db/database';
import type { ActivityRecord } from '../activity/activity.service';
import { tournamentEntries, tournamentRounds, tournaments } from './tournaments.schema';

/** The activity consumer's name (its position in the stream). */
export const SCORING = 'tournaments.scoring';

/** Which products of the stream a tournament's product counts. */
export const PRODUCTS_OF = {
  casino: ['casino', 'house'],
  sports: ['sports'],
} as const;

const SCORED_PRODUCTS = new Set<string>([...PRODUCTS_OF.casino, ...PRODUCTS_OF.sports]);
const UNDOING = new Set<ActivityOutcome>(['rollback', 'void', 'refund']);

/** What the scoring needs of the sportsbook: each bet's sports (its service's answer). */
export type BetSports = (tx: Tx, betIds: readonly string[]) => Promise<Map<string, string[]>>;

/** A round as the scoring keeps it: what was staked and returned, and what it scores. */
export interface RoundState {
  staked: number;
  returned: number;
  settled: boolean;
  removed: boolean;
  /** The last result's outcome (a sports bet scores only when won). */
  outcome: ActivityOutcome | null;
  startedAt: Date;
  scoredAt: Date;
}

/**
 * A round's points by the tournament's scoring: its multiplier in hundredths once a
 * result came (casino), its stake (wagered), or a won bet's odds in hundredths, as its
 * return over its stake (sports: a partly voided accumulator scores what it paid).
 */
export function roundPoints(scoring: TournamentScoring, round: RoundState): number {
  if (round.removed || round.staked <= 0) return 0;
  if (scoring === 'wagered') return round.staked;
  if (!round.settled || round.returned <= 0) return 0;
  if (scoring === 'sports_odds' && round.outcome !== 'win') return 0;
  return Math.floor((round.returned * 100) / round.staked);
}

type TournamentRow = typeof tournaments.$inferSelect;
interface EntryState {
  id: string;
  tournamentId: string;
  playerId: string;
  enteredAt: Date;
  /** Its rounds that count now (not taken off): the cap's count. */
  live: number;
  isNew: boolean;
}
interface RoundWork extends RoundState {
  entryId: string;
  reference: string;
  changed: boolean;
}

/** Whether a stake is on a game (or, for sports, all of a bet's sports) the tournament counts. */
function eligibleFor(
  t: TournamentRow,
  record: ActivityRecord,
  sportsOf: Map<string, string[]>,
): boolean {
  if (!(PRODUCTS_OF[t.product] as readonly string[]).includes(record.product)) return false;
  if (t.eligible.length === 0) return true;
  if (t.product === 'casino') return record.game !== null && t.eligible.includes(record.game);
  const sports = sportsOf.get(record.reference) ?? [];
  return sports.length > 0 && sports.every((s) => t.eligible.includes(s));
}

/**
 * The `tournaments.scoring` consumer of the activity stream. Each stake of an entrant on
 * an eligible game while a tournament runs (and after they entered) opens or adds to a
 * round of their entry, up to the cap; a result settles it; a rollback, void or refund
 * takes it off. Then each touched entry's points, rounds and `reached_at` are recomputed
 * from its rounds in one statement. The position of the stream commits with these
 * effects, so each record counts once. A handful of statements per batch, whatever its size.
 */
export function createTournamentScoring(deps: {
  betSports: BetSports;
  /** After a batch commits: the tournaments whose boards changed. */
  changed: (tournamentIds: string[]) => Promise<void>;
}) {
  async function handle(
    records: readonly ActivityRecord[],
    tx: Tx,
  ): Promise<void | (() => Promise<void>)> {
    const relevant = records.filter(
      (r) => SCORED_PRODUCTS.has(r.product) && (r.kind === 'stake' || r.kind === 'result'),
    );
    const last = relevant.at(-1);
    if (!last) return;
    const latest = relevant.reduce(
      (at, r) => (r.occurredAt > at ? r.occurredAt : at),
      last.occurredAt,
    );
    // Running tournaments, held for the batch: the close job skips one a batch is scoring,
    // and a batch after the close sees it finished.
    const running = await tx
      .select()
      .from(tournaments)
      .where(
        and(
          inArray(tournaments.tenantId, [...new Set(relevant.map((r) => r.tenantId))]),
          eq(tournaments.status, 'scheduled'),
          lte(tournaments.startsAt, latest),
        ),
      )
      .for('share');
    if (running.length === 0) return;
    const byTenant = new Map<string, TournamentRow[]>();
    for (const t of running) byTenant.set(t.tenantId, [...(byTenant.get(t.tenantId) ?? []), t]);
    const mine = relevant.filter((r) => byTenant.has(r.tenantId));
    if (mine.length === 0) return;

    const needsSports = running.some((t) => t.product === 'sports' && t.eligible.length > 0);
    const sportsOf = needsSports
      ? await deps.betSports(
          tx,
          mine.filter((r) => r.product === 'sports' && r.kind === 'stake').map((r) => r.reference),
        )
      : new Map<string, string[]>();

    const entryRows = await tx
      .select({
        id: tournamentEntries.id,
        tournamentId: tournamentEntries.tournamentId,
        playerId: tournamentEntries.playerId,
        enteredAt: tournamentEntries.enteredAt,
        live: tournamentEntries.rounds,
      })
      .from(tournamentEntries)
      .where(
        and(
          inArray(
            tournamentEntries.tournamentId,
            running.map((t) => t.id),
          ),
          inArray(tournamentEntries.playerId, [...new Set(mine.map((r) => r.playerId))]),
        ),
      );
    const entries = new Map<string, EntryState>(
      entryRows.map((e) => [`${e.tournamentId}|${e.playerId}`, { ...e, isNew: false }]),
    );
    const roundRows =
      entryRows.length === 0
        ? []
        : await tx
            .select()
            .from(tournamentRounds)
            .where(
              and(
                inArray(
                  tournamentRounds.entryId,
                  entryRows.map((e) => e.id),
                ),
                inArray(tournamentRounds.reference, [...new Set(mine.map((r) => r.reference))]),
              ),
            );
    const rounds = new Map<string, RoundWork>(
      roundRows.map((r) => [
        `${r.entryId}|${r.reference}`,
        {
          entryId: r.entryId,
          reference: r.reference,
          staked: r.staked,
          returned: r.returned,
          settled: r.settled,
          removed: r.removed,
          outcome: null,
          startedAt: r.startedAt,
          scoredAt: r.scoredAt,
          changed: false,
        },
      ]),
    );

    for (const record of mine) {
      for (const t of byTenant.get(record.tenantId) ?? []) {
        const key = `${t.id}|${record.playerId}`;
        if (record.kind === 'stake') {
          stake(t, record, key);
        } else {
          result(record, entries.get(key));
        }
      }
    }

    function stake(t: TournamentRow, record: ActivityRecord, key: string): void {
      const at = record.occurredAt;
      const amount = record.cash + record.bonus;
      if (at < t.startsAt || at >= t.endsAt || amount <= 0 || amount < t.minBet) return;
      if (!eligibleFor(t, record, sportsOf)) return;
      let entry = entries.get(key);
      if (!entry && t.entry === 'automatic') {
        // Entered by the first eligible stake, which counts.
        entry = {
          id: crypto.randomUUID(),
          tournamentId: t.id,
          playerId: record.playerId,
          enteredAt: at,
          live: 0,
          isNew: true,
        };
        entries.set(key, entry);
      }
      if (!entry || at < entry.enteredAt) return;
      const roundKey = `${entry.id}|${record.reference}`;
      const round = rounds.get(roundKey);
      if (round) {
        if (round.removed) return;
        round.staked += amount;
        if (t.scoring === 'wagered') round.scoredAt = at;
        round.changed = true;
        return;
      }
      if (t.maxRounds !== null && entry.live >= t.maxRounds) return;
      entry.live += 1;
      rounds.set(roundKey, {
        entryId: entry.id,
        reference: record.reference,
        staked: amount,
        returned: 0,
        settled: false,
        removed: false,
        outcome: null,
        startedAt: at,
        scoredAt: at,
        changed: true,
      });
    }

    function result(record: ActivityRecord, entry: EntryState | undefined): void {
      if (!entry) return;
      const round = rounds.get(`${entry.id}|${record.reference}`);
      if (!round || round.removed) return;
      round.changed = true;
      if (record.outcome !== null && UNDOING.has(record.outcome)) {
        round.removed = true;
        entry.live -= 1;
        return;
      }
      round.returned += record.cash + record.bonus;
      round.settled = true;
      round.outcome = record.outcome;
      round.scoredAt = record.occurredAt;
    }

    const fresh = [...entries.values()].filter((e) => e.isNew);
    if (fresh.length > 0) {
      await tx
        .insert(tournamentEntries)
        .values(
          fresh.map((e) => ({
            id: e.id,
            tournamentId: e.tournamentId,
            tenantId: byTournament(e.tournamentId).tenantId,
            playerId: e.playerId,
            enteredAt: e.enteredAt,
          })),
        )
        .onConflictDoNothing();
    }
    const changedRounds = [...rounds.values()].filter((r) => r.changed);
    if (changedRounds.length === 0) return;
    const scoringOf = new Map(
      [...entries.values()].map((e) => [e.id, byTournament(e.tournamentId).scoring]),
    );
    await tx
      .insert(tournamentRounds)
      .values(
        changedRounds.map((r) => ({
          entryId: r.entryId,
          reference: r.reference,
          staked: r.staked,
          returned: r.returned,
          settled: r.settled,
          removed: r.removed,
          points: roundPoints(scoringOf.get(r.entryId) ?? 'wagered', r),
          startedAt: r.startedAt,
          scoredAt: r.scoredAt,
        })),
      )
      .onConflictDoUpdate({
        target: [tournamentRounds.entryId, tournamentRounds.reference],
        set: {
          staked: sql`excluded.staked`,
          returned: sql`excluded.returned`,
          settled: sql`excluded.settled`,
          removed: sql`excluded.removed`,
          points: sql`excluded.points`,
          scoredAt: sql`excluded.scored_at`,
        },
      });
    const entryIds = [...new Set(changedRounds.map((r) => r.entryId))];
    await recompute(tx, entryIds);
    const touched = [
      ...new Set(
        [...entries.values()].filter((e) => entryIds.includes(e.id)).map((e) => e.tournamentId),
      ),
    ];
    await tx
      .update(tournaments)
      .set({ boardUpdatedAt: latest })
      .where(inArray(tournaments.id, touched));
    return () => deps.changed(touched);

    function byTournament(id: string): TournamentRow {
      const found = running.find((t) => t.id === id);
      if (!found) throw new Error(`tournaments: no running tournament ${id}`);
      return found;
    }
  }

  return { handle };
}

/**
 * An entry's points, rounds and `reached_at` from its rounds that count, by its
 * tournament's scoring: the best round, the best N summed, or every round summed. The
 * time is when its current points were reached: the first round that scored the best
 * (best single), the last of the best N, or the last round that scored (sums).
 */
export async function recompute(tx: Tx, entryIds: readonly string[]): Promise<void> {
  if (entryIds.length === 0) return;
  const ids = sql.join(
    entryIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await tx.execute(sql`
    with ranked as (
      select r.entry_id, r.points, r.scored_at,
        row_number() over (partition by r.entry_id order by r.points desc, r.scored_at, r.id) as rank
      from tournament_rounds r
      where r.entry_id in (${ids}) and not r.removed
    ), totals as (
      select e.id,
        count(k.entry_id)::int as rounds,
        case t.scoring
          when 'best_multiplier' then coalesce(max(k.points), 0)
          when 'best_n_multipliers' then coalesce(sum(k.points) filter (where k.rank <= t.best_of), 0)
          else coalesce(sum(k.points), 0)
        end as points,
        case t.scoring
          when 'best_multiplier' then min(k.scored_at) filter (where k.rank = 1 and k.points > 0)
          when 'best_n_multipliers' then max(k.scored_at) filter (where k.rank <= t.best_of and k.points > 0)
          else max(k.scored_at) filter (where k.points > 0)
        end as reached_at
      from tournament_entries e
      join tournaments t on t.id = e.tournament_id
      left join ranked k on k.entry_id = e.id
      where e.id in (${ids})
      group by e.id, t.scoring, t.best_of
    )
    update tournament_entries e
    set points = totals.points, rounds = totals.rounds, reached_at = totals.reached_at
    from totals where e.id = totals.id`);
}
