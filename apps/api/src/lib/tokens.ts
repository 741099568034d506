import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

export type Audience = 'player' | 'staff';

export interface AccessClaims {
  /** The account id (player or staff). */
  sub: string;
  /** The tenant the token was issued on; null for a platform owner. */
  tid: string | null;
  /** The session (refresh family) the token belongs to. */
  sid: string;
  aud: Audience;
}

export interface TokenIssuer {
  sign(claims: AccessClaims, ttlSeconds: number): Promise<string>;
  /** Null for any token that is malformed, forged, expired or for another audience. */
  verify(token: string, audience: Audience): Promise<AccessClaims | null>;
}

const ISSUER = 'tribuna';

/** Short-lived HS256 access tokens; revocation is checked against the session row. */
export function createTokenIssuer(secret: Uint8Array, now: () => number = Date.now): TokenIssuer {
  // Imported once: given the raw bytes, jose imports a key on every call (a tenth of a
  // request's CPU when each one checks a token).
  const key = crypto.subtle.importKey(
    'raw',
    new Uint8Array(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    async sign(claims, ttlSeconds) {
      const iat = Math.floor(now() / 1000);
      return new SignJWT({ tid: claims.tid, sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setAudience(claims.aud)
        .setIssuer(ISSUER)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(await key);
    },
    async verify(token, audience) {
      try {
        const { payload } = await jwtVerify(token, await key, {
          issuer: ISSUER,
          audience,
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        });
        const { sub, tid, sid } = payload;
        if (typeof sub !== 'string' || typeof sid !== 'string') return null;
        if (tid !== null && typeof tid !== 'string') return null;
        return { sub, tid, sid, aud: audience };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}
