import { errorResponses } from '@tribuna/contracts/envelope';
import { HOUSE_API, tableBetRequestSchema, tableResponseSchema } from '@tribuna/contracts/house';
import { idempotencyKeyOf, idempotentHeadersSchema } from '../../kernel/idempotency-http';
import { gameHeaders, gameParams, openGameCall } from './house-http';
import type { HouseModule } from './house.module';
import type { RouteApp } from '../../kernel/route-groups';

const ENGINES = ['live-roulette'] as const;

/** The live roulette table: every player of the brand on the same round (contracts: house.ts). */
export function houseTableRoutes(api: RouteApp, opts: { house: HouseModule }): void {
  const { house } = opts;
  const tags = ['house'];

  api.get(
    `${HOUSE_API.base}/:game/table`,
    {
      schema: {
        tags,
        summary:
          'The live table now: the round (its number once the ball stopped), the last ' +
          'numbers, my bets and win on the round, my balance, the server clock',
        params: gameParams,
        headers: gameHeaders,
        response: { 200: tableResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const call = await openGameCall(house.wallet, request, ENGINES);
      return { response: await house.table.state(call, request.tenant.id) };
    },
  );

  api.post(
    `${HOUSE_API.base}/:game/table/bets`,
    {
      schema: {
        tags,
        summary:
          'Adds bets to my stake on the round while betting is open (a retry with the ' +
          'same Idempotency-Key bets nothing more); real money only',
        params: gameParams,
        headers: gameHeaders.extend(idempotentHeadersSchema.shape),
        body: tableBetRequestSchema,
        response: { 200: tableResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const call = await openGameCall(house.wallet, request, ENGINES);
      const state = await house.table.bet(
        call,
        request.tenant.id,
        request.body,
        idempotencyKeyOf(request),
      );
      return { response: state };
    },
  );
}
