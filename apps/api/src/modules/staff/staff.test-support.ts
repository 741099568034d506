import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { AUTH_COOKIE } from '@tribuna/contracts/auth';
import { OFFICE_API, OFFICE_REFRESH_COOKIE } from '@tribuna/contracts/office';

/** What a signed-in office tab holds: the Bearer, the refresh cookie and the XSRF cookie. */
export interface OfficeSession {
  host: string;
  token: string;
  refresh: string;
  xsrf: string;
}

/** Signs a staff member in through the real login call. */
export async function officeLogin(
  app: FastifyInstance,
  host: string,
  username: string,
  password: string,
): Promise<OfficeSession> {
  const res = await app.inject({
    method: 'POST',
    url: OFFICE_API.login,
    headers: { host, 'master-language': 'en_US' },
    payload: { username, password },
  });
  if (res.statusCode !== 200) {
    throw new Error(`office login ${username}@${host} failed: ${res.statusCode} ${res.body}`);
  }
  return {
    host,
    token: res.json<{ response: { token: string } }>().response.token,
    ...cookiesOf(res),
  };
}

export function cookiesOf(res: LightMyRequestResponse): { refresh: string; xsrf: string } {
  const refresh = res.cookies.find((c) => c.name === OFFICE_REFRESH_COOKIE.name)?.value ?? '';
  const xsrf = res.cookies.find((c) => c.name === AUTH_COOKIE.xsrf)?.value ?? '';
  return { refresh, xsrf };
}

/** An office call with the session's Bearer, in English. */
export function officeCall(
  app: FastifyInstance,
  session: Pick<OfficeSession, 'host' | 'token'>,
  method: InjectOptions['method'],
  url: string,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    headers: {
      host: session.host,
      authorization: `Bearer ${session.token}`,
      'master-language': 'en_US',
    },
    ...(payload ? { payload } : {}),
  });
}
