import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AUTH_COOKIE,
  authResetRequestSchema,
  authResetResponseSchema,
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  messageResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  tokenResponseSchema,
  userResponseSchema,
  type TokenAnswer,
} from '@tribuna/contracts/auth';
import { errorResponses } from '@tribuna/contracts/envelope';
import {
  updateLanguageRequestSchema,
  updateProfileRequestSchema,
} from '@tribuna/contracts/profile';
import { translate } from '@tribuna/contracts/messages';
import { dayIn } from '@tribuna/contracts/time-zones';
import { AppError } from '../../lib/app-error';
import { bearerToken, type TokenIssuer } from '../../lib/tokens';
import type { Xsrf } from '../../lib/xsrf';
import { playerOf } from '../../plugins/auth';
import type { ClientInfo, IssuedTokens, PlayersService } from './players.service';
import type { RouteGroups } from '../../kernel/route-groups';

// The spec's auth cookies live a year; the refresh token inside expires sooner.
const ONE_YEAR_S = 365 * 24 * 3600;
const HOST_HEADER = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

function clientOf(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

/**
 * The browser's device cookie: a random id the site keeps for two years, recorded with
 * each session, so two accounts used on one device can be told apart from two people
 * behind one address (a carrier's shared IP). Made on the first sign-up or log-in.
 */
const DEVICE_COOKIE = 'device_id';
const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;
const TWO_YEARS_S = 2 * ONE_YEAR_S;

function browserClientOf(request: FastifyRequest, reply: FastifyReply): ClientInfo {
  const sent = request.cookies[DEVICE_COOKIE];
  let deviceId = sent && DEVICE_ID.test(sent) ? sent : null;
  if (!deviceId) {
    deviceId = crypto.randomBytes(16).toString('base64url');
    reply.setCookie(DEVICE_COOKIE, deviceId, {
      path: '/',
      sameSite: 'lax',
      httpOnly: true,
      secure: request.protocol === 'https',
      maxAge: TWO_YEARS_S,
    });
  }
  return { ...clientOf(request), deviceId };
}

function refreshCookie(request: FastifyRequest) {
  return {
    path: '/',
    sameSite: 'lax' as const,
    httpOnly: true,
    secure: request.protocol === 'https',
  };
}

/**
 * The seed's auth calls (register, login, refresh, logout, user, `/_auth/reset`) and
 * the password flows. The access token travels as Bearer; the refresh token only as
 * an httpOnly cookie, and the calls it authenticates must echo the XSRF cookie.
 */
export async function playersRoutes(
  groups: RouteGroups,
  opts: { players: PlayersService; xsrf: Xsrf; tokens: TokenIssuer; clock: () => Date },
): Promise<void> {
  const { players, xsrf, tokens, clock } = opts;

  function signedIn(
    request: FastifyRequest,
    reply: FastifyReply,
    issued: IssuedTokens,
  ): { response: TokenAnswer } {
    reply.setCookie(AUTH_COOKIE.refresh, issued.refreshToken, {
      ...refreshCookie(request),
      maxAge: ONE_YEAR_S,
    });
    xsrf.ensureCookie(request, reply);
    return {
      response: {
        token: issued.token,
        token_type: 'Bearer',
        expires_in: issued.expiresIn,
        refresh_expires_in: issued.refreshExpiresIn,
      },
    };
  }

  function clearRefresh(request: FastifyRequest, reply: FastifyReply): void {
    reply.clearCookie(AUTH_COOKIE.refresh, refreshCookie(request));
  }

  /** The session of a valid Bearer of this brand, if the call carries one. */
  async function bearerSession(request: FastifyRequest): Promise<string | null> {
    const token = bearerToken(request.headers.authorization);
    if (!token) return null;
    const claims = await tokens.verify(token, 'player');
    return claims && claims.tid === request.tenant.id ? claims.sid : null;
  }

  function message(request: FastifyRequest, key: Parameters<typeof translate>[0]) {
    return { response: { message: translate(key, request.language) } };
  }

  await groups.open((api) => {
    api.post(
      '/api/auth/register',
      {
        schema: {
          tags: ['auth'],
          summary: 'Creates a player account and logs it in (answers like login)',
          body: registerRequestSchema,
          response: { 201: tokenResponseSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const body = request.body;
        const { tenant } = request;
        const issued = await players.register(
          tenant.id,
          { ...body, language: body.language ?? request.language },
          browserClientOf(request, reply),
          {
            minimum: tenant.jurisdiction.minimum_age,
            today: dayIn(clock(), tenant.settings.timezone),
          },
        );
        return reply.code(201).send(signedIn(request, reply, issued));
      },
    );

    api.post(
      '/api/auth/login',
      {
        schema: {
          tags: ['auth'],
          summary: 'Logs in with username or email; the refresh token comes as an httpOnly cookie',
          body: loginRequestSchema,
          response: { 200: tokenResponseSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const issued = await players.login(
          request.tenant.id,
          request.body,
          browserClientOf(request, reply),
        );
        return signedIn(request, reply, issued);
      },
    );

    api.post(
      '/api/auth/refresh',
      {
        schema: {
          tags: ['auth'],
          summary:
            'Rotates the refresh cookie for a new access token (X-XSRF-TOKEN required). ' +
            'A refresh token used twice ends its whole session.',
          response: { 200: tokenResponseSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        xsrf.assert(request);
        try {
          const issued = await players.refresh(
            request.tenant.id,
            request.cookies[AUTH_COOKIE.refresh],
          );
          return signedIn(request, reply, issued);
        } catch (error) {
          // A dead refresh cookie is of no use to the browser any more.
          clearRefresh(request, reply);
          throw error;
        }
      },
    );

    api.post(
      '/api/auth/logout',
      {
        schema: {
          tags: ['auth'],
          summary:
            'Ends the session of the Bearer and/or of the refresh cookie (cookie alone: ' +
            'X-XSRF-TOKEN required) and clears the cookie',
          response: { 200: messageResponseSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const sessions: string[] = [];
        const fromBearer = await bearerSession(request);
        if (fromBearer) sessions.push(fromBearer);
        const cookie = request.cookies[AUTH_COOKIE.refresh];
        if (cookie) {
          // Another site can make the browser send the cookie, but never a Bearer.
          if (!fromBearer) xsrf.assert(request);
          const fromCookie = await players.sessionOfRefreshToken(request.tenant.id, cookie);
          if (fromCookie) sessions.push(fromCookie);
        }
        await players.endSessions(request.tenant.id, sessions, 'logout');
        clearRefresh(request, reply);
        return message(request, 'auth.logged_out');
      },
    );

    api.post(
      '/api/auth/password/forgot',
      {
        schema: {
          tags: ['auth'],
          summary:
            'Mails a one-time reset link (60 minutes). The answer is the same whether or ' +
            'not the email has an account.',
          body: forgotPasswordRequestSchema,
          response: { 200: messageResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        const tenant = request.tenant;
        const hostHeader = request.headers.host ?? '';
        // The tenant plugin matched this host; the port is all that it adds.
        const host = HOST_HEADER.test(hostHeader) ? hostHeader : (tenant.hosts[0] ?? hostHeader);
        await players.requestPasswordReset(
          { id: tenant.id, name: tenant.settings.name },
          request.body.email,
          (token) =>
            `${request.protocol}://${host}/reset/password?token=${encodeURIComponent(token)}`,
          clientOf(request),
        );
        return message(request, 'auth.forgot_sent');
      },
    );

    api.post(
      '/api/auth/password/reset',
      {
        schema: {
          tags: ['auth'],
          summary: "Sets a new password with a reset link's token; every session ends",
          body: resetPasswordRequestSchema,
          response: { 200: messageResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        await players.resetPassword(request.tenant.id, request.body.token, request.body.password);
        return message(request, 'auth.password_reset_done');
      },
    );

    api.post(
      '/_auth/reset',
      {
        schema: {
          tags: ['auth'],
          summary:
            'Clears an httpOnly auth cookie by name (X-XSRF-TOKEN required); clearing the ' +
            'refresh cookie also ends its session',
          body: authResetRequestSchema,
          response: { 200: authResetResponseSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        xsrf.assert(request);
        const name = request.body.token;
        if (name === AUTH_COOKIE.refresh) {
          const session = await players.sessionOfRefreshToken(
            request.tenant.id,
            request.cookies[AUTH_COOKIE.refresh],
          );
          if (session) await players.endSessions(request.tenant.id, [session], 'reset_cookie');
        }
        reply.clearCookie(name, refreshCookie(request));
        return { response: true as const };
      },
    );
  });

  await groups.player((api) => {
    api.post(
      '/api/auth/user',
      {
        schema: {
          tags: ['auth'],
          summary: 'The logged-in player, at the top level of the answer',
          security: [{ bearer: [] }],
          response: { 200: userResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        const player = playerOf(request);
        const row = await players.getRecord(request.tenant.id, player.playerId);
        if (!row) throw new AppError(401, 'UNAUTHENTICATED', 'auth.unauthenticated');
        return { user: players.toUser(row, request.tenant.settings.currency) };
      },
    );

    api.post(
      '/api/auth/profile',
      {
        schema: {
          tags: ['auth'],
          summary:
            "Updates the player's personal data (not the username); answers the user like " +
            'the user call. Left-out optional fields stay, null clears them.',
          security: [{ bearer: [] }],
          body: updateProfileRequestSchema,
          response: { 200: userResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        const row = await players.updateProfile(
          request.tenant.id,
          playerOf(request).playerId,
          request.body,
        );
        return { user: players.toUser(row, request.tenant.settings.currency) };
      },
    );

    api.post(
      '/api/auth/profile/language',
      {
        schema: {
          tags: ['auth'],
          summary: "Stores the player's language; answers the user like the user call",
          security: [{ bearer: [] }],
          body: updateLanguageRequestSchema,
          response: { 200: userResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        const row = await players.setLanguage(
          request.tenant.id,
          playerOf(request).playerId,
          request.body.language,
        );
        return { user: players.toUser(row, request.tenant.settings.currency) };
      },
    );

    api.post(
      '/api/auth/password/change',
      {
        schema: {
          tags: ['auth'],
          summary: 'Changes the password (asks the current one); the other sessions end',
          security: [{ bearer: [] }],
          body: changePasswordRequestSchema,
          response: { 200: messageResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        await players.changePassword(
          request.tenant.id,
          playerOf(request),
          request.body.current_password,
          request.body.password,
        );
        return message(request, 'auth.password_changed');
      },
    );
  });
}
