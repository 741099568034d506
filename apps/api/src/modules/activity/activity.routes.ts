import { z } from 'zod';
import { errorResponses } from '@tribuna/contracts/envelope';
import {
  OFFICE_ACTIVITY_API,
  officeActivityGgrQuerySchema,
  officeActivityGgrResponseSchema,
  officePlayerActivityQuerySchema,
  officePlayerActivityResponseSchema,
} from '@tribuna/contracts/activity';
import type { FastifyRequest } from 'fastify';
import type { RouteApp } from '../../kernel/route-groups';
import type { ActivityBrand, ActivityService } from './activity.service';

const playerParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) });
const tags = ['office'];

function brandOf(request: FastifyRequest): ActivityBrand {
  const { settings } = request.tenant;
  return { tenantId: request.tenant.id, timezone: settings.timezone, currency: settings.currency };
}

/** A player's activity on the support and compliance desks. */
export function playerActivityRoutes(api: RouteApp, opts: { activity: ActivityService }): void {
  api.get(
    `${OFFICE_ACTIVITY_API.players}/:id/activity`,
    {
      schema: {
        tags,
        summary:
          "A player's activity (stakes, results, deposits, withdrawals), newest first, " +
          'by product and days in the brand’s time zone, with wagered, returned and net',
        params: playerParams,
        querystring: officePlayerActivityQuerySchema,
        response: { 200: officePlayerActivityResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await opts.activity.playerActivity(
        brandOf(request),
        request.params.id,
        request.query,
      ),
    }),
  );
}

/** The brand's GGR per product, from the stream: the platform's figure. */
export function activityReportRoutes(api: RouteApp, opts: { activity: ActivityService }): void {
  api.get(
    OFFICE_ACTIVITY_API.ggr,
    {
      schema: {
        tags,
        summary:
          'GGR (stakes - returns, cash and bonus) per product and day in the brand’s time zone',
        querystring: officeActivityGgrQuerySchema,
        response: { 200: officeActivityGgrResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ response: await opts.activity.ggr(brandOf(request), request.query) }),
  );
}
