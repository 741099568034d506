import { z } from 'zod';
import { errorResponses } from '@tribuna/contracts/envelope';
import {
  eventResponseSchema,
  eventsQuerySchema,
  eventsResponseSchema,
  menuResponseSchema,
  SPORTS_API,
} from '@tribuna/contracts/sports';
import type { SportsModule } from './sports.module';
import type { RouteApp } from '../../kernel/route-groups';

const slug = z.string().min(1).max(120);

/**
 * The sportsbook's catalogue for players and guests (contracts: sports.ts): the menu,
 * event lists and an event's page, at the brand's prices. Open to everyone.
 */
export function sportsRoutes(api: RouteApp, opts: { sports: SportsModule }): void {
  const { catalogue } = opts.sports;
  const tags = ['sports'];
  const security: Record<string, string[]>[] = [{ bearer: [] }, {}];

  api.get(
    `${SPORTS_API.base}/menu`,
    {
      schema: {
        tags,
        summary: 'Sports and their competitions, with how many events are live and upcoming',
        security,
        response: { 200: menuResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ response: await catalogue.menu(request.tenant.id) }),
  );

  api.get(
    `${SPORTS_API.base}/events`,
    {
      schema: {
        tags,
        summary:
          'Events by start time (not started, live, and those finished in the last hours), ' +
          'filtered by sport, competition (id or slug), status and featured; each with its ' +
          'main market (1x2 in football, winner otherwise)',
        security,
        querystring: eventsQuerySchema,
        response: { 200: eventsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ response: await catalogue.events(request.tenant.id, request.query) }),
  );

  api.get(
    `${SPORTS_API.base}/live`,
    {
      schema: {
        tags,
        summary: 'Every live event with its score, clock and main market',
        security,
        response: { 200: eventsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ response: await catalogue.live(request.tenant.id) }),
  );

  api.get(
    `${SPORTS_API.base}/events/:id`,
    {
      schema: {
        tags,
        summary: 'An event by id, with every market',
        security,
        params: z.object({ id: slug }),
        response: { 200: eventResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await catalogue.event(request.tenant.id, request.params.id),
    }),
  );

  api.get(
    `${SPORTS_API.base}/events/:competition/:event`,
    {
      schema: {
        tags,
        summary: 'An event by its page address (competition slug, event slug), with every market',
        security,
        params: z.object({ competition: slug, event: slug }),
        response: { 200: eventResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await catalogue.eventBySlugs(
        request.tenant.id,
        request.params.competition,
        request.params.event,
      ),
    }),
  );
}
