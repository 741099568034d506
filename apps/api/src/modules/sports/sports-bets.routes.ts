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
import { playerOf } from '../../plugins/auth';
import { idempotencyKeyOf, idempotentHeadersSchema } from '../../kernel/idempotency-http';
import type { SportsModule } from './sports.module';
import type { RouteApp } from '../../kernel/route-groups';

const idParams = z.object({ id: z.uuid() });

/**
 * The player's bets (contracts: sports.ts): place a slip, list and read them, cash out.
 * Every call needs the player's Bearer; the money-moving ones an Idempotency-Key.
 */
export function sportsBetsRoutes(api: RouteApp, opts: { sports: SportsModule }): void {
  const { betting } = opts.sports;
  const tags = ['sports'];
  const security = [{ bearer: [] }];

  api.post(
    SPORTS_API.bets,
    {
      schema: {
        tags,
        summary:
          'Places a slip: each bet on its own (one answer per bet, in order). A bet on a live ' +
          'event waits for the sport’s bet delay before it answers (its stake is taken at once ' +
          'and returned if it is refused). The same Idempotency-Key again answers the first bets. ' +
          'One bet may name a free bet (`free_bet_id`): the brand pays its stake, it is placed ' +
          'first, and a refusal of the free bet is a 409 (bonus.free_bet_*) for the whole slip.',
        security,
        headers: idempotentHeadersSchema,
        body: placeBetsRequestSchema,
        response: { 200: placeBetsResponseSchema, ...errorResponses },
      },
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
          'sports.cash_out_unavailable when none is offered, sports.cash_out_free_bet on a ' +
          'free bet (never offered)',
        security,
        params: idParams,
        headers: idempotentHeadersSchema,
        body: cashOutRequestSchema,
        response: { 200: cashOutResponseSchema, ...errorResponses },
      },
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
