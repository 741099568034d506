import { z } from 'zod';
import { errorResponses } from '@tribuna/contracts/envelope';
import {
  OFFICE_CASINO_API,
  officeCategoriesResponseSchema,
  officeGameResponseSchema,
  officeGamesQuerySchema,
  officeGamesResponseSchema,
  officeGgrQuerySchema,
  officeGgrResponseSchema,
  officeOrderSchema,
  officeRoundResponseSchema,
  officeRoundsQuerySchema,
  officeRoundsResponseSchema,
  officeToggleSchema,
} from '@tribuna/contracts/casino-office';
import { actorOf } from '../../plugins/office-actor';
import type { CasinoOfficeService } from './casino-office.service';
import type { RouteApp } from '../../kernel/route-groups';

const slugParams = z.object({ slug: z.string().min(1).max(60) });
const idParams = z.object({ id: z.string().min(1).max(64) });

/**
 * The casino of this host's brand in the office (scope `casino`; admin passes): which
 * games and categories it shows and their order (audited), rounds for game recall, GGR.
 */
export function casinoOfficeRoutes(api: RouteApp, opts: { office: CasinoOfficeService }): void {
  const { office } = opts;
  const security = [{ bearer: [] }];
  const tags = ['office'];

  api.get(
    OFFICE_CASINO_API.games,
    {
      schema: {
        tags,
        summary: 'Every game of the catalogue with whether this brand shows it, in its order',
        security,
        querystring: officeGamesQuerySchema,
        response: { 200: officeGamesResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: {
        ...(await office.games(request.tenant.id, request.query)),
        currency: request.tenant.settings.currency,
      },
    }),
  );

  api.patch(
    `${OFFICE_CASINO_API.games}/:slug`,
    {
      schema: {
        tags,
        summary: 'Shows or hides a game on this brand (audited)',
        security,
        params: slugParams,
        body: officeToggleSchema,
        response: { 200: officeGameResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await office.setGameEnabled(
        actorOf(request),
        request.tenant.id,
        request.params.slug,
        request.body.enabled,
      ),
    }),
  );

  api.put(
    OFFICE_CASINO_API.gamesOrder,
    {
      schema: {
        tags,
        summary: 'Orders the brand’s games: every slug of the catalogue once (audited)',
        security,
        body: officeOrderSchema,
        response: { 200: officeGamesResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const items = await office.orderGames(
        actorOf(request),
        request.tenant.id,
        request.body.slugs,
      );
      return {
        response: { items, total: items.length, currency: request.tenant.settings.currency },
      };
    },
  );

  api.get(
    OFFICE_CASINO_API.categories,
    {
      schema: {
        tags,
        summary: 'Every category with whether this brand shows it, in its order',
        security,
        response: { 200: officeCategoriesResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ response: { items: await office.categories(request.tenant.id) } }),
  );

  api.patch(
    `${OFFICE_CASINO_API.categories}/:slug`,
    {
      schema: {
        tags,
        summary: 'Shows or hides a category (a lobby rail) on this brand (audited)',
        security,
        params: slugParams,
        body: officeToggleSchema,
        response: { 200: officeCategoriesResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: {
        items: await office.setCategoryEnabled(
          actorOf(request),
          request.tenant.id,
          request.params.slug,
          request.body.enabled,
        ),
      },
    }),
  );

  api.put(
    OFFICE_CASINO_API.categoriesOrder,
    {
      schema: {
        tags,
        summary: 'Orders the lobby rails: every category slug once (audited)',
        security,
        body: officeOrderSchema,
        response: { 200: officeCategoriesResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: {
        items: await office.orderCategories(
          actorOf(request),
          request.tenant.id,
          request.body.slugs,
        ),
      },
    }),
  );

  api.get(
    OFFICE_CASINO_API.rounds,
    {
      schema: {
        tags,
        summary: 'Rounds, newest first, by round id (ours or the provider’s) or player',
        security,
        querystring: officeRoundsQuerySchema,
        response: { 200: officeRoundsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ response: await office.rounds(request.tenant.id, request.query) }),
  );

  api.get(
    `${OFFICE_CASINO_API.rounds}/:id`,
    {
      schema: {
        tags,
        summary: 'One round with its bets, wins and rollbacks (game recall)',
        security,
        params: idParams,
        response: { 200: officeRoundResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ response: await office.round(request.tenant.id, request.params.id) }),
  );

  api.get(
    OFFICE_CASINO_API.ggr,
    {
      schema: {
        tags,
        summary:
          'GGR (bets - wins - rollbacks) per day in the brand’s time zone and per game or ' +
          'provider, real money only, by the day the round started',
        security,
        querystring: officeGgrQuerySchema,
        response: { 200: officeGgrResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ response: await office.ggr(request.tenant.id, request.query) }),
  );
}
