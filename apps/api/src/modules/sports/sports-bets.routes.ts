import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@tribuna/contracts/envelope';
import {
  SPORTS_API,
  betResponseSchema,
  betsQuerySchema,
  betsResponseSchema,
  cashOutRequestSchema,
  cashOutResponseSchema,
  placeBetsRequestSchema,
  placeBetsResponseSchema,
} from '@tribuna/contracts/sports';
import { playerOf, type AuthGuards } from '../../plugins/auth';
import { idempotencyKeyOf, idempotentHeadersSchema } from '../wallet/wallet-http';
import type { SportsModule } from './sports-module';

const idParams = z.object({ id: z.uuid() });

/**
 * The player's bets (contracts: sports.ts): place a slip, list and read them, cash out.
 * Every call needs the player's Bearer; the money-moving ones an Idempotency-Key.
 */
export function sportsBetsRoutes(
  app: FastifyInstance,
  opts: { sports: SportsModule; guards: AuthGuards },
): void {
  const { betting } = opts.sports;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['sports'];
  const security = [{ bearer: [] }];
  // Before validation: a guest hears "You must login", not about a missing header.
  const onRequest = opts.guards.requirePlayer;

  api.post(
    SPORTS_API.bets,
    {
      schema: {
        tags,
        summary:
          'Places a slip: each bet on its own (one answer per bet, in order). A bet on a live ' +
          'event waits for the sport’s bet delay before it answers (its stake is taken at once ' +
          'and returned if it is refused). The same Idempotency-Key again answers the first bets.',
        security,
        headers: idempotentHeadersSchema,
        body: placeBetsRequestSchema,
        response: { 200: placeBetsResponseSchema, ...errorResponses },
      },
      onRequest,
    },
    async (request) => ({
      response: await betting.place(
        request.tenant.id,
        playerOf(request).playerId,
        idempotencyKeyOf(request),
        request.body,
        request.language,
      ),
    }),
  );

  api.get(
    SPORTS_API.bets,
    {
      schema: {
        tags,
        summary: 'My bets, newest first: open (with those waiting for their delay) or settled',
        security,
        querystring: betsQuerySchema,
        response: { 200: betsResponseSchema, ...errorResponses },
      },
      onRequest,
    },
    async (request) => ({
      response: await betting.list(request.tenant.id, playerOf(request).playerId, request.query),
    }),
  );

  api.get(
    `${SPORTS_API.bets}/:id`,
    {
      schema: {
        tags,
        summary: 'One of my bets, with its current cash-out offer',
        security,
        params: idParams,
        response: { 200: betResponseSchema, ...errorResponses },
      },
      onRequest,
    },
    async (request) => ({
      response: await betting.get(request.tenant.id, playerOf(request).playerId, request.params.id),
    }),
  );

  api.post(
    `${SPORTS_API.bets}/:id/cash-out`,
    {
      schema: {
        tags,
        summary:
          'Cashes out one of my open bets for `amount`, the offer I saw: 409 ' +
          'sports.cash_out_changed (with the new offer) when it moved, ' +
          'sports.cash_out_unavailable when none is offered',
        security,
        params: idParams,
        headers: idempotentHeadersSchema,
        body: cashOutRequestSchema,
        response: { 200: cashOutResponseSchema, ...errorResponses },
      },
      onRequest,
    },
    async (request) => ({
      response: await betting.cashOut(
        request.tenant.id,
        playerOf(request).playerId,
        idempotencyKeyOf(request),
        request.params.id,
        request.body.amount,
        request.language,
      ),
    }),
  );
}
