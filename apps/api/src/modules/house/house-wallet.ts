import type { SessionAnswer, WalletAnswer } from '@tribuna/contracts/casino-provider';
import type { ErrorCode } from '@tribuna/contracts/envelope';
import type { MessageKey } from '@tribuna/contracts/messages';
import type { Tx } from '../../db/database';
import { AppError, isAppError } from '../../lib/app-error';
import type {
  CasinoWalletService,
  HouseWalletSession,
  Provider,
} from '../casino/casino-wallet.service';
import { HOUSE_PROVIDER_SLUG } from '../casino/casino.service';

/** What the house needs of the casino's seamless-wallet service. */
export type HouseCasinoWallet = Pick<
  CasinoWalletService,
  | 'provider'
  | 'bet'
  | 'win'
  | 'rollback'
  | 'endRound'
  | 'houseSession'
  | 'houseBalance'
  | 'houseLock'
  | 'houseInstantRound'
  | 'housePublish'
>;

/** Where a call is made: the brand, and the host its rounds are recorded with. */
export interface CallContext {
  tenantId: string;
  host: string;
}

/** Who plays a game call, as the wallet answered it once for the whole call. */
export interface GameSession extends Omit<SessionAnswer, 'request_id' | 'balance'> {
  /** The wallet's own record of the session, handed back with the call's moves. */
  record: HouseWalletSession;
}

export interface MoveInput {
  token: string;
  game: string;
  /** Ours, unique per provider: derive it from the round (`<round id>:bet:1`), so a retry reuses it. */
  transactionId: string;
  roundId: string;
  amount: number;
  currency: string;
}

// What the wallet may refuse and the house passes on to the player, with our own words.
const PASSED_ON: Partial<Record<ErrorCode, { status: number; key: MessageKey }>> = {
  INSUFFICIENT_FUNDS: { status: 409, key: 'wallet.insufficient_funds' },
  SESSION_EXPIRED: { status: 401, key: 'casino.session_expired' },
  TOKEN_INVALID: { status: 401, key: 'casino.session_not_found' },
  USER_BLOCKED: { status: 403, key: 'auth.user_blocked' },
  BAD_REQUEST: { status: 400, key: 'casino.wrong_game' },
};

// The money port's rules (responsible gambling, bonuses) refuse a stake in the player's
// own words already: passed on as they are. A bonus spin's bonus the rules refuse (not
// the player's, another game or stake, no spins left) is one of them.
const POLICY_CODES: ReadonlySet<ErrorCode> = new Set([
  'LIMIT_REACHED',
  'ON_BREAK',
  'BONUS_MAX_BET',
]);
const POLICY_KEYS: ReadonlySet<MessageKey> = new Set(['bonus.free_spins_invalid']);

/**
 * A wallet refusal as the house throws it: one a player can cause becomes an AppError in
 * the player's words; any other is a bug of the house and throws as such (not an
 * AppError, so no caller takes it for a refusal it may drop).
 */
function refusal(error: unknown, call: string): unknown {
  if (!isAppError(error)) return error;
  if (POLICY_CODES.has(error.code) || POLICY_KEYS.has(error.key)) return error;
  // The ledger's own refusal (an instant round's stake, or a demo balance) is the
  // provider calls' INSUFFICIENT_FUNDS.
  const code: ErrorCode =
    error.key === 'wallet.insufficient_funds' ? 'INSUFFICIENT_FUNDS' : error.code;
  const passed = PASSED_ON[code];
  if (passed) return new AppError(passed.status, code, passed.key);
  return new Error(
    `house: the wallet refused ${call} (${error.status} ${error.code} ${error.key})`,
  );
}

async function passing<T>(call: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw refusal(error, call);
  }
}

/** Provider calls echo a request id for the provider's logs; in process there are none. */
const REQUEST_ID = 'house';

/**
 * The house games' side of the seamless wallet (ADR 0016, 0031): the casino's wallet
 * service called in process, as the house provider, with the rules a provider's calls
 * obey (idempotency per transaction id, funds, limits, round ends). No JSON, signature or
 * HTTP round: in one process they protect nothing. A game call's session is resolved
 * once and handed back with its moves; an instant round is played whole in the house's
 * own transaction. Refusals a player can cause come back as AppErrors in the player's
 * language; anything else the wallet refuses is a bug of the house and throws.
 */
export function createHouseWallet(deps: { casino: HouseCasinoWallet }) {
  const { casino } = deps;

  async function house(): Promise<Provider> {
    const found = await casino.provider(HOUSE_PROVIDER_SLUG);
    if (!found) throw new Error('house: the house provider is missing');
    return found;
  }

  const move = (context: CallContext, name: 'bet' | 'win', input: MoveInput) =>
    passing(name, async () =>
      casino[name](context.tenantId, await house(), {
        request_id: REQUEST_ID,
        token: input.token,
        game: input.game,
        transaction_id: input.transactionId,
        round_id: input.roundId,
        amount: input.amount,
        currency: input.currency,
      }),
    );

  return {
    /** Who plays this token's session (401 when it is unknown or expired). */
    session: (context: CallContext, token: string, game: string): Promise<GameSession> =>
      passing('session', async () => {
        const record = await casino.houseSession(context.tenantId, { token, game });
        return {
          record,
          session_id: record.id,
          player_id: record.playerId,
          mode: record.mode,
          currency: record.currency,
          game: record.gameSlug,
          min_bet: record.minBet,
          max_bet: record.maxBet,
          expires_at: record.expiresAt.toISOString(),
        };
      }),

    /** The session's balance now (the player's cash, or the demo's play balance). */
    balance: (session: GameSession): Promise<number> =>
      passing('balance', () => casino.houseBalance(session.record)),

    /** Locks the session's player for the rest of `tx`, before its first write. */
    lock: (tx: Tx, session: GameSession): Promise<void> =>
      passing('lock', () => casino.houseLock(tx, session.record)),

    /**
     * A whole instant round in `tx` (taken `lock` first): stake, win, the casino's round
     * closed, the activity records. Answers the balance after it. With `voucher` (a bonus
     * spin's bonus) the brand pays the stake, if the bonus's rules take it.
     */
    instantRound: (
      tx: Tx,
      session: GameSession,
      round: { ref: string; bet: number; win: number; voucher?: string | null },
    ): Promise<{ balance: number }> =>
      passing('instant round', () => casino.houseInstantRound(tx, session.record, round)),

    /** After `instantRound`'s transaction committed: the player's tabs hear the balance. */
    published: (session: GameSession): Promise<void> => casino.housePublish(session.record),

    /** Takes a stake. Idempotent by `transactionId`: a retry answers the first answer. */
    bet: (context: CallContext, input: MoveInput): Promise<WalletAnswer> =>
      move(context, 'bet', input),

    /** Pays (0 for a lost round; it still tells the wallet the round's outcome). */
    win: (context: CallContext, input: MoveInput): Promise<WalletAnswer> =>
      move(context, 'win', input),

    rollback: (
      context: CallContext,
      input: Omit<MoveInput, 'amount'> & { referenceTransactionId: string },
    ): Promise<WalletAnswer> =>
      passing('rollback', async () =>
        casino.rollback(context.tenantId, await house(), {
          request_id: REQUEST_ID,
          token: input.token,
          game: input.game,
          transaction_id: input.transactionId,
          round_id: input.roundId,
          reference_transaction_id: input.referenceTransactionId,
          currency: input.currency,
        }),
      ),

    endRound: (
      context: CallContext,
      input: { token: string; game: string; roundId: string },
    ): Promise<WalletAnswer> =>
      passing('end-round', async () =>
        casino.endRound(context.tenantId, await house(), {
          request_id: REQUEST_ID,
          token: input.token,
          game: input.game,
          round_id: input.roundId,
        }),
      ),
  };
}

export type HouseWallet = ReturnType<typeof createHouseWallet>;
