import { errorResponses } from '@tribuna/contracts/envelope';
import {
  MILES_API,
  OFFICE_MILES_API,
  milesClaimResponseSchema,
  milesJournalResponseSchema,
  milesSummaryResponseSchema,
  milesWithdrawalResponseSchema,
  milesWithdrawalsResponseSchema,
  milesWithdrawRequestSchema,
  officeMilesAwardRequestSchema,
  officeMilesPlayerParamsSchema,
  officeMilesSettingsRequestSchema,
  officeMilesSettingsResponseSchema,
  officePlayerMilesResponseSchema,
} from '@tribuna/contracts/miles';
import { idempotencyKeyOf, idempotentHeadersSchema } from '../../kernel/idempotency-http';
import type { RouteApp } from '../../kernel/route-groups';
import { AppError } from '../../lib/app-error';
import { playerOf, staffHas, staffOf } from '../../plugins/auth';
import { actorOf } from '../../plugins/office-actor';
import type { PlayersService } from '../players/players.service';
import type { MilesService } from './miles.service';

const tags = ['miles'];
const security = [{ bearer: [] }];

/** The player's miles: the profile's claim, table and withdraw sections. */
export function milesRoutes(api: RouteApp, opts: { miles: MilesService }): void {
  const { miles } = opts;

  api.get(
    MILES_API.summary,
    {
      schema: {
        tags,
        summary: "The player's miles: balance, pending, tier and the withdrawal terms",
        security,
        response: { 200: milesSummaryResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await miles.summary(request.tenant.id, playerOf(request).playerId),
    }),
  );

  api.post(
    MILES_API.claim,
    {
      schema: {
        tags,
        summary: 'Claims every pending, unexpired mile into the balance',
        security,
        response: { 200: milesClaimResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await miles.claim(request.tenant.id, playerOf(request).playerId),
    }),
  );

  api.get(
    MILES_API.journal,
    {
      schema: {
        tags,
        summary: "The miles table: every move of the player's miles in the last 31 days",
        security,
        response: { 200: milesJournalResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await miles.journal(request.tenant.id, playerOf(request).playerId),
    }),
  );

  api.get(
    MILES_API.withdrawals,
    {
      schema: {
        tags,
        summary: "The withdraw table: the player's withdrawals of miles to cash",
        security,
        response: { 200: milesWithdrawalsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: {
        items: await miles.withdrawals(request.tenant.id, playerOf(request).playerId),
      },
    }),
  );

  api.post(
    MILES_API.withdrawals,
    {
      schema: {
        tags,
        summary:
          "Withdraws miles to cash at the brand's rate (at least its minimum); once per Idempotency-Key",
        security,
        headers: idempotentHeadersSchema,
        body: milesWithdrawRequestSchema,
        response: { 200: milesWithdrawalResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await miles.withdraw(
        request.tenant.id,
        playerOf(request).playerId,
        idempotencyKeyOf(request),
        request.body,
      ),
    }),
  );
}

/** The marketing desk: the brand's miles terms, a player's miles, staff awards. */
export function milesOfficeRoutes(
  api: RouteApp,
  opts: { miles: MilesService; players: PlayersService },
): void {
  const { miles, players } = opts;

  async function playerOfBrand(tenantId: string, playerId: string): Promise<void> {
    // A player of another brand is a 404, like one that does not exist.
    if (!(await players.getById(tenantId, playerId))) {
      throw new AppError(404, 'NOT_FOUND', 'office.player_not_found');
    }
  }

  async function playerMiles(tenantId: string, playerId: string) {
    const [summary, journal] = await Promise.all([
      miles.summary(tenantId, playerId),
      miles.journal(tenantId, playerId),
    ]);
    return { summary, items: journal.items };
  }

  api.get(
    OFFICE_MILES_API.settings,
    {
      schema: {
        tags,
        summary: "The brand's miles terms: rates per kind of play, tiers, cash rate and minimum",
        security,
        response: { 200: officeMilesSettingsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { terms, currency } = await miles.termsOf(request.tenant.id);
      return { response: { ...terms, currency } };
    },
  );

  api.put(
    OFFICE_MILES_API.settings,
    {
      schema: {
        tags,
        summary:
          "Sets the brand's miles terms (the cash rate and minimum: the admin desk's, being money)",
        security,
        body: officeMilesSettingsRequestSchema,
        response: { 200: officeMilesSettingsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const tenantId = request.tenant.id;
      const { terms: before } = await miles.termsOf(tenantId);
      const moneyChanged =
        before.withdraw_rate !== request.body.withdraw_rate ||
        before.withdraw_minimum !== request.body.withdraw_minimum;
      if (moneyChanged && !staffHas(staff, ['admin'])) {
        throw new AppError(403, 'FORBIDDEN', 'office.forbidden');
      }
      const { terms, currency } = await miles.setTerms(actorOf(request), tenantId, request.body);
      return { response: { ...terms, currency } };
    },
  );

  api.get(
    OFFICE_MILES_API.player(':id'),
    {
      schema: {
        tags,
        summary: "A player's miles: the summary and the last 31 days' moves",
        security,
        params: officeMilesPlayerParamsSchema,
        response: { 200: officePlayerMilesResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await playerOfBrand(request.tenant.id, request.params.id);
      return { response: await playerMiles(request.tenant.id, request.params.id) };
    },
  );

  api.post(
    OFFICE_MILES_API.awards(':id'),
    {
      schema: {
        tags,
        summary:
          'Gives a player miles straight to their balance (audited); once per Idempotency-Key',
        security,
        headers: idempotentHeadersSchema,
        params: officeMilesPlayerParamsSchema,
        body: officeMilesAwardRequestSchema,
        response: { 200: officePlayerMilesResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const playerId = request.params.id;
      await playerOfBrand(tenantId, playerId);
      const actor = actorOf(request);
      await miles.officeAward(actor, tenantId, playerId, {
        ...request.body,
        reference: `office:${actor.staffId ?? actor.username}:${idempotencyKeyOf(request)}`,
      });
      return { response: await playerMiles(tenantId, playerId) };
    },
  );
}
