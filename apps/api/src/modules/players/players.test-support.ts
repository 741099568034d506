import crypto from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { AUTH_COOKIE } from '@tribuna/contracts/auth';

/** What a logged-in site tab holds: the Bearer, the refresh cookie and the XSRF cookie. */
export interface PlayerSession {
  host: string;
  token: string;
  refresh: string;
  xsrf: string;
}

/** A fresh client address, so failed logins of one test do not count against another. */
export function someAddress(): string {
  return `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
}

export function playerCookiesOf(res: LightMyRequestResponse): { refresh: string; xsrf: string } {
  const refresh = res.cookies.find((c) => c.name === AUTH_COOKIE.refresh)?.value ?? '';
  const xsrf = res.cookies.find((c) => c.name === AUTH_COOKIE.xsrf)?.value ?? '';
  return { refresh, xsrf };
}

/** A player session from a login or register answer. */
export function playerSessionOf(host: string, res: LightMyRequestResponse): PlayerSession {
  return {
    host,
    token: res.json<{ response: { token: string } }>().response.token,
    ...playerCookiesOf(res),
  };
}

/** Logs a player in through the real login call (e.g. the demo `demo` / `demo1234`). */
export async function playerLogin(
  app: FastifyInstance,
  host: string,
  username: string,
  password: string,
): Promise<PlayerSession> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { host, 'master-language': 'en_US' },
    payload: { username, password },
    remoteAddress: someAddress(),
  });
  if (res.statusCode !== 200) {
    throw new Error(`player login ${username}@${host} failed: ${res.statusCode} ${res.body}`);
  }
  return playerSessionOf(host, res);
}

/** A Bearer call as the site makes it. */
export function playerCall(
  app: FastifyInstance,
  session: Pick<PlayerSession, 'host' | 'token'>,
  url: string,
  options: { payload?: InjectOptions['payload']; language?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url,
    headers: {
      host: session.host,
      authorization: `Bearer ${session.token}`,
      'master-language': options.language ?? 'en_US',
    },
    ...(options.payload === undefined ? {} : { payload: options.payload }),
  });
}
