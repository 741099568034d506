import crypto from 'node:crypto';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lte,
  sql,
  sum,
  type SQL,
} from 'drizzle-orm';
import { z } from 'zod';
import type { OfficeCampaign } from '@tribuna/contracts/bonus';
import type { Currency } from '@tribuna/contracts/currencies';
import type { Language } from '@tribuna/contracts/languages';
import type { Sport } from '@tribuna/contracts/sports';
import {
  TOURNAMENT_BOARD_SIZE,
  TOURNAMENTS_LIVE,
  tournamentMeSchema,
  type EnteredTournament,
  type OfficeTournament,
  type OfficeTournamentChoices,
  type OfficeTournamentEntrant,
  type OfficeTournamentRequest,
  type TournamentBoardEvent,
  type TournamentBoardRow,
  type TournamentDetail,
  type TournamentEnterRequest,
  type TournamentMe,
  type TournamentProduct,
  type TournamentState,
  type TournamentSummary,
} from '@tribuna/contracts/tournaments';
import type { Db, DbOrTx, Tx } from '../../db/database';
import { playerLocksTaken } from '../../db/player-lock';
import { rowsOf } from '../../db/rows';
import type { JobDefinition } from '../../kernel/jobs';
import type { Idempotency } from '../../kernel/idempotency';
import { AppError, isAppError } from '../../lib/app-error';
import { maskUsername } from '../../lib/mask-username';
import { formatMoney } from '../../lib/money-text';
import type { ActivityService } from '../activity/activity.service';
import type { Actor, AuditService } from '../audit/audit.service';
import type { BonusService } from '../bonus/bonus.service';
import type { InboxService } from '../inbox/inbox.service';
import type { LiveService } from '../live/live.service';
import type { MilesService } from '../miles/miles.service';
import type { PlayersService } from '../players/players.service';
import type { ResponsibleService } from '../responsible/responsible.service';
import type { TenantsService } from '../tenants/tenants.service';
import type { WalletService } from '../wallet/wallet.service';
import { SCORING, createTournamentScoring, type BetSports } from './tournaments-scoring';
import { tournamentEntries, tournaments } from './tournaments.schema';
import {
  eligibleNames,
  officeView,
  prizeAt,
  prizeOf,
  prizePool,
  prizeView,
  prizesOf,
  sportName,
  stateOf,
  textsFor,
  translationsOf,
  type TournamentRow,
} from './tournaments-views';

/** The brand's account on the other side of buy-ins and cash prizes. */
export const TOURNAMENTS_ACCOUNT = 'tournaments';
export const TOURNAMENT_TRANSACTION_TYPES = [
  'tournament_buy_in',
  'tournament_refund',
  'tournament_prize',
] as const;

/** Which kind of bonus campaign a prize kind gives. */
const CAMPAIGN_KIND = { bonus: 'no_deposit', free_spins: 'free_spins' } as const;
/** How long a close waits for transactions open at its start (their stakes may count). */
const CLOSE_WAIT_MS = 5_000;

type EntryRow = typeof tournamentEntries.$inferSelect;
/** An entry with its place on the board now (null: no points). */
type PlacedEntry = EntryRow & { place: number | null };

const enterAnswerSchema = z.object({
  me: tournamentMeSchema,
  balance: z.number().int().nullable(),
});

/** A place on a board, before names are masked. */
interface Placed {
  playerId: string;
  position: number;
  points: number;
  rounds: number;
}

export type TournamentsService = ReturnType<typeof createTournamentsService>;

/**
 * Tournaments: a brand's competitions scored from the activity stream, entered
 * automatically, by opting in or by a buy-in, closed once at their end (the board frozen,
 * the prizes paid, the winners told), or cancelled with their buy-ins refunded.
 */
export function createTournamentsService(deps: {
  db: Db;
  clock: () => Date;
  idempotency: Idempotency;
  tenants: TenantsService;
  players: Pick<PlayersService, 'refs'>;
  audit: AuditService;
  responsible: Pick<ResponsibleService, 'onBreakIn'>;
  bonus: Pick<BonusService, 'award' | 'campaigns'>;
  miles: Pick<MilesService, 'award'>;
  wallet: Pick<WalletService, 'port' | 'ledger' | 'publishBalance'>;
  inbox: Pick<InboxService, 'send'>;
  live: Pick<LiveService, 'publishToChannel'>;
  activity: Pick<ActivityService, 'drain' | 'drainCommitted' | 'consumerJob'>;
  /** The brand's casino games by slug, with their names (eligible games). */
  gameNames: (tenantId: string) => Promise<ReadonlyMap<string, string>>;
  /** The sports the brand's sportsbook offers (eligible sports). */
  offeredSports: (tenantId: string) => Promise<readonly Sport[]>;
  betSports: BetSports;
}) {
  const { db, clock, idempotency, tenants, players, audit, responsible, bonus, miles } = deps;
  const { wallet, inbox, live, activity } = deps;

  const scoring = createTournamentScoring({
    betSports: deps.betSports,
    changed: (ids) => publishBoards(ids),
  });

  async function brandOf(tenantId: string, via: DbOrTx = db) {
    const tenant = await tenants.cachedById(tenantId, via);
    if (!tenant) throw new AppError(404, 'NOT_FOUND', 'office.tenant_not_found');
    return {
      language: tenant.settings.language,
      currency: tenant.settings.currency,
      enabled: tenant.settings.products.includes('tournaments'),
    };
  }

  /** A brand whose site does not offer tournaments has none to show (as a missing page). */
  async function openBrand(tenantId: string) {
    const brand = await brandOf(tenantId);
    if (!brand.enabled) throw new AppError(404, 'NOT_FOUND', 'tournaments.not_found');
    return brand;
  }

  async function rowOf(via: DbOrTx, tenantId: string, id: string): Promise<TournamentRow> {
    const [row] = await via
      .select()
      .from(tournaments)
      .where(and(eq(tournaments.tenantId, tenantId), eq(tournaments.id, id)));
    if (!row) throw new AppError(404, 'NOT_FOUND', 'tournaments.not_found');
    return row;
  }

  /** The SQL condition of a derived state. */
  function stateFilter(state: TournamentState, now: Date): SQL | undefined {
    switch (state) {
      case 'cancelled':
        return eq(tournaments.status, 'cancelled');
      case 'finished':
        return eq(tournaments.status, 'finished');
      case 'upcoming':
        return and(eq(tournaments.status, 'scheduled'), gt(tournaments.startsAt, now));
      case 'active':
        return and(eq(tournaments.status, 'scheduled'), lte(tournaments.startsAt, now));
    }
  }

  async function campaignsOf(tenantId: string): Promise<Map<string, OfficeCampaign>> {
    return new Map((await bonus.campaigns(tenantId)).map((c) => [c.id, c]));
  }

  async function entrantCounts(ids: string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: tournamentEntries.tournamentId, n: count() })
      .from(tournamentEntries)
      .where(inArray(tournamentEntries.tournamentId, ids))
      .groupBy(tournamentEntries.tournamentId);
    return new Map(rows.map((r) => [r.id, r.n]));
  }

  /** The first places: the frozen positions once finished, else the running order. */
  async function boardOf(via: DbOrTx, row: TournamentRow, limit: number): Promise<Placed[]> {
    const e = tournamentEntries;
    if (row.status === 'finished') {
      const rows = await via
        .select({ playerId: e.playerId, position: e.position, points: e.points, rounds: e.rounds })
        .from(e)
        .where(and(eq(e.tournamentId, row.id), sql`${e.position} is not null`))
        .orderBy(asc(e.position))
        .limit(limit);
      return rows.map((r) => ({ ...r, position: r.position ?? 0 }));
    }
    const rows = await via
      .select({
        playerId: e.playerId,
        points: e.points,
        rounds: e.rounds,
        position: sql<number>`(row_number() over (order by ${e.points} desc, ${e.reachedAt}, ${e.enteredAt}, ${e.playerId}))::int`,
      })
      .from(e)
      .where(and(eq(e.tournamentId, row.id), gt(e.points, 0)))
      .orderBy(desc(e.points), asc(e.reachedAt), asc(e.enteredAt), asc(e.playerId))
      .limit(limit);
    return rows.map((r) => ({ ...r, position: Number(r.position) }));
  }

  async function maskedNames(tenantId: string, ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const refs = await players.refs(tenantId, { ids: [...new Set(ids)] });
    return new Map(refs.map((r) => [r.id, r.username]));
  }

  /**
   * The player's entries of these tournaments with their positions: the frozen one once
   * finished, else those ahead of them plus one (none without points).
   */
  async function entriesOf(
    via: DbOrTx,
    playerId: string | null,
    ids: string[],
  ): Promise<Map<string, PlacedEntry>> {
    if (playerId === null || ids.length === 0) return new Map();
    const e = tournamentEntries;
    const rows = await via
      .select({
        entry: e,
        // Spelled out: inside the subquery, a bare column would be the subquery's own.
        place: sql<number | null>`case
          when tournament_entries.position is not null then tournament_entries.position
          when tournament_entries.points > 0 then (select count(*) + 1 from tournament_entries o
            where o.tournament_id = tournament_entries.tournament_id and o.points > 0
              and (o.points > tournament_entries.points or (o.points = tournament_entries.points
                and (o.reached_at, o.entered_at, o.player_id) < (tournament_entries.reached_at,
                  tournament_entries.entered_at, tournament_entries.player_id))))
          end`,
      })
      .from(e)
      .where(and(eq(e.playerId, playerId), inArray(e.tournamentId, ids)));
    return new Map(
      rows.map((r) => [
        r.entry.tournamentId,
        { ...r.entry, place: r.place === null ? null : Number(r.place) },
      ]),
    );
  }

  function meView(
    entry: PlacedEntry | undefined,
    campaigns: ReadonlyMap<string, OfficeCampaign>,
    language: Language,
  ): TournamentMe | null {
    if (!entry) return null;
    const prize = prizeOf(entry.prize);
    return {
      entered_at: entry.enteredAt.toISOString(),
      position: entry.points > 0 ? entry.place : null,
      points: entry.points,
      rounds: entry.rounds,
      prize: prize ? prizeView(prize, campaigns, language) : null,
    };
  }

  function summaryOf(
    row: TournamentRow,
    context: {
      language: Language;
      brandLanguage: Language;
      campaigns: ReadonlyMap<string, OfficeCampaign>;
      entrants: number;
      me: TournamentMe | null;
    },
  ): TournamentSummary {
    const { language, texts } = textsFor(
      translationsOf(row.translations),
      context.language,
      context.brandLanguage,
    );
    const prizes = prizesOf(row.prizes);
    return {
      id: row.id,
      language,
      name: texts.name,
      description: texts.description,
      image_url: row.imageUrl,
      product: row.product,
      scoring: row.scoring,
      entry: row.entry,
      buy_in: row.buyIn,
      state: stateOf(row, clock()),
      starts_at: row.startsAt.toISOString(),
      ends_at: row.endsAt.toISOString(),
      prize_pool: prizePool(prizes),
      prizes: prizes.map((p) => prizeView(p, context.campaigns, context.language)),
      entrants: context.entrants,
      me: context.me,
    };
  }

  /** The live event of a board: the same for every watcher (no `me`). */
  async function boardEvent(row: TournamentRow): Promise<TournamentBoardEvent> {
    const [board, counts] = await Promise.all([
      boardOf(db, row, TOURNAMENT_BOARD_SIZE),
      entrantCounts([row.id]),
    ]);
    const names = await maskedNames(
      row.tenantId,
      board.map((b) => b.playerId),
    );
    return {
      id: row.id,
      entrants: counts.get(row.id) ?? 0,
      board: board.map((b) => ({
        position: b.position,
        name: maskUsername(names.get(b.playerId) ?? '?'),
        points: b.points,
        rounds: b.rounds,
      })),
      updated_at: (row.boardUpdatedAt ?? row.updatedAt).toISOString(),
    };
  }

  /** Tells the pages watching these tournaments their boards as they are now. */
  async function publishBoards(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    const rows = await db.select().from(tournaments).where(inArray(tournaments.id, ids));
    for (const row of rows) {
      await live.publishToChannel(row.tenantId, 'tournaments', {
        type: TOURNAMENTS_LIVE.board,
        data: await boardEvent(row),
      });
    }
  }

  /** Runs the scoring consumer until it has taken every record it can see now. */
  async function drainScoring(): Promise<void> {
    while ((await activity.drain(SCORING, scoring.handle)) > 0) {
      // More may be waiting.
    }
  }

  // ------------------------------------------------------------------ money and messages

  function wagerOf(
    row: TournamentRow,
    entry: { id: string; playerId: string },
    currency: Currency,
  ) {
    return {
      tenantId: row.tenantId,
      playerId: entry.playerId,
      currency,
      product: 'tournaments',
      game: row.id,
      reference: entry.id,
      account: TOURNAMENTS_ACCOUNT,
    };
  }

  /** A tournament's name in the brand's language, for the messages it sends. */
  function nameOf(row: TournamentRow, brandLanguage: Language): string {
    return textsFor(translationsOf(row.translations), brandLanguage, brandLanguage).texts.name;
  }

  /**
   * Pays one winner's prize in the close's transaction, once (keys from the tournament
   * and the player), and tells them. A campaign the bonus module refuses (a winner on a
   * break, a campaign ended) is recorded as refused rather than stopping the close.
   */
  async function pay(
    tx: Tx,
    row: TournamentRow,
    winner: { id: string; playerId: string; position: number; points: number },
    brand: { currency: Currency; language: Language },
  ): Promise<{ cash: boolean }> {
    const prize = prizeAt(prizesOf(row.prizes), winner.position);
    if (!prize) return { cash: false };
    const reference = `tournament:${row.id}:${winner.playerId}`;
    const common = {
      tournament: nameOf(row, brand.language),
      position: winner.position,
      points: winner.points,
    };
    let refused: string | null = null;
    if (prize.kind === 'cash') {
      await wallet.ledger.credit(
        {
          tenantId: row.tenantId,
          currency: brand.currency,
          idempotencyKey: `tournament-prize:${row.id}:${winner.playerId}`,
          type: 'tournament_prize',
          reference: row.id,
          amount: prize.amount,
          playerId: winner.playerId,
          from: TOURNAMENTS_ACCOUNT,
        },
        tx,
      );
    } else if (prize.kind === 'miles') {
      await miles.award(tx, {
        tenantId: row.tenantId,
        playerId: winner.playerId,
        miles: prize.amount,
        reference,
        reason: 'tournament',
      });
    } else if (prize.campaign_id !== null) {
      const campaignId = prize.campaign_id;
      try {
        // A savepoint: a refusal leaves the close's transaction usable.
        await tx.transaction((inner) =>
          bonus.award(inner, {
            tenantId: row.tenantId,
            playerId: winner.playerId,
            campaignId,
            reference,
          }),
        );
      } catch (error) {
        if (!isAppError(error) || error.status >= 500) throw error;
        refused = error.key;
      }
    }
    await tx
      .update(tournamentEntries)
      .set({ prize, prizeRefused: refused })
      .where(eq(tournamentEntries.id, winner.id));
    if (refused === null) {
      await inbox.send(tx, {
        tenantId: row.tenantId,
        playerId: winner.playerId,
        key: `tournament.won:${row.id}:${winner.playerId}`,
        kind: 'system',
        title: 'tournaments.inbox.won_title',
        body:
          prize.kind === 'cash'
            ? 'tournaments.inbox.won_cash_body'
            : prize.kind === 'miles'
              ? 'tournaments.inbox.won_miles_body'
              : 'tournaments.inbox.won_bonus_body',
        params: {
          ...common,
          ...(prize.kind === 'cash'
            ? { amount: { amount: prize.amount, currency: brand.currency } }
            : {}),
          ...(prize.kind === 'miles' ? { miles: prize.amount } : {}),
        },
      });
    }
    return { cash: prize.kind === 'cash' };
  }

  /**
   * Closes one tournament past its end, once across processes: its row locked (one that
   * another process or a scoring batch holds is skipped, for the next run), the board
   * frozen into positions, the prizes paid and the winners told, all in one transaction.
   */
  async function closeOne(id: string): Promise<boolean> {
    const now = clock();
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(tournaments)
        .where(
          and(
            eq(tournaments.id, id),
            eq(tournaments.status, 'scheduled'),
            lte(tournaments.endsAt, now),
          ),
        )
        .for('update', { skipLocked: true });
      if (!row) return null;
      const brand = await brandOf(row.tenantId, tx);
      const placed = rowsOf<{
        id: string;
        player_id: string;
        points: string | number;
        position: string | number;
      }>(
        await tx.execute(sql`
        update tournament_entries e set position = r.position
        from (select id, (row_number() over (
                order by points desc, reached_at, entered_at, player_id))::int as position
              from tournament_entries where tournament_id = ${row.id} and points > 0) r
        where e.id = r.id
        returning e.id, e.player_id, e.points, r.position`),
      );
      const winners = placed
        .map((r) => ({
          id: r.id,
          playerId: r.player_id,
          points: Number(r.points),
          position: Number(r.position),
        }))
        .sort((a, b) => a.position - b.position);
      const paidCash: string[] = [];
      for (const winner of winners) {
        if ((await pay(tx, row, winner, brand)).cash) paidCash.push(winner.playerId);
      }
      const [closed] = await tx
        .update(tournaments)
        .set({ status: 'finished', finishedAt: now, updatedAt: now, boardUpdatedAt: now })
        .where(eq(tournaments.id, row.id))
        .returning();
      return closed ? { row: closed, paidCash } : null;
    });
    if (!done) return false;
    await live.publishToChannel(done.row.tenantId, 'tournaments', {
      type: TOURNAMENTS_LIVE.finished,
      data: await boardEvent(done.row),
    });
    for (const playerId of done.paidCash) {
      await wallet.publishBalance(done.row.tenantId, playerId);
    }
    return true;
  }

  /** Closes every tournament past its end (after the scoring took every stake before it). */
  async function closeDue(): Promise<number> {
    const due = await db
      .select({ id: tournaments.id })
      .from(tournaments)
      .where(and(eq(tournaments.status, 'scheduled'), lte(tournaments.endsAt, clock())))
      .orderBy(asc(tournaments.endsAt))
      .limit(20);
    if (due.length === 0) return 0;
    // Every stake committed before now scored first; a transaction that stays open past
    // the wait postpones the close to the next run rather than leave a stake out.
    if (!(await activity.drainCommitted(SCORING, scoring.handle, { waitMs: CLOSE_WAIT_MS }))) {
      return 0;
    }
    let closed = 0;
    for (const { id } of due) if (await closeOne(id)) closed += 1;
    return closed;
  }

  // ------------------------------------------------------------------ office checks

  async function checkRequest(tenantId: string, request: OfficeTournamentRequest): Promise<void> {
    const fields: Record<string, 'tournaments.eligible_invalid' | 'tournaments.campaign_invalid'> =
      {};
    if (request.eligible.length > 0) {
      const known: ReadonlySet<string> =
        request.product === 'sports'
          ? new Set<string>(await deps.offeredSports(tenantId))
          : new Set((await deps.gameNames(tenantId)).keys());
      if (request.eligible.some((key) => !known.has(key))) {
        fields.eligible = 'tournaments.eligible_invalid';
      }
    }
    const byCampaign = request.prizes.filter((p) => p.kind === 'bonus' || p.kind === 'free_spins');
    if (byCampaign.length > 0) {
      const campaigns = await campaignsOf(tenantId);
      for (const [index, prize] of request.prizes.entries()) {
        if (prize.kind !== 'bonus' && prize.kind !== 'free_spins') continue;
        const campaign = prize.campaign_id === null ? undefined : campaigns.get(prize.campaign_id);
        if (campaign?.kind !== CAMPAIGN_KIND[prize.kind]) {
          fields[`prizes.${index}.campaign_id`] = 'tournaments.campaign_invalid';
        }
      }
    }
    const first = Object.values(fields)[0];
    if (first) throw new AppError(400, 'VALIDATION_FAILED', first, { fields });
  }

  function columnsOf(request: OfficeTournamentRequest) {
    return {
      product: request.product,
      scoring: request.scoring,
      translations: translationsOf(request.translations),
      imageUrl: request.image_url,
      eligible: [...new Set(request.eligible)],
      bestOf: request.best_of,
      minBet: request.min_bet,
      maxRounds: request.max_rounds,
      entry: request.entry,
      buyIn: request.entry === 'buy_in' ? request.buy_in : 0,
      startsAt: new Date(request.starts_at),
      endsAt: new Date(request.ends_at),
      prizes: [...request.prizes]
        .sort((a, b) => a.from - b.from)
        .map((p) => ({
          ...p,
          campaign_id: p.kind === 'cash' || p.kind === 'miles' ? null : p.campaign_id,
        })),
    };
  }

  /**
   * Writes a new tournament (`id` null) or one that has not started yet, with its audit
   * line. The start may not be in the past, except the demo seed's (`seeded`).
   */
  async function save(
    actor: Actor,
    tenantId: string,
    id: string | null,
    request: OfficeTournamentRequest,
    seeded: boolean,
  ): Promise<OfficeTournament> {
    await checkRequest(tenantId, request);
    const row = await db.transaction(async (tx) => {
      const [before] =
        id === null
          ? []
          : await tx
              .select()
              .from(tournaments)
              .where(and(eq(tournaments.tenantId, tenantId), eq(tournaments.id, id)))
              .for('update');
      if (id !== null && !before) throw new AppError(404, 'NOT_FOUND', 'tournaments.not_found');
      const now = clock();
      if (before && stateOf(before, now) !== 'upcoming') {
        throw new AppError(409, 'CONFLICT', 'tournaments.not_editable');
      }
      if (!seeded && new Date(request.starts_at) < new Date(now.getTime() - 60_000)) {
        throw new AppError(400, 'VALIDATION_FAILED', 'tournaments.starts_in_past', {
          fields: { starts_at: 'tournaments.starts_in_past' },
        });
      }
      const [after] = before
        ? await tx
            .update(tournaments)
            .set({ ...columnsOf(request), updatedAt: now })
            .where(eq(tournaments.id, before.id))
            .returning()
        : await tx
            .insert(tournaments)
            .values({ tenantId, ...columnsOf(request), createdAt: now, updatedAt: now })
            .returning();
      if (!after) throw new Error('tournaments: the write returned nothing');
      const counts = { entrants: 0, buyIns: 0 };
      await audit.record(tx, actor, {
        tenantId,
        action: before ? 'tournaments.update' : 'tournaments.create',
        targetType: 'tournament',
        targetId: after.id,
        ...(before ? { before: officeView(before, now, counts) } : {}),
        after: officeView(after, now, counts),
      });
      return after;
    });
    return officeOf(row);
  }

  async function officeCounts(ids: string[]) {
    if (ids.length === 0) return new Map<string, { entrants: number; buyIns: number }>();
    const e = tournamentEntries;
    const rows = await db
      .select({
        id: e.tournamentId,
        entrants: count(),
        buyIns: sum(sql`case when ${e.refundedAt} is null then ${e.paid} else 0 end`).mapWith(
          Number,
        ),
      })
      .from(e)
      .where(inArray(e.tournamentId, ids))
      .groupBy(e.tournamentId);
    return new Map(rows.map((r) => [r.id, { entrants: r.entrants, buyIns: r.buyIns ?? 0 }]));
  }

  async function officeOf(row: TournamentRow): Promise<OfficeTournament> {
    const counts = await officeCounts([row.id]);
    return officeView(row, clock(), counts.get(row.id) ?? { entrants: 0, buyIns: 0 });
  }

  return {
    /** The scoring consumer's handler (tests drain it themselves). */
    scoringHandler: scoring.handle,
    drainScoring,
    closeDue,
    publishBoards,

    /** The brand's tournaments: running first, then upcoming, then the latest finished. */
    async list(
      tenantId: string,
      language: Language,
      playerId: string | null,
      state?: TournamentState,
    ): Promise<TournamentSummary[]> {
      const brand = await openBrand(tenantId);
      const now = clock();
      const rows = await db
        .select()
        .from(tournaments)
        .where(
          and(
            eq(tournaments.tenantId, tenantId),
            state ? stateFilter(state, now) : sql`${tournaments.status} <> 'cancelled'`,
          ),
        )
        .orderBy(asc(tournaments.endsAt))
        .limit(500);
      const rank = { active: 0, upcoming: 1, finished: 2, cancelled: 3 } as const;
      const sorted = rows
        .map((row) => ({ row, state: stateOf(row, now) }))
        .sort((a, b) =>
          a.state !== b.state
            ? rank[a.state] - rank[b.state]
            : a.state === 'finished' || a.state === 'cancelled'
              ? b.row.endsAt.getTime() - a.row.endsAt.getTime()
              : a.state === 'upcoming'
                ? a.row.startsAt.getTime() - b.row.startsAt.getTime()
                : a.row.endsAt.getTime() - b.row.endsAt.getTime(),
        );
      const ended = sorted.filter((s) => s.state === 'finished' || s.state === 'cancelled');
      const shown = [...sorted.filter((s) => !ended.includes(s)), ...ended.slice(0, 20)].map(
        (s) => s.row,
      );
      const ids = shown.map((r) => r.id);
      const [campaigns, counts, mine] = await Promise.all([
        campaignsOf(tenantId),
        entrantCounts(ids),
        entriesOf(db, playerId, ids),
      ]);
      return shown.map((row) =>
        summaryOf(row, {
          language,
          brandLanguage: brand.language,
          campaigns,
          entrants: counts.get(row.id) ?? 0,
          me: meView(mine.get(row.id), campaigns, language),
        }),
      );
    },

    /** One tournament's page: its rules, prizes and board, and the reader's own entry. */
    async detail(
      tenantId: string,
      id: string,
      language: Language,
      playerId: string | null,
    ): Promise<TournamentDetail> {
      const brand = await openBrand(tenantId);
      const row = await rowOf(db, tenantId, id);
      const [campaigns, counts, mine, board, games] = await Promise.all([
        campaignsOf(tenantId),
        entrantCounts([row.id]),
        entriesOf(db, playerId, [row.id]),
        boardOf(db, row, TOURNAMENT_BOARD_SIZE),
        row.product === 'casino' && row.eligible.length > 0
          ? deps.gameNames(tenantId)
          : Promise.resolve(new Map<string, string>()),
      ]);
      const names = await maskedNames(
        tenantId,
        board.map((b) => b.playerId),
      );
      const summary = summaryOf(row, {
        language,
        brandLanguage: brand.language,
        campaigns,
        entrants: counts.get(row.id) ?? 0,
        me: meView(mine.get(row.id), campaigns, language),
      });
      const rules = textsFor(translationsOf(row.translations), language, brand.language).texts
        .rules;
      return {
        ...summary,
        eligible: row.eligible,
        eligible_names: eligibleNames(row, games, language),
        best_of: row.bestOf,
        min_bet: row.minBet,
        max_rounds: row.maxRounds,
        rules,
        board: board.map((b): TournamentBoardRow => ({
          position: b.position,
          name: maskUsername(names.get(b.playerId) ?? '?'),
          points: b.points,
          rounds: b.rounds,
          me: b.playerId === playerId,
        })),
        board_updated_at: row.boardUpdatedAt?.toISOString() ?? null,
      };
    },

    /**
     * Enters the player, once per Idempotency-Key: an opt-in, or a buy-in paid through the
     * money port (a stake of product `tournaments`: limits and the activity stream apply)
     * with a key derived from the entry.
     */
    async enter(
      tenantId: string,
      playerId: string,
      language: Language,
      key: string,
      id: string,
      request: TournamentEnterRequest,
    ): Promise<z.infer<typeof enterAnswerSchema>> {
      const brand = await openBrand(tenantId);
      const found = await rowOf(db, tenantId, id);
      if (found.entry === 'automatic') {
        throw new AppError(409, 'CONFLICT', 'tournaments.automatic_entry');
      }
      const { answer } = await idempotency.run(
        {
          tenantId,
          scope: playerId,
          key,
          request: { route: 'tournaments.enter', id, request },
          // The player's lock (and their balances) before anything is written, as every
          // money move of theirs; then the tournament, shared (a cancel waits for it).
          lockFirst: (tx) =>
            wallet.port.lock(tx, {
              tenantId,
              playerId,
              currency: brand.currency,
              account: TOURNAMENTS_ACCOUNT,
            }),
        },
        enterAnswerSchema,
        async (tx) => {
          const now = clock();
          if (found.status !== 'scheduled' || now >= found.endsAt) {
            throw new AppError(409, 'CONFLICT', 'tournaments.not_open');
          }
          const [row] = await tx
            .select()
            .from(tournaments)
            .where(eq(tournaments.id, id))
            .for('share');
          if (!row || row.status !== 'scheduled' || now >= row.endsAt) {
            throw new AppError(409, 'CONFLICT', 'tournaments.not_open');
          }
          if (await responsible.onBreakIn(tx, playerId)) {
            throw new AppError(403, 'ON_BREAK', 'tournaments.on_break');
          }
          const [already] = await tx
            .select({ id: tournamentEntries.id })
            .from(tournamentEntries)
            .where(
              and(eq(tournamentEntries.tournamentId, id), eq(tournamentEntries.playerId, playerId)),
            );
          if (already) throw new AppError(409, 'CONFLICT', 'tournaments.already_entered');
          if (row.entry === 'buy_in' && request.accept_buy_in !== row.buyIn) {
            const price = row.buyIn;
            throw new AppError(409, 'CONFLICT', 'tournaments.buy_in_unconfirmed', {
              params: (lang) => ({ amount: formatMoney(price, brand.currency, lang) }),
            });
          }
          const entryId = crypto.randomUUID();
          const [entry] = await tx
            .insert(tournamentEntries)
            .values({
              id: entryId,
              tournamentId: id,
              tenantId,
              playerId,
              enteredAt: now,
              paid: row.entry === 'buy_in' ? row.buyIn : 0,
            })
            .returning();
          if (!entry) throw new Error('tournaments: the entry insert returned nothing');
          let balance: number | null = null;
          if (row.entry === 'buy_in') {
            const { posted } = await wallet.port.stake(tx, {
              ...wagerOf(row, { id: entryId, playerId }, brand.currency),
              amount: row.buyIn,
              key: `tournament-buy-in:${entryId}`,
              type: 'tournament_buy_in',
            });
            balance = posted.balances[playerId]?.cash ?? null;
          }
          const me = meView({ ...entry, place: null }, new Map(), language);
          if (!me) throw new Error('tournaments: no view of a new entry');
          return { me, balance };
        },
      );
      if (answer.balance !== null) await wallet.publishBalance(tenantId, playerId);
      await publishBoards([id]);
      return answer;
    },

    /**
     * The running tournaments the player entered that count this product and game (a
     * casino game's slug, a sport's key): the widgets of the game screen and sports pages.
     */
    async entered(
      tenantId: string,
      playerId: string,
      language: Language,
      product: TournamentProduct,
      game?: string,
    ): Promise<EnteredTournament[]> {
      const brand = await openBrand(tenantId);
      const now = clock();
      const rows = await db
        .select({ t: tournaments })
        .from(tournaments)
        .innerJoin(tournamentEntries, eq(tournamentEntries.tournamentId, tournaments.id))
        .where(
          and(
            eq(tournaments.tenantId, tenantId),
            eq(tournamentEntries.playerId, playerId),
            eq(tournaments.product, product),
            stateFilter('active', now),
            gt(tournaments.endsAt, now),
            game === undefined
              ? undefined
              : sql`(cardinality(${tournaments.eligible}) = 0 or ${game} = any(${tournaments.eligible}))`,
          ),
        )
        .orderBy(asc(tournaments.endsAt));
      const ids = rows.map((r) => r.t.id);
      const [counts, mine] = await Promise.all([entrantCounts(ids), entriesOf(db, playerId, ids)]);
      return rows.map(({ t }) => {
        const entry = mine.get(t.id);
        return {
          id: t.id,
          name: textsFor(translationsOf(t.translations), language, brand.language).texts.name,
          scoring: t.scoring,
          ends_at: t.endsAt.toISOString(),
          position: entry && entry.points > 0 ? entry.place : null,
          points: entry?.points ?? 0,
          entrants: counts.get(t.id) ?? 0,
        };
      });
    },

    // ------------------------------------------------------------------ office

    async officeList(tenantId: string, state?: TournamentState): Promise<OfficeTournament[]> {
      const rows = await db
        .select()
        .from(tournaments)
        .where(
          and(eq(tournaments.tenantId, tenantId), state ? stateFilter(state, clock()) : undefined),
        )
        .orderBy(desc(tournaments.startsAt))
        .limit(500);
      const counts = await officeCounts(rows.map((r) => r.id));
      return rows.map((row) =>
        officeView(row, clock(), counts.get(row.id) ?? { entrants: 0, buyIns: 0 }),
      );
    },

    /**
     * What the desk's pickers offer: the games and sports `checkRequest` accepts, the
     * games by name, the sports named in the staff's language in the sportsbook's order.
     */
    async officeChoices(tenantId: string, language: Language): Promise<OfficeTournamentChoices> {
      const [games, sports] = await Promise.all([
        deps.gameNames(tenantId),
        deps.offeredSports(tenantId),
      ]);
      return {
        games: [...games]
          .map(([slug, name]) => ({ slug, name }))
          .sort((a, b) => a.name.localeCompare(b.name) || a.slug.localeCompare(b.slug)),
        sports: sports.map((key) => ({ key, name: sportName(key, language) })),
      };
    },

    /** A tournament with every entrant, by position (those without points last). */
    async officeDetail(
      tenantId: string,
      id: string,
    ): Promise<{ tournament: OfficeTournament; entrants: OfficeTournamentEntrant[] }> {
      const brand = await brandOf(tenantId);
      const row = await rowOf(db, tenantId, id);
      const board = await boardOf(db, row, 100_000);
      const places = new Map(board.map((b) => [b.playerId, b.position]));
      const rows = await db
        .select()
        .from(tournamentEntries)
        .where(eq(tournamentEntries.tournamentId, id))
        .orderBy(asc(tournamentEntries.enteredAt));
      const [names, campaigns] = await Promise.all([
        maskedNames(
          tenantId,
          rows.map((r) => r.playerId),
        ),
        campaignsOf(tenantId),
      ]);
      const entrants = rows
        .map((r): OfficeTournamentEntrant => {
          const prize = prizeOf(r.prize);
          return {
            player_id: r.playerId,
            username: names.get(r.playerId) ?? null,
            entered_at: r.enteredAt.toISOString(),
            position: places.get(r.playerId) ?? null,
            points: r.points,
            rounds: r.rounds,
            paid: r.paid,
            refunded: r.refundedAt !== null,
            prize: prize ? prizeView(prize, campaigns, brand.language) : null,
          };
        })
        .sort((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity));
      return { tournament: await officeOf(row), entrants };
    },

    /**
     * Creates a tournament. Staff's start may not be in the past; the demo seed's may
     * (`seeded`), so its brands show every state at once.
     */
    async create(
      actor: Actor,
      tenantId: string,
      request: OfficeTournamentRequest,
      options: { seeded?: boolean } = {},
    ): Promise<OfficeTournament> {
      return save(actor, tenantId, null, request, options.seeded ?? false);
    },

    /** Changes a tournament before it starts (after, its rules are the players' deal). */
    async update(
      actor: Actor,
      tenantId: string,
      id: string,
      request: OfficeTournamentRequest,
    ): Promise<OfficeTournament> {
      return save(actor, tenantId, id, request, false);
    },

    /**
     * Cancels a tournament before its end: every buy-in refunded once (a key per entry)
     * through the money port, each payer told, in one transaction. The payers' locks come
     * first, as every money move's; one who entered meanwhile makes it start again.
     */
    async cancel(
      actor: Actor,
      tenantId: string,
      id: string,
      reason: string,
    ): Promise<OfficeTournament> {
      const brand = await brandOf(tenantId);
      const payersOf = async (via: DbOrTx) =>
        via
          .select()
          .from(tournamentEntries)
          .where(
            and(
              eq(tournamentEntries.tournamentId, id),
              gt(tournamentEntries.paid, 0),
              isNull(tournamentEntries.refundedAt),
            ),
          );
      for (let attempt = 0; ; attempt += 1) {
        const expected = (await payersOf(db)).map((e) => e.playerId);
        const outcome = await db.transaction(async (tx) => {
          if (expected.length > 0) await tx.execute(sql`select ${playerLocksTaken(expected)}`);
          const [before] = await tx
            .select()
            .from(tournaments)
            .where(and(eq(tournaments.tenantId, tenantId), eq(tournaments.id, id)))
            .for('update');
          if (!before) throw new AppError(404, 'NOT_FOUND', 'tournaments.not_found');
          const now = clock();
          if (before.status !== 'scheduled' || now >= before.endsAt) {
            throw new AppError(409, 'CONFLICT', 'tournaments.not_cancellable');
          }
          const payers = await payersOf(tx);
          if (payers.some((p) => !expected.includes(p.playerId))) return 'again' as const;
          const name = nameOf(before, brand.language);
          for (const entry of payers) {
            await wallet.port.result(tx, {
              ...wagerOf(before, entry, brand.currency),
              returned: entry.paid,
              outcome: 'refund',
              key: `tournament-refund:${entry.id}`,
              type: 'tournament_refund',
            });
            await tx
              .update(tournamentEntries)
              .set({ refundedAt: now })
              .where(eq(tournamentEntries.id, entry.id));
            await inbox.send(tx, {
              tenantId,
              playerId: entry.playerId,
              key: `tournament.cancelled:${id}:${entry.playerId}`,
              kind: 'system',
              title: 'tournaments.inbox.cancelled_title',
              body: 'tournaments.inbox.cancelled_body',
              params: {
                tournament: name,
                amount: { amount: entry.paid, currency: brand.currency },
              },
            });
          }
          const [after] = await tx
            .update(tournaments)
            .set({ status: 'cancelled', cancelReason: reason, updatedAt: now })
            .where(eq(tournaments.id, id))
            .returning();
          if (!after) throw new Error('tournaments: the cancel returned nothing');
          await audit.record(tx, actor, {
            tenantId,
            action: 'tournaments.cancel',
            targetType: 'tournament',
            targetId: id,
            before: { state: stateOf(before, now) },
            after: { state: 'cancelled', reason, refunded: payers.length },
          });
          return { row: after, payers: payers.map((p) => p.playerId) };
        });
        if (outcome === 'again') {
          if (attempt >= 5) throw new Error('tournaments: entrants kept arriving during a cancel');
          continue;
        }
        await live.publishToChannel(tenantId, 'tournaments', {
          type: TOURNAMENTS_LIVE.cancelled,
          data: { id },
        });
        for (const playerId of outcome.payers) await wallet.publishBalance(tenantId, playerId);
        return officeOf(outcome.row);
      }
    },

    /** The scoring consumer and the close job (every 2 s, once across processes). */
    jobs(): JobDefinition[] {
      return [
        activity.consumerJob(SCORING, scoring.handle, { everyMs: 1_000 }),
        {
          kind: 'recurring',
          name: 'tournaments.close',
          everyMs: 2_000,
          run: async () => {
            while ((await closeDue()) > 0) {
              // Closed some: more may be due.
            }
          },
        },
      ];
    },

    /**
     * Demo seed: a past tournament's entrants with their scores, then its close (the board
     * frozen, the prizes paid), so the pages show a finished board.
     */
    async seedFinished(
      tenantId: string,
      id: string,
      scores: { playerId: string; points: number; rounds: number; reachedAt: Date }[],
    ): Promise<void> {
      const row = await rowOf(db, tenantId, id);
      if (scores.length > 0) {
        await db
          .insert(tournamentEntries)
          .values(
            scores.map((s) => ({
              tournamentId: id,
              tenantId,
              playerId: s.playerId,
              enteredAt: row.startsAt,
              points: s.points,
              rounds: s.rounds,
              reachedAt: s.reachedAt,
            })),
          )
          .onConflictDoNothing();
      }
      await closeOne(id);
    },

    /** Demo seed: a campaign of the brand by name (null when it has none). */
    async campaignIdByName(tenantId: string, name: string): Promise<string | null> {
      return (await bonus.campaigns(tenantId)).find((c) => c.name === name)?.id ?? null;
    },
  };
}
