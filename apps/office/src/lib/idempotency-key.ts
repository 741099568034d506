/**
 * A fresh `Idempotency-Key` for one staff action. getRandomValues works outside
 * secure contexts too (randomUUID does not), e.g. a brand host served over http.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
