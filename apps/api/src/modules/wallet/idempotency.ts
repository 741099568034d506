import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { idempotencyKeys } from './wallet.schema';

export interface IdempotentCall {
  tenantId: string;
  /** Whose keys these are: a player's id or a staff member's (`staff:<id>`). */
  scope: string;
  key: string;
  /** What was asked (route, ids, body, a file's digest): the same key must ask the same. */
  request: unknown;
}

/** JSON with sorted keys, so equal requests hash equally whatever their key order. */
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

function requestHash(request: unknown): string {
  return crypto.createHash('sha256').update(stableJson(request)).digest('hex');
}

/**
 * Runs a money-moving operation at most once per Idempotency-Key. The key is claimed
 * by inserting it first in the operation's transaction (a concurrent call with the same
 * key waits for it), and the answer is stored in that same transaction: a replay with
 * the same request gets the stored answer and runs nothing; another request with the
 * key is refused; a failed operation rolls back and leaves the key free.
 */
export async function runIdempotent<S extends z.ZodType>(
  db: Db,
  call: IdempotentCall,
  answerSchema: S,
  operation: (tx: DbOrTx) => Promise<z.output<S>>,
): Promise<{ answer: z.output<S>; replayed: boolean }> {
  const hash = requestHash(call.request);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({
        tenantId: call.tenantId,
        scope: call.scope,
        key: call.key,
        requestHash: hash,
        response: {},
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    const where = and(
      eq(idempotencyKeys.tenantId, call.tenantId),
      eq(idempotencyKeys.scope, call.scope),
      eq(idempotencyKeys.key, call.key),
    );
    if (!claimed) {
      const [first] = await tx
        .select({ requestHash: idempotencyKeys.requestHash, response: idempotencyKeys.response })
        .from(idempotencyKeys)
        .where(where);
      if (!first) throw new Error('idempotency: a claimed key has no row');
      if (first.requestHash !== hash) {
        throw new AppError(409, 'CONFLICT', 'wallet.idempotency_key_reused');
      }
      return { answer: answerSchema.parse(first.response), replayed: true };
    }
    const answer = await operation(tx);
    await tx.update(idempotencyKeys).set({ response: answer }).where(where);
    return { answer, replayed: false };
  });
}
