import { z } from 'zod';
import { errorResponses } from '@tribuna/contracts/envelope';
import { currencyDecimals, type Currency } from '@tribuna/contracts/currencies';
import { toMajorText } from '@tribuna/contracts/money';
import {
  OFFICE_RESPONSIBLE_API,
  RESPONSIBLE_API,
  breakResponseSchema,
  limitRefRequestSchema,
  officeBreaksResponseSchema,
  officeFlagResponseSchema,
  officeFlagsQuerySchema,
  officeFlagsResponseSchema,
  officeProfileRequestSchema,
  officeProfileResponseSchema,
  officeResponsiblePlayerResponseSchema,
  realityCheckRequestSchema,
  responsibleResponseSchema,
  sessionClockResponseSchema,
  setLimitRequestSchema,
  statementQuerySchema,
  statementResponseSchema,
  takeBreakRequestSchema,
} from '@tribuna/contracts/responsible';
import { JURISDICTION_PRESET_PROFILES } from '@tribuna/contracts/jurisdiction';
import { sendCsv, toCsv } from '../../lib/csv';
import { playerOf, staffOf } from '../../plugins/auth';
import { actorOf } from '../../plugins/office-actor';
import type { RouteApp } from '../../kernel/route-groups';
import type { TenantsService } from '../tenants/tenants.service';
import type { ResponsibleService } from './responsible.service';

const tags = ['responsible'];
const security = [{ bearer: [] }];

/**
 * The player's responsible-gambling section: limits, the reality check's interval and the
 * session clock behind it, breaks, and the activity statement (also as CSV).
 */
export function responsibleRoutes(api: RouteApp, opts: { responsible: ResponsibleService }): void {
  const { responsible } = opts;

  api.get(
    RESPONSIBLE_API.base,
    {
      schema: {
        tags,
        summary: "The player's limits (with what each has used), reality check and breaks offered",
        security,
        response: { 200: responsibleResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await responsible.overview(request.tenant.id, playerOf(request).playerId),
    }),
  );

  api.put(
    RESPONSIBLE_API.limits,
    {
      schema: {
        tags,
        summary:
          'Sets a limit (null removes it): lower at once; higher or removed after the cool-off and a confirmation',
        security,
        body: setLimitRequestSchema,
        response: { 200: responsibleResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await responsible.setLimit(
        request.tenant.id,
        playerOf(request).playerId,
        request.body,
        request.ip,
      ),
    }),
  );

  api.post(
    RESPONSIBLE_API.confirm,
    {
      schema: {
        tags,
        summary: 'Confirms a raised or removed limit whose cool-off has passed',
        security,
        body: limitRefRequestSchema,
        response: { 200: responsibleResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await responsible.confirmLimit(
        request.tenant.id,
        playerOf(request).playerId,
        request.body,
        request.ip,
      ),
    }),
  );

  api.post(
    RESPONSIBLE_API.cancel,
    {
      schema: {
        tags,
        summary: 'Drops a waiting raise or removal (the limit stays)',
        security,
        body: limitRefRequestSchema,
        response: { 200: responsibleResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await responsible.cancelLimit(
        request.tenant.id,
        playerOf(request).playerId,
        request.body,
        request.ip,
      ),
    }),
  );

  api.put(
    RESPONSIBLE_API.realityCheck,
    {
      schema: {
        tags,
        summary: "The reality check's interval, in minutes",
        security,
        body: realityCheckRequestSchema,
        response: { 200: responsibleResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await responsible.setRealityCheck(
        request.tenant.id,
        playerOf(request).playerId,
        request.body.minutes,
      ),
    }),
  );

  api.get(
    RESPONSIBLE_API.session,
    {
      schema: {
        tags,
        summary:
          "This session's clock (time played, wagered, net, next reality check); the open site's heartbeat",
        security,
        response: { 200: sessionClockResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { playerId, sessionId } = playerOf(request);
      return {
        response: await responsible.sessionClock(request.tenant.id, playerId, sessionId, false),
      };
    },
  );

  api.post(
    RESPONSIBLE_API.sessionContinue,
    {
      schema: {
        tags,
        summary: 'The player read the reality check and goes on: the next one is an interval away',
        security,
        response: { 200: sessionClockResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { playerId, sessionId } = playerOf(request);
      return {
        response: await responsible.sessionClock(request.tenant.id, playerId, sessionId, true),
      };
    },
  );

  api.post(
    RESPONSIBLE_API.breaks,
    {
      schema: {
        tags,
        summary:
          'Takes a time-out or self-exclusion: at once, every session ends, nobody can end it early',
        security,
        body: takeBreakRequestSchema,
        response: { 201: breakResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const taken = await responsible.takeBreak(
        request.tenant.id,
        playerOf(request).playerId,
        request.body.length,
        request.ip,
      );
      return reply.code(201).send({ response: taken });
    },
  );

  api.get(
    RESPONSIBLE_API.statement,
    {
      schema: {
        tags,
        summary: 'Wagered, returned and net per product per day, week or month',
        security,
        querystring: statementQuerySchema,
        response: { 200: statementResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await responsible.statement(
        request.tenant.id,
        playerOf(request).playerId,
        request.query,
      ),
    }),
  );

  api.get(
    RESPONSIBLE_API.statementCsv,
    {
      schema: {
        tags,
        summary: 'The activity statement as CSV (amounts in major units)',
        security,
        querystring: statementQuerySchema,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const statement = await responsible.statement(
        request.tenant.id,
        playerOf(request).playerId,
        request.query,
      );
      const major = (minor: number) =>
        toMajorText(minor, currencyDecimals(statement.currency as Currency));
      const csv = toCsv(
        ['period_start', 'product', 'currency', 'wagered', 'returned', 'net'],
        statement.rows.map((r) => [
          r.period_start,
          r.product,
          statement.currency,
          major(r.wagered),
          major(r.returned),
          major(r.net),
        ]),
      );
      return sendCsv(reply, `statement-${statement.from}-${statement.to}.csv`, csv);
    },
  );
}

const idParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) });

/**
 * The compliance desk (scope `compliance`): each player's limits, their history, breaks
 * and flags; the brand's flags and breaks; the brand's jurisdiction profile, which only
 * the platform owner changes. Staff cannot end a break or change a player's limits.
 */
export function responsibleOfficeRoutes(
  api: RouteApp,
  opts: { responsible: ResponsibleService; tenants: TenantsService },
): void {
  const { responsible, tenants } = opts;
  const officeTags = ['office'];

  api.get(
    `${OFFICE_RESPONSIBLE_API.players}/:id`,
    {
      schema: {
        tags: officeTags,
        summary: "A player's limits, their history, breaks and flags",
        security,
        params: idParams,
        response: { 200: officeResponsiblePlayerResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await responsible.officePlayer(request.tenant.id, request.params.id),
    }),
  );

  api.get(
    OFFICE_RESPONSIBLE_API.flags,
    {
      schema: {
        tags: officeTags,
        summary: 'Players who reached 80 % of a loss limit',
        security,
        querystring: officeFlagsQuerySchema,
        response: { 200: officeFlagsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: {
        flags: await responsible.officeFlags(request.tenant.id, request.query.status),
      },
    }),
  );

  api.post(
    `${OFFICE_RESPONSIBLE_API.flags}/:id/review`,
    {
      schema: {
        tags: officeTags,
        summary: 'Marks a flag reviewed (audited)',
        security,
        params: idParams,
        response: { 200: officeFlagResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await responsible.reviewFlag(
        actorOf(request),
        request.tenant.id,
        request.params.id,
      ),
    }),
  );

  api.get(
    OFFICE_RESPONSIBLE_API.breaks,
    {
      schema: {
        tags: officeTags,
        summary: 'The time-outs and self-exclusions running now',
        security,
        response: { 200: officeBreaksResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: { breaks: await responsible.officeBreaks(request.tenant.id) },
    }),
  );

  api.get(
    OFFICE_RESPONSIBLE_API.profile,
    {
      schema: {
        tags: officeTags,
        summary: "The brand's jurisdiction profile, and the presets",
        security,
        response: { 200: officeProfileResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const brand = await responsible.brandOf(request.tenant.id);
      return {
        response: {
          profile: brand.profile,
          presets: JURISDICTION_PRESET_PROFILES,
          editable: staffOf(request).isOwner,
        },
      };
    },
  );

  api.put(
    OFFICE_RESPONSIBLE_API.profile,
    {
      schema: {
        tags: officeTags,
        summary: "Replaces the brand's jurisdiction profile (platform owner)",
        security,
        body: officeProfileRequestSchema,
        response: { 200: officeProfileResponseSchema, ...errorResponses },
      },
      config: { owner: true },
    },
    async (request) => {
      const tenant = await tenants.setJurisdiction(
        actorOf(request),
        request.tenant.id,
        request.body.profile,
      );
      return {
        response: {
          profile: tenant.jurisdiction,
          presets: JURISDICTION_PRESET_PROFILES,
          editable: true,
        },
      };
    },
  );
}
