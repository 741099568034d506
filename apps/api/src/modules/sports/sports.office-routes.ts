import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import type { AuthGuards } from '../../plugins/auth';
import { actorOf } from '../staff/office-actor';
import type { SportsModule } from './sports-module';

const idParams = z.object({ id: z.uuid() });
const sportParams = z.object({ sport: sportSchema });

/**
 * The trading desk of this host's brand (scope `trader`; admin and the owner pass): its
 * events with liabilities, its own suspensions, manual results, bets and settings; and
 * the simulated feed's console for the platform owner.
 */
export function sportsOfficeRoutes(
  app: FastifyInstance,
  opts: { sports: SportsModule; guards: AuthGuards },
): void {
  const { sports, guards } = opts;
  const { office } = sports;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = guards.requireStaff('trader');
  const security = [{ bearer: [] }];
  const config = { allowDuringMaintenance: true };
  const tags = ['office'];

  api.get(
    OFFICE_SPORTS_API.events,
    {
      config,
      schema: {
        tags,
        summary: 'Events with the brand’s open bets, stakes and worst-case liability',
        security,
        querystring: officeEventsQuerySchema,
        response: { 200: officeEventsResponseSchema, ...errorResponses },
      },
      onRequest,
    },
    async (request) => ({ response: await office.events(request.tenant.id, request.query) }),
  );

  api.get(
    `${OFFICE_SPORTS_API.events}/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'One event with every market and each outcome’s liability',
        security,
        params: idParams,
        response: { 200: officeEventResponseSchema, ...errorResponses },
      },
      onRequest,
    },
    async (request) => ({ response: await office.event(request.tenant.id, request.params.id) }),
  );

  api.put(
    `${OFFICE_SPORTS_API.events}/:id/suspension`,
    {
      config,
      schema: {
        tags,
        summary: 'Suspends or reopens a whole event for this brand only (audited)',
        security,
        params: idParams,
        body: suspensionRequestSchema,
        response: { 200: officeEventResponseSchema, ...errorResponses },
      },
      onRequest,
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
      config,
      schema: {
        tags,
        summary: 'Suspends or reopens one market for this brand only (audited)',
        security,
        params: idParams,
        body: suspensionRequestSchema,
        response: { 200: officeEventResponseSchema, ...errorResponses },
      },
      onRequest,
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
      config,
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
      onRequest,
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
      config,
      schema: {
        tags,
        summary: 'Bets, newest first, by bet id, player or event; status, sport and days',
        security,
        querystring: officeBetsQuerySchema,
        response: { 200: officeBetsResponseSchema, ...errorResponses },
      },
      onRequest,
    },
    async (request) => ({ response: await office.bets(request.tenant.id, request.query) }),
  );

  api.get(
    OFFICE_SPORTS_API.settings,
    {
      config,
      schema: {
        tags,
        summary: 'The brand’s margin, limits, bet delay and cash-out terms per sport',
        security,
        response: { 200: sportSettingsResponseSchema, ...errorResponses },
      },
      onRequest,
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
      config,
      schema: {
        tags,
        summary: 'Changes the brand’s settings of one sport (audited)',
        security,
        params: sportParams,
        body: sportSettingsRequestSchema,
        response: { 200: sportSettingsResponseSchema, ...errorResponses },
      },
      onRequest,
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
      config,
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
      onRequest: guards.requireOwner,
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
      config,
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
      onRequest: guards.requireOwner,
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
      config,
      schema: {
        tags,
        summary:
          'Where the feed runs, as the answering API process sees it (platform owner): ' +
          'whether it runs it, who holds the feed’s lease, how many batches it wrote',
        security,
        response: { 200: simulatorStatusResponseSchema, ...errorResponses },
      },
      onRequest: guards.requireOwner,
    },
    async () => ({ response: await sports.feed.status() }),
  );
}
