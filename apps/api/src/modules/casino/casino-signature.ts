import crypto from 'node:crypto';

/** The hex HMAC-SHA256 of a request's raw body with the provider's secret. */
export function signBody(secret: string, body: string | Buffer): string {
  return crypto.createHmac('sha256', secret).update(body).digest('hex');
}

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

/** Whether `signature` is the body's, compared in constant time (no early exit on a mismatch). */
export function verifySignature(
  secret: string,
  body: string | Buffer,
  signature: string | string[] | undefined,
): boolean {
  if (typeof signature !== 'string' || !HEX_SHA256.test(signature)) return false;
  const expected = crypto.createHmac('sha256', secret).update(body).digest();
  return crypto.timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** A provider's new secret: 32 random bytes, hex. */
export function newProviderSecret(): string {
  return crypto.randomBytes(32).toString('hex');
}
