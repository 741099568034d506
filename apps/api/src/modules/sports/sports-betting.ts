import { translate } from '@tribuna/contracts/messages';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Language } from '@tribuna/contracts/languages';
import {
  placeBetsResponseSchema,
  type Bet,
  type OddsChangePolicy,
  type OutcomeResult,
  type PlaceBetsRequest,
  type PlaceBetsResult,
  type PlacedBet,
} from '@tribuna/contracts/sports';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../audit/audit.service';
import { requestDigest } from '../../lib/stable-json';
import type { SettlementHooks, SportsContext } from './sports-context';
import type { JobDefinition } from '../../kernel/jobs';
import { betViews, publishBets, publishBetViews } from './sports-bet-views';
import { createCashOut } from './sports-cash-out';
import {
  assertBetShape,
  createPlacement,
  refusedView,
  type Decision,
  type PlacementOutcome,
} from './sports-placement';
import { createSettlement } from './sports-settlement';
import { sportsBetLegs, sportsBets } from './sports.schema';

/** How often the sweeper looks for work another process (or a crash) left behind. */
export const SWEEP_MS = 1500;
/** How long past accept_at a pending bet's own request has to decide it before the sweeper does. */
export const PENDING_GRACE_MS = 3000;
/** How long a retried slip waits for a pending bet the first request is deciding. */
const REPLAY_WAIT_MS = 30_000;
/**
 * How long a slip's first request may be answering before a retry takes it to be dead and
 * places the slip itself (its bets answer for themselves): beyond the longest bet delay
 * (30 s) and the wait above.
 */
const SLIP_STALE_MS = 90_000;
const placeBetsAnswerSchema = placeBetsResponseSchema.shape.response;

export type SportsBetting = ReturnType<typeof createSportsBetting>;

/**
 * The bets: placement with the live delay, settlement (the feed's hooks and a sweeper
 * for whatever a crash left behind), cash out, the player's list and the office's
 * manual results.
 */
export function createSportsBetting(context: SportsContext) {
  const { db } = context;
  const placement = createPlacement(context);
  const settlementCore = createSettlement(context);
  const cashOut = createCashOut(context);

  // Pending live bets waiting on this process, by market: a change wakes them early.
  const waiters = new Map<string, Set<() => void>>();

  function waitForChange(marketIds: string[], ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      const wake = (): void => {
        finish(true);
      };
      const timer = setTimeout(() => {
        finish(false);
      }, ms);
      // A bet waiting out its delay never holds up a shutdown.
      timer.unref();
      function finish(changed: boolean): void {
        clearTimeout(timer);
        for (const id of marketIds) {
          const set = waiters.get(id);
          set?.delete(wake);
          if (set?.size === 0) waiters.delete(id);
        }
        resolve(changed);
      }
      for (const id of marketIds) {
        const set = waiters.get(id) ?? new Set();
        set.add(wake);
        waiters.set(id, set);
      }
    });
  }

  async function marketIdsOf(betId: string): Promise<string[]> {
    const rows = await db
      .select({ marketId: sportsBetLegs.marketId })
      .from(sportsBetLegs)
      .where(eq(sportsBetLegs.betId, betId));
    return rows.map((r) => r.marketId);
  }

  /**
   * Decides a pending bet for good; an accepted one is then brought in line with its
   * markets at once (one may have been settled during the delay).
   */
  async function decideFinal(betId: string, policy: OddsChangePolicy): Promise<Decision> {
    const decision = await placement.decide(betId, policy, 'final');
    if (decision === 'accepted') await settlementCore.reconcileBet(betId);
    return decision;
  }

  /**
   * Waits out a pending bet's delay (looking early when one of its markets changes), then
   * decides it. The delay is measured on this process's clock from placement: a duration,
   * never compared with another machine's time.
   */
  async function awaitDecision(
    betId: string,
    delayMs: number,
    policy: OddsChangePolicy,
  ): Promise<Decision> {
    const deadline = performance.now() + delayMs;
    const marketIds = await marketIdsOf(betId);
    for (;;) {
      const left = deadline - performance.now();
      if (left <= 0) break;
      if (await waitForChange(marketIds, left)) {
        const early = await placement.decide(betId, policy, 'early');
        if (early !== 'waiting') return early;
      }
    }
    return decideFinal(betId, policy);
  }

  /** A retried slip whose first request is deciding the bet: waits for its decision. */
  async function awaitOthers(betId: string): Promise<void> {
    const until = Date.now() + REPLAY_WAIT_MS;
    while (Date.now() < until) {
      const [row] = await db
        .select({ status: sportsBets.status })
        .from(sportsBets)
        .where(eq(sportsBets.id, betId));
      if (row?.status !== 'pending') return;
      await new Promise((resolve) => {
        setTimeout(resolve, 200).unref();
      });
    }
  }

  async function viewsOf(tenantId: string, betIds: string[]): Promise<Map<string, Bet>> {
    if (betIds.length === 0) return new Map();
    const rows = await db.select().from(sportsBets).where(inArray(sportsBets.id, betIds));
    const views = await betViews(db, tenantId, rows, await context.settings.all(tenantId));
    return new Map(views.map((v) => [v.id, v]));
  }

  /**
   * The feed's hooks: they never reject (a failure is logged and the sweeper catches
   * up), so the feed may call them without awaiting.
   */
  async function reconcileSafely(marketIds: string[]): Promise<void> {
    try {
      await settlementCore.reconcileMarkets(marketIds);
    } catch (error: unknown) {
      console.error('sports: settling markets failed', error);
    }
  }

  const settlement: SettlementHooks = {
    settleMarkets: reconcileSafely,
    voidMarkets: reconcileSafely,
    rollbackMarkets: reconcileSafely,
    marketsChanged(marketIds) {
      for (const id of marketIds) {
        const set = waiters.get(id);
        if (set) for (const wake of [...set]) wake();
      }
    },
  };

  /** One round of the sweeper: overdue pending bets, then legs out of line with their markets. */
  async function sweep(): Promise<void> {
    const overdue = await placement.overdue(PENDING_GRACE_MS);
    // The request that was waiting is gone: decided with the policy the player chose.
    // One bet failing (logged) never stops the others.
    const touched: string[] = [];
    for (const { id, policy } of overdue) {
      try {
        await decideFinal(id, policy);
        touched.push(id);
      } catch (error: unknown) {
        console.error(`sports: deciding pending bet ${id} failed`, error);
      }
    }
    await settlementCore.sweep();
    if (touched.length > 0) {
      const rows = await db
        .select({ tenantId: sportsBets.tenantId, playerId: sportsBets.playerId, id: sportsBets.id })
        .from(sportsBets)
        .where(inArray(sportsBets.id, touched));
      for (const row of rows) await publishBets(context, row.tenantId, row.playerId, [row.id]);
    }
  }

  /** A slip's digest: what the same Idempotency-Key must ask again. */
  /**
   * A slip's bets, decided. Safe to run again for the same key (a retry taking over from
   * a process that died): each bet's request key makes a placed bet answer itself.
   */
  async function placeSlip(
    tenantId: string,
    playerId: string,
    key: string,
    request: PlaceBetsRequest,
    language: Language,
  ): Promise<PlaceBetsResult> {
    const tenant = await context.tenants.cachedById(tenantId);
    if (!tenant) throw new AppError(404, 'NOT_FOUND', 'office.tenant_not_found');
    const currency = tenant.settings.currency;
    const settings = await context.settings.all(tenantId);
    const requestHash = requestDigest(request);
    // The free bet's bet first (a slip has one at most): the bonus refuses a free bet with
    // a 409 for the whole slip, and then no other bet of it has moved money yet.
    const entries = [...request.bets.entries()];
    const order = [
      ...entries.filter(([, bet]) => bet.free_bet_id !== undefined),
      ...entries.filter(([, bet]) => bet.free_bet_id === undefined),
    ];
    const byIndex = new Map<number, PlacementOutcome>();
    for (const [index, bet] of order) {
      byIndex.set(
        index,
        await placement.placeOne({
          tenantId,
          playerId,
          currency,
          requestKey: `${key}:${index}`,
          requestHash,
          bet,
          policy: request.accept_odds,
          settings,
        }),
      );
    }
    const outcomes = entries.map(([index]) => {
      const outcome = byIndex.get(index);
      if (!outcome) throw new Error('sports: a bet of the slip was not placed');
      return outcome;
    });
    const placed = outcomes.filter(
      (o): o is Extract<PlacementOutcome, { type: 'placed' }> => o.type === 'placed',
    );
    await Promise.all(
      placed.map(async (o) => {
        if (o.delayMs === null) return;
        if (o.replayed) await awaitOthers(o.betId);
        else await awaitDecision(o.betId, o.delayMs, request.accept_odds);
      }),
    );
    // A bet decided at once answers as its transaction built it; the others (decided
    // after their delay, or replayed) are read once, for the player's tabs and the answer.
    const views = await viewsOf(
      tenantId,
      placed.filter((o) => o.view === null).map((o) => o.betId),
    );
    for (const o of placed) if (o.view) views.set(o.betId, o.view);
    const fresh = placed.filter((o) => !o.replayed).map((o) => views.get(o.betId));
    const published =
      fresh.length > 0
        ? await publishBetViews(
            context,
            tenantId,
            playerId,
            fresh.filter((bet) => bet !== undefined),
          )
        : null;
    const results = outcomes.map((o): PlacedBet => {
      if (o.type === 'refused') return refusedView(o, currency, language);
      const bet = views.get(o.betId);
      if (!bet) throw new Error('sports: a placed bet vanished');
      // Refused after its delay (its stake is back): a refusal, for the slip to show.
      if (bet.status === 'refused' && bet.refusal) {
        return {
          placed: false,
          selections: [],
          reason: bet.refusal,
          message: translate(`sports.refused.${bet.refusal}`, language),
        };
      }
      return { placed: true, bet };
    });
    const { cash } = published ?? (await context.wallet.ledger.balances(tenantId, playerId));
    return { results, balance: cash };
  }

  /**
   * The sweeper, every SWEEP_MS on one process or another (each decision is conditional
   * anyway: the feed's hooks may be deciding the same bets at the same time).
   */
  const jobs: JobDefinition[] = [
    { kind: 'recurring', name: 'sports.sweep', everyMs: SWEEP_MS, run: sweep },
  ];

  return {
    settlement,
    sweep,
    /** The settlement half of the sweeper alone, `limit` markets a round (tests). */
    sweepSettlements: (limit?: number): Promise<number> => settlementCore.sweep(limit),

    /**
     * Places a slip: each bet in its own transaction, in order; live bets answer after
     * their delay (all of the slip's at once). `key` is the slip's Idempotency-Key: the
     * whole answer (placed bets and refusals alike, once live bets are decided) is stored
     * by the wallet's idempotency, so a retry answers exactly it, a retry while the first
     * is still waiting waits for it, and the key with another slip is refused (409).
     */
    async place(
      tenantId: string,
      playerId: string,
      key: string,
      request: PlaceBetsRequest,
      language: Language,
    ): Promise<PlaceBetsResult> {
      for (const bet of request.bets) assertBetShape(bet);
      const { answer } = await context.idempotency.long(
        { tenantId, scope: playerId, key, request: { route: 'sports.bets', ...request } },
        placeBetsAnswerSchema,
        () => placeSlip(tenantId, playerId, key, request, language),
        { staleMs: SLIP_STALE_MS },
      );
      return answer;
    },

    /** The player's bets, newest first: open (with pending) or settled. */
    async list(
      tenantId: string,
      playerId: string,
      query: { status?: 'open' | 'settled' | undefined; limit: number; offset: number },
    ): Promise<{ bets: Bet[]; total: number }> {
      const statuses =
        query.status === 'open'
          ? (['open', 'pending'] as const)
          : query.status === 'settled'
            ? (['won', 'lost', 'void', 'cashed_out', 'refused'] as const)
            : null;
      const where = and(
        eq(sportsBets.tenantId, tenantId),
        eq(sportsBets.playerId, playerId),
        statuses ? inArray(sportsBets.status, [...statuses]) : undefined,
      );
      const [count] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(sportsBets)
        .where(where);
      const rows = await db
        .select()
        .from(sportsBets)
        .where(where)
        .orderBy(desc(sportsBets.placedAt), desc(sportsBets.id))
        .limit(query.limit)
        .offset(query.offset);
      const bets = await betViews(db, tenantId, rows, await context.settings.all(tenantId));
      return { bets, total: Number(count?.total ?? 0) };
    },

    async get(tenantId: string, playerId: string, betId: string): Promise<Bet> {
      const rows = await db
        .select()
        .from(sportsBets)
        .where(
          and(
            eq(sportsBets.id, betId),
            eq(sportsBets.tenantId, tenantId),
            eq(sportsBets.playerId, playerId),
          ),
        );
      const [bet] = await betViews(db, tenantId, rows, await context.settings.all(tenantId));
      if (!bet) throw new AppError(404, 'NOT_FOUND', 'sports.bet_not_found');
      return bet;
    },

    /** Cash out (see createCashOut). */
    cashOut(...args: Parameters<typeof cashOut.take>): ReturnType<typeof cashOut.take> {
      return cashOut.take(...args);
    },

    /** A brand's staff result for one market (the office's desk): see createSettlement. */
    manualResult(
      actor: Actor,
      tenantId: string,
      marketId: string,
      outcomes: { key: string; result: OutcomeResult }[],
    ): Promise<{ legs: number; bets: number }> {
      return settlementCore.manualResult(actor, tenantId, marketId, outcomes);
    },

    jobs,
  };
}
