import type { FastifyReply, FastifyRequest } from 'fastify';
import { tokenResponseSchema } from '@tribuna/contracts/auth';
import { errorResponses, okSchema } from '@tribuna/contracts/envelope';
import {
  OFFICE_API,
  OFFICE_REFRESH_COOKIE,
  officeIdParamsSchema,
  officeLoginRequestSchema,
  officeMeResponseSchema,
  officeStaffCreateRequestSchema,
  officeStaffListResponseSchema,
  officeStaffPasswordRequestSchema,
  officeStaffResponseSchema,
  officeStaffUpdateRequestSchema,
  type OfficeStaff,
} from '@tribuna/contracts/office';
import { bearerToken, type TokenIssuer } from '../../lib/tokens';
import type { Xsrf } from '../../lib/xsrf';
import { staffOf } from '../../plugins/auth';
import { actorOf } from '../../plugins/office-actor';
import { scopesOf, type StaffRow, type StaffService, type StaffTokens } from './staff.service';
import type { RouteGroups } from '../../kernel/route-groups';

function staffView(row: StaffRow): OfficeStaff {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    scopes: scopesOf(row),
    status: row.status,
    created_at: row.createdAt.toISOString(),
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
  };
}

/** Office sign-in (`/api/office/auth/*`) and the brand's staff accounts (`/api/office/staff`). */
export async function staffRoutes(
  groups: RouteGroups,
  opts: { staff: StaffService; xsrf: Xsrf; tokens: TokenIssuer },
): Promise<void> {
  const { staff, xsrf, tokens } = opts;

  function answerTokens(request: FastifyRequest, reply: FastifyReply, tokens: StaffTokens) {
    reply.setCookie(OFFICE_REFRESH_COOKIE.name, tokens.refreshToken, {
      path: OFFICE_REFRESH_COOKIE.path,
      httpOnly: true,
      // The office is served from the same host as its API; no other site needs it.
      sameSite: 'strict',
      secure: request.protocol === 'https',
      maxAge: tokens.refreshExpiresIn,
    });
    xsrf.ensureCookie(request, reply);
    return {
      response: {
        token: tokens.token,
        token_type: 'Bearer' as const,
        expires_in: tokens.expiresIn,
        refresh_expires_in: tokens.refreshExpiresIn,
      },
    };
  }

  function clearRefresh(reply: FastifyReply) {
    reply.clearCookie(OFFICE_REFRESH_COOKIE.name, { path: OFFICE_REFRESH_COOKIE.path });
  }
  const security = [{ bearer: [] }];

  // Signing in and out of the office works while the site is in maintenance.
  await groups.open(
    (api) => {
      api.post(
        OFFICE_API.login,
        {
          schema: {
            tags: ['office'],
            summary: 'Staff sign-in: an access token, and the refresh token as an httpOnly cookie',
            body: officeLoginRequestSchema,
            response: { 200: tokenResponseSchema, ...errorResponses },
          },
        },
        async (request, reply) => {
          const tokens = await staff.login(request.tenant.id, request.body, {
            ip: request.ip,
            userAgent: request.headers['user-agent'],
          });
          return answerTokens(request, reply, tokens);
        },
      );

      api.post(
        OFFICE_API.refresh,
        {
          schema: {
            tags: ['office'],
            summary: 'A new access token for the refresh cookie, which is rotated',
            response: { 200: tokenResponseSchema, ...errorResponses },
          },
        },
        async (request, reply) => {
          xsrf.assert(request);
          try {
            const tokens = await staff.refresh(
              request.tenant.id,
              request.cookies[OFFICE_REFRESH_COOKIE.name],
            );
            return answerTokens(request, reply, tokens);
          } catch (error) {
            clearRefresh(reply);
            throw error;
          }
        },
      );

      api.post(
        OFFICE_API.logout,
        {
          schema: {
            tags: ['office'],
            summary:
              'Ends the office session of the Bearer and/or of the refresh cookie (cookie ' +
              'alone: X-XSRF-TOKEN required) and clears the cookie',
            response: { 200: okSchema, ...errorResponses },
          },
        },
        async (request, reply) => {
          const bearer = bearerToken(request.headers.authorization);
          const claims = bearer ? await tokens.verify(bearer, 'staff') : null;
          if (claims) await staff.endSession(claims.sub, claims.sid);
          const cookie = request.cookies[OFFICE_REFRESH_COOKIE.name];
          if (cookie) {
            // Another site can make the browser send the cookie, but never a Bearer.
            if (!claims) xsrf.assert(request);
            await staff.logout(cookie);
          }
          clearRefresh(reply);
          return { response: true as const };
        },
      );
    },
    { readsPlayer: false, duringMaintenance: true },
  );

  await groups.office([], (api) => {
    api.get(
      OFFICE_API.me,
      {
        schema: {
          tags: ['office'],
          summary: 'The signed-in staff member and the brand of this host',
          security: [{ bearer: [] }],
          response: { 200: officeMeResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        const principal = staffOf(request);
        const row = await staff.getById(principal.staffId);
        const tenant = request.tenant;
        return {
          response: {
            id: principal.staffId,
            username: principal.username,
            email: row?.email ?? '',
            scopes: row ? scopesOf(row) : [],
            is_owner: principal.isOwner,
            tenant: {
              id: tenant.id,
              slug: tenant.slug,
              name: tenant.settings.name,
              hosts: tenant.hosts,
              timezone: tenant.settings.timezone,
              currency: tenant.settings.currency,
            },
          },
        };
      },
    );

    api.get(
      OFFICE_API.staff,
      {
        schema: {
          tags: ['office'],
          summary: "This brand's staff accounts",
          security,
          response: { 200: officeStaffListResponseSchema, ...errorResponses },
        },
        config: { scopes: ['admin'] },
      },
      async (request) => {
        const rows = await staff.list(request.tenant.id);
        return { response: { items: rows.map(staffView) } };
      },
    );

    api.post(
      OFFICE_API.staff,
      {
        schema: {
          tags: ['office'],
          summary: 'Adds a staff account to this brand',
          security,
          body: officeStaffCreateRequestSchema,
          response: { 200: officeStaffResponseSchema, ...errorResponses },
        },
        config: { scopes: ['admin'] },
      },
      async (request) => {
        const row = await staff.create(actorOf(request), request.tenant.id, request.body);
        return { response: staffView(row) };
      },
    );

    api.patch(
      `${OFFICE_API.staff}/:id`,
      {
        schema: {
          tags: ['office'],
          summary: "Changes a staff member's scopes or status",
          security,
          params: officeIdParamsSchema,
          body: officeStaffUpdateRequestSchema,
          response: { 200: officeStaffResponseSchema, ...errorResponses },
        },
        config: { scopes: ['admin'] },
      },
      async (request) => {
        const row = await staff.update(
          actorOf(request),
          request.tenant.id,
          request.params.id,
          request.body,
        );
        return { response: staffView(row) };
      },
    );

    api.post(
      `${OFFICE_API.staff}/:id/password`,
      {
        schema: {
          tags: ['office'],
          summary: "Sets a staff member's password and ends their sessions",
          security,
          params: officeIdParamsSchema,
          body: officeStaffPasswordRequestSchema,
          response: { 200: officeStaffResponseSchema, ...errorResponses },
        },
        config: { scopes: ['admin'] },
      },
      async (request) => {
        const row = await staff.resetPassword(
          actorOf(request),
          request.tenant.id,
          request.params.id,
          request.body.password,
        );
        return { response: staffView(row) };
      },
    );
  });
}
