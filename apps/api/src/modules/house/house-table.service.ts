import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, lte } from 'drizzle-orm';
import {
  HOUSE_LIVE_EVENTS,
  tableResponseSchema,
  type RouletteBetInput,
  type TableRound,
  type TableState,
} from '@tribuna/contracts/house';
import type { z } from 'zod';
import type { tableBetRequestSchema, tableRoundEventSchema } from '@tribuna/contracts/house';
import { isMessageKey } from '@tribuna/contracts/messages';
import { GameError } from '@tribuna/games/game-error';
import { createRoundRandom } from '@tribuna/games/random';
import {
  settleRoulette,
  spinRoulette,
  validateRouletteBets,
  type RouletteBet,
  type RouletteRound,
} from '@tribuna/games/roulette';
import type { JobDefinition } from '../../kernel/jobs';
import { AppError, isAppError } from '../../lib/app-error';
import { houseCall, type HouseContext } from './house-context';
import { HOUSE_GAMES } from './house-games';
import { createWatchedTables, IDLE_SWEEP_MS } from './house-watch';
import { betOutOfLimits, type GameCall } from './house-http';
import { houseRounds, houseTableRounds } from './house.schema';
import type { CallContext } from './house-wallet';

/** How long each phase lasts, and how often the tables' job runs. */
export interface LiveTableOptions {
  /** Bets are taken for this long after a round opens. */
  bettingMs: number;
  /** The ball spins this long after bets close; the number is shown at its end. */
  spinningMs: number;
  /** The number stays on screen this long before the next round opens. */
  resultMs: number;
  /** How often rounds are opened and settled while anyone watches a table. */
  tickMs: number;
  /** A table nobody asked for, on any process, for this long is left idle. */
  activeMs: number;
  /** A settled round's players still open after this long are settled again (a crash mid-way). */
  retryMs: number;
}

export const LIVE_TABLE_DEFAULTS: LiveTableOptions = {
  bettingMs: 15_000,
  spinningMs: 5_000,
  resultMs: 5_000,
  tickMs: 250,
  activeMs: 5 * 60_000,
  retryMs: 10_000,
};

/** The catalogue's live roulette tables (their job settles only these). */
const LIVE_GAMES = Object.entries(HOUSE_GAMES)
  .filter(([, game]) => game.engine === 'live-roulette')
  .map(([slug]) => slug);

const LAST_RESULTS = 20;
// A late pass keeps the schedule (the next round opens when the last one ended); a table
// idle for longer than this opens its next round now, not back in time.
const ON_TIME_MS = 1_000;

type TableRoundRow = typeof houseTableRounds.$inferSelect;
type PlayerRoundRow = typeof houseRounds.$inferSelect;
type TableBetRequest = z.infer<typeof tableBetRequestSchema>;
type TableRoundEvent = z.infer<typeof tableRoundEventSchema>;
/** A bet call's answer, as the kernel stores it for its replays. */
const tableAnswerSchema = tableResponseSchema.shape.response;

/**
 * One call of a player on a round: its wallet bet is `<house round id>:bet:<n>`. `key`
 * is the call's Idempotency-Key, so a second run of it (a dead call's, taken over) finds
 * its call and never bets twice. `pending` until the wallet took the money: settlement
 * sends pending calls again with their own ids.
 */
interface BetCall {
  key: string;
  n: number;
  amount: number;
  bets: RouletteBet[];
  status: 'pending' | 'done';
}

/** A player's round input: every bet (as verifyRoulette takes them), and the calls behind them. */
interface TableInput {
  bets: RouletteBet[];
  calls: BetCall[];
  /** The last call number used (never reused, even for a refused call). */
  n: number;
}

function inputOf(row: PlayerRoundRow): TableInput {
  const raw = row.input as Partial<TableInput> | null;
  return { bets: raw?.bets ?? [], calls: raw?.calls ?? [], n: raw?.n ?? 0 };
}

function withCalls(input: TableInput, calls: BetCall[]): TableInput {
  return { bets: calls.flatMap((call) => call.bets), calls, n: input.n };
}

function total(calls: readonly BetCall[]): number {
  return calls.reduce((sum, call) => sum + call.amount, 0);
}

/** The engine's bet from the contract's (absent fields stay absent). */
function engineBet(bet: RouletteBetInput): RouletteBet {
  return {
    type: bet.type,
    amount: bet.amount,
    ...(bet.numbers ? { numbers: bet.numbers } : {}),
    ...(bet.index !== undefined ? { index: bet.index } : {}),
  };
}

/** The contract's bet from the engine's (the wire has mutable arrays). */
function contractBet(bet: RouletteBet): RouletteBetInput {
  return {
    type: bet.type,
    amount: bet.amount,
    ...(bet.numbers ? { numbers: [...bet.numbers] } : {}),
    ...(bet.index !== undefined ? { index: bet.index } : {}),
  };
}

function roundPocket(seed: { roundSeed: string; salt: string }): number {
  return spinRoulette(
    createRoundRandom({ serverSeed: seed.roundSeed, clientSeed: seed.salt, nonce: 0 }),
  );
}

/**
 * The live roulette: one table per brand and game, every player on the same round.
 * Round i's pocket comes from the table's hash chain (seed i, salt as client seed,
 * nonce 0). Rounds are rows: whichever process inserts round i first opens it (and
 * announces it); whichever sets `settled_at` first settles it (pays, announces the
 * number). So any number of processes agree, and the number is never told before
 * `result_at`.
 */
export function createLiveTable(
  context: HouseContext,
  options: { [K in keyof LiveTableOptions]?: number | undefined } = {},
) {
  const { db, wallet, chains, live, clock } = context;
  const timing: LiveTableOptions = { ...LIVE_TABLE_DEFAULTS };
  for (const name of Object.keys(timing) as (keyof LiveTableOptions)[]) {
    timing[name] = options[name] ?? timing[name];
  }
  const cycleMs = timing.bettingMs + timing.spinningMs + timing.resultMs;
  const watched = createWatchedTables({
    bus: context.bus,
    tenants: context.tenants,
    games: LIVE_GAMES,
    activeMs: timing.activeMs,
    now: () => clock().getTime(),
    onError: (error) => console.error('house table: sharing a watched table failed', error),
  });
  const touch = (tenantId: string, game: string) => watched.touch(tenantId, game);

  function endsAt(row: TableRoundRow): number {
    return row.resultAt.getTime() + timing.resultMs;
  }

  async function view(row: TableRoundRow, now: Date): Promise<TableRound> {
    const t = now.getTime();
    const phase =
      t < row.closesAt.getTime() ? 'betting' : t < row.resultAt.getTime() ? 'spinning' : 'result';
    // The chain is in memory after the round's opening (seedFor keeps it per process).
    const seed = await chains.seedFor(row.tenantId, row.game, row.index);
    return {
      id: row.id,
      index: row.index,
      // What players may see before they bet; the round's seed only once it is over.
      fairness: { commitment: seed.commitment, salt: seed.salt, chain_index: seed.chainIndex },
      phase,
      closes_at: row.closesAt.toISOString(),
      result_at: row.resultAt.toISOString(),
      // Secret until the ball stops.
      number: phase === 'result' ? row.result : null,
    };
  }

  async function latest(tenantId: string, game: string): Promise<TableRoundRow | undefined> {
    const [row] = await db
      .select()
      .from(houseTableRounds)
      .where(and(eq(houseTableRounds.tenantId, tenantId), eq(houseTableRounds.game, game)))
      .orderBy(desc(houseTableRounds.index))
      .limit(1);
    return row;
  }

  async function lastResults(tenantId: string, game: string, now: Date) {
    const rows = await db
      .select({ index: houseTableRounds.index, number: houseTableRounds.result })
      .from(houseTableRounds)
      .where(
        and(
          eq(houseTableRounds.tenantId, tenantId),
          eq(houseTableRounds.game, game),
          lte(houseTableRounds.resultAt, now),
        ),
      )
      .orderBy(desc(houseTableRounds.index))
      .limit(LAST_RESULTS);
    return rows;
  }

  async function publish(row: TableRoundRow, now: Date): Promise<void> {
    const event: TableRoundEvent = {
      game: row.game,
      round: await view(row, now),
      last: await lastResults(row.tenantId, row.game, now),
    };
    await live.publishToTenant(row.tenantId, { type: HOUSE_LIVE_EVENTS.table, data: event });
  }

  /** Inserts round `index` unless another process did; the inserter announces it. */
  async function open(tenantId: string, game: string, index: number, opensAt: number) {
    const seed = await chains.seedFor(tenantId, game, index);
    const closesAt = opensAt + timing.bettingMs;
    const [created] = await db
      .insert(houseTableRounds)
      .values({
        tenantId,
        game,
        index,
        chainId: seed.chainId,
        opensAt: new Date(opensAt),
        closesAt: new Date(closesAt),
        resultAt: new Date(closesAt + timing.spinningMs),
        result: roundPocket(seed),
      })
      .onConflictDoNothing()
      .returning();
    if (created) await publish(created, clock());
  }

  /** The table's round now: the latest one until its result has been shown, else a new one. */
  async function current(tenantId: string, game: string): Promise<TableRoundRow> {
    const now = clock().getTime();
    const last = await latest(tenantId, game);
    if (last && now < endsAt(last)) return last;
    const due = last ? endsAt(last) : now;
    await open(tenantId, game, last ? last.index + 1 : 0, now - due <= ON_TIME_MS ? due : now);
    const row = await latest(tenantId, game);
    if (!row) throw new Error('house: a table round vanished');
    return row;
  }

  async function playerRound(tableRoundId: string, owner: string) {
    const [row] = await db
      .select()
      .from(houseRounds)
      .where(and(eq(houseRounds.tableRoundId, tableRoundId), eq(houseRounds.owner, owner)));
    return row;
  }

  async function stateOf(call: GameCall, tenantId: string, balance: number): Promise<TableState> {
    const round = await current(tenantId, call.game.slug);
    const now = clock();
    const mine = await playerRound(round.id, call.owner);
    return {
      round: await view(round, now),
      last: await lastResults(tenantId, call.game.slug, now),
      my_bets: mine ? inputOf(mine).bets.map(contractBet) : [],
      my_win: mine?.status === 'settled' ? mine.win : null,
      balance,
      server_time: now.toISOString(),
    };
  }

  function refuseBets(error: unknown): never {
    if (error instanceof GameError) {
      const key = isMessageKey(error.code) ? error.code : 'house.table_bets_invalid';
      throw new AppError(400, 'VALIDATION_FAILED', key);
    }
    throw error;
  }

  /**
   * Each bet call is a wallet bet of its own, which the wallet holds to the game's limits,
   * and the player's total on the round must stay within the maximum too.
   */
  function checkLimits(call: GameCall, amount: number, roundTotal: number): void {
    const { min_bet: min, max_bet: max } = call.session;
    if (amount < min || amount > max || roundTotal > max) throw betOutOfLimits(call.session);
  }

  function checkOpen(round: TableRoundRow): void {
    if (clock().getTime() >= round.closesAt.getTime()) {
      throw new AppError(409, 'CONFLICT', 'house.table_bets_closed');
    }
  }

  /** The player's row for this table round, inserted on their first call. */
  async function ensurePlayerRound(
    call: GameCall,
    tenantId: string,
    round: TableRoundRow,
  ): Promise<PlayerRoundRow> {
    const found = await playerRound(round.id, call.owner);
    if (found) return found;
    // Keys live in the row's calls (one row, many calls), not in its request_key.
    await db
      .insert(houseRounds)
      .values({
        tenantId,
        game: call.game.slug,
        engine: call.game.engine,
        owner: call.owner,
        sessionId: call.session.session_id,
        mode: call.session.mode,
        currency: call.session.currency,
        token: call.token,
        host: call.context.host,
        input: { bets: [], calls: [], n: 0 } satisfies TableInput,
        tableRoundId: round.id,
      })
      .onConflictDoNothing();
    const row = await playerRound(round.id, call.owner);
    if (!row) throw new Error('house: a player round vanished');
    return row;
  }

  /** Records a new call (pending) on the locked row, or finds the call of this key. */
  async function recordCall(
    call: GameCall,
    round: TableRoundRow,
    playerId: string,
    key: string,
    bets: RouletteBet[],
  ): Promise<BetCall | null> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(houseRounds)
        .where(eq(houseRounds.id, playerId))
        .for('update');
      if (!row) return null;
      const input = inputOf(row);
      // Another run of this call got here first.
      const twin = input.calls.find((c) => c.key === key);
      if (twin) return twin;
      if (row.status !== 'open') throw new AppError(409, 'CONFLICT', 'house.table_bets_closed');
      checkOpen(round);
      const amount = bets.reduce((sum, bet) => sum + bet.amount, 0);
      checkLimits(call, amount, total(input.calls) + amount);
      const made: BetCall = { key, n: input.n + 1, amount, bets, status: 'pending' };
      const next = withCalls({ ...input, n: made.n }, [...input.calls, made]);
      await tx
        .update(houseRounds)
        .set({ input: next, bet: total(next.calls) })
        .where(eq(houseRounds.id, playerId));
      return made;
    });
  }

  /** Marks a call done (the wallet took it), or forgets it (the wallet refused it). */
  async function finishCall(playerId: string, n: number, took: boolean): Promise<void> {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(houseRounds)
        .where(eq(houseRounds.id, playerId))
        .for('update');
      if (!row || row.status !== 'open') return;
      const input = inputOf(row);
      const calls = took
        ? input.calls.map((c) => (c.n === n ? { ...c, status: 'done' as const } : c))
        : input.calls.filter((c) => c.n !== n);
      if (calls.length === 0) {
        // Nothing reached the wallet: the round never happened for this player.
        await tx.delete(houseRounds).where(eq(houseRounds.id, playerId));
        return;
      }
      const next = withCalls(input, calls);
      await tx
        .update(houseRounds)
        .set({ input: next, bet: total(next.calls) })
        .where(eq(houseRounds.id, playerId));
    });
  }

  function walletContext(row: PlayerRoundRow): CallContext {
    return { tenantId: row.tenantId, host: row.host };
  }

  /**
   * Pays one player (idempotent: every wallet id comes from the round). A call recorded
   * in time whose bet the wallet may not have seen (a crash, a lost answer) is sent again
   * with its own id: the wallet answers the first answer or takes it now; if it refuses,
   * the call is dropped. Then the win (0 too), the end of the wallet's round, and the
   * round settled. A failure leaves it open for the next try.
   */
  async function settlePlayer(row: PlayerRoundRow, number: number): Promise<void> {
    const input = inputOf(row);
    const ctx = walletContext(row);
    const base = { token: row.token, game: row.game, roundId: row.id, currency: row.currency };
    const confirmed: BetCall[] = [];
    for (const made of input.calls) {
      if (made.status === 'pending') {
        try {
          await wallet.bet(ctx, {
            ...base,
            transactionId: `${row.id}:bet:${made.n}`,
            amount: made.amount,
          });
        } catch (error) {
          if (isAppError(error)) continue;
          throw error;
        }
      }
      confirmed.push({ ...made, status: 'done' });
    }
    const calls = confirmed;
    const bets = calls.flatMap((c) => c.bets);
    let outcome: RouletteRound | { number: number; bets: [] } = { number, bets: [] };
    if (bets.length > 0) {
      outcome = settleRoulette(number, bets);
      await wallet.win(ctx, {
        ...base,
        transactionId: `${row.id}:win`,
        amount: outcome.totalPayout,
      });
      await wallet.endRound(ctx, base);
    }
    await db
      .update(houseRounds)
      .set({
        status: 'settled',
        input: withCalls(input, calls),
        bet: total(calls),
        win: 'totalPayout' in outcome ? outcome.totalPayout : 0,
        outcome,
        settledAt: clock(),
      })
      .where(and(eq(houseRounds.id, row.id), eq(houseRounds.status, 'open')));
  }

  async function settlePlayers(round: TableRoundRow): Promise<void> {
    const players = await db
      .select()
      .from(houseRounds)
      .where(and(eq(houseRounds.tableRoundId, round.id), eq(houseRounds.status, 'open')))
      .orderBy(asc(houseRounds.createdAt));
    for (const player of players) {
      try {
        await settlePlayer(player, round.result);
      } catch {
        // Left open: a pass tries again after retryMs (every wallet id is the same).
      }
    }
  }

  /** Claims a due round (one process wins), pays its players, announces the number. */
  async function settle(round: TableRoundRow): Promise<boolean> {
    const [claimed] = await db
      .update(houseTableRounds)
      .set({ settledAt: clock() })
      .where(and(eq(houseTableRounds.id, round.id), isNull(houseTableRounds.settledAt)))
      .returning();
    if (!claimed) return false;
    await settlePlayers(claimed);
    await publish(claimed, clock());
    return true;
  }

  /** Opens due rounds of watched tables; settles due rounds of any brand. */
  async function tick(): Promise<void> {
    const now = clock();
    for (const table of watched.current()) await current(table.tenantId, table.game);
    const due = await db
      .select()
      .from(houseTableRounds)
      .where(
        and(
          inArray(houseTableRounds.game, LIVE_GAMES),
          isNull(houseTableRounds.settledAt),
          lte(houseTableRounds.resultAt, now),
        ),
      )
      .orderBy(asc(houseTableRounds.resultAt))
      .limit(50);
    for (const round of due) await settle(round);
    // Players left open by a process that stopped half-way through a settlement.
    const stale = await db
      .selectDistinct({ round: houseTableRounds })
      .from(houseRounds)
      .innerJoin(houseTableRounds, eq(houseTableRounds.id, houseRounds.tableRoundId))
      .where(
        and(
          inArray(houseTableRounds.game, LIVE_GAMES),
          eq(houseRounds.status, 'open'),
          isNotNull(houseTableRounds.settledAt),
          lt(houseTableRounds.settledAt, new Date(now.getTime() - timing.retryMs)),
        ),
      )
      .limit(50);
    for (const { round } of stale) await settlePlayers(round);
  }

  /**
   * The tables' clock, on one process at a time: every `tickMs` while anyone watches a
   * table, so rounds open and settle on time; otherwise only now and then, to settle what
   * a process left behind (every process querying several times a second on an idle
   * platform took a quarter of a core on PGlite).
   */
  const jobs: JobDefinition[] = [
    {
      kind: 'recurring',
      name: 'house.table',
      everyMs: timing.tickMs,
      idleEveryMs: IDLE_SWEEP_MS,
      busy: () => watched.any(),
      // A process that stopped mid-pass holds the next one up no longer than this.
      timeoutMs: 10_000,
      run: tick,
    },
  ];

  /** Adds bets to the player's round while betting is open: one wallet bet per call. */
  async function placeBets(
    call: GameCall,
    tenantId: string,
    request: TableBetRequest,
    key: string,
  ): Promise<TableState> {
    if (call.session.mode !== 'real') {
      throw new AppError(403, 'FORBIDDEN', 'house.real_money_only');
    }
    const game = call.game.slug;
    touch(tenantId, game);
    const [round] = await db
      .select()
      .from(houseTableRounds)
      .where(
        and(
          eq(houseTableRounds.id, request.round_id),
          eq(houseTableRounds.tenantId, tenantId),
          eq(houseTableRounds.game, game),
        ),
      );
    if (!round) throw new AppError(404, 'NOT_FOUND', 'house.table_round_not_found');

    let made: BetCall | null = null;
    let playerId = '';
    const bets = request.bets.map(engineBet);
    const earlier = await playerRound(round.id, call.owner);
    // A call of this key is a dead run's: done, or its bet sent again with its own id.
    const twin = earlier ? inputOf(earlier).calls.find((c) => c.key === key) : undefined;
    if (earlier && twin) {
      if (twin.status === 'done') {
        return stateOf(call, tenantId, await wallet.balance(call.session));
      }
      made = twin;
      playerId = earlier.id;
    } else {
      checkOpen(round);
      try {
        validateRouletteBets(bets);
      } catch (error) {
        refuseBets(error);
      }
      const amount = bets.reduce((sum, bet) => sum + bet.amount, 0);
      checkLimits(call, amount, total(earlier ? inputOf(earlier).calls : []) + amount);
      // The row may vanish between the two steps (a refused first call deletes it).
      for (let attempt = 0; attempt < 3 && !made; attempt += 1) {
        const player = await ensurePlayerRound(call, tenantId, round);
        made = await recordCall(call, round, player.id, key, bets);
        playerId = player.id;
      }
      if (!made) throw new Error('house: could not record a table bet');
    }

    let balance: number;
    try {
      const answer = await wallet.bet(call.context, {
        token: call.token,
        game,
        transactionId: `${playerId}:bet:${made.n}`,
        roundId: playerId,
        amount: made.amount,
        currency: call.session.currency,
      });
      balance = answer.balance;
    } catch (error) {
      if (isAppError(error)) await finishCall(playerId, made.n, false);
      throw error;
    }
    await finishCall(playerId, made.n, true);
    return stateOf(call, tenantId, balance);
  }

  return {
    timing,

    /** GET table: the round now (opened if due), the last numbers, my bets and win. */
    async state(call: GameCall, tenantId: string): Promise<TableState> {
      touch(tenantId, call.game.slug);
      return stateOf(call, tenantId, await wallet.balance(call.session));
    },

    /**
     * POST table/bets, once per Idempotency-Key. A replay answers the table as it is now,
     * as GET table does: the round moves on by itself, and what the call bet is in it.
     */
    bet(
      call: GameCall,
      tenantId: string,
      request: TableBetRequest,
      key: string,
    ): Promise<TableState> {
      return houseCall(
        context,
        { ...call, tenantId, key },
        { route: 'house.table.bets', ...request },
        tableAnswerSchema,
        () => placeBets(call, tenantId, request, key),
        async () => stateOf(call, tenantId, await wallet.balance(call.session)),
      );
    },

    /** One pass of the table's job (tests call it with their own clock). */
    tick,

    jobs,

    /** How long one round takes, opening to next opening. */
    cycleMs,
  };
}

export type LiveTable = ReturnType<typeof createLiveTable>;
