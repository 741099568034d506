import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SessionAnswer } from '@tribuna/contracts/casino-provider';
import { GAME_TOKEN_HEADER, type HouseEngine } from '@tribuna/contracts/house';
import { AppError } from '../../lib/app-error';
import { normalizeHost } from '../tenants/tenants.service';
import { formatMoney } from '../../lib/money-text';
import { houseGame } from './house-games';
import type { CallContext, GameSession, HouseWallet } from './house-wallet';

/** Path params of every game call. */
export const gameParams = z.object({ game: z.string().min(1).max(60) });

/** The token header every game call carries (declared so OpenAPI shows it). */
export const gameHeaders = z.looseObject({ [GAME_TOKEN_HEADER]: z.string().max(200).optional() });

/** A game call as the house sees it: who plays (the wallet said so) and where. */
export interface GameCall {
  token: string;
  game: { slug: string; name: string; engine: HouseEngine };
  context: CallContext;
  session: GameSession;
  /** Whose seeds and rounds: the player's id, or `session:<id>` for a guest's demo. */
  owner: string;
}

export function callContext(request: FastifyRequest): CallContext {
  return { tenantId: request.tenant.id, host: normalizeHost(request.headers.host) };
}

/**
 * Reads the game token, checks the game is a house game of `engines`, and asks the
 * wallet who plays (401 for an unknown or expired session, as the wallet answers).
 */
export async function openGameCall(
  wallet: HouseWallet,
  request: FastifyRequest<{ Params: { game: string } }>,
  engines: readonly HouseEngine[],
): Promise<GameCall> {
  const raw = request.headers[GAME_TOKEN_HEADER];
  const token = typeof raw === 'string' ? raw.trim() : '';
  if (!token) throw new AppError(401, 'TOKEN_INVALID', 'casino.session_not_found');
  const game = houseGame(request.params.game);
  if (!game || !engines.includes(game.engine)) {
    throw new AppError(404, 'NOT_FOUND', 'casino.game_not_found');
  }
  const context = callContext(request);
  const session = await wallet.session(context, token, game.slug);
  const owner = session.player_id ?? `session:${session.session_id}`;
  return { token, game, context, session, owner };
}

/** A bet (or a round's total) outside the session's limits, which the message names. */
export function betOutOfLimits(
  session: Pick<SessionAnswer, 'min_bet' | 'max_bet' | 'currency'>,
): AppError {
  const { min_bet: min, max_bet: max, currency } = session;
  return new AppError(400, 'BET_OUT_OF_LIMITS', 'casino.bet_out_of_limits', {
    params: (language) => ({
      min: formatMoney(min, currency, language),
      max: formatMoney(max, currency, language),
    }),
  });
}
