import { describe, expect, it } from 'vitest';
import { createActionKeys, newIdempotencyKey } from './use-idempotency-key';

describe('idempotency keys', () => {
  it('makes keys the contract accepts, a new one each time', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
  });

  it('keeps one key for retries of the same action and a new one after success', () => {
    let made = 0;
    const keys = createActionKeys(() => `key-${++made}-0123456789abcdef`);
    const first = keys.keyFor('deposit 1500');
    // A double click or a retry after a lost answer: the same key.
    expect(keys.keyFor('deposit 1500')).toBe(first);
    keys.done();
    expect(keys.keyFor('deposit 1500')).not.toBe(first);
  });

  it('gives a changed request a new key, since the server refuses a reused one', () => {
    const keys = createActionKeys();
    const first = keys.keyFor('withdraw 100');
    const second = keys.keyFor('withdraw 200');
    expect(second).not.toBe(first);
    expect(keys.keyFor('withdraw 200')).toBe(second);
  });
});
