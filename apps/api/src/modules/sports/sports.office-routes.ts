import { z } from 'zod';
import { errorResponses, okSchema } from '@tribuna/contracts/envelope';
import { sportSchema } from '@tribuna/contracts/sports';
import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from '@tribuna/contracts/wallet';
import {
  manualResultRequestSchema,
  OFFICE_SPORTS_API,
  officeBetsQuerySchema,
  officeBetsResponseSchema,
  officeEventResponseSchema,
  officeEventsQuerySchema,
  officeEventsResponseSchema,
  simulatorFinishResponseSchema,
  simulatorScoreRequestSchema,
  simulatorStatusResponseSchema,
  sportSettingsRequestSchema,
  sportSettingsResponseSchema,
  suspensionRequestSchema,
} from '@tribuna/contracts/sports-office';
import { actorOf } from '../../plugins/office-actor';
import type { SportsModule } from './sports.module';
import type { RouteApp } from '../../kernel/route-groups';

const idParams = z.object({ id: z.uuid() });
const sportParams = z.object({ sport: sportSchema });

/**
 * The trading desk of this host's brand (scope `trader`; admin and the owner pass): its
 * events with liabilities, its own suspensions, manual results, bets and settings; and
 * the simulated feed's console for the platform owner.
 */
export function sportsOfficeRoutes(api: RouteApp, opts: { sports: SportsModule }): void {
  const { sports } = opts;
  const { office } = sports;
  const security = [{ bearer: [] }];
  const tags = ['office'];

  api.get(
    OFFICE_SPORTS_API.events,
    {
      schema: {
        tags,
        summary: 'Events with the brand’s open bets, stakes and worst-case liability',
        security,
        querystring: officeEventsQuerySchema,
        response: { 200: officeEventsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ response: await office.events(request.tenant.id, request.query) }),
  );

  api.get(
    `${OFFICE_SPORTS_API.events}/:id`,
    {
      schema: {
        tags,
        summary: 'One event with every market and each outcome’s liability',
        security,
        params: idParams,
        response: { 200: officeEventResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ response: await office.event(request.tenant.id, request.params.id) }),
  );

  api.put(
    `${OFFICE_SPORTS_API.events}/:id/suspension`,
    {
      schema: {
        tags,
        summary: 'Suspends or reopens a whole event for this brand only (audited)',
        security,
        params: idParams,
        body: suspensionRequestSchema,
        response: { 200: officeEventResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await office.suspendEvent(
        actorOf(request),
        request.tenant.id,
        request.params.id,
        request.body.suspended,
      ),
    }),
  );

  api.put(
    `${OFFICE_SPORTS_API.markets}/:id/suspension`,
    {
      schema: {
        tags,
        summary: 'Suspends or reopens one market for this brand only (audited)',
        security,
        params: idParams,
        body: suspensionRequestSchema,
        response: { 200: officeEventResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await office.suspendMarket(
        actorOf(request),
        request.tenant.id,
        request.params.id,
        request.body.suspended,
      ),
    }),
  );

  api.post(
    `${OFFICE_SPORTS_API.markets}/:id/result`,
    {
      schema: {
        tags,
        summary:
          'Settles this brand’s bets on a market by hand, as a feed settlement would (audited); ' +
          'a later feed settlement leaves them alone',
        security,
        params: idParams,
        body: manualResultRequestSchema,
        response: { 200: officeEventResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await office.manualResult(
        actorOf(request),
        request.tenant.id,
        request.params.id,
        request.body.outcomes,
      ),
    }),
  );

  api.get(
    OFFICE_SPORTS_API.bets,
    {
      schema: {
        tags,
        summary: 'Bets, newest first, by bet id, player or event; status, sport and days',
        security,
        querystring: officeBetsQuerySchema,
        response: { 200: officeBetsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ response: await office.bets(request.tenant.id, request.query) }),
  );

  api.get(
    OFFICE_SPORTS_API.settings,
    {
      schema: {
        tags,
        summary: 'The brand’s margin, limits, bet delay and cash-out terms per sport',
        security,
        response: { 200: sportSettingsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: {
        settings: [...(await sports.settings.all(request.tenant.id)).values()],
        currency: request.tenant.settings.currency,
      },
    }),
  );

  api.put(
    `${OFFICE_SPORTS_API.settings}/:sport`,
    {
      schema: {
        tags,
        summary: 'Changes the brand’s settings of one sport (audited)',
        security,
        params: sportParams,
        body: sportSettingsRequestSchema,
        response: { 200: sportSettingsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: {
        settings: await sports.settings.set(
          actorOf(request),
          request.tenant.id,
          request.params.sport,
          request.body,
        ),
        currency: request.tenant.settings.currency,
      },
    }),
  );

  api.post(
    `${OFFICE_SPORTS_API.simulator}/events/:id/score`,
    {
      schema: {
        tags,
        summary:
          'The simulated feed’s console (platform owner): a side scores in a live event; ' +
          'every brand sees it, as with a real feed. 409 when another feed is in use',
        security,
        params: idParams,
        // Optional: with it, a retried request scores once.
        headers: z.looseObject({ [IDEMPOTENCY_HEADER]: idempotencyKeySchema.optional() }),
        body: simulatorScoreRequestSchema,
        response: { 200: okSchema, ...errorResponses },
      },
      config: { owner: true },
    },
    async (request) => {
      await sports.feed.simulator.score(
        request.params.id,
        request.body.side,
        request.body.points,
        request.headers[IDEMPOTENCY_HEADER],
      );
      return { response: true as const };
    },
  );

  api.post(
    `${OFFICE_SPORTS_API.simulator}/events/:id/finish`,
    {
      schema: {
        tags,
        summary:
          'The simulated feed’s console (platform owner): plays a live or upcoming event to ' +
          'its final whistle now; the feed settles it as at full time (results, then the bets). ' +
          'Answers the final score; a match already over answers its own. 409 when another ' +
          'feed is in use or the event cannot be finished',
        security,
        params: idParams,
        // Optional: with it, a retried request finishes once.
        headers: z.looseObject({ [IDEMPOTENCY_HEADER]: idempotencyKeySchema.optional() }),
        response: { 200: simulatorFinishResponseSchema, ...errorResponses },
      },
      config: { owner: true },
    },
    async (request) => ({
      response: await sports.feed.simulator.finish(
        request.params.id,
        request.headers[IDEMPOTENCY_HEADER],
      ),
    }),
  );

  api.get(
    OFFICE_SPORTS_API.simulator,
    {
      schema: {
        tags,
        summary:
          'Where the feed runs, as the answering API process sees it (platform owner): ' +
          'whether it runs it, who holds the feed’s lease, how many batches it wrote',
        security,
        response: { 200: simulatorStatusResponseSchema, ...errorResponses },
      },
      config: { owner: true },
    },
    async () => ({ response: await sports.feed.status() }),
  );
}
