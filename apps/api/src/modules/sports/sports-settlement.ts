import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { OutcomeResult, SportsTransactionType } from '@tribuna/contracts/sports';
import { payoutOf } from '@tribuna/games/sports/margin';
import type { Tx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../audit/audit.service';
import type { SportsContext } from './sports-context';
import {
  feedResultOf,
  playerReturn,
  publishBets,
  type BetRow,
  type LegRow,
} from './sports-bet-views';
import { sportsBetLegs, sportsBets, sportsMarkets, sportsSuspensions } from './sports.schema';
import { rowsOf } from '../../db/rows';
import { SPORTSBOOK_ACCOUNT, sportsWager } from './sports-wager';
import { isUnsettled, shiftKept } from './sports-liability';

/** How many changed markets a sweep looks at, at most. */
export const SWEEP_PAGE = 200;
/** How far back a starting process's sweeper looks (a feed does not roll back later). */
const SWEEP_LOOKBACK = '30 days';
/** How long a market's change is looked at again (late commits, a feed host's clock). */
const SWEEP_LAG = '30 seconds';
const ZERO_UUID = '00000000-0000-0000-0000-000000000000';

/** Bets whose money follows their legs' results (a cashed-out or refused bet is done). */
const SETTLEABLE = ['open', 'won', 'lost', 'void'] as const;

/**
 * What a bet's legs' results come to, or null while it is undecided. A lost leg loses
 * the bet at once (the other legs cannot change that); otherwise every leg needs a
 * result: won pays the won legs' odds (a void leg counts 1.00), all void gives the
 * stake back.
 */
export function outcomeOf(
  stake: number,
  legs: { oddsX100: number; result: OutcomeResult | null }[],
): { status: 'won' | 'lost' | 'void'; payout: number } | null {
  if (legs.some((l) => l.result === 'lost')) return { status: 'lost', payout: 0 };
  if (legs.some((l) => l.result === null)) return null;
  const won = legs.filter((l) => l.result === 'won');
  if (won.length === 0) return { status: 'void', payout: stake };
  return {
    status: 'won',
    payout: payoutOf(
      stake,
      won.map((l) => l.oddsX100),
    ),
  };
}

/**
 * The result a feed leg should have, in SQL: exactly feedResultOf (sports-bet-views.ts)
 * for the leg `l` on the market `m`, so the sweeper finds the legs the hooks would fix.
 */
export const expectedResultSql: SQL = sql`(case
  when m.status = 'void' then 'void'
  when m.status = 'settled' then coalesce((
    select o.value ->> 'result' from jsonb_array_elements(m.outcomes) with ordinality as o(value, n)
    where o.value ->> 'key' = l.outcome order by o.n limit 1), 'void')
  end)`;

/**
 * Pays a bet `amount` net of what it owes: recover = min(owed, amount) is kept back,
 * the rest credited; the whole amount is the bet's return in the player's activity.
 * Answers the bet's new `owed` and what was `paid`.
 */
export async function payNetOfOwed(
  context: SportsContext,
  tx: Tx,
  bet: BetRow,
  eventIds: readonly string[],
  amount: number,
  move: {
    key: string;
    type: Exclude<SportsTransactionType, 'sports_bet'>;
    outcome: 'win' | 'loss' | 'void' | 'cashout';
  },
): Promise<{ owed: number; paid: number }> {
  const recover = Math.min(bet.owed, amount);
  const paid = amount - recover;
  await context.wallet.port.result(tx, {
    ...sportsWager(bet, eventIds),
    returned: amount,
    credit: paid,
    outcome: move.outcome,
    key: move.key,
    type: move.type,
  });
  return { owed: bet.owed - recover, paid };
}

/** A settled bet's status as the activity stream names what became of the wager. */
const RESULT_OUTCOME = { won: 'win', lost: 'loss', void: 'void' } as const;

export type Settlement = ReturnType<typeof createSettlement>;

/**
 * Settlement, voids and rollbacks of bets. One rule for every path (the feed's hooks,
 * the sweeper, a manual result): a bet's feed legs take their markets' results; a
 * settled bet whose results change is first reopened (its payout taken back), then
 * settled again once every leg has a result. Each settlement or rollback bumps the
 * bet's `settlements`, which names its ledger key, so a repeated call, or two processes
 * at once, move the money once.
 */
export function createSettlement(context: SportsContext) {
  const { db } = context;
  const ledger = context.wallet.ledger;

  /** Brings one bet in line with its markets; answers whether anything changed. */
  async function reconcileBet(betId: string): Promise<boolean> {
    const [head] = await db
      .select({
        tenantId: sportsBets.tenantId,
        playerId: sportsBets.playerId,
        currency: sportsBets.currency,
      })
      .from(sportsBets)
      .where(eq(sportsBets.id, betId));
    if (!head) return false;
    const changed = await db.transaction(async (tx) => {
      await context.wallet.port.lock(tx, { ...head, account: SPORTSBOOK_ACCOUNT });
      const [bet] = await tx
        .select()
        .from(sportsBets)
        .where(eq(sportsBets.id, betId))
        .for('update');
      if (!bet) return false;
      const legs = await tx.select().from(sportsBetLegs).where(eq(sportsBetLegs.betId, betId));
      const markets = await tx
        .select()
        .from(sportsMarkets)
        .where(
          inArray(
            sportsMarkets.id,
            legs.map((l) => l.marketId),
          ),
        );
      const marketOf = new Map(markets.map((m) => [m.id, m]));
      const next = legs.map((leg) => {
        const market = marketOf.get(leg.marketId);
        const result = leg.manual || !market ? leg.result : feedResultOf(market, leg.outcome);
        return { ...leg, result };
      });
      const moved = next.filter((l, i) => l.result !== legs[i]?.result);
      for (const leg of moved) {
        await tx
          .update(sportsBetLegs)
          .set({ result: leg.result })
          .where(eq(sportsBetLegs.id, leg.id));
      }
      if (!(SETTLEABLE as readonly string[]).includes(bet.status)) return moved.length > 0;
      if (bet.status !== 'open') {
        // A settled bet whose new results come to the same (a lost accumulator's other
        // legs settling) stays as it is: no reopening, no money moves.
        const same = outcomeOf(bet.stake, next);
        if (same?.status === bet.status && same.payout === bet.payout) return moved.length > 0;
      }
      let current: BetRow = bet;
      const eventIds = legs.map((l) => l.eventId);
      if (moved.length > 0 && bet.status !== 'open') current = await reopen(tx, bet, eventIds);
      if (current.status === 'open') current = await settle(tx, current, next, eventIds);
      // Settled, or reopened by a rollback: out of (or back into) its events' liabilities.
      if (isUnsettled(bet.status) !== isUnsettled(current.status)) {
        await shiftKept(tx, bet.tenantId, [
          { share: { ...bet, legs }, sign: isUnsettled(current.status) ? 1 : -1 },
        ]);
      }
      return current !== bet;
    });
    if (changed) await publishBets(context, head.tenantId, head.playerId, [betId]);
    return changed;
  }

  /**
   * Reopens a settled bet, taking back what its settlement credited (`paid`) as far as
   * the player's cash goes. Whatever of the gross payout is not taken back is owed:
   * the part netted against an earlier debt becomes a debt again, and so does what the
   * player has spent. So for every bet, at every moment:
   *   credited − taken back = (payout once settled, else 0) + owed.
   */
  async function reopen(tx: Tx, bet: BetRow, eventIds: readonly string[]): Promise<BetRow> {
    const settlements = bet.settlements + 1;
    const gross = bet.payout ?? 0;
    let taken = 0;
    if (bet.paid > 0) {
      const { cash } = await ledger.balances(bet.tenantId, bet.playerId, tx);
      // A free bet's stake part of the return went back to the brand, which always has it.
      const brands = Math.min(bet.paid, gross - playerReturn(bet, gross));
      taken = Math.min(bet.paid, brands + cash);
    }
    // The settlement's whole return is undone in the player's activity; what the player
    // no longer has of it is owed (below).
    await context.wallet.port.reverse(tx, {
      ...sportsWager(bet, eventIds),
      returned: gross,
      amount: taken,
      key: `sports-reverse:${bet.id}:${settlements}`,
      type: bet.status === 'void' ? 'sports_refund' : 'sports_win',
      description: 'rollback',
    });
    const [row] = await tx
      .update(sportsBets)
      .set({
        status: 'open',
        payout: null,
        paid: 0,
        settledAt: null,
        settlements,
        owed: bet.owed + (gross - taken),
      })
      .where(and(eq(sportsBets.id, bet.id), eq(sportsBets.status, bet.status)))
      .returning();
    if (!row) throw new Error('sports: a locked bet changed');
    return row;
  }

  /** Settles an open bet whose legs decide it (else leaves it open), net of what it owes. */
  async function settle(
    tx: Tx,
    bet: BetRow,
    legs: Pick<LegRow, 'oddsX100' | 'result'>[],
    eventIds: readonly string[],
  ): Promise<BetRow> {
    const outcome = outcomeOf(bet.stake, legs);
    if (!outcome) return bet;
    const settlements = bet.settlements + 1;
    const { owed, paid } = await payNetOfOwed(context, tx, bet, eventIds, outcome.payout, {
      key: `sports-pay:${bet.id}:${settlements}`,
      type: outcome.status === 'void' ? 'sports_refund' : 'sports_win',
      outcome: RESULT_OUTCOME[outcome.status],
    });
    const [row] = await tx
      .update(sportsBets)
      .set({
        status: outcome.status,
        payout: outcome.payout,
        paid,
        owed,
        settledAt: context.clock(),
        settlements,
      })
      .where(and(eq(sportsBets.id, bet.id), eq(sportsBets.status, 'open')))
      .returning();
    if (!row) throw new Error('sports: a locked bet changed');
    return row;
  }

  /** The bets with feed legs on these markets whose results differ from the markets'. */
  async function betsOutOfLine(marketIds: string[]): Promise<string[]> {
    if (marketIds.length === 0) return [];
    const rows = rowsOf<{ bet_id: string }>(
      await db.execute(sql`
        select distinct l.bet_id from ${sportsBetLegs} l
        join ${sportsMarkets} m on m.id = l.market_id
        join ${sportsBets} b on b.id = l.bet_id
        where l.market_id in (${sql.join(
          [...new Set(marketIds)].map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
          and not l.manual and b.status in ('open', 'won', 'lost', 'void')
          and l.result is distinct from ${expectedResultSql}`),
    );
    return rows.map((r) => r.bet_id);
  }

  /** One bet at a time; one failing (logged) never stops the others. */
  async function reconcileAll(betIds: string[]): Promise<number> {
    let changed = 0;
    for (const id of betIds) {
      try {
        if (await reconcileBet(id)) changed += 1;
      } catch (error: unknown) {
        console.error(`sports: settling bet ${id} failed`, error);
      }
    }
    return changed;
  }

  async function reconcileMarkets(marketIds: string[]): Promise<void> {
    await reconcileAll(await betsOutOfLine(marketIds));
  }

  /*
   * The sweeper's cursors over the markets in the order they changed (changed_at, id).
   * `done` starts SWEEP_LOOKBACK back (a process starting after a crash catches up a
   * page at a time) and only moves past markets that changed more than SWEEP_LAG ago,
   * so a change committed a little late, or stamped by a feed host whose clock is a
   * little behind, is still read. `scan` pages on from `done` to the newest change and
   * then starts over from `done`, so a small page never starves the later markets. An
   * idle book costs one index range query a round.
   */
  let done: { at: string; id: string } | null = null;
  let scan: { at: string; id: string } | null = null;

  return {
    reconcileBet,
    reconcileMarkets,
    betsOutOfLine,

    /**
     * The sweeper's half: feed legs whose markets were settled, voided or rolled back
     * while their bets were not (a crash between the feed's commit and its hook).
     * Looks at up to `limit` markets changed since the last round; answers the bets
     * brought in line.
     */
    async sweep(limit = SWEEP_PAGE): Promise<number> {
      if (!done || !scan) {
        // Timestamps travel as PostgreSQL's text: exact to the microsecond, unlike Date.
        const [start] = rowsOf<{ at: string }>(
          await db.execute(sql`select (now() - ${SWEEP_LOOKBACK}::interval)::text as at`),
        );
        if (!start) throw new Error('sports: no database time');
        done = { at: start.at, id: ZERO_UUID };
        scan = done;
      }
      const from: { at: string; id: string } = scan;
      const rows = rowsOf<{ id: string; at: string; aged: boolean }>(
        await db.execute(sql`
          select id, changed_at::text as at, changed_at < now() - ${SWEEP_LAG}::interval as aged
          from ${sportsMarkets}
          where (changed_at, id) > (${from.at}::timestamptz, ${from.id}::uuid)
          order by changed_at, id limit ${limit}`),
      );
      // `done` moves only over markets read, aged, straight after it.
      let contiguous = from === done;
      for (const row of rows) {
        if (!contiguous || !row.aged) {
          contiguous = false;
          continue;
        }
        done = { at: row.at, id: row.id };
      }
      const last = rows.at(-1);
      scan = rows.length === limit && last ? { at: last.at, id: last.id } : done;
      return reconcileAll(await betsOutOfLine(rows.map((r) => r.id)));
    },

    /**
     * A result given by the brand's staff: this brand's unsettled legs of the market take
     * it and are marked manual (the feed leaves them alone from then on). Refused once the
     * feed has settled the market, or unless every outcome has a result.
     */
    async manualResult(
      actor: Actor,
      tenantId: string,
      marketId: string,
      outcomes: { key: string; result: OutcomeResult }[],
    ): Promise<{ legs: number; bets: number }> {
      const done = await db.transaction(async (tx) => {
        // Locked: the feed's settlement of this market waits for us (and we for it).
        const [market] = await tx
          .select()
          .from(sportsMarkets)
          .where(eq(sportsMarkets.id, marketId))
          .for('update');
        if (!market) throw new AppError(404, 'NOT_FOUND', 'sports.market_not_found');
        if (market.status === 'settled') {
          throw new AppError(409, 'CONFLICT', 'sports.market_settled');
        }
        const given = new Map(outcomes.map((o) => [o.key, o.result]));
        const complete =
          given.size === outcomes.length &&
          given.size === market.outcomes.length &&
          market.outcomes.every((o) => given.has(o.key));
        if (!complete) throw new AppError(400, 'BAD_REQUEST', 'sports.result_invalid');
        const legs = await tx
          .select({
            id: sportsBetLegs.id,
            betId: sportsBetLegs.betId,
            outcome: sportsBetLegs.outcome,
          })
          .from(sportsBetLegs)
          .where(
            and(
              eq(sportsBetLegs.tenantId, tenantId),
              eq(sportsBetLegs.marketId, marketId),
              isNull(sportsBetLegs.result),
            ),
          );
        for (const leg of legs) {
          await tx
            .update(sportsBetLegs)
            .set({ result: given.get(leg.outcome) ?? 'void', manual: true })
            .where(and(eq(sportsBetLegs.id, leg.id), isNull(sportsBetLegs.result)));
        }
        // The outcome is decided for this brand: no new bets on it.
        await tx
          .insert(sportsSuspensions)
          .values({ tenantId, eventId: market.eventId, marketId })
          .onConflictDoNothing();
        await context.audit.record(tx, actor, {
          tenantId,
          action: 'sports.manual_result',
          targetType: 'sports_market',
          targetId: marketId,
          before: { status: market.status },
          after: { outcomes, legs: legs.length, suspended: true },
        });
        return { legs: legs.length, betIds: [...new Set(legs.map((l) => l.betId))] };
      });
      // The legs have their results: settling the bets is the common path.
      await reconcileAll(done.betIds);
      return { legs: done.legs, bets: done.betIds.length };
    },
  };
}
