import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_COOKIE } from '@tribuna/contracts/auth';
import { AppError } from './app-error';

const ONE_YEAR_S = 365 * 24 * 3600;

/**
 * Signed double-submit: the XSRF-TOKEN cookie holds a random value and its HMAC;
 * a call authenticated by cookie must echo it in X-XSRF-TOKEN. Another site can make
 * the browser send the cookie but cannot read it, so it cannot echo it; the
 * signature stops a cookie planted by a sibling subdomain.
 */
export function createXsrf(key: Buffer) {
  // A token checked once stays good for the life of the key, and every page load
  // shows its cookie again: remember the good ones rather than re-hash them.
  const known = new Set<string>();
  const KNOWN_MAX = 50_000;

  function sign(nonce: string): string {
    return crypto.createHmac('sha256', key).update(nonce).digest('base64url');
  }
  function isValid(token: string | undefined): token is string {
    if (!token) return false;
    if (known.has(token)) return true;
    const [nonce, mac] = token.split('.');
    if (!nonce || !mac) return false;
    const expected = Buffer.from(sign(nonce));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return false;
    if (known.size >= KNOWN_MAX) known.clear();
    known.add(token);
    return true;
  }
  return {
    /** Sets the cookie unless the request already carries a valid one. */
    ensureCookie(request: FastifyRequest, reply: FastifyReply): void {
      if (isValid(request.cookies[AUTH_COOKIE.xsrf])) return;
      const nonce = crypto.randomBytes(18).toString('base64url');
      reply.setCookie(AUTH_COOKIE.xsrf, `${nonce}.${sign(nonce)}`, {
        path: '/',
        sameSite: 'lax',
        secure: request.protocol === 'https',
        httpOnly: false,
        maxAge: ONE_YEAR_S,
      });
    },
    /** Refuses a cookie-authenticated call whose header does not echo a valid cookie. */
    assert(request: FastifyRequest): void {
      const cookie = request.cookies[AUTH_COOKIE.xsrf];
      const header = request.headers[AUTH_COOKIE.xsrfHeader];
      if (!isValid(cookie) || header !== cookie) {
        throw new AppError(403, 'XSRF_MISMATCH', 'auth.xsrf_mismatch');
      }
    },
  };
}
export type Xsrf = ReturnType<typeof createXsrf>;
