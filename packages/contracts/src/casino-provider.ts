import { z } from 'zod';
import { envelope, errorEnvelopeSchema } from './envelope';
import { currencySchema } from './currencies';
import { MAX_AMOUNT } from './wallet';

/**
 * The seamless-wallet API that game providers (aggregators, studios, and our own house
 * games) call to move a player's money while they play. Modelled on the aggregators'
 * wallet contracts (Hub88's transaction/bet|win|rollback, EveryMatrix's and SoftSwiss's
 * play/rollback): the provider keeps the game, we keep the money.
 *
 * Where: on the brand's own host (the Host header picks the brand, as for every call),
 *   POST /api/casino/provider/:provider/session     sessionRequest   -> sessionAnswer
 *   POST /api/casino/provider/:provider/balance     balanceRequest   -> walletAnswer
 *   POST /api/casino/provider/:provider/bet         betRequest       -> walletAnswer
 *   POST /api/casino/provider/:provider/win         winRequest       -> walletAnswer
 *   POST /api/casino/provider/:provider/rollback    rollbackRequest  -> walletAnswer
 *   POST /api/casino/provider/:provider/end-round   endRoundRequest  -> walletAnswer
 * `:provider` is the provider's slug (e.g. `tribuna`, the house provider).
 *
 * Signature: every request carries `X-Tribuna-Signature: <hex HMAC-SHA256 of the raw
 * body bytes with the provider's secret>`. It is checked (constant time) before the body
 * is even parsed; a bad or missing one answers 401 INVALID_SIGNATURE and nothing moves.
 * Each provider has its own secret, generated into the database when it is created.
 *
 * Session: a launch (POST /api/casino/games/:slug/launch) creates a game session and
 * hands the provider an opaque `token` (we keep only its hash). Every call names it.
 * A token works only on the host of the brand that issued it and only for its game.
 * Bets need a live session (4 h from launch): after that, 401 SESSION_EXPIRED; wins,
 * rollbacks and round ends are accepted whenever they come, as rounds finish late.
 * Demo sessions answer a play balance kept per session: no money ever moves.
 *
 * Amounts are integers in minor units of the session's currency; `currency` must be the
 * session's (else 400 WRONG_CURRENCY). `balance` in every answer is the player's cash.
 *
 * Idempotency: `transaction_id` is the provider's id of a bet, win or rollback, unique
 * per provider. Sent again with the same data it answers the first answer (nothing moves
 * twice); with other data (amount, round, game, kind, reference, session) it is refused
 * with 409 DUPLICATE_TRANSACTION. A refused transaction (not enough money, expired...)
 * is not kept: sending it again is judged again. `request_id` is the provider's id of the
 * HTTP call, echoed back for its logs.
 *
 * Rules:
 * - session: who plays (our player id, null for a guest's demo), the mode, currency,
 *   balance, the game's bet limits and the session's expiry; what aggregators call
 *   "authenticate". Refused like `balance` for an expired session.
 * - bet: a bet's amount, when above 0, must be within the game's limits (min_bet ..
 *   max_bet), else 400 BET_OUT_OF_LIMITS.
 * - bet: player cash -> the brand's `casino` account. Beyond the balance: 409
 *   INSUFFICIENT_FUNDS with `balance` and `currency` in the error. A bet on a closed
 *   round: 409 ROUND_CLOSED. A bet whose id was already rolled back (the rollback came
 *   first): 409 TRANSACTION_ROLLED_BACK. A blocked player: 403 USER_BLOCKED.
 * - win: the brand's `casino` account -> player cash; 0 is allowed (a lost round). The
 *   round must have a bet (404 TRANSACTION_NOT_FOUND otherwise while the round is open:
 *   send it again once the bet is answered; 409 ROUND_CLOSED once it was ended without
 *   one) and no rolled-back bet (409 TRANSACTION_ROLLED_BACK). A win is paid after its
 *   round's end too (a retried win may arrive after the end-round sent behind it).
 * - rollback: reverses the move of `reference_transaction_id` (a bet or a win) once; a
 *   second rollback of the same move answers the balance and moves nothing. A bet's stake
 *   always comes back. A win comes back as far as the player still has it: the balance
 *   never goes below zero, what was already spent is recorded as owed for the operator's
 *   staff, and the answer is OK (final: nothing to retry). A rollback of a transaction we
 *   never saw is recorded and answered OK, so that the late bet is refused. Rolling back
 *   a bet also refuses any later win of its round.
 * - end-round: closes the round to bets (recorded even if we never saw it, so a late bet
 *   is refused). Every round is kept with its bets, wins and rollbacks for game recall.
 *
 * Money goes through the wallet's double-entry ledger with keys derived from the
 * provider and its transaction id, so the ledger refuses a double move on its own too.
 * Answers: `{ response: walletAnswer }`, or the error envelope (`code` is the machine
 * code to branch on).
 */
export const CASINO_PROVIDER_API = {
  base: '/api/casino/provider',
  session: 'session',
  balance: 'balance',
  bet: 'bet',
  win: 'win',
  rollback: 'rollback',
  endRound: 'end-round',
} as const;

export const SIGNATURE_HEADER = 'x-tribuna-signature';

/** Why a player's money moved in the casino (the wallet's list filters by these). */
export const CASINO_TRANSACTION_TYPES = ['casino_bet', 'casino_win', 'casino_rollback'] as const;
export type CasinoTransactionType = (typeof CASINO_TRANSACTION_TYPES)[number];

/** The path of one call of one provider, e.g. `/api/casino/provider/tribuna/bet`. */
export function providerCallPath(provider: string, call: ProviderCall): string {
  return `${CASINO_PROVIDER_API.base}/${provider}/${call}`;
}

export const PROVIDER_CALLS = [
  'session',
  'balance',
  'bet',
  'win',
  'rollback',
  'end-round',
] as const;
export type ProviderCall = (typeof PROVIDER_CALLS)[number];

const id = z.string().min(1).max(100);
const amount = z.number().int().min(0).max(MAX_AMOUNT);

const baseRequest = z.object({
  /** The provider's id of this HTTP call (echoed back). */
  request_id: id,
  /** The game session's token, from the launch. */
  token: z.string().min(1).max(200),
  /** The game's slug in our catalogue. */
  game: z.string().min(1).max(60),
});

export const sessionRequestSchema = baseRequest.meta({ id: 'ProviderSessionRequest' });
export type SessionRequest = z.infer<typeof sessionRequestSchema>;

export const sessionAnswerSchema = z
  .object({
    request_id: z.string(),
    session_id: z.string(),
    /** Our player's id; null for a guest's demo. Stable per player: key your data on it. */
    player_id: z.string().nullable(),
    mode: z.enum(['real', 'demo']),
    currency: currencySchema,
    /** The player's cash (the session's play balance in demo). */
    balance: z.number().int(),
    game: z.string(),
    /** The game's bet limits, minor units. */
    min_bet: z.number().int(),
    max_bet: z.number().int(),
    expires_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'ProviderSessionAnswer' });
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;
export const sessionAnswerResponseSchema = envelope(sessionAnswerSchema);

export const balanceRequestSchema = baseRequest.meta({ id: 'ProviderBalanceRequest' });
export type BalanceRequest = z.infer<typeof balanceRequestSchema>;

const moveRequest = baseRequest.extend({
  /** The provider's id of this money move: unique per provider. */
  transaction_id: id,
  round_id: id,
  amount,
  /** ISO 4217; must be the session's. */
  currency: z.string().min(3).max(3),
});

export const betRequestSchema = moveRequest.meta({ id: 'ProviderBetRequest' });
export type BetRequest = z.infer<typeof betRequestSchema>;
export const winRequestSchema = moveRequest.meta({ id: 'ProviderWinRequest' });
export type WinRequest = z.infer<typeof winRequestSchema>;

export const rollbackRequestSchema = baseRequest
  .extend({
    transaction_id: id,
    round_id: id,
    /** The bet or win to reverse. */
    reference_transaction_id: id,
    currency: z.string().min(3).max(3),
  })
  .meta({ id: 'ProviderRollbackRequest' });
export type RollbackRequest = z.infer<typeof rollbackRequestSchema>;

export const endRoundRequestSchema = baseRequest
  .extend({ round_id: id })
  .meta({ id: 'ProviderEndRoundRequest' });
export type EndRoundRequest = z.infer<typeof endRoundRequestSchema>;

export const walletAnswerSchema = z
  .object({
    request_id: z.string(),
    /** The player's cash after the call (the session's play balance in demo). */
    balance: z.number().int(),
    currency: currencySchema,
    /** Our id of the move (null for balance and end-round, or when nothing moved). */
    transaction_id: z.string().nullable(),
    round: z.object({ id: z.string(), status: z.enum(['open', 'closed']) }).nullable(),
  })
  .meta({ id: 'ProviderWalletAnswer' });
export type WalletAnswer = z.infer<typeof walletAnswerSchema>;
export const walletAnswerResponseSchema = envelope(walletAnswerSchema);

/** The error envelope, with the balance when a bet was refused for it. */
export const providerErrorSchema = errorEnvelopeSchema
  .extend({ balance: z.number().int().optional(), currency: currencySchema.optional() })
  .meta({ id: 'ProviderError' });
export type ProviderError = z.infer<typeof providerErrorSchema>;

export const providerErrorResponses = {
  400: providerErrorSchema,
  401: providerErrorSchema,
  403: providerErrorSchema,
  404: providerErrorSchema,
  409: providerErrorSchema,
  413: providerErrorSchema,
  415: providerErrorSchema,
  429: providerErrorSchema,
} as const;
