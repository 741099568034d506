import { errorResponses } from '@tribuna/contracts/envelope';
import { HOUSE_API, HOUSE_ENGINES, sessionResponseSchema } from '@tribuna/contracts/house';
import { gameHeaders, gameParams, openGameCall } from './house-http';
import type { HouseModule } from './house.module';
import type { RouteApp } from '../../kernel/route-groups';

/** What a game page asks first: who plays, the limits, the balance, the seeds, the clock. */
export function houseSessionRoutes(api: RouteApp, opts: { house: HouseModule }): void {
  const { house } = opts;

  api.get(
    `${HOUSE_API.base}/:game/session`,
    {
      schema: {
        tags: ['house'],
        summary:
          'The game session as the page starts it: the game and its bet limits, mode, ' +
          'currency, balance, the seed pair (single-player games) and the server clock',
        params: gameParams,
        headers: gameHeaders,
        response: { 200: sessionResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const call = await openGameCall(house.wallet, request, HOUSE_ENGINES);
      return { response: await house.solo.session({ ...call, tenantId: request.tenant.id }) };
    },
  );
}
