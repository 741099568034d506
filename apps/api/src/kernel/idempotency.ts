import crypto from 'node:crypto';
import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../db/database';
import { AppError } from '../lib/app-error';
import { idempotencyKeys } from './idempotency.schema';
import { requestDigest } from '../lib/stable-json';

/**
 * How long a client's answer is kept: clients retry within minutes, so a day is plenty
 * (as the payment APIs that popularised the header do). After it, the same key is new.
 * The ledger's own keys (derived from what a move is) are never purged.
 */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

export interface IdempotentCall {
  tenantId: string;
  /** Whose keys these are: a player's id or a staff member's (`staff:<id>`). */
  scope: string;
  key: string;
  /** What was asked (route, ids, body, a file's digest): the same key must ask the same. */
  request: unknown;
  /**
   * Locks taken before the key is claimed (the key's insert is the transaction's first
   * write): a money move locks its player here, as the money port's rule asks.
   */
  lockFirst?: (tx: Tx) => Promise<void>;
  /**
   * How long the answer is kept: `day` for a client's Idempotency-Key (clients retry within
   * minutes); `always` for ids a counterpart promises never to reuse, as a casino
   * provider's transaction ids, which may be retried or referred to at any later time.
   */
  keep?: 'day' | 'always';
  /** The refusal of the key asked again with another request (409 key reused by default). */
  reused?: () => Error;
}

function keptUntil(call: IdempotentCall): SQL | null {
  return call.keep === 'always'
    ? null
    : sql`now() + ${IDEMPOTENCY_KEY_TTL_MS} * interval '1 millisecond'`;
}

function reusedKey(call: IdempotentCall): Error {
  return call.reused?.() ?? new AppError(409, 'CONFLICT', 'wallet.idempotency_key_reused');
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
  operation: (tx: Tx) => Promise<z.output<S>>,
): Promise<{ answer: z.output<S>; replayed: boolean }> {
  const hash = requestDigest(call.request);
  return db.transaction(async (tx) => {
    await call.lockFirst?.(tx);
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({
        tenantId: call.tenantId,
        scope: call.scope,
        key: call.key,
        requestHash: hash,
        response: {},
        keptUntil: keptUntil(call),
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
      if (first.requestHash !== hash) throw reusedKey(call);
      return { answer: answerSchema.parse(first.response), replayed: true };
    }
    const answer = await operation(tx);
    await tx.update(idempotencyKeys).set({ response: answer }).where(where);
    return { answer, replayed: false };
  });
}

/** The `response` of a key whose long operation is under way: its claim's own token. */
function pendingMark(token: string): { $pending: string } {
  return { $pending: token };
}

function isPending(response: unknown): boolean {
  return typeof response === 'object' && response !== null && '$pending' in response;
}

/**
 * `runIdempotent` for an operation too long for one transaction (it runs its own, and may
 * wait seconds, as a live bet waits its delay). The key is claimed first, committed, with
 * a pending mark; the operation's answer replaces the mark when it is done. A replay with
 * the same request waits for that answer (polling) and gets it; another request with the
 * key is refused (409); a failed operation frees the key. A claim still pending after
 * `staleMs` is taken to be a dead process's: one replay takes it over and runs the
 * operation again, so the operation must itself be safe to run twice (each of its effects
 * idempotent), and its answer is the one stored first, whoever stores it.
 */
export async function runIdempotentLong<S extends z.ZodType>(
  db: Db,
  call: IdempotentCall,
  answerSchema: S,
  operation: () => Promise<z.output<S>>,
  options: { staleMs: number; pollMs?: number },
): Promise<{ answer: z.output<S>; replayed: boolean }> {
  const hash = requestDigest(call.request);
  const pollMs = options.pollMs ?? 100;
  const staleMs = Math.max(1, Math.floor(options.staleMs));
  const where = and(
    eq(idempotencyKeys.tenantId, call.tenantId),
    eq(idempotencyKeys.scope, call.scope),
    eq(idempotencyKeys.key, call.key),
  );
  const marked = (token: string) =>
    and(where, sql`${idempotencyKeys.response} = ${JSON.stringify(pendingMark(token))}::jsonb`);

  /** Runs the operation under our claim; null when another stored its answer first. */
  async function runAs(token: string): Promise<z.output<S> | null> {
    let answer: z.output<S>;
    try {
      answer = await operation();
    } catch (error) {
      // As a rolled-back runIdempotent: the key is free again (unless taken over since).
      await db.delete(idempotencyKeys).where(marked(token));
      throw error;
    }
    const stored = await db
      .update(idempotencyKeys)
      .set({ response: answer })
      .where(marked(token))
      .returning({ key: idempotencyKeys.key });
    return stored.length > 0 ? answer : null;
  }

  for (;;) {
    const claim = crypto.randomUUID();
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({
        tenantId: call.tenantId,
        scope: call.scope,
        key: call.key,
        requestHash: hash,
        response: pendingMark(claim),
        keptUntil: keptUntil(call),
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed) {
      const answer = await runAs(claim);
      if (answer !== null) return { answer, replayed: false };
      // Taken over while we ran: the answer is whichever was stored first.
      continue;
    }
    const [first] = await db
      .select({
        requestHash: idempotencyKeys.requestHash,
        response: idempotencyKeys.response,
        stale: sql<boolean>`${idempotencyKeys.createdAt} < now() - ${staleMs} * interval '1 millisecond'`,
      })
      .from(idempotencyKeys)
      .where(where);
    // Gone (a failed first call freed it): claim it again.
    if (!first) continue;
    if (first.requestHash !== hash) throw reusedKey(call);
    if (!isPending(first.response)) {
      return { answer: answerSchema.parse(first.response), replayed: true };
    }
    if (first.stale) {
      const token = crypto.randomUUID();
      const [taken] = await db
        .update(idempotencyKeys)
        .set({ response: pendingMark(token), createdAt: sql`now()` })
        .where(
          and(where, sql`${idempotencyKeys.response} = ${JSON.stringify(first.response)}::jsonb`),
        )
        .returning({ key: idempotencyKeys.key });
      if (taken) {
        const answer = await runAs(token);
        if (answer !== null) return { answer, replayed: false };
        continue;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** Forgets the answers kept until before `now` (never those kept always); answers how many. */
export async function purgeIdempotencyKeys(db: Db, now: Date): Promise<number> {
  const removed = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.keptUntil, now))
    .returning({ key: idempotencyKeys.key });
  return removed.length;
}

/** The helper bound to the platform's database: what every module runs its commands with. */
export function createIdempotency(db: Db) {
  return {
    /** Once per key: the operation in the key's own transaction (see runIdempotent). */
    run: <S extends z.ZodType>(
      call: IdempotentCall,
      answerSchema: S,
      operation: (tx: Tx) => Promise<z.output<S>>,
    ) => runIdempotent(db, call, answerSchema, operation),
    /** Once per key, for an operation that runs its own transactions (see runIdempotentLong). */
    long: <S extends z.ZodType>(
      call: IdempotentCall,
      answerSchema: S,
      operation: () => Promise<z.output<S>>,
      options: { staleMs: number; pollMs?: number },
    ) => runIdempotentLong(db, call, answerSchema, operation, options),
  };
}
export type Idempotency = ReturnType<typeof createIdempotency>;
