import crypto from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type {
  BalanceRequest,
  BetRequest,
  EndRoundRequest,
  RollbackRequest,
  SessionAnswer,
  SessionRequest,
  WalletAnswer,
  WinRequest,
  CasinoTransactionType,
} from '@tribuna/contracts/casino-provider';
import { walletAnswerSchema } from '@tribuna/contracts/casino-provider';
import type { WagerCategory } from '@tribuna/contracts/bonus';
import type { Currency } from '@tribuna/contracts/currencies';
import type { Db, DbOrTx, Tx } from '../../db/database';
import { AppError, isAppError } from '../../lib/app-error';
import { runIdempotent } from '../../kernel/idempotency';
import type { PlayersService } from '../players/players.service';
import type { WalletService } from '../wallet/wallet.service';
import { formatMoney } from '../../lib/money-text';
import { HOUSE_PROVIDER_SLUG, tokenHash } from './casino.service';
import {
  casinoGames,
  casinoProviders,
  casinoRounds,
  casinoSessions,
  casinoTransactions,
  type CasinoTransactionKind,
  type CasinoTransactionStatus,
} from './casino.schema';

type Ledger = WalletService['ledger'];
type MoneyPort = WalletService['port'];
type Posted = Awaited<ReturnType<Ledger['post']>>;

/** The brand's side of every casino move in the ledger (declared by the module). */
const CASINO_ACCOUNT = 'casino';

/** What a game may stake: the player's cash and bonus money (the port spends cash first). */
function playable(balances: { cash: number; bonus: number }): number {
  return balances.cash + balances.bonus;
}

/** Our own games are the `house` product in the player's activity; the rest `casino`. */
function productOf(provider: Provider): string {
  return provider.slug === HOUSE_PROVIDER_SLUG ? 'house' : 'casino';
}

/** A bet refused for want of money: the answer carries the balance, as providers expect. */
export class InsufficientFundsError extends AppError {
  readonly balance: number;
  readonly currency: Currency;
  constructor(balance: number, currency: Currency) {
    super(409, 'INSUFFICIENT_FUNDS', 'casino.insufficient_funds');
    this.balance = balance;
    this.currency = currency;
  }
}

/** The answer without the request id, which each call echoes for itself. */
type StoredAnswer = Omit<WalletAnswer, 'request_id'>;
const storedAnswerSchema = walletAnswerSchema.omit({ request_id: true });

export interface Provider {
  id: string;
  slug: string;
  secret: string;
}

/** A session as the calls that move no money need it (no player status). */
type LiveSession = Omit<Session, 'playerStatus'>;

interface Session {
  id: string;
  tenantId: string;
  playerId: string | null;
  gameId: string;
  gameSlug: string;
  providerId: string;
  mode: 'real' | 'demo';
  currency: Currency;
  expiresAt: Date;
  lastUsedAt: Date;
  /** The game's bet limits, minor units. */
  minBet: number;
  maxBet: number;
  category: WagerCategory;
  /** Null for a guest's demo. */
  playerStatus: string | null;
}

interface Round {
  id: string;
  status: 'open' | 'closed';
  rolledBack: boolean;
  /** Its bets taken and not rolled back. */
  betsDone: number;
}

/**
 * What a call changes on its round, in the statement that locks it: a bet's or a win's
 * amount (a refused call rolls back with it), the round's end, or nothing yet (a
 * rollback learns what it gives back only after it found its move).
 */
type RoundChange =
  { kind: 'bet' | 'win'; amount: number } | { kind: 'end'; at: Date } | { kind: 'lock' };

/** The columns of a session and its game, read or returned by one statement. */
const sessionColumns = {
  id: casinoSessions.id,
  tenantId: casinoSessions.tenantId,
  playerId: casinoSessions.playerId,
  gameId: casinoSessions.gameId,
  gameSlug: casinoGames.slug,
  providerId: casinoSessions.providerId,
  mode: casinoSessions.mode,
  currency: casinoSessions.currency,
  expiresAt: casinoSessions.expiresAt,
  lastUsedAt: casinoSessions.lastUsedAt,
  minBet: casinoGames.minBet,
  maxBet: casinoGames.maxBet,
  // The game's kind of play for bonus wagering: live, a table game (in the `table`
  // category), else a slot.
  category: sql<WagerCategory>`case when ${casinoGames.kind} = 'live' then 'live'
    when exists (select 1 from casino_game_categories gc
      join casino_categories c on c.id = gc.category_id
      where gc.game_id = ${casinoGames.id} and c.slug = 'table') then 'table'
    else 'slots' end`,
};

export type CasinoWalletService = ReturnType<typeof createCasinoWalletService>;

const PROVIDER_CACHE_MS = 60_000;
const LAST_USED_STEP_MS = 60_000;

const refused = {
  signature: () => new AppError(401, 'INVALID_SIGNATURE', 'casino.invalid_signature'),
  session: () => new AppError(401, 'TOKEN_INVALID', 'casino.session_not_found'),
  expired: () => new AppError(401, 'SESSION_EXPIRED', 'casino.session_expired'),
  game: () => new AppError(400, 'BAD_REQUEST', 'casino.wrong_game'),
  currency: () => new AppError(400, 'WRONG_CURRENCY', 'casino.wrong_currency'),
  duplicate: () => new AppError(409, 'DUPLICATE_TRANSACTION', 'casino.duplicate_transaction'),
  rolledBack: () => new AppError(409, 'TRANSACTION_ROLLED_BACK', 'casino.transaction_rolled_back'),
  roundRolledBack: () => new AppError(409, 'TRANSACTION_ROLLED_BACK', 'casino.round_rolled_back'),
  noBet: () => new AppError(404, 'TRANSACTION_NOT_FOUND', 'casino.bet_not_found'),
  notFound: () => new AppError(404, 'TRANSACTION_NOT_FOUND', 'casino.bet_not_found'),
  closed: () => new AppError(409, 'ROUND_CLOSED', 'casino.round_closed'),
  blocked: () => new AppError(403, 'USER_BLOCKED', 'auth.user_blocked'),
  roundMismatch: () => new AppError(400, 'BAD_REQUEST', 'casino.rollback_round_mismatch'),
  limits: (session: Session) =>
    new AppError(400, 'BET_OUT_OF_LIMITS', 'casino.bet_out_of_limits', {
      params: (language) => ({
        min: formatMoney(session.minBet, session.currency, language),
        max: formatMoney(session.maxBet, session.currency, language),
      }),
    }),
};

/**
 * The seamless wallet providers call (casino-provider.ts documents the rules). Each
 * money call is one database transaction: the provider's transaction id is claimed
 * first (a concurrent twin waits, then answers the stored answer), the round row is
 * locked (a bet, its win and its rollback arriving at once take turns), then money
 * moves through the ledger with a key derived from the provider's id.
 */
export function createCasinoWalletService(deps: {
  db: Db;
  ledger: Ledger;
  /** Products move money through it: each move with its activity record. */
  port: MoneyPort;
  /** The player's status is read in the session's own statement. */
  players: Pick<PlayersService, 'statusOf'>;
  /** After the commit: the player's open tabs hear the new balance. */
  publishBalance: (tenantId: string, playerId: string) => Promise<unknown>;
  clock?: () => Date;
}) {
  const { db, ledger } = deps;
  const clock = deps.clock ?? (() => new Date());
  let providers = new Map<string, { provider: Provider | null; until: number }>();

  async function provider(slug: string): Promise<Provider | null> {
    const cached = providers.get(slug);
    if (cached && cached.until > Date.now()) return cached.provider;
    const [row] = await db
      .select({
        id: casinoProviders.id,
        slug: casinoProviders.slug,
        secret: casinoProviders.secret,
      })
      .from(casinoProviders)
      .where(eq(casinoProviders.slug, slug));
    const found = row ?? null;
    providers.set(slug, { provider: found, until: Date.now() + PROVIDER_CACHE_MS });
    return found;
  }

  /**
   * The session of a token, on this brand, of this provider and game, with its game and
   * its player's status: one statement.
   */
  async function sessionOf(
    tenantId: string,
    from: Provider,
    request: { token: string; game: string },
  ): Promise<Session> {
    const [row] = await db
      .select({
        ...sessionColumns,
        playerStatus: deps.players.statusOf(casinoSessions.tenantId, casinoSessions.playerId),
      })
      .from(casinoSessions)
      .innerJoin(casinoGames, eq(casinoGames.id, casinoSessions.gameId))
      .where(eq(casinoSessions.tokenHash, tokenHash(request.token)));
    // Another brand's token is as unknown here as a made-up one.
    if (!row || row.tenantId !== tenantId || row.providerId !== from.id) throw refused.session();
    if (row.gameSlug !== request.game) throw refused.game();
    return row;
  }

  function expired(session: LiveSession): boolean {
    return session.expiresAt.getTime() <= clock().getTime();
  }

  async function balanceOf(tx: DbOrTx, session: LiveSession): Promise<number> {
    if (session.mode === 'demo' || !session.playerId) {
      const [row] = await tx
        .select({ balance: casinoSessions.demoBalance })
        .from(casinoSessions)
        .where(eq(casinoSessions.id, session.id));
      return row?.balance ?? 0;
    }
    return playable(await ledger.balances(session.tenantId, session.playerId, tx));
  }

  /**
   * The round, created if new, locked for the rest of the transaction, with the call's
   * change to it: one statement. An existing round is updated (to itself when nothing
   * changes yet), which locks its row exactly as FOR UPDATE would, and the answer is its
   * newest version, whoever held the lock before. Its status and rolled-back mark are
   * as they were: no change touches them but the end, whose answer says closed anyway.
   */
  async function upsertRound(
    tx: DbOrTx,
    from: Provider,
    session: Session,
    roundRef: string,
    change: RoundChange,
  ): Promise<Round> {
    const owner = session.playerId ?? `session:${session.id}`;
    const created =
      change.kind === 'bet'
        ? { betTotal: change.amount, betsDone: 1 }
        : change.kind === 'win'
          ? { winTotal: change.amount }
          : change.kind === 'end'
            ? { status: 'closed' as const, closedAt: change.at }
            : {};
    const updated =
      change.kind === 'bet'
        ? {
            betTotal: sql`${casinoRounds.betTotal} + ${change.amount}`,
            betsDone: sql`${casinoRounds.betsDone} + 1`,
          }
        : change.kind === 'win'
          ? { winTotal: sql`${casinoRounds.winTotal} + ${change.amount}` }
          : change.kind === 'end'
            ? {
                status: 'closed' as const,
                // Ended once: a second end keeps the first one's time.
                closedAt: sql`case when ${casinoRounds.status} = 'open' then ${change.at.toISOString()}::timestamptz else ${casinoRounds.closedAt} end`,
              }
            : { status: sql`${casinoRounds.status}` };
    const [round] = await tx
      .insert(casinoRounds)
      .values({
        tenantId: session.tenantId,
        providerId: from.id,
        roundRef,
        owner,
        sessionId: session.id,
        playerId: session.playerId,
        gameId: session.gameId,
        mode: session.mode,
        currency: session.currency,
        ...created,
      })
      .onConflictDoUpdate({
        target: [
          casinoRounds.tenantId,
          casinoRounds.providerId,
          casinoRounds.roundRef,
          casinoRounds.owner,
        ],
        set: updated,
      })
      .returning({
        id: casinoRounds.id,
        status: casinoRounds.status,
        rolledBack: casinoRounds.rolledBack,
        betsDone: casinoRounds.betsDone,
      });
    if (!round) throw new Error('casino: a round vanished');
    return round;
  }

  /**
   * What the player has now, locked for the rest of the transaction so that nothing
   * spends it before this transaction's own move (a rollback taking back a win). Real
   * money is locked already: `once` locked the player through the money port first.
   */
  async function spendable(tx: DbOrTx, session: Session): Promise<number> {
    if (session.mode === 'demo' || !session.playerId) {
      const [row] = await tx
        .select({ balance: casinoSessions.demoBalance })
        .from(casinoSessions)
        .where(eq(casinoSessions.id, session.id))
        .for('update');
      return row?.balance ?? 0;
    }
    return playable(await ledger.balances(session.tenantId, session.playerId, tx));
  }

  /**
   * Moves money between the player's cash and the brand's casino account (`toPlayer`
   * positive: to the player), through the money port with its activity record, or the
   * demo session's play balance. Answers the balance.
   */
  async function move(
    tx: Tx,
    session: Session,
    from: Provider,
    input: {
      key: string;
      toPlayer: number;
      type: CasinoTransactionType;
      reference: string;
      /** A rolled-back win: what it had paid (the activity records it undone). */
      undoes?: number;
    },
  ): Promise<{ balance: number; ledgerTransactionId: string | null }> {
    if (session.mode === 'demo' || !session.playerId) {
      const [row] = await tx
        .update(casinoSessions)
        .set({ demoBalance: sql`${casinoSessions.demoBalance} + ${input.toPlayer}` })
        .where(
          and(
            eq(casinoSessions.id, session.id),
            sql`${casinoSessions.demoBalance} + ${input.toPlayer} >= 0`,
          ),
        )
        .returning({ balance: casinoSessions.demoBalance });
      if (!row) throw new AppError(409, 'CONFLICT', 'wallet.insufficient_funds');
      return { balance: row.balance ?? 0, ledgerTransactionId: null };
    }
    const playerId = session.playerId;
    const wager = {
      tenantId: session.tenantId,
      playerId,
      currency: session.currency,
      product: productOf(from),
      game: session.gameSlug,
      category: session.category,
      reference: input.reference,
      account: CASINO_ACCOUNT,
      key: input.key,
      type: input.type,
    };
    let posted: Posted | null;
    if (input.type === 'casino_bet') {
      // A bet of nothing (a free spin) moves nothing: the round counts it, the ledger has
      // no move of 0.
      posted =
        input.toPlayer === 0
          ? null
          : (await deps.port.stake(tx, { ...wager, amount: -input.toPlayer })).posted;
    } else if (input.undoes !== undefined) {
      posted = (
        await deps.port.reverse(tx, { ...wager, returned: input.undoes, amount: -input.toPlayer })
      ).posted;
    } else {
      // A win (nothing won: the round's loss), or a bet's stake given back.
      const outcome =
        input.type === 'casino_rollback' ? 'refund' : input.toPlayer > 0 ? 'win' : 'loss';
      posted = (await deps.port.result(tx, { ...wager, returned: input.toPlayer, outcome })).posted;
    }
    const after = posted && !posted.replayed ? posted.balances[playerId] : undefined;
    return {
      balance: after ? playable(after) : await balanceOf(tx, session),
      ledgerTransactionId: posted?.transactionId ?? null,
    };
  }

  interface FinishValues {
    roundId: string;
    ledgerTransactionId: string | null;
    status?: CasinoTransactionStatus;
    amount?: number;
  }

  /** The call's record, written once by `finish` when its outcome is known. */
  interface Recorded {
    id: string;
    finish(values: FinishValues): Promise<void>;
  }

  interface Claim {
    session: Session;
    from: Provider;
    kind: CasinoTransactionKind;
    txRef: string;
    amount: number;
    currency: string;
    referenceRef: string | null;
    /** Everything the request asked: the same id must ask the same. */
    asked: unknown;
  }

  /**
   * Runs one money call at most once per provider transaction id, through the kernel's
   * idempotent-command helper: a provider never reuses an id and may retry or refer to it
   * at any later time, so its answer is kept always. The domain record (rounds, rollbacks
   * by reference, the office's views) is written once, with its outcome, in the same
   * transaction (`finish`): the key's claim already keeps a concurrent twin out.
   */
  async function once(
    claim: Claim,
    run: (tx: Tx, recorded: Recorded) => Promise<{ answer: StoredAnswer; moved: boolean }>,
  ): Promise<{ answer: StoredAnswer; moved: boolean }> {
    const { session, from } = claim;
    const playerId = session.mode === 'real' ? session.playerId : null;
    let moved = false;
    try {
      const { answer, replayed } = await runIdempotent(
        db,
        {
          tenantId: session.tenantId,
          scope: `provider:${from.id}`,
          key: claim.txRef,
          request: claim.asked,
          keep: 'always',
          reused: refused.duplicate,
          // The player first, before this transaction's first write (the money port's rule).
          lockFirst: playerId
            ? (tx) =>
                deps.port.lock(tx, {
                  tenantId: session.tenantId,
                  playerId,
                  currency: session.currency,
                  account: CASINO_ACCOUNT,
                })
            : undefined,
        },
        storedAnswerSchema,
        async (tx) => {
          if (claim.currency !== session.currency) throw refused.currency();
          const id = crypto.randomUUID();
          const done = await run(tx, { id, finish: (values) => finish(tx, claim, id, values) });
          moved = done.moved;
          return done.answer;
        },
      );
      // A replay answers what was kept and moves nothing.
      return { answer, moved: moved && !replayed };
    } catch (error) {
      if (isAppError(error) && error.key === 'wallet.insufficient_funds') {
        throw new InsufficientFundsError(await balanceOf(db, session), session.currency);
      }
      throw error;
    }
  }

  async function afterCommit(session: Session, moved: boolean): Promise<void> {
    if (moved && session.mode === 'real' && session.playerId) {
      await deps.publishBalance(session.tenantId, session.playerId);
    }
  }

  /** A bet or a win. */
  async function play(
    tenantId: string,
    from: Provider,
    kind: 'bet' | 'win',
    request: BetRequest,
  ): Promise<WalletAnswer> {
    const session = await sessionOf(tenantId, from, request);
    const claim: Claim = {
      session,
      from,
      kind,
      txRef: request.transaction_id,
      amount: request.amount,
      currency: request.currency,
      referenceRef: null,
      asked: {
        kind,
        session: session.id,
        game: request.game,
        round: request.round_id,
        amount: request.amount,
        currency: request.currency,
      },
    };
    const { answer, moved } = await once(claim, async (tx, recorded) => {
      if (kind === 'bet') {
        if (expired(session)) throw refused.expired();
        // As of the session's lookup: a block that lands during this call is seen by the next.
        if (session.playerId && session.playerStatus !== 'active') throw refused.blocked();
        if (
          request.amount > 0 &&
          (request.amount < session.minBet || request.amount > session.maxBet)
        ) {
          throw refused.limits(session);
        }
      }
      // Its totals move with the lock: a refusal below rolls them back with everything.
      const round = await upsertRound(tx, from, session, request.round_id, {
        kind,
        amount: request.amount,
      });
      if (kind === 'bet') {
        // A rollback that came before its bet was recorded: the bet must not happen now
        // (said first: the provider ends a round it rolled back, and should hear why).
        const [orphan] = await tx
          .select({ id: casinoTransactions.id })
          .from(casinoTransactions)
          .where(
            and(
              eq(casinoTransactions.tenantId, tenantId),
              eq(casinoTransactions.providerId, from.id),
              eq(casinoTransactions.referenceRef, request.transaction_id),
            ),
          )
          .limit(1);
        if (orphan) throw refused.rolledBack();
        if (round.status === 'closed') throw refused.closed();
      } else {
        // A win may come after its round's end (a retry queue resends a win whose request
        // was lost after it sent the end): the round end stops bets, not what they won.
        if (round.rolledBack) throw refused.roundRolledBack();
        if (round.betsDone === 0) {
          // Closed without a bet, none can come: final. Open: the bet may be in flight.
          throw round.status === 'closed' ? refused.closed() : refused.noBet();
        }
      }
      const money = await move(tx, session, from, {
        key: `casino:${from.slug}:${request.transaction_id}`,
        toPlayer: kind === 'bet' ? -request.amount : request.amount,
        type: kind === 'bet' ? 'casino_bet' : 'casino_win',
        reference: request.round_id,
      });
      const stored: StoredAnswer = {
        balance: money.balance,
        currency: session.currency,
        transaction_id: recorded.id,
        round: { id: round.id, status: round.status },
      };
      await recorded.finish({
        roundId: round.id,
        ledgerTransactionId: money.ledgerTransactionId,
      });
      return { answer: stored, moved: request.amount > 0 };
    });
    await afterCommit(session, moved);
    return { request_id: request.request_id, ...answer };
  }

  async function finish(tx: DbOrTx, claim: Claim, id: string, values: FinishValues): Promise<void> {
    const { session, from } = claim;
    const [recorded] = await tx
      .insert(casinoTransactions)
      .values({
        id,
        tenantId: session.tenantId,
        providerId: from.id,
        txRef: claim.txRef,
        kind: claim.kind,
        sessionId: session.id,
        playerId: session.playerId,
        gameId: session.gameId,
        mode: session.mode,
        amount: values.amount ?? claim.amount,
        currency: session.currency,
        referenceRef: claim.referenceRef,
        roundId: values.roundId,
        ledgerTransactionId: values.ledgerTransactionId,
        ...(values.status ? { status: values.status } : {}),
      })
      .onConflictDoNothing()
      .returning({ id: casinoTransactions.id });
    // An id recorded with no kept answer (the upgrade copied every answer): a reused id.
    if (!recorded) throw refused.duplicate();
    // "Last used" to the minute: not one more write on every bet of a busy session.
    if (clock().getTime() - session.lastUsedAt.getTime() > LAST_USED_STEP_MS) {
      await tx
        .update(casinoSessions)
        .set({ lastUsedAt: clock() })
        .where(eq(casinoSessions.id, session.id));
    }
  }

  /**
   * The token's session, refused when expired, marked as used now. A live one is found
   * and marked in one statement; otherwise the other calls' lookup says why.
   */
  async function liveSession(
    tenantId: string,
    from: Provider,
    request: { token: string; game: string },
  ): Promise<LiveSession> {
    const now = clock();
    const [live] = await db
      .update(casinoSessions)
      .set({ lastUsedAt: now })
      .from(casinoGames)
      .where(
        and(
          eq(casinoSessions.tokenHash, tokenHash(request.token)),
          eq(casinoSessions.tenantId, tenantId),
          eq(casinoSessions.providerId, from.id),
          eq(casinoGames.id, casinoSessions.gameId),
          eq(casinoGames.slug, request.game),
          gt(casinoSessions.expiresAt, now),
        ),
      )
      .returning(sessionColumns);
    if (live) return live;
    const session = await sessionOf(tenantId, from, request);
    if (expired(session)) throw refused.expired();
    // Live after all (its expiry moved since): marked as the statement above would have.
    await db
      .update(casinoSessions)
      .set({ lastUsedAt: clock() })
      .where(eq(casinoSessions.id, session.id));
    return session;
  }

  return {
    provider,

    /** Drops the cached providers (a secret rotated). */
    forgetProviders(): void {
      providers = new Map();
    },

    /** Who plays, for a provider opening its game (aggregators' "authenticate"). */
    async session(
      tenantId: string,
      from: Provider,
      request: SessionRequest,
    ): Promise<SessionAnswer> {
      const session = await liveSession(tenantId, from, request);
      return {
        request_id: request.request_id,
        session_id: session.id,
        player_id: session.playerId,
        mode: session.mode,
        currency: session.currency,
        balance: await balanceOf(db, session),
        game: session.gameSlug,
        min_bet: session.minBet,
        max_bet: session.maxBet,
        expires_at: session.expiresAt.toISOString(),
      };
    },

    async balance(
      tenantId: string,
      from: Provider,
      request: BalanceRequest,
    ): Promise<WalletAnswer> {
      const session = await liveSession(tenantId, from, request);
      return {
        request_id: request.request_id,
        balance: await balanceOf(db, session),
        currency: session.currency,
        transaction_id: null,
        round: null,
      };
    },

    bet: (tenantId: string, from: Provider, request: BetRequest) =>
      play(tenantId, from, 'bet', request),

    win: (tenantId: string, from: Provider, request: WinRequest) =>
      play(tenantId, from, 'win', request),

    async rollback(
      tenantId: string,
      from: Provider,
      request: RollbackRequest,
    ): Promise<WalletAnswer> {
      const session = await sessionOf(tenantId, from, request);
      const claim: Claim = {
        session,
        from,
        kind: 'rollback',
        txRef: request.transaction_id,
        amount: 0,
        currency: request.currency,
        referenceRef: request.reference_transaction_id,
        asked: {
          kind: 'rollback',
          session: session.id,
          game: request.game,
          round: request.round_id,
          reference: request.reference_transaction_id,
          currency: request.currency,
        },
      };
      const { answer, moved } = await once(claim, async (tx, recorded) => {
        // A rollback of itself names no move of the player's (the call is recorded only
        // when it is done, so the lookup below would not see it).
        if (request.reference_transaction_id === request.transaction_id) throw refused.notFound();
        const round = await upsertRound(tx, from, session, request.round_id, { kind: 'lock' });
        const [target] = await tx
          .select({
            id: casinoTransactions.id,
            kind: casinoTransactions.kind,
            status: casinoTransactions.status,
            amount: casinoTransactions.amount,
            sessionId: casinoTransactions.sessionId,
            playerId: casinoTransactions.playerId,
            mode: casinoTransactions.mode,
            roundId: casinoTransactions.roundId,
          })
          .from(casinoTransactions)
          .where(
            and(
              eq(casinoTransactions.tenantId, tenantId),
              eq(casinoTransactions.providerId, from.id),
              eq(casinoTransactions.txRef, request.reference_transaction_id),
            ),
          )
          .for('update');
        // A rollback names its move's round: the two take turns on that round's lock, and
        // the round's totals (recall, GGR) stay right.
        if (target && target.roundId !== round.id) throw refused.roundMismatch();
        const stored = (balance: number): StoredAnswer => ({
          balance,
          currency: session.currency,
          transaction_id: recorded.id,
          round: { id: round.id, status: round.status },
        });
        if (!target) {
          // Never seen: recorded, so that the bet, if it ever comes, is refused.
          await tx
            .update(casinoRounds)
            .set({ rolledBack: true })
            .where(eq(casinoRounds.id, round.id));
          const answer = stored(await balanceOf(tx, session));
          await recorded.finish({
            roundId: round.id,
            ledgerTransactionId: null,
            status: 'orphan',
          });
          return { answer, moved: false };
        }
        const sameOwner =
          target.kind !== 'rollback' &&
          target.mode === session.mode &&
          (session.playerId
            ? target.playerId === session.playerId
            : target.sessionId === session.id);
        if (!sameOwner) throw refused.notFound();
        if (target.status === 'rolled_back') {
          const answer = stored(await balanceOf(tx, session));
          await recorded.finish({
            roundId: round.id,
            ledgerTransactionId: null,
            status: 'noop',
          });
          return { answer, moved: false };
        }
        // A bet's stake always goes back. A win comes back only as far as the player still
        // has it (ADR 0017's rule, ADR 0015's addendum): never below zero, the rest owed
        // (the win's amount less what this rollback took), and the answer is final, so a
        // provider's retry queue stops instead of retrying a refusal forever.
        const toPlayer =
          target.kind === 'bet'
            ? target.amount
            : -Math.min(target.amount, await spendable(tx, session));
        const money = await move(tx, session, from, {
          key: `casino:${from.slug}:rollback:${request.reference_transaction_id}`,
          toPlayer,
          type: 'casino_rollback',
          reference: request.round_id,
          ...(target.kind === 'bet' ? {} : { undoes: target.amount }),
        });
        // The move marked rolled back and the round's totals in one statement (a
        // data-modifying WITH runs whether or not the UPDATE reads it).
        const reversed = tx
          .$with('reversed')
          .as(
            tx
              .update(casinoTransactions)
              .set({ status: 'rolled_back' })
              .where(eq(casinoTransactions.id, target.id))
              .returning({ id: casinoTransactions.id }),
          );
        await tx
          .with(reversed)
          .update(casinoRounds)
          .set({
            rollbackTotal: sql`${casinoRounds.rollbackTotal} + ${toPlayer}`,
            ...(target.kind === 'bet'
              ? { rolledBack: true, betsDone: sql`${casinoRounds.betsDone} - 1` }
              : {}),
          })
          .where(eq(casinoRounds.id, round.id));
        const answer = stored(money.balance);
        await recorded.finish({
          roundId: round.id,
          ledgerTransactionId: money.ledgerTransactionId,
          amount: toPlayer,
        });
        return { answer, moved: toPlayer !== 0 };
      });
      await afterCommit(session, moved);
      return { request_id: request.request_id, ...answer };
    },

    async endRound(
      tenantId: string,
      from: Provider,
      request: EndRoundRequest,
    ): Promise<WalletAnswer> {
      const session = await sessionOf(tenantId, from, request);
      // One statement, so no transaction: the round ended (or created ended) in place.
      const round = await upsertRound(db, from, session, request.round_id, {
        kind: 'end',
        at: clock(),
      });
      return {
        request_id: request.request_id,
        balance: await balanceOf(db, session),
        currency: session.currency,
        transaction_id: null,
        round: { id: round.id, status: 'closed' },
      };
    },

    // ---- Our own games, called in process (ADR 0031) ---------------------------------
    // The house module runs in this process: it resolves a game call's session once and
    // hands it back with each move, and plays an instant round in its own transaction.

    /**
     * The live session of a house game call (refused as `session` refuses: unknown,
     * another brand's or game's token, expired). Its balance is read only when asked
     * (`houseBalance`); "last used" is kept to the minute, as the moves keep it.
     */
    async houseSession(
      tenantId: string,
      request: { token: string; game: string },
    ): Promise<HouseWalletSession> {
      const from = await provider(HOUSE_PROVIDER_SLUG);
      if (!from) throw new Error('casino: the house provider is missing');
      const session = await sessionOf(tenantId, from, request);
      if (expired(session)) throw refused.expired();
      if (clock().getTime() - session.lastUsedAt.getTime() > LAST_USED_STEP_MS) {
        await db
          .update(casinoSessions)
          .set({ lastUsedAt: clock() })
          .where(eq(casinoSessions.id, session.id));
      }
      return session;
    },

    /** What the session's player has now (the play balance in demo). */
    houseBalance: (session: HouseWalletSession): Promise<number> => balanceOf(db, session),

    /**
     * The money port's rule for a house transaction that moves money: the player is
     * locked before the transaction's first write. Nothing to lock in demo.
     */
    async houseLock(tx: Tx, session: HouseWalletSession): Promise<void> {
      if (session.mode !== 'real' || !session.playerId) return;
      await deps.port.lock(tx, {
        tenantId: session.tenantId,
        playerId: session.playerId,
        currency: session.currency,
        account: CASINO_ACCOUNT,
      });
    },

    /**
     * A whole instant round (its outcome known when the stake is taken: a slot or
     * roulette spin) in the caller's transaction: the stake and the win (0 for a loss)
     * through the money port with their activity records, and the casino's round,
     * written closed, with its bet and win, as a provider's bet, win and end-round leave
     * it. The round id is the house's own, new for every round; the ledger and activity
     * keys are those the provider calls would derive (`casino:tribuna:<round>:bet|win`).
     * Refusals throw as the provider calls refuse: expired session, blocked player, bet
     * out of limits, and the ledger's `wallet.insufficient_funds`. The caller's
     * transaction must have taken `houseLock` first; after it commits, `housePublish`.
     * `voucher` (a bonus spin's bonus) goes to the port with the stake, whose policies
     * check it and have the brand pay the stake; only a player's real session has one.
     */
    async houseInstantRound(
      tx: Tx,
      session: HouseWalletSession,
      round: { ref: string; bet: number; win: number; voucher?: string | null },
    ): Promise<{ balance: number }> {
      if (round.voucher && (session.mode !== 'real' || !session.playerId)) {
        throw new Error('casino: a demo round cannot be paid with a voucher');
      }
      if (expired(session)) throw refused.expired();
      if (session.playerId && session.playerStatus !== 'active') throw refused.blocked();
      if (round.bet < session.minBet || round.bet > session.maxBet) throw refused.limits(session);
      const [written] = await tx
        .insert(casinoRounds)
        .values({
          tenantId: session.tenantId,
          providerId: session.providerId,
          roundRef: round.ref,
          owner: session.playerId ?? `session:${session.id}`,
          sessionId: session.id,
          playerId: session.playerId,
          gameId: session.gameId,
          mode: session.mode,
          currency: session.currency,
          status: 'closed',
          betTotal: round.bet,
          winTotal: round.win,
          // Its one bet, recorded below with its win.
          betsDone: 1,
          closedAt: clock(),
        })
        .returning({ id: casinoRounds.id });
      if (!written) throw new Error('casino: a house round was not written');
      let balance: number;
      let ledgerIds: { bet: string | null; win: string | null } = { bet: null, win: null };
      if (session.mode === 'demo' || !session.playerId) {
        const [row] = await tx
          .update(casinoSessions)
          .set({
            demoBalance: sql`${casinoSessions.demoBalance} - ${round.bet} + ${round.win}`,
          })
          .where(
            and(
              eq(casinoSessions.id, session.id),
              sql`${casinoSessions.demoBalance} - ${round.bet} >= 0`,
            ),
          )
          .returning({ balance: casinoSessions.demoBalance });
        if (!row) throw new AppError(409, 'CONFLICT', 'wallet.insufficient_funds');
        balance = row.balance ?? 0;
      } else {
        const playerId = session.playerId;
        const wager = {
          tenantId: session.tenantId,
          playerId,
          currency: session.currency,
          // Our own games are the `house` product (productOf).
          product: 'house',
          game: session.gameSlug,
          category: session.category,
          reference: round.ref,
          account: CASINO_ACCOUNT,
        };
        const key = (tx: 'bet' | 'win') => `casino:${HOUSE_PROVIDER_SLUG}:${round.ref}:${tx}`;
        const stake = await deps.port.stake(tx, {
          ...wager,
          amount: round.bet,
          voucher: round.voucher ?? null,
          key: key('bet'),
          type: 'casino_bet',
        });
        const result = await deps.port.result(tx, {
          ...wager,
          returned: round.win,
          outcome: round.win > 0 ? 'win' : 'loss',
          key: key('win'),
          type: 'casino_win',
        });
        const balanceAfter = (posted: Posted | null) => {
          const balances = posted && !posted.replayed ? posted.balances[playerId] : undefined;
          return balances ? playable(balances) : undefined;
        };
        // The balance after the round's last move (a lost round's is its stake's), not a read.
        const after = result.posted ? balanceAfter(result.posted) : balanceAfter(stake.posted);
        balance = after ?? (await balanceOf(tx, session));
        ledgerIds = { bet: stake.posted.transactionId, win: result.posted?.transactionId ?? null };
      }
      const record = (kind: 'bet' | 'win', amount: number) => ({
        tenantId: session.tenantId,
        providerId: session.providerId,
        txRef: `${round.ref}:${kind}`,
        kind,
        sessionId: session.id,
        playerId: session.playerId,
        gameId: session.gameId,
        mode: session.mode,
        amount,
        currency: session.currency,
        roundId: written.id,
        ledgerTransactionId: ledgerIds[kind],
      });
      await tx
        .insert(casinoTransactions)
        .values([record('bet', round.bet), record('win', round.win)]);
      return { balance };
    },

    /** After a house transaction that moved a player's money committed: their tabs hear it. */
    async housePublish(session: HouseWalletSession): Promise<void> {
      await afterCommit(session, true);
    },
  };
}

/** A game session as the house module holds it between its calls (ADR 0031). */
export type HouseWalletSession = Session;
