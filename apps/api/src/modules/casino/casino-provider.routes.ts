import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CASINO_PROVIDER_API,
  SIGNATURE_HEADER,
  balanceRequestSchema,
  sessionAnswerResponseSchema,
  sessionRequestSchema,
  betRequestSchema,
  endRoundRequestSchema,
  providerErrorResponses,
  rollbackRequestSchema,
  walletAnswerResponseSchema,
  winRequestSchema,
  type ProviderError,
} from '@tribuna/contracts/casino-provider';
import { translate } from '@tribuna/contracts/messages';
import { AppError, paramsIn } from '../../lib/app-error';
import type { RouteApp } from '../../kernel/route-groups';
import { verifySignature } from './casino-signature';
import {
  InsufficientFundsError,
  type CasinoWalletService,
  type Provider,
} from './casino-wallet.service';

const providerParams = z.object({ provider: z.string().min(1).max(40) });
const BODY_LIMIT = 16 * 1024;

/**
 * The seamless-wallet API for game providers (contract and rules: casino-provider.ts).
 * Its own plugin scope: JSON bodies are kept raw for the signature, which is checked
 * before validation, so a forged call is a 401 whatever it contains.
 */
export function casinoProviderRoutes(opts: { wallet: CasinoWalletService }): {
  verify: (request: FastifyRequest) => Promise<void>;
  routes: (api: RouteApp) => void;
} {
  const { wallet } = opts;
  const raw = new WeakMap<FastifyRequest, string>();
  const signedBy = new WeakMap<FastifyRequest, Provider>();

  async function checkSignature(request: FastifyRequest): Promise<void> {
    const params = providerParams.safeParse(request.params);
    const provider = params.success ? await wallet.provider(params.data.provider) : null;
    if (!provider) throw new AppError(404, 'NOT_FOUND', 'casino.provider_not_found');
    if (
      !verifySignature(provider.secret, raw.get(request) ?? '', request.headers[SIGNATURE_HEADER])
    ) {
      throw new AppError(401, 'INVALID_SIGNATURE', 'casino.invalid_signature');
    }
    signedBy.set(request, provider);
  }

  function providerOf(request: FastifyRequest): Provider {
    const provider = signedBy.get(request);
    if (!provider) throw new AppError(401, 'INVALID_SIGNATURE', 'casino.invalid_signature');
    return provider;
  }

  function routes(api: RouteApp): void {
    api.removeContentTypeParser('application/json');
    api.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      (request, body, done) => {
        const text = typeof body === 'string' ? body : body.toString('utf8');
        raw.set(request, text);
        try {
          done(null, JSON.parse(text));
        } catch {
          // Not JSON: still checked for its signature first, then refused by validation.
          done(null, text);
        }
      },
    );

    // Our error envelope, with the balance when a bet was refused for it; anything else
    // goes on to the app's own handler.
    api.setErrorHandler((error, request, reply) => {
      if (error instanceof InsufficientFundsError) {
        const body: ProviderError = {
          response: [translate(error.key, request.language, paramsIn(error, request.language))],
          code: error.code,
          balance: error.balance,
          currency: error.currency,
        };
        return reply.code(error.status).type('application/json').send(body);
      }
      throw error;
    });

    const headers = z.looseObject({ [SIGNATURE_HEADER]: z.string().max(200).optional() });
    const route = { bodyLimit: BODY_LIMIT };
    const tags = ['casino provider'];
    const response = { 200: walletAnswerResponseSchema, ...providerErrorResponses };
    const path = (call: string) => `${CASINO_PROVIDER_API.base}/:provider/${call}`;
    const signed =
      'Signed: X-Tribuna-Signature = hex HMAC-SHA256 of the raw body with the provider’s secret.';

    api.post(
      path(CASINO_PROVIDER_API.session),
      {
        ...route,
        schema: {
          tags,
          summary:
            'Who plays a live session: player id (null for a guest demo), mode, currency, ' +
            `balance, the game's bet limits, expiry (aggregators' "authenticate"). ${signed}`,
          params: providerParams,
          headers,
          body: sessionRequestSchema,
          response: { 200: sessionAnswerResponseSchema, ...providerErrorResponses },
        },
      },
      async (request) => ({
        response: await wallet.session(request.tenant.id, providerOf(request), request.body),
      }),
    );

    api.post(
      path(CASINO_PROVIDER_API.balance),
      {
        ...route,
        schema: {
          tags,
          summary: `The player's balance for a live session. ${signed}`,
          params: providerParams,
          headers,
          body: balanceRequestSchema,
          response,
        },
      },
      async (request) => ({
        response: await wallet.balance(request.tenant.id, providerOf(request), request.body),
      }),
    );

    api.post(
      path(CASINO_PROVIDER_API.bet),
      {
        ...route,
        schema: {
          tags,
          summary:
            'A bet: player cash to the brand. Idempotent per transaction_id; refused beyond ' +
            `the balance (with it), after a rollback of the id, on an expired session. ${signed}`,
          params: providerParams,
          headers,
          body: betRequestSchema,
          response,
        },
      },
      async (request) => ({
        response: await wallet.bet(request.tenant.id, providerOf(request), request.body),
      }),
    );

    api.post(
      path(CASINO_PROVIDER_API.win),
      {
        ...route,
        schema: {
          tags,
          summary:
            'A win (0 allowed): the brand to player cash, for a round with a bet and no ' +
            `rolled-back bet; accepted after the session expired and after the round's end. ${signed}`,
          params: providerParams,
          headers,
          body: winRequestSchema,
          response,
        },
      },
      async (request) => ({
        response: await wallet.win(request.tenant.id, providerOf(request), request.body),
      }),
    );

    api.post(
      path(CASINO_PROVIDER_API.rollback),
      {
        ...route,
        schema: {
          tags,
          summary:
            'Reverses a bet or win once (a win as far as the player still has it, the rest ' +
            'recorded as owed: never below zero); a rollback of an unknown transaction is ' +
            `recorded so the late bet is refused. ${signed}`,
          params: providerParams,
          headers,
          body: rollbackRequestSchema,
          response,
        },
      },
      async (request) => ({
        response: await wallet.rollback(request.tenant.id, providerOf(request), request.body),
      }),
    );

    api.post(
      path(CASINO_PROVIDER_API.endRound),
      {
        ...route,
        schema: {
          tags,
          summary: `Closes a round: no bet is taken on it after this (a late win of its bets is). ${signed}`,
          params: providerParams,
          headers,
          body: endRoundRequestSchema,
          response,
        },
      },
      async (request) => ({
        response: await wallet.endRound(request.tenant.id, providerOf(request), request.body),
      }),
    );
  }
  return { verify: checkSignature, routes };
}
