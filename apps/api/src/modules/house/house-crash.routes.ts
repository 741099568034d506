import { errorResponses } from '@tribuna/contracts/envelope';
import {
  HOUSE_API,
  crashBetRequestSchema,
  crashCashOutRequestSchema,
  crashResponseSchema,
} from '@tribuna/contracts/house';
import { idempotencyKeyOf, idempotentHeadersSchema } from '../../kernel/idempotency-http';
import { gameHeaders, gameParams, openGameCall } from './house-http';
import type { HouseModule } from './house.module';
import type { RouteApp } from '../../kernel/route-groups';

/** A money call's headers: the game token and its Idempotency-Key (as every money call). */
const moneyHeaders = gameHeaders.extend(idempotentHeadersSchema.shape);

/** The crash game (Cohete): one flight per brand, bets while it waits, cash-outs in flight. */
export function houseCrashRoutes(api: RouteApp, opts: { house: HouseModule }): void {
  const { house } = opts;
  const tags = ['house'];
  const base = `${HOUSE_API.base}/:game/crash`;

  api.get(
    base,
    {
      schema: {
        tags,
        summary:
          "The brand's crash table: the current round (its crash point only once crashed), the " +
          "last crash points, the round's bets (players masked) and the caller's",
        params: gameParams,
        headers: gameHeaders,
        response: { 200: crashResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const call = await openGameCall(house.wallet, request, ['crash']);
      return { response: await house.crash.state(call, request.tenant.id) };
    },
  );

  api.post(
    `${base}/bet`,
    {
      schema: {
        tags,
        summary:
          'Bets on the round while it takes bets (one bet per player and round), with an ' +
          'optional automatic cash-out (hundredths, at least 101)',
        params: gameParams,
        headers: moneyHeaders,
        body: crashBetRequestSchema,
        response: { 200: crashResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const call = await openGameCall(house.wallet, request, ['crash']);
      return {
        response: await house.crash.bet(
          call,
          request.tenant.id,
          request.body,
          idempotencyKeyOf(request),
        ),
      };
    },
  );

  api.post(
    `${base}/cash-out`,
    {
      schema: {
        tags,
        summary:
          "Cashes out at the server's multiplier now, paid at once; 409 once the rocket crashed",
        params: gameParams,
        headers: moneyHeaders,
        body: crashCashOutRequestSchema,
        response: { 200: crashResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const call = await openGameCall(house.wallet, request, ['crash']);
      return {
        response: await house.crash.cashOut(
          call,
          request.tenant.id,
          request.body,
          idempotencyKeyOf(request),
        ),
      };
    },
  );
}
