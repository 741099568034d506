import crypto from 'node:crypto';

/** JSON with sorted keys, so equal values print equally whatever their key order. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** JSON equality that ignores key order (jsonb gives keys back in its own order). */
export function sameJson(a: unknown, b: unknown): boolean {
  return stableJson(a) === stableJson(b);
}

/** A request's digest for an idempotency key: the same key must ask the same. */
export function requestDigest(request: unknown): string {
  return crypto.createHash('sha256').update(stableJson(request)).digest('hex');
}
