import crypto from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import {
  HOUSE_LIVE_EVENTS,
  crashResponseSchema,
  type RoundFairness,
  type CrashRoundEvent,
  type CrashState,
} from '@tribuna/contracts/house';
import { crashPayout, crashPointForSeed, multiplierAt, timeToReach } from '@tribuna/games/crash';
import { isUniqueViolation } from '../../db/errors';
import type { JobDefinition } from '../../kernel/jobs';
import { AppError } from '../../lib/app-error';
import { houseCall, type HouseContext } from './house-context';
import { HOUSE_GAMES } from './house-games';
import { createWatchedTables, IDLE_SWEEP_MS } from './house-watch';
import { betOutOfLimits, type GameCall } from './house-http';
import { roundOpenedBy } from './house-rounds';
import type { CallContext } from './house-wallet';
import { houseRounds, houseTableRounds } from './house.schema';

export type { CrashRoundEvent, CrashState };
type CrashRoundView = CrashState['round'];
type CrashBetView = CrashState['bets'][number];
type TableRound = typeof houseTableRounds.$inferSelect;
type PlayerRound = typeof houseRounds.$inferSelect;
type CrashBetBody = { round_id: string; amount: number; auto_cash_out: number | null };
/** A money call's answer, as the kernel stores it for its replays. */
const crashAnswerSchema = crashResponseSchema.shape.response;

/** What a crash bet asked (house_rounds.input), as verifyCrash takes it. */
export interface CrashInput {
  amount: number;
  /** Hundredths, or null to ride it by hand. */
  auto_cash_out: number | null;
}

/**
 * What became of a crash bet (house_rounds.outcome): where it cashed out (null: lost) and
 * what it won; `crash_point` is added once the round crashed (secret before).
 */
export interface CrashOutcome {
  crash_point: number | null;
  cashed_out_at: number | null;
  win: number;
  /** The Idempotency-Key of the cash-out call, so a second run of it pays what it claimed. */
  cash_out_key?: string | null;
}

export interface CrashTimings {
  /** The betting window before each flight. */
  bettingMs: number;
  /** How long the crash is shown before the next round opens. */
  crashedMs: number;
  /** The table job's period while anyone watches a table. */
  tickMs: number;
  /** A table keeps flying this long after a player last asked for it, on any process. */
  activeMs: number;
}

export const CRASH_TIMINGS: CrashTimings = {
  bettingMs: 7_000,
  crashedMs: 3_000,
  tickMs: 200,
  activeMs: 5 * 60_000,
};

/** Past this lateness a round is opened at "now" rather than at its scheduled time. */
const IDLE_SLACK_MS = 1_000;
/** Claimed payments older than this are retried by the table's job (a process died midway). */
const RECOVERY_AFTER_MS = 30_000;
const RECOVER_EVERY_TICKS = 25;
const LAST_POINTS = 20;

/** The catalogue's crash games: their tables are the ones this service keeps. */
const CRASH_SLUGS = Object.entries(HOUSE_GAMES)
  .filter(([, game]) => game.engine === 'crash')
  .map(([slug]) => slug);

const refused = {
  roundNotFound: () => new AppError(404, 'NOT_FOUND', 'house.crash_round_not_found'),
  betsClosed: () => new AppError(409, 'CONFLICT', 'house.crash_bets_closed'),
  alreadyBet: () => new AppError(409, 'CONFLICT', 'house.crash_already_bet'),
  noBet: () => new AppError(409, 'CONFLICT', 'house.crash_no_bet'),
  notFlying: () => new AppError(409, 'CONFLICT', 'house.crash_not_flying'),
  crashed: () => new AppError(409, 'CONFLICT', 'house.crash_crashed'),
  alreadyCashedOut: () => new AppError(409, 'CONFLICT', 'house.crash_already_cashed_out'),
};

/** A player as others see them: a short tag from a hash of the brand and owner. */
export function crashPlayerTag(tenantId: string, owner: string): string {
  return crypto
    .createHash('sha256')
    .update(`${tenantId}:${owner}`)
    .digest('hex')
    .slice(0, 4)
    .toUpperCase();
}

function inputOf(round: PlayerRound): CrashInput {
  const input = round.input as Partial<CrashInput> | null;
  return { amount: input?.amount ?? round.bet, auto_cash_out: input?.auto_cash_out ?? null };
}

function outcomeOf(round: PlayerRound): CrashOutcome | null {
  return (round.outcome as CrashOutcome | null) ?? null;
}

/** Where an automatic cash-out lands once the crash point is known. */
function autoOutcome(input: CrashInput, crashPoint: number): CrashOutcome {
  const won = input.auto_cash_out !== null && input.auto_cash_out <= crashPoint;
  return {
    crash_point: crashPoint,
    cashed_out_at: won ? input.auto_cash_out : null,
    win: won && input.auto_cash_out !== null ? payout(input.amount, input.auto_cash_out) : 0,
  };
}

function payout(amount: number, multiplier: number): number {
  return crashPayout(amount, multiplier);
}

/**
 * The crash game's shared table (ADR 0014: crash; ADR 0016: shared tables): one flight
 * per brand and game at a time, rounds 0, 1, 2, ... from the table's hash chain.
 *
 * Round i opens (betting) for `bettingMs`; at closes_at the rocket takes off and it
 * crashes at result_at = closes_at + timeToReach(crash point); after `crashedMs` the
 * next round opens. Rows are created once (ON CONFLICT DO NOTHING on the table's index;
 * the inserter publishes) and settled once (a conditional update of settled_at; the
 * winner pays). A player's payment is claimed by writing the bet's outcome where it is
 * still null, so a cash-out racing the crash is paid by exactly one of them.
 */
export function createCrashTable(context: HouseContext, options: Partial<CrashTimings> = {}) {
  const timings: CrashTimings = { ...CRASH_TIMINGS, ...options };
  const { db, chains, wallet, live } = context;
  const clock = () => context.clock();
  const watched = createWatchedTables({
    bus: context.bus,
    tenants: context.tenants,
    games: CRASH_SLUGS,
    activeMs: timings.activeMs,
    now: () => clock().getTime(),
    onError: (error) => console.error('house crash: sharing a watched table failed', error),
  });
  const touch = (tenantId: string, slug: string) => watched.touch(tenantId, slug);
  let ticks = 0;
  let running: Promise<void> | null = null;

  function phaseOf(round: TableRound, now: Date): CrashRoundView['phase'] {
    if (now < round.closesAt) return 'betting';
    if (now < round.resultAt) return 'flying';
    return 'crashed';
  }

  /**
   * The round as anyone may see it: its chain (commitment, salt, place) from the start,
   * the crash point only once it crashed, the round's seed never (GET rounds/:id has it).
   */
  async function roundView(round: TableRound, now: Date): Promise<CrashRoundView> {
    const crashed = now >= round.resultAt;
    // The chain is in memory after the round's opening (seedFor keeps it per process).
    const seed = await chains.seedFor(round.tenantId, round.game, round.index);
    return {
      id: round.id,
      index: round.index,
      fairness: { commitment: seed.commitment, salt: seed.salt, chain_index: seed.chainIndex },
      phase: phaseOf(round, now),
      starts_at: round.closesAt.toISOString(),
      crash_point: crashed ? round.result : null,
      crashed_at: crashed ? round.resultAt.toISOString() : null,
    };
  }

  async function latestRound(tenantId: string, slug: string): Promise<TableRound | null> {
    const [row] = await db
      .select()
      .from(houseTableRounds)
      .where(and(eq(houseTableRounds.tenantId, tenantId), eq(houseTableRounds.game, slug)))
      .orderBy(desc(houseTableRounds.index))
      .limit(1);
    return row ?? null;
  }

  async function findRound(tenantId: string, slug: string, id: string): Promise<TableRound> {
    const [row] = await db
      .select()
      .from(houseTableRounds)
      .where(
        and(
          eq(houseTableRounds.id, id),
          eq(houseTableRounds.tenantId, tenantId),
          eq(houseTableRounds.game, slug),
        ),
      );
    if (!row) throw refused.roundNotFound();
    return row;
  }

  async function lastPoints(
    tenantId: string,
    slug: string,
    now: Date,
  ): Promise<CrashState['last']> {
    const rows = await db
      .select({ index: houseTableRounds.index, crash_point: houseTableRounds.result })
      .from(houseTableRounds)
      .where(
        and(
          eq(houseTableRounds.tenantId, tenantId),
          eq(houseTableRounds.game, slug),
          lte(houseTableRounds.resultAt, now),
        ),
      )
      .orderBy(desc(houseTableRounds.index))
      .limit(LAST_POINTS);
    return rows;
  }

  async function playerRounds(tableRoundId: string): Promise<PlayerRound[]> {
    return db
      .select()
      .from(houseRounds)
      .where(and(eq(houseRounds.tableRoundId, tableRoundId), gt(houseRounds.bet, 0)))
      .orderBy(asc(houseRounds.createdAt), asc(houseRounds.id));
  }

  /** A bet as the table shows it; automatic cash-outs are known only after the crash. */
  function betOutcome(round: TableRound, bet: PlayerRound, now: Date): CrashOutcome | null {
    const outcome = outcomeOf(bet);
    if (outcome) return outcome;
    return now >= round.resultAt ? autoOutcome(inputOf(bet), round.result) : null;
  }

  function betsView(
    round: TableRound,
    bets: PlayerRound[],
    now: Date,
    owner: string | null,
  ): CrashBetView[] {
    return bets.map((bet) => {
      const outcome = betOutcome(round, bet, now);
      return {
        player: crashPlayerTag(bet.tenantId, bet.owner),
        amount: bet.bet,
        cashed_out_at: outcome?.cashed_out_at ?? null,
        win: outcome ? outcome.win : null,
        ...(owner !== null && bet.owner === owner ? { mine: true } : {}),
      };
    });
  }

  async function publish(tenantId: string, slug: string, round: TableRound): Promise<void> {
    const now = clock();
    const event: CrashRoundEvent = {
      game: slug,
      round: await roundView(round, now),
      last: await lastPoints(tenantId, slug, now),
      bets: betsView(round, await playerRounds(round.id), now, null),
    };
    await live.publishToTenant(tenantId, { type: HOUSE_LIVE_EVENTS.crash, data: event });
  }

  /**
   * The table's current round, opening the next one when the last crashed long enough
   * ago (or the first). Whoever inserts it publishes it; a racing process finds it.
   */
  async function currentRound(tenantId: string, slug: string): Promise<TableRound> {
    const now = clock();
    const latest = await latestRound(tenantId, slug);
    if (latest && now.getTime() < latest.resultAt.getTime() + timings.crashedMs) return latest;
    const index = latest ? latest.index + 1 : 0;
    const due = latest ? latest.resultAt.getTime() + timings.crashedMs : now.getTime();
    // On time while the table runs; from now when it was idle (nobody asked for it).
    const opensAt = now.getTime() - due <= IDLE_SLACK_MS ? due : now.getTime();
    const seed = await chains.seedFor(tenantId, slug, index);
    const crashPoint = crashPointForSeed(seed.roundSeed, seed.salt);
    const closesAt = opensAt + timings.bettingMs;
    const [inserted] = await db
      .insert(houseTableRounds)
      .values({
        tenantId,
        game: slug,
        index,
        chainId: seed.chainId,
        opensAt: new Date(opensAt),
        closesAt: new Date(closesAt),
        resultAt: new Date(closesAt + timeToReach(crashPoint)),
        result: crashPoint,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted) {
      await publish(tenantId, slug, inserted);
      return inserted;
    }
    const found = await latestRound(tenantId, slug);
    if (!found) throw new Error('house: a crash round vanished');
    return found;
  }

  function callOf(bet: PlayerRound): CallContext {
    return { tenantId: bet.tenantId, host: bet.host };
  }

  /** Pays a claimed outcome and ends the round: safe to repeat (ids from the round). */
  async function pay(bet: PlayerRound, outcome: CrashOutcome): Promise<number> {
    await wallet.win(callOf(bet), {
      token: bet.token,
      game: bet.game,
      transactionId: `${bet.id}:win`,
      roundId: bet.id,
      amount: outcome.win,
      currency: bet.currency,
    });
    const ended = await wallet.endRound(callOf(bet), {
      token: bet.token,
      game: bet.game,
      roundId: bet.id,
    });
    await db
      .update(houseRounds)
      .set({ status: 'settled', settledAt: clock(), win: outcome.win })
      .where(eq(houseRounds.id, bet.id));
    return ended.balance;
  }

  /** Rolls back a stake whose fate is unknown (a no-op if it never moved); answers whether it could. */
  async function refund(bet: PlayerRound): Promise<boolean> {
    try {
      await wallet.rollback(callOf(bet), {
        token: bet.token,
        game: bet.game,
        transactionId: `${bet.id}:bet:rollback`,
        roundId: bet.id,
        referenceTransactionId: `${bet.id}:bet`,
        currency: bet.currency,
      });
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Bets of a settled round whose stake was never confirmed (a lost wallet answer and a
   * failed rollback): the round is over, so the stake, if it moved, goes back, and the
   * row goes. Until the rollback gets through, the row stays for the next settlement pass.
   */
  async function refundUnsure(tableRoundId: string): Promise<void> {
    const unsure = await db
      .select()
      .from(houseRounds)
      .where(
        and(
          eq(houseRounds.tableRoundId, tableRoundId),
          eq(houseRounds.bet, 0),
          isNull(houseRounds.outcome),
        ),
      );
    for (const bet of unsure) {
      if (await refund(bet)) await db.delete(houseRounds).where(eq(houseRounds.id, bet.id));
    }
  }

  /** Takes the right to pay a bet by writing its outcome where there is none yet. */
  async function claim(bet: PlayerRound, outcome: CrashOutcome): Promise<PlayerRound | null> {
    const [claimed] = await db
      .update(houseRounds)
      .set({ outcome, win: outcome.win })
      .where(and(eq(houseRounds.id, bet.id), isNull(houseRounds.outcome)))
      .returning();
    return claimed ?? null;
  }

  /** Settles a crashed round once across processes: automatic cash-outs and losers. */
  async function settle(round: TableRound): Promise<void> {
    const [won] = await db
      .update(houseTableRounds)
      .set({ settledAt: clock() })
      .where(and(eq(houseTableRounds.id, round.id), isNull(houseTableRounds.settledAt)))
      .returning();
    if (!won) return;
    const claimed: { bet: PlayerRound; outcome: CrashOutcome }[] = [];
    for (const bet of await playerRounds(round.id)) {
      if (outcomeOf(bet)) continue;
      const outcome = autoOutcome(inputOf(bet), round.result);
      const row = await claim(bet, outcome);
      if (row) claimed.push({ bet: row, outcome });
    }
    // Everyone's round now says where it crashed (cash-outs by hand did not know yet).
    await db
      .update(houseRounds)
      .set({
        outcome: sql`${houseRounds.outcome} || jsonb_build_object('crash_point', ${round.result}::int)`,
      })
      .where(and(eq(houseRounds.tableRoundId, round.id), isNotNull(houseRounds.outcome)));
    await publish(round.tenantId, round.game, won);
    // Each winner on their own: one failed payment must not hold back the others (the
    // recovery pass pays it again, with the same transaction ids).
    for (const { bet, outcome } of claimed) {
      await pay(bet, outcome).catch((error: unknown) =>
        console.error('house crash: a payment failed; recovery will retry it', error),
      );
    }
    await refundUnsure(round.id);
  }

  /** A bet whose wallet call ended after its round was settled settles itself. */
  async function settleLate(round: TableRound, betId: string): Promise<number | null> {
    const [fresh] = await db
      .select({ settledAt: houseTableRounds.settledAt })
      .from(houseTableRounds)
      .where(eq(houseTableRounds.id, round.id));
    if (!fresh?.settledAt) return null;
    const [bet] = await db.select().from(houseRounds).where(eq(houseRounds.id, betId));
    if (!bet || outcomeOf(bet)) return null;
    const outcome = autoOutcome(inputOf(bet), round.result);
    const row = await claim(bet, outcome);
    return row ? pay(row, outcome) : null;
  }

  /** Claimed but unpaid rounds (a process stopped midway): pay them again, idempotently. */
  async function recover(now: Date): Promise<void> {
    const rows = await db
      .select({ bet: houseRounds })
      .from(houseRounds)
      .innerJoin(houseTableRounds, eq(houseTableRounds.id, houseRounds.tableRoundId))
      .where(
        and(
          inArray(houseRounds.game, CRASH_SLUGS),
          eq(houseRounds.status, 'open'),
          isNotNull(houseRounds.outcome),
          gt(houseRounds.bet, 0),
          lt(houseTableRounds.settledAt, new Date(now.getTime() - RECOVERY_AFTER_MS)),
        ),
      )
      .limit(50);
    for (const { bet } of rows) {
      const outcome = outcomeOf(bet);
      if (outcome) await pay(bet, outcome);
    }
  }

  async function work(): Promise<void> {
    const now = clock();
    ticks += 1;
    for (const table of watched.current()) await currentRound(table.tenantId, table.game);
    const due = await db
      .select()
      .from(houseTableRounds)
      .where(
        and(
          isNull(houseTableRounds.settledAt),
          lte(houseTableRounds.resultAt, now),
          inArray(houseTableRounds.game, CRASH_SLUGS),
        ),
      )
      .orderBy(asc(houseTableRounds.resultAt))
      .limit(20);
    for (const round of due) await settle(round);
    // On a process's first pass too: it may be the one restarted after stopping midway.
    if (ticks % RECOVER_EVERY_TICKS === 1) await recover(now);
  }

  /** One pass of the table's job; waits for a pass in progress first (tests call it). */
  async function tick(): Promise<void> {
    while (running) await running.catch(() => undefined);
    running = work().finally(() => {
      running = null;
    });
    await running;
  }

  /** The crash tables' clock, on one process at a time, paced as the live table's is. */
  const jobs: JobDefinition[] = [
    {
      kind: 'recurring',
      name: 'house.crash',
      everyMs: timings.tickMs,
      idleEveryMs: IDLE_SWEEP_MS,
      busy: () => watched.any(),
      // A process that stopped mid-pass holds the next one up no longer than this.
      timeoutMs: 10_000,
      run: tick,
    },
  ];

  async function stateOf(
    call: GameCall,
    tenantId: string,
    round: TableRound,
    balance: number,
  ): Promise<CrashState> {
    const now = clock();
    const bets = await playerRounds(round.id);
    const mine = bets.find((bet) => bet.owner === call.owner) ?? null;
    const myOutcome = mine ? betOutcome(round, mine, now) : null;
    return {
      round: await roundView(round, now),
      last: await lastPoints(tenantId, call.game.slug, now),
      bets: betsView(round, bets, now, call.owner),
      my_bet: mine
        ? {
            amount: mine.bet,
            auto_cash_out: inputOf(mine).auto_cash_out,
            cashed_out_at: myOutcome?.cashed_out_at ?? null,
            win: myOutcome ? myOutcome.win : null,
          }
        : null,
      balance,
      server_time: now.toISOString(),
    };
  }

  async function ownBet(tableRoundId: string, owner: string): Promise<PlayerRound | null> {
    const [row] = await db
      .select()
      .from(houseRounds)
      .where(and(eq(houseRounds.tableRoundId, tableRoundId), eq(houseRounds.owner, owner)));
    return row ?? null;
  }

  /** Takes the stake of a placed bet (again on a second run: the wallet answers it once). */
  async function takeStake(call: GameCall, round: TableRound, bet: PlayerRound): Promise<number> {
    const amount = inputOf(bet).amount;
    let balance: number;
    try {
      const answer = await wallet.bet(call.context, {
        token: call.token,
        game: call.game.slug,
        transactionId: `${bet.id}:bet`,
        roundId: bet.id,
        amount,
        currency: bet.currency,
      });
      balance = answer.balance;
    } catch (error) {
      // Unknown whether it moved: undo it (a rollback before its bet also blocks the bet).
      // If even that fails, the row stays: the round's settlement refunds it (`refundUnsure`).
      if (!(error instanceof AppError) && !(await refund(bet))) throw error;
      await db.delete(houseRounds).where(and(eq(houseRounds.id, bet.id), eq(houseRounds.bet, 0)));
      throw error;
    }
    await db.update(houseRounds).set({ bet: amount }).where(eq(houseRounds.id, bet.id));
    return (await settleLate(round, bet.id)) ?? balance;
  }

  /** A money call once per key; a replay answers the table as it is now (it moves on by itself). */
  function once(
    call: GameCall,
    tenantId: string,
    key: string | null,
    request: { route: string; round_id: string },
    run: () => Promise<CrashState>,
  ): Promise<CrashState> {
    touch(tenantId, call.game.slug);
    return houseCall(
      context,
      { ...call, tenantId, key },
      request,
      crashAnswerSchema,
      run,
      async () =>
        stateOf(
          call,
          tenantId,
          await findRound(tenantId, call.game.slug, request.round_id),
          await wallet.balance(call.session),
        ),
    );
  }

  /** One bet per player per round, while bets are open. */
  async function placeBet(
    call: GameCall,
    tenantId: string,
    body: CrashBetBody,
    requestKey: string | null,
  ): Promise<CrashState> {
    const slug = call.game.slug;
    // The bet this key placed is a dead run's: this run takes its stake, on its own round.
    const again = requestKey
      ? await roundOpenedBy(db, { tenantId, owner: call.owner, game: slug, key: requestKey })
      : undefined;
    const round = await findRound(tenantId, slug, again?.tableRoundId ?? body.round_id);
    if (again) {
      const balance =
        again.bet > 0 ? await wallet.balance(call.session) : await takeStake(call, round, again);
      return stateOf(call, tenantId, round, balance);
    }
    if (clock() >= round.closesAt) throw refused.betsClosed();
    const { min_bet: min, max_bet: max, currency } = call.session;
    if (body.amount < min || body.amount > max) throw betOutOfLimits(call.session);
    const input: CrashInput = { amount: body.amount, auto_cash_out: body.auto_cash_out };
    let placed: PlayerRound | undefined;
    try {
      [placed] = await db
        .insert(houseRounds)
        .values({
          tenantId,
          game: slug,
          engine: 'crash',
          owner: call.owner,
          sessionId: call.session.session_id,
          mode: call.session.mode,
          currency,
          token: call.token,
          host: call.context.host,
          requestKey,
          input,
          tableRoundId: round.id,
        })
        .returning();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Another run of this call (same key) got there first: continue its bet.
      if (
        requestKey &&
        (await roundOpenedBy(db, { tenantId, owner: call.owner, game: slug, key: requestKey }))
      ) {
        return placeBet(call, tenantId, body, requestKey);
      }
      throw refused.alreadyBet();
    }
    if (!placed) throw new Error('house: a crash bet was not placed');
    const balance = await takeStake(call, round, placed);
    await publish(tenantId, slug, round);
    return stateOf(call, tenantId, round, balance);
  }

  /**
   * Cashes out at the server's multiplier now, if the rocket has not crashed by then
   * (an automatic cash-out already passed wins at its own multiplier).
   */
  async function cashOut(
    call: GameCall,
    tenantId: string,
    body: { round_id: string },
    requestKey: string | null,
  ): Promise<CrashState> {
    const now = clock();
    const round = await findRound(tenantId, call.game.slug, body.round_id);
    const bet = await ownBet(round.id, call.owner);
    if (!bet || bet.bet === 0) throw refused.noBet();
    const existing = outcomeOf(bet);
    if (existing) {
      // A dead run of this call claimed it: this run finishes paying it.
      if (requestKey && existing.cash_out_key === requestKey) {
        const balance =
          bet.status === 'open' ? await pay(bet, existing) : await wallet.balance(call.session);
        return stateOf(call, tenantId, round, balance);
      }
      throw now >= round.resultAt ? refused.crashed() : refused.alreadyCashedOut();
    }
    if (now < round.closesAt) throw refused.notFlying();
    const shown = multiplierAt(now.getTime() - round.closesAt.getTime());
    if (now >= round.resultAt || shown > round.result) throw refused.crashed();
    const auto = inputOf(bet).auto_cash_out;
    const at = auto !== null && auto <= shown ? auto : shown;
    const outcome: CrashOutcome = {
      crash_point: null,
      cashed_out_at: at,
      win: payout(bet.bet, at),
      cash_out_key: requestKey,
    };
    const claimed = await claim(bet, outcome);
    if (!claimed) {
      const [again] = await db.select().from(houseRounds).where(eq(houseRounds.id, bet.id));
      const other = again ? outcomeOf(again) : null;
      throw other?.cashed_out_at === null || clock() >= round.resultAt
        ? refused.crashed()
        : refused.alreadyCashedOut();
    }
    const balance = await pay(claimed, outcome);
    await publish(tenantId, call.game.slug, round);
    return stateOf(call, tenantId, round, balance);
  }

  return {
    timings,

    /** The table as the caller sees it (opening a round if none is current). */
    async state(call: GameCall, tenantId: string): Promise<CrashState> {
      touch(tenantId, call.game.slug);
      const round = await currentRound(tenantId, call.game.slug);
      return stateOf(call, tenantId, round, await wallet.balance(call.session));
    },

    bet: (call: GameCall, tenantId: string, body: CrashBetBody, key: string | null) =>
      once(call, tenantId, key, { route: 'house.crash.bet', ...body }, () =>
        placeBet(call, tenantId, body, key),
      ),

    cashOut: (call: GameCall, tenantId: string, body: { round_id: string }, key: string | null) =>
      once(call, tenantId, key, { route: 'house.crash.cash_out', ...body }, () =>
        cashOut(call, tenantId, body, key),
      ),

    /**
     * A table round's fairness block for the verify page: the chain's commitment and
     * salt, the round's place in it, and its seed once it crashed (null before).
     */
    async fairness(
      tableRoundId: string,
    ): Promise<Extract<RoundFairness, { kind: 'chain' }> | null> {
      const [round] = await db
        .select()
        .from(houseTableRounds)
        .where(eq(houseTableRounds.id, tableRoundId));
      if (!round) return null;
      const seed = await chains.seedFor(round.tenantId, round.game, round.index);
      return {
        kind: 'chain',
        commitment: seed.commitment,
        salt: seed.salt,
        index: seed.chainIndex,
        round_seed: clock() >= round.resultAt ? seed.roundSeed : null,
      };
    },

    tick,

    jobs,
  };
}

export type CrashTable = ReturnType<typeof createCrashTable>;
