import crypto from 'node:crypto';
import {
  SIGNATURE_HEADER,
  providerCallPath,
  sessionAnswerSchema,
  walletAnswerSchema,
  type ProviderCall,
  type SessionAnswer,
  type WalletAnswer,
} from '@tribuna/contracts/casino-provider';
import type { ErrorCode } from '@tribuna/contracts/envelope';
import type { Language } from '@tribuna/contracts/languages';
import type { MessageKey, MessageParams } from '@tribuna/contracts/messages';
import { AppError } from '../../lib/app-error';
import { HOUSE_PROVIDER_SLUG } from '../casino/casino.service';

/**
 * How the house reaches the seamless-wallet API: `app.inject` in the same process (the
 * real routes, signature check and validation included, without a socket).
 */
export type ProviderTransport = (
  path: string,
  headers: Record<string, string>,
  body: string,
) => Promise<{ status: number; json: unknown }>;

/** Where a call is made: the brand's host (it picks the brand) and the player's language. */
export interface CallContext {
  host: string;
  language: Language;
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

/**
 * The house games' side of the seamless wallet: every call signed with the house
 * provider's secret, exactly as a third-party provider makes it (ADR 0016). Refusals a
 * player can cause come back as AppErrors in the player's language; anything else the
 * wallet refuses is a bug of the house and throws.
 */
export function createHouseWallet(deps: {
  transport: ProviderTransport;
  /** The house provider's secret (from the catalogue; generated when it was added). */
  secret: () => Promise<string | null>;
}) {
  let secret: string | null = null;

  async function call(
    context: CallContext,
    name: ProviderCall,
    body: Record<string, unknown>,
    params: MessageParams = {},
  ): Promise<unknown> {
    secret ??= await deps.secret();
    if (!secret) throw new Error('house: the house provider has no secret');
    const text = JSON.stringify({ request_id: `house-${crypto.randomUUID()}`, ...body });
    const signature = crypto.createHmac('sha256', secret).update(text).digest('hex');
    const { status, json } = await deps.transport(
      providerCallPath(HOUSE_PROVIDER_SLUG, name),
      {
        host: context.host,
        'content-type': 'application/json',
        'master-language': context.language,
        [SIGNATURE_HEADER]: signature,
      },
      text,
    );
    if (status === 200) return (json as { response: unknown }).response;
    const code = (json as { code?: ErrorCode }).code;
    const passed = code ? PASSED_ON[code] : undefined;
    if (code && passed) throw new AppError(passed.status, code, passed.key, { params });
    throw new Error(`house: the wallet refused ${name} (${status} ${JSON.stringify(json)})`);
  }

  const move = (context: CallContext, name: 'bet' | 'win', input: MoveInput) =>
    call(context, name, {
      token: input.token,
      game: input.game,
      transaction_id: input.transactionId,
      round_id: input.roundId,
      amount: input.amount,
      currency: input.currency,
    }).then((answer) => walletAnswerSchema.parse(answer));

  return {
    /** Who plays this token's session (401 when it is unknown or expired). */
    async session(context: CallContext, token: string, game: string): Promise<SessionAnswer> {
      return sessionAnswerSchema.parse(await call(context, 'session', { token, game }));
    },

    async balance(context: CallContext, token: string, game: string): Promise<WalletAnswer> {
      return walletAnswerSchema.parse(await call(context, 'balance', { token, game }));
    },

    /** Takes a stake. Idempotent by `transactionId`: a retry answers the first answer. */
    bet: (context: CallContext, input: MoveInput) => move(context, 'bet', input),

    /** Pays (0 for a lost round; it still tells the wallet the round's outcome). */
    win: (context: CallContext, input: MoveInput) => move(context, 'win', input),

    async rollback(
      context: CallContext,
      input: Omit<MoveInput, 'amount'> & { referenceTransactionId: string },
    ): Promise<WalletAnswer> {
      const answer = await call(context, 'rollback', {
        token: input.token,
        game: input.game,
        transaction_id: input.transactionId,
        round_id: input.roundId,
        reference_transaction_id: input.referenceTransactionId,
        currency: input.currency,
      });
      return walletAnswerSchema.parse(answer);
    },

    async endRound(
      context: CallContext,
      input: { token: string; game: string; roundId: string },
    ): Promise<WalletAnswer> {
      const answer = await call(context, 'end-round', {
        token: input.token,
        game: input.game,
        round_id: input.roundId,
      });
      return walletAnswerSchema.parse(answer);
    },
  };
}

export type HouseWallet = ReturnType<typeof createHouseWallet>;
