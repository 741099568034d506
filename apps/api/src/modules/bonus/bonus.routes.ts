import {
  BONUS_API,
  OFFICE_BONUS_API,
  bonusCodeRequestSchema,
  bonusListQuerySchema,
  bonusListResponseSchema,
  bonusParamsSchema,
  bonusResponseSchema,
  campaignRequestSchema,
  officeBonusCostQuerySchema,
  officeBonusCostResponseSchema,
  officeBonusResponseSchema,
  officeCampaignListResponseSchema,
  officeCampaignParamsSchema,
  officeCampaignResponseSchema,
  officeCancelRequestSchema,
  officeGrantRequestSchema,
  officePlayerBonusesResponseSchema,
  officePlayerParamsSchema,
} from '@tribuna/contracts/bonus';
import { errorResponses } from '@tribuna/contracts/envelope';
import { z } from 'zod';
import type { RouteApp } from '../../kernel/route-groups';
import { AppError } from '../../lib/app-error';
import { playerOf } from '../../plugins/auth';
import { actorOf } from '../../plugins/office-actor';
import type { PlayersService } from '../players/players.service';
import type { BonusService } from './bonus.service';

const tags = ['bonus'];
const security = [{ bearer: [] }];

/** The player's bonuses: the profile's sections, a code, claiming and canceling. */
export function bonusRoutes(api: RouteApp, opts: { bonus: BonusService }): void {
  const { bonus } = opts;

  api.get(
    BONUS_API.list,
    {
      schema: {
        tags,
        summary: "The player's bonuses, newest first (by status: the profile's sections)",
        security,
        querystring: bonusListQuerySchema,
        response: { 200: bonusListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: {
        items: await bonus.list(
          request.tenant.id,
          playerOf(request).playerId,
          request.language,
          request.query.status,
        ),
      },
    }),
  );

  api.post(
    BONUS_API.code,
    {
      schema: {
        tags,
        summary: 'Claims a bonus by its code ("Insert a valid bonus code" when it is not one)',
        security,
        body: bonusCodeRequestSchema,
        response: { 200: bonusResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await bonus.claimCode(
        request.tenant.id,
        playerOf(request).playerId,
        request.language,
        request.body,
      ),
    }),
  );

  api.post(
    BONUS_API.claim(':id'),
    {
      schema: {
        tags,
        summary: 'Claims an offered bonus (one bonus runs at a time)',
        security,
        params: bonusParamsSchema,
        response: { 200: bonusResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await bonus.claim(
        request.tenant.id,
        playerOf(request).playerId,
        request.language,
        request.params.id,
      ),
    }),
  );

  api.post(
    BONUS_API.cancel(':id'),
    {
      schema: {
        tags,
        summary: "Cancels a bonus: an active one's bonus money is forfeited (cash is not touched)",
        security,
        params: bonusParamsSchema,
        response: { 200: bonusResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await bonus.cancel(
        request.tenant.id,
        playerOf(request).playerId,
        request.language,
        request.params.id,
      ),
    }),
  );
}

/** The marketing desk: campaigns, each player's bonuses, and what bonuses cost. */
export function bonusOfficeRoutes(
  api: RouteApp,
  opts: { bonus: BonusService; players: PlayersService },
): void {
  const { bonus, players } = opts;

  async function playerOfBrand(tenantId: string, playerId: string): Promise<void> {
    // A player of another brand is a 404, like one that does not exist.
    if (!(await players.getById(tenantId, playerId))) {
      throw new AppError(404, 'NOT_FOUND', 'office.player_not_found');
    }
  }

  api.get(
    OFFICE_BONUS_API.campaigns,
    {
      schema: {
        tags,
        summary: "The brand's bonus campaigns, newest first",
        security,
        response: { 200: officeCampaignListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ response: { items: await bonus.campaigns(request.tenant.id) } }),
  );

  api.post(
    OFFICE_BONUS_API.campaigns,
    {
      schema: {
        tags,
        summary: "Creates a campaign (refused when the brand's jurisdiction forbids it)",
        security,
        body: campaignRequestSchema,
        response: { 200: officeCampaignResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await bonus.createCampaign(actorOf(request), request.tenant.id, request.body),
    }),
  );

  api.get(
    OFFICE_BONUS_API.campaign(':id'),
    {
      schema: {
        tags,
        summary: 'One campaign',
        security,
        params: officeCampaignParamsSchema,
        response: { 200: officeCampaignResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await bonus.campaign(request.tenant.id, request.params.id),
    }),
  );

  api.put(
    OFFICE_BONUS_API.campaign(':id'),
    {
      schema: {
        tags,
        summary: 'Changes a campaign (bonuses already given keep their terms)',
        security,
        params: officeCampaignParamsSchema,
        body: campaignRequestSchema,
        response: { 200: officeCampaignResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await bonus.updateCampaign(
        actorOf(request),
        request.tenant.id,
        request.params.id,
        request.body,
      ),
    }),
  );

  api.get(
    OFFICE_BONUS_API.player(':id'),
    {
      schema: {
        tags,
        summary: "A player's bonuses, newest first",
        security,
        params: officePlayerParamsSchema,
        response: { 200: officePlayerBonusesResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await playerOfBrand(request.tenant.id, request.params.id);
      return {
        response: { items: await bonus.playerBonuses(request.tenant.id, request.params.id) },
      };
    },
  );

  api.post(
    OFFICE_BONUS_API.grant(':id'),
    {
      schema: {
        tags,
        summary: 'Gives a player a campaign, started at once (a deposit match waits for a deposit)',
        security,
        params: officePlayerParamsSchema,
        body: officeGrantRequestSchema,
        response: { 200: officeBonusResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await playerOfBrand(request.tenant.id, request.params.id);
      return {
        response: await bonus.grant(
          actorOf(request),
          request.tenant.id,
          request.params.id,
          request.body.campaign_id,
        ),
      };
    },
  );

  api.post(
    OFFICE_BONUS_API.cancel(':id'),
    {
      schema: {
        tags,
        summary: "Cancels a player's bonus with a reason: its bonus money is forfeited",
        security,
        params: z.object({ id: z.uuid({ error: 'bonus.not_found' }) }),
        body: officeCancelRequestSchema,
        response: { 200: officeBonusResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await bonus.cancelByStaff(
        actorOf(request),
        request.tenant.id,
        request.params.id,
        request.body.reason,
      ),
    }),
  );

  api.get(
    OFFICE_BONUS_API.cost,
    {
      schema: {
        tags,
        summary: 'Bonus money granted, converted into cash and forfeited, per campaign per day',
        security,
        querystring: officeBonusCostQuerySchema,
        response: { 200: officeBonusCostResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ response: await bonus.cost(request.tenant.id, request.query) }),
  );
}
