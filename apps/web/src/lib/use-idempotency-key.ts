import { useState } from 'react';

/** A fresh key (16-128 of A-Z a-z 0-9 _ -, as the contract asks). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface ActionKeys {
  /**
   * The key of the action described by `action` (what is sent): the same while the
   * player retries the same thing, a new one once it differs or the last one succeeded.
   */
  keyFor(action: string): string;
  /** The action succeeded: the next one gets a new key. */
  done(): void;
}

/**
 * One idempotency key per user action. A double click or a retry after a lost answer
 * resends the same key, so the server moves the money once; a changed request gets a
 * new key (the server refuses a key reused for a different request).
 */
export function createActionKeys(make: () => string = newIdempotencyKey): ActionKeys {
  let current: { action: string; key: string } | null = null;
  return {
    keyFor(action) {
      if (current?.action !== action) current = { action, key: make() };
      return current.key;
    },
    done() {
      current = null;
    },
  };
}

/** `createActionKeys` for one form or button, kept across renders. */
export function useActionKeys(): ActionKeys {
  const [keys] = useState(createActionKeys);
  return keys;
}
