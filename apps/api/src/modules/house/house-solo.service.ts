import crypto from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  blackjackResponseSchema,
  slotPlayResponseSchema,
  type HouseRound,
  type HouseSession,
  type RevealedSeedPair,
  type RouletteBetInput,
  type SeedPair,
} from '@tribuna/contracts/house';
import { isMessageKey } from '@tribuna/contracts/messages';
import {
  actBlackjack,
  assertBet,
  dealBlackjack,
  visibleDealerCards,
  type BlackjackAction,
  type BlackjackState,
} from '@tribuna/games/blackjack';
import { GameError } from '@tribuna/games/game-error';
import { playRoulette, validateRouletteBets } from '@tribuna/games/roulette';
import { HOUSE_SLOT, assertLineBet } from '@tribuna/games/slot';
import { isUniqueViolation } from '../../db/errors';
import { AppError, isAppError } from '../../lib/app-error';
import type { Tx } from '../../db/database';
import { houseCall, houseTransaction, type HouseContext } from './house-context';
import { betOutOfLimits, type GameCall } from './house-http';
import {
  findRounds,
  metaOf,
  roundOpenedBy,
  type JoinedRow,
  roundView,
  type PendingBet,
  type RoundMeta,
  type RoundRow,
} from './house-rounds';
import {
  currentSeeds,
  lockCurrentSeeds,
  revealedPairOf,
  rotateSeeds,
  seedPairOf,
  setClientSeed,
  takeNonce,
  type RoundSeedsTaken,
} from './house-seeds';
import { playSlotRound } from './house-slot-round';
import type { CallContext, GameSession } from './house-wallet';
import { houseRounds } from './house.schema';

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

/** The engines played on the owner's seed pair. */
export const SOLO_ENGINES = ['slot', 'roulette', 'blackjack'] as const;

// The answers of the money calls, as the kernel stores them for their replays.
const playAnswerSchema = slotPlayResponseSchema.shape.response;
const blackjackAnswerSchema = blackjackResponseSchema.shape.response;
/**
 * What a spin's key may hold: its answer, or the pending mark of a call made before
 * spins were one transaction (its round is finished as it was begun: `continueLegacy`).
 */
const storedPlaySchema = z.union([playAnswerSchema, z.object({ $pending: z.string() })]);

/** A spin's key that opened a round before spins were one transaction. */
class KeyedRoundFound extends Error {
  constructor() {
    super('house: the key opened its round already');
  }
}

/** Rounds this young may still be in their first call's hands: recovery leaves them alone. */
export const RECOVER_AFTER_MS = 10_000;
const HISTORY_SIZE = 20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A call of the single-player games: who plays, where, with which token. `session` is the
 * wallet's session; null only when the session expired and a running blackjack hand is
 * being finished (the contract allows it: wins and round ends are taken late).
 */
export interface SoloCall extends Omit<GameCall, 'session'> {
  tenantId: string;
  session: GameSession | null;
}

/** What every play answers: the round, the balance after it and the seeds for the next. */
export interface PlayAnswer {
  round: HouseRound;
  balance: number;
  seeds: SeedPair;
}

export interface BlackjackView {
  round: HouseRound;
  state: unknown;
  allowed: BlackjackAction[];
}

interface BlackjackInput {
  bet: number;
  actions: BlackjackAction[];
  meta: RoundMeta;
}

/** What a round's engine draws with the owner's seeds. */
type Draw = (seeds: RoundSeedsTaken) => {
  input: object;
  outcome: unknown;
  bet: number;
  win: number;
};

/**
 * The single-player games (slot, European roulette, blackjack) on each owner's seed pair.
 *
 * A slot or roulette spin is one database transaction (ADR 0031): the call's key claimed,
 * the owner's next nonce, the round (its outcome drawn), its stake and win with the
 * casino's round and the activity records, and the stored answer. It happens whole or not
 * at all, so nothing is left to finish: a failure spends no nonce and moves nothing, and
 * a retry with the same key plays the same nonce again (or, committed, answers the round).
 *
 * A blackjack hand spans calls: it is written first (its nonce taken in the same
 * transaction, its shoe already drawn), then the wallet is called outside any transaction
 * (`<round>:bet`, `<round>:bet:<n>`, `<round>:win`, end-round). A refused deal deletes the
 * hand (its nonce stays spent); a failure after it leaves the hand open, and the owner's
 * next call finishes it with the same transaction ids, which the wallet answers from its
 * store.
 *
 * What `input` and `outcome` hold (the verifier replays them with the engines):
 * - slot: input `{ line_bet }`; outcome `SlotRoundOutcome` (house-slot-round.ts):
 *   `{ spin, session }` = `verifySlot(seeds, line_bet)`, then `freeSpins` (the free spins
 *   played on the same generator), `totalBet`, `totalWin`;
 * - roulette: input `{ bets }`; outcome = `verifyRoulette(seeds, bets)`;
 * - blackjack: input `{ bet, actions }`; outcome = `verifyBlackjack(seeds, bet, actions)`
 *   once settled (null while the hand is open: the view's `state` shows what may be seen).
 */
export function createSoloGames(context: HouseContext) {
  const { db, wallet, clock } = context;

  function refuseGame(error: unknown, field: string): never {
    if (error instanceof GameError) {
      const key = isMessageKey(error.code) ? error.code : 'house.play_invalid';
      throw new AppError(400, 'VALIDATION_FAILED', key, { fields: { [field]: key } });
    }
    throw error;
  }

  function liveSession(call: SoloCall): GameSession {
    if (!call.session) throw new AppError(401, 'SESSION_EXPIRED', 'casino.session_expired');
    return call.session;
  }

  function checkLimits(call: SoloCall, total: number): void {
    const session = liveSession(call);
    if (total < session.min_bet || total > session.max_bet) throw betOutOfLimits(session);
  }

  async function seedsOf(call: SoloCall): Promise<SeedPair> {
    return seedPairOf(await currentSeeds(db, call.tenantId, call.owner));
  }

  async function viewOf(id: string): Promise<HouseRound> {
    const [row] = await findRounds(db, eq(houseRounds.id, id), 1);
    if (!row) throw new AppError(404, 'NOT_FOUND', 'house.round_not_found');
    return roundView(row, { chains: context.chains, now: clock() });
  }

  async function reload(id: string): Promise<RoundRow | undefined> {
    const [row] = await db.select().from(houseRounds).where(eq(houseRounds.id, id));
    return row;
  }

  const walletContext = (row: RoundRow): CallContext => ({
    tenantId: row.tenantId,
    host: row.host,
  });

  /** The round this call's key opened: a dead call's, which this run of it continues. */
  async function keyedRound(call: SoloCall, key: string | null): Promise<RoundRow | undefined> {
    if (!key) return undefined;
    const { tenantId, owner } = call;
    return roundOpenedBy(db, { tenantId, owner, game: call.game.slug, key });
  }

  /** A new round's row: who plays it, with what the engine drew under the owner's nonce. */
  function roundOf(
    call: SoloCall,
    session: GameSession,
    key: string | null,
    seeds: RoundSeedsTaken,
    drawn: ReturnType<Draw>,
    at: Date,
  ) {
    return {
      tenantId: call.tenantId,
      game: call.game.slug,
      engine: call.game.engine,
      owner: call.owner,
      sessionId: session.session_id,
      mode: session.mode,
      currency: session.currency,
      token: call.token,
      host: call.context.host,
      requestKey: key,
      bet: drawn.bet,
      win: drawn.win,
      input: drawn.input,
      outcome: drawn.outcome,
      seedId: seeds.seedId,
      nonce: seeds.nonce,
      createdAt: at,
    };
  }

  /**
   * Writes a new round with the owner's next nonce and what the engine drew for it, in
   * one transaction. Null when a unique index refused it: a run of the same call raced in
   * (a taken-over dead call), or (blackjack) a hand is already open; the nonce is then not
   * spent.
   */
  async function openRound(
    call: SoloCall,
    key: string | null,
    draw: Draw,
  ): Promise<RoundRow | null> {
    const session = liveSession(call);
    try {
      return await db.transaction(async (tx) => {
        const seeds = await takeNonce(tx, call.tenantId, call.owner);
        const drawn = draw(seeds);
        const [row] = await tx
          .insert(houseRounds)
          .values({ ...roundOf(call, session, key, seeds, drawn, clock()), status: 'open' })
          .returning();
        if (!row) throw new Error('house: a round was not written');
        return row;
      });
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  /**
   * Finishes a slot or roulette round opened before spins were one transaction (ADR
   * 0031), as it was begun: takes its stake, pays it, ends it and marks it settled. Every
   * wallet call has an id derived from the round, so running this again moves nothing
   * twice. Answers the balance. Only such rounds can be open; none is opened any more.
   */
  async function finishLegacySpin(row: RoundRow): Promise<number> {
    const where = walletContext(row);
    const base = { token: row.token, game: row.game, roundId: row.id, currency: row.currency };
    try {
      await wallet.bet(where, { ...base, transactionId: `${row.id}:bet`, amount: row.bet });
    } catch (error) {
      // Refused (funds, session, player): no money moved, so no round happened.
      if (isAppError(error)) {
        await db
          .delete(houseRounds)
          .where(and(eq(houseRounds.id, row.id), eq(houseRounds.status, 'open')));
      }
      throw error;
    }
    await wallet.win(where, { ...base, transactionId: `${row.id}:win`, amount: row.win });
    const end = await wallet.endRound(where, {
      token: row.token,
      game: row.game,
      roundId: row.id,
    });
    await db
      .update(houseRounds)
      .set({ status: 'settled', settledAt: clock() })
      .where(and(eq(houseRounds.id, row.id), eq(houseRounds.status, 'open')));
    return end.balance;
  }

  // ---- blackjack -------------------------------------------------------------------

  const inputOf = (row: RoundRow): BlackjackInput => row.input as BlackjackInput;
  const stateOf = (row: RoundRow): BlackjackState => row.outcome as BlackjackState;
  const stepIs = (step: number) => sql`(${houseRounds.input} -> 'meta' ->> 'step')::int = ${step}`;

  /** Writes a hand's next input (and state) if nobody wrote it since `row` was read. */
  async function writeHand(
    row: RoundRow,
    changes: { input: BlackjackInput; outcome?: BlackjackState; extraBet?: number },
  ): Promise<RoundRow | undefined> {
    const step = metaOf(row).step ?? 0;
    const [written] = await db
      .update(houseRounds)
      .set({
        input: { ...changes.input, meta: { ...changes.input.meta, step: step + 1 } },
        ...(changes.outcome ? { outcome: changes.outcome } : {}),
        ...(changes.extraBet ? { bet: sql`${houseRounds.bet} + ${changes.extraBet}` } : {}),
      })
      .where(and(eq(houseRounds.id, row.id), eq(houseRounds.status, 'open'), stepIs(step)))
      .returning();
    return written;
  }

  /**
   * Asks the wallet for a hand's pending bet (the deal's, or a double's or split's) and
   * applies what it pays for. Refused: a deal's hand is deleted (no money moved, no
   * hand), an action's is dropped (the hand stays as it was); the refusal is thrown.
   */
  async function settlePending(row: RoundRow): Promise<RoundRow> {
    const input = inputOf(row);
    const pending: PendingBet | null | undefined = input.meta.pending;
    if (!pending) return row;
    let balance: number;
    try {
      const answer = await wallet.bet(walletContext(row), {
        token: row.token,
        game: row.game,
        roundId: row.id,
        transactionId: `${row.id}:${pending.tx}`,
        amount: pending.amount,
        currency: row.currency,
      });
      balance = answer.balance;
    } catch (error) {
      if (isAppError(error)) {
        if (pending.action === null) {
          await db
            .delete(houseRounds)
            .where(and(eq(houseRounds.id, row.id), eq(houseRounds.status, 'open')));
        } else {
          await writeHand(row, { input: { ...input, meta: { ...input.meta, pending: null } } });
        }
      }
      throw error;
    }
    const state = stateOf(row);
    const next = pending.action ? actBlackjack(state, pending.action) : state;
    const keys = input.meta.keys ?? [];
    const written = await writeHand(row, {
      input: {
        bet: input.bet,
        actions: pending.action ? [...input.actions, pending.action] : input.actions,
        meta: {
          ...input.meta,
          pending: null,
          bets: (input.meta.bets ?? 0) + 1,
          keys: pending.key ? [...keys, pending.key] : keys,
          balance,
        },
      },
      outcome: next,
      ...(pending.action ? { extraBet: pending.amount } : {}),
    });
    // Someone else applied it meanwhile (a concurrent call saw the same pending bet).
    const now = written ?? (await reload(row.id));
    if (!now) throw new AppError(404, 'NOT_FOUND', 'house.hand_not_found');
    return now;
  }

  /** Pays a hand the engine settled and ends its round. Answers the balance. */
  async function finishHand(row: RoundRow): Promise<number> {
    const state = stateOf(row);
    const payout = state.settlement?.totalPayout ?? 0;
    const where = walletContext(row);
    await wallet.win(where, {
      token: row.token,
      game: row.game,
      roundId: row.id,
      transactionId: `${row.id}:win`,
      amount: payout,
      currency: row.currency,
    });
    const end = await wallet.endRound(where, {
      token: row.token,
      game: row.game,
      roundId: row.id,
    });
    await db
      .update(houseRounds)
      .set({ status: 'settled', win: payout, settledAt: clock() })
      .where(and(eq(houseRounds.id, row.id), eq(houseRounds.status, 'open')));
    return end.balance;
  }

  /** Brings a hand up to date: its pending bet asked, its payment made once settled. */
  async function advanceHand(row: RoundRow): Promise<{ row: RoundRow; balance: number | null }> {
    let current = await settlePending(row);
    let balance: number | null = metaOf(current).balance ?? null;
    if (current.status === 'open' && stateOf(current).phase === 'settled') {
      balance = await finishHand(current);
      current = (await reload(current.id)) ?? current;
    }
    return { row: current, balance };
  }

  function blackjackView(round: HouseRound, row: RoundRow): BlackjackView {
    const state = stateOf(row);
    const { shoe, next, ...seen } = state;
    void shoe;
    void next;
    return {
      round,
      state: { ...seen, dealer: visibleDealerCards(state) },
      allowed: row.status === 'open' ? [...state.allowed] : [],
    };
  }

  async function blackjackAnswer(call: SoloCall, row: RoundRow, balance: number | null) {
    const view = blackjackView(await viewOf(row.id), row);
    return {
      ...view,
      balance:
        balance ?? metaOf(row).balance ?? (call.session ? await wallet.balance(call.session) : 0),
      seeds: await seedsOf(call),
    };
  }

  async function openHand(call: SoloCall): Promise<RoundRow | undefined> {
    const [row] = await db
      .select()
      .from(houseRounds)
      .where(
        and(
          eq(houseRounds.tenantId, call.tenantId),
          eq(houseRounds.owner, call.owner),
          eq(houseRounds.game, call.game.slug),
          eq(houseRounds.engine, 'blackjack'),
          eq(houseRounds.status, 'open'),
        ),
      );
    return row;
  }

  /** A deal's bet still being asked by its own call: leave it to that call. */
  function dealInFlight(row: RoundRow): boolean {
    const pending = metaOf(row).pending;
    return (
      pending?.action === null && clock().getTime() - row.createdAt.getTime() < RECOVER_AFTER_MS
    );
  }

  // ---- recovery --------------------------------------------------------------------

  /**
   * Finishes the owner's rounds a failure left open (older than RECOVER_AFTER_MS, so a
   * round still in its own call's hands is not raced): blackjack hands the engine settled
   * (or whose deal's bet is unknown), and slot and roulette rounds opened before spins
   * were one transaction. Failures are left for the next call: a player's
   * new round never waits on an old one's trouble. Answers how many it finished.
   */
  async function recover(call: SoloCall): Promise<number> {
    const cutoff = new Date(clock().getTime() - RECOVER_AFTER_MS);
    const rows = await db
      .select()
      .from(houseRounds)
      .where(
        and(
          eq(houseRounds.tenantId, call.tenantId),
          eq(houseRounds.owner, call.owner),
          eq(houseRounds.status, 'open'),
          inArray(houseRounds.engine, [...SOLO_ENGINES]),
          lt(houseRounds.createdAt, cutoff),
        ),
      )
      .limit(10);
    let finished = 0;
    for (const row of rows) {
      try {
        if (row.engine === 'blackjack') {
          const pending = metaOf(row).pending;
          if (stateOf(row).phase !== 'settled' && !(pending && pending.action === null)) continue;
          await advanceHand(row);
        } else {
          await finishLegacySpin(row);
        }
        finished += 1;
      } catch {
        // Left open (or deleted, when its bet was refused): tried again on the next call.
      }
    }
    return finished;
  }

  // ---- slot and roulette -----------------------------------------------------------

  /**
   * A slot or roulette spin, whole in one transaction (ADR 0031): the key claimed (after
   * the player's lock), `check` (refuses a new round's input before any nonce is taken),
   * the owner's next nonce, the round written settled with what `draw` drew, its stake,
   * win and casino round, the answer stored. A replay answers the stored answer.
   */
  async function spin(
    call: SoloCall,
    key: string | null,
    request: { route: string },
    check: () => void,
    draw: Draw,
    voucher: string | null = null,
  ): Promise<PlayAnswer> {
    const session = liveSession(call);
    const play = async (tx: Tx): Promise<PlayAnswer> => {
      check();
      const seeds = await takeNonce(tx, call.tenantId, call.owner);
      const drawn = draw(seeds);
      const now = clock();
      const [row] = await tx
        .insert(houseRounds)
        .values({
          ...roundOf(call, session, key, seeds, drawn, now),
          status: 'settled',
          settledAt: now,
        })
        // Only the key's own index can refuse a spin's row: an earlier version's round.
        .onConflictDoNothing()
        .returning();
      if (!row) throw new KeyedRoundFound();
      const { balance } = await wallet.instantRound(tx, session, {
        ref: row.id,
        bet: drawn.bet,
        win: drawn.win,
        voucher,
      });
      const { pair } = seeds;
      const joined: JoinedRow = {
        round: row,
        seedHash: pair.serverSeedHash,
        seedServer: pair.serverSeed,
        seedClient: pair.clientSeed,
        seedRevealedAt: pair.revealedAt,
        tableGame: null,
        tableIndex: null,
        tableResultAt: null,
        chainCommitment: null,
        chainSalt: null,
        chainFirstIndex: null,
      };
      return {
        round: await roundView(joined, { chains: context.chains, now }),
        balance,
        seeds: seedPairOf(pair),
      };
    };
    let done: { answer: z.output<typeof storedPlaySchema>; replayed: boolean };
    try {
      done = await houseTransaction(
        context,
        { ...call, key },
        request,
        storedPlaySchema,
        (tx) => wallet.lock(tx, session),
        play,
      );
    } catch (error) {
      if (error instanceof KeyedRoundFound && key) return continueLegacy(call, key);
      throw error;
    }
    const { answer, replayed } = done;
    if ('$pending' in answer) {
      if (!key) throw new Error('house: a pending answer without a key');
      return continueLegacy(call, key);
    }
    if (!replayed) await wallet.published(session);
    return answer;
  }

  /**
   * A spin whose key opened its round before spins were one transaction (a call across
   * the upgrade): the round is finished as it was begun and answered from what it is. A
   * key still pending with no round is an earlier call still under way (or dead before
   * it wrote anything, so before it moved any money): the caller is told to look later.
   */
  async function continueLegacy(call: SoloCall, key: string): Promise<PlayAnswer> {
    const row = await keyedRound(call, key);
    if (!row) throw new AppError(409, 'CONFLICT', 'house.play_in_progress');
    const balance =
      row.status === 'open' ? await finishLegacySpin(row) : await wallet.balance(liveSession(call));
    return { round: await viewOf(row.id), balance, seeds: await seedsOf(call) };
  }

  // ---- blackjack deal ----------------------------------------------------------------

  async function blackjackDeal(call: SoloCall, bet: number, key: string | null) {
    await recover(call);
    const request = { route: 'house.blackjack.deal', bet };
    return houseCall(context, { ...call, key }, request, blackjackAnswerSchema, () =>
      deal(call, bet, key),
    );
  }

  async function deal(call: SoloCall, bet: number, key: string | null) {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const retried = await keyedRound(call, key);
      if (retried) {
        if (retried.status === 'settled') return blackjackAnswer(call, retried, null);
        const { row, balance } = await advanceHand(retried);
        return blackjackAnswer(call, row, balance);
      }
      const open = await openHand(call);
      if (open) {
        // A hand left behind by a failure may only need its bet or its payment.
        if (!dealInFlight(open)) await advanceHand(open).catch(() => null);
        if (await openHand(call)) throw new AppError(409, 'CONFLICT', 'house.hand_open');
      }
      try {
        assertBet(bet);
      } catch (error) {
        refuseGame(error, 'bet');
      }
      checkLimits(call, bet);
      const row = await openRound(call, key, (seeds) => {
        const meta: RoundMeta = {
          client_seed: seeds.clientSeed,
          step: 0,
          bets: 0,
          keys: [],
          pending: { tx: 'bet', amount: bet, action: null, key: null },
        };
        return {
          input: { bet, actions: [], meta },
          outcome: dealBlackjack(seeds, bet),
          bet,
          win: 0,
        };
      });
      // Refused by a unique index: a run of the same call, or a hand opened meanwhile.
      if (!row) continue;
      const { row: dealt, balance } = await advanceHand(row);
      return blackjackAnswer(call, dealt, balance);
    }
    throw new AppError(409, 'CONFLICT', 'house.hand_open');
  }

  // ---- blackjack actions ------------------------------------------------------------

  async function act(call: SoloCall, roundId: string, action: BlackjackAction, key: string | null) {
    const notFound = () => new AppError(404, 'NOT_FOUND', 'house.hand_not_found');
    const [found] = await db
      .select()
      .from(houseRounds)
      .where(
        and(
          eq(houseRounds.id, roundId),
          eq(houseRounds.tenantId, call.tenantId),
          eq(houseRounds.owner, call.owner),
          eq(houseRounds.game, call.game.slug),
          eq(houseRounds.engine, 'blackjack'),
        ),
      );
    if (!found) throw notFound();
    let row = found;
    const { keys = [], pending } = metaOf(row);
    if (key && (keys.includes(key) || pending?.key === key)) {
      // Applied (or its bet asked) by a dead run of this call: the hand as it is, nothing again.
      if (row.status === 'settled') return blackjackAnswer(call, row, null);
      const advanced = await advanceHand(row);
      return blackjackAnswer(call, advanced.row, advanced.balance);
    }
    if (row.status === 'open') {
      if (dealInFlight(row)) throw new AppError(409, 'CONFLICT', 'house.hand_changed');
      try {
        row = (await advanceHand(row)).row;
      } catch (error) {
        // An earlier action's bet refused now: that action is dropped, this one goes on.
        if (!isAppError(error)) throw error;
        const again = await reload(row.id);
        if (!again) throw error;
        row = again;
      }
    }
    const state = stateOf(row);
    if (row.status === 'settled' || state.phase === 'settled') {
      refuseGame(new GameError('blackjack.round_over', 'This round is settled.'), 'action');
    }
    let next: BlackjackState;
    try {
      next = actBlackjack(state, action);
    } catch (error) {
      refuseGame(error, 'action');
    }
    const input = inputOf(row);
    const changed = () => new AppError(409, 'CONFLICT', 'house.hand_changed');
    if (action === 'double' || action === 'split') {
      // The extra stake equals the acting hand's bet; asked before the action applies.
      const amount = state.hands[state.active]?.bet ?? input.bet;
      const pending: PendingBet = {
        tx: `bet:${(input.meta.bets ?? 1) + 1}`,
        amount,
        action,
        key,
      };
      const marked = await writeHand(row, {
        input: { ...input, meta: { ...input.meta, pending } },
      });
      if (!marked) throw changed();
      row = await settlePending(marked);
    } else {
      const written = await writeHand(row, {
        input: {
          ...input,
          actions: [...input.actions, action],
          meta: {
            ...input.meta,
            keys: key ? [...(input.meta.keys ?? []), key] : (input.meta.keys ?? []),
          },
        },
        outcome: next,
      });
      if (!written) throw changed();
      row = written;
    }
    const advanced = await advanceHand(row);
    return blackjackAnswer(call, advanced.row, advanced.balance);
  }

  return {
    /** Nothing runs on a clock: open rounds are finished by their owner's next call. */
    start: (): (() => Promise<void>) => () => Promise.resolve(),

    recover,

    async session(call: SoloCall): Promise<HouseSession> {
      const session = liveSession(call);
      const solo = (SOLO_ENGINES as readonly string[]).includes(call.game.engine);
      // Finished first: the balance below includes what they paid.
      if (solo) await recover(call);
      return {
        game: {
          slug: call.game.slug,
          name: call.game.name,
          engine: call.game.engine,
          min_bet: session.min_bet,
          max_bet: session.max_bet,
        },
        mode: session.mode,
        currency: session.currency,
        balance: await wallet.balance(session),
        seeds: solo ? await seedsOf(call) : null,
        server_time: clock().toISOString(),
      };
    },

    async setClientSeed(call: SoloCall, clientSeed: string): Promise<SeedPair> {
      await recover(call);
      return seedPairOf(await setClientSeed(db, call.tenantId, call.owner, clientSeed));
    },

    /**
     * Reveals the current pair and opens a new one. Refused while a blackjack hand is
     * open on it: its shoe would be known before the hand is over. A deal taking a nonce
     * locks the pair's row, so a rotation waits for it and then sees its hand.
     */
    async rotate(call: SoloCall): Promise<{ previous: RevealedSeedPair; current: SeedPair }> {
      await recover(call);
      await currentSeeds(db, call.tenantId, call.owner);
      return db.transaction(async (tx) => {
        const locked = await lockCurrentSeeds(tx, call.tenantId, call.owner);
        if (!locked) throw new Error('house: the current pair vanished');
        const [open] = await tx
          .select({ id: houseRounds.id })
          .from(houseRounds)
          .where(
            and(
              eq(houseRounds.seedId, locked.id),
              eq(houseRounds.engine, 'blackjack'),
              eq(houseRounds.status, 'open'),
            ),
          )
          .limit(1);
        if (open) throw new AppError(409, 'CONFLICT', 'house.rotate_hand_open');
        const rotated = await rotateSeeds(tx, locked, clock());
        return {
          previous: revealedPairOf(rotated.previous),
          current: seedPairOf(rotated.current),
        };
      });
    },

    /**
     * One paid slot spin (20 lines), its free spins played in the same round. With
     * `bonusId` it is one of the player's bonus spins: the money port's bonus rules check
     * the bonus (the player's, on this slot, at this stake, spins left) and the brand pays
     * the stake; a refusal moves nothing and spends no nonce. Never in demo.
     */
    async slotSpin(
      call: SoloCall,
      lineBet: number,
      key: string | null,
      bonusId: string | null = null,
    ): Promise<PlayAnswer> {
      await recover(call);
      const check = () => {
        // Play money has no bonus: only a player's real session can spend one.
        if (bonusId && liveSession(call).mode !== 'real') {
          throw new AppError(409, 'CONFLICT', 'house.bonus_spins_demo');
        }
        try {
          assertLineBet(lineBet);
        } catch (error) {
          refuseGame(error, 'line_bet');
        }
        checkLimits(call, lineBet * HOUSE_SLOT.paylines.length);
      };
      // The bonus is part of what was asked: the same key with another bonus is refused.
      const request = {
        route: 'house.slot.spin',
        line_bet: lineBet,
        ...(bonusId ? { bonus_id: bonusId } : {}),
      };
      const draw: Draw = (seeds) => {
        const outcome = playSlotRound(seeds, lineBet);
        const meta: RoundMeta = { client_seed: seeds.clientSeed };
        if (bonusId) meta.bonus_id = bonusId;
        return {
          input: { line_bet: lineBet, meta },
          outcome,
          bet: outcome.totalBet,
          win: outcome.totalWin,
        };
      };
      return spin(call, key, request, check, draw, bonusId);
    },

    /** One roulette spin with up to 40 bets, all validated before any is taken. */
    async rouletteSpin(
      call: SoloCall,
      bets: RouletteBetInput[],
      key: string | null,
    ): Promise<PlayAnswer> {
      await recover(call);
      const check = () => {
        try {
          validateRouletteBets(bets);
        } catch (error) {
          refuseGame(error, 'bets');
        }
        checkLimits(
          call,
          bets.reduce((sum, bet) => sum + bet.amount, 0),
        );
      };
      const request = { route: 'house.roulette.spin', bets };
      return spin(call, key, request, check, (seeds) => {
        const outcome = playRoulette(seeds, bets);
        return {
          input: { bets, meta: { client_seed: seeds.clientSeed } },
          outcome,
          bet: outcome.totalStake,
          win: outcome.totalPayout,
        };
      });
    },

    // ---- blackjack ---------------------------------------------------------------

    blackjackDeal,

    async blackjackAct(
      call: SoloCall,
      roundId: string,
      action: BlackjackAction,
      key: string | null,
    ) {
      const request = { route: 'house.blackjack.act', round_id: roundId, action };
      return houseCall(context, { ...call, key }, request, blackjackAnswerSchema, () =>
        act(call, roundId, action, key),
      );
    },

    async blackjackCurrent(call: SoloCall): Promise<BlackjackView | null> {
      await recover(call);
      const open = await openHand(call);
      if (!open) return null;
      let row = open;
      if (!dealInFlight(open)) {
        try {
          row = (await advanceHand(open)).row;
        } catch (error) {
          if (!isAppError(error)) throw error;
          const again = await reload(open.id);
          if (!again) return null;
          row = again;
        }
      }
      if (row.status !== 'open') return null;
      return blackjackView(await viewOf(row.id), row);
    },

    /**
     * A call whose session expired, for finishing a blackjack hand: the round's own token
     * names its owner (as the wallet would have), so nobody else's hand can be reached.
     */
    async expiredHandCall(
      call: Omit<SoloCall, 'owner' | 'session'>,
      roundId: string,
    ): Promise<SoloCall | null> {
      if (!UUID.test(roundId)) return null;
      const [row] = await db
        .select({ owner: houseRounds.owner, token: houseRounds.token })
        .from(houseRounds)
        .where(
          and(
            eq(houseRounds.id, roundId),
            eq(houseRounds.tenantId, call.tenantId),
            eq(houseRounds.game, call.game.slug),
            eq(houseRounds.status, 'open'),
          ),
        );
      if (!row || !sameToken(row.token, call.token)) return null;
      return { ...call, owner: row.owner, session: null };
    },

    /** This owner's last rounds of this game, newest first. */
    async history(call: SoloCall): Promise<HouseRound[]> {
      const rows = await findRounds(
        db,
        and(
          eq(houseRounds.tenantId, call.tenantId),
          eq(houseRounds.owner, call.owner),
          eq(houseRounds.game, call.game.slug),
        ),
        HISTORY_SIZE,
      );
      const now = clock();
      return Promise.all(rows.map((row) => roundView(row, { chains: context.chains, now })));
    },

    /** Any round of the brand by id, for the verifier (no token: ids are unguessable). */
    async round(tenantId: string, id: string): Promise<HouseRound> {
      const notFound = () => new AppError(404, 'NOT_FOUND', 'house.round_not_found');
      if (!UUID.test(id)) throw notFound();
      const [row] = await findRounds(
        db,
        and(eq(houseRounds.tenantId, tenantId), eq(houseRounds.id, id)),
        1,
      );
      if (!row) throw notFound();
      return roundView(row, { chains: context.chains, now: clock() });
    },
  };
}

export type SoloGames = ReturnType<typeof createSoloGames>;
