import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/test-app';
import { AppError } from '../lib/app-error';
import { IDEMPOTENCY_KEY_TTL_MS, runIdempotent, runIdempotentLong } from './idempotency';
import { idempotencyKeys } from './idempotency.schema';

let t: TestApp;
let tenantId: string;

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.app.services.tenants.resolveHost('localhost');
  if (!tenant) throw new Error('no brand');
  tenantId = tenant.id;
});
afterAll(() => t.close());

const answer = z.object({ n: z.number() });

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A long operation that counts its runs and answers after `ms`. */
function counted(ms: number, fail = false) {
  const runs = { n: 0 };
  return {
    runs,
    operation: async () => {
      runs.n += 1;
      const n = runs.n;
      await sleep(ms);
      if (fail) throw new AppError(400, 'BAD_REQUEST', 'validation.invalid');
      return { n };
    },
  };
}

describe('an idempotent operation longer than a transaction', () => {
  it('runs once: a concurrent retry waits for the first answer, another request is refused', async () => {
    const db = t.infra.database.db;
    const call = { tenantId, scope: 'test', key: crypto.randomUUID(), request: { a: 1 } };
    const { runs, operation } = counted(300);
    const [first, second] = await Promise.all([
      runIdempotentLong(db, call, answer, operation, { staleMs: 60_000, pollMs: 20 }),
      sleep(50).then(() =>
        runIdempotentLong(db, call, answer, operation, { staleMs: 60_000, pollMs: 20 }),
      ),
    ]);
    expect(runs.n).toBe(1);
    expect(first).toEqual({ answer: { n: 1 }, replayed: false });
    expect(second).toEqual({ answer: { n: 1 }, replayed: true });
    await expect(
      runIdempotentLong(db, { ...call, request: { a: 2 } }, answer, operation, {
        staleMs: 60_000,
      }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it('frees the key when the operation fails', async () => {
    const db = t.infra.database.db;
    const call = { tenantId, scope: 'test', key: crypto.randomUUID(), request: { b: 1 } };
    const failing = counted(10, true);
    await expect(
      runIdempotentLong(db, call, answer, failing.operation, { staleMs: 60_000 }),
    ).rejects.toMatchObject({ status: 400 });
    const working = counted(10);
    const done = await runIdempotentLong(db, call, answer, working.operation, { staleMs: 60_000 });
    expect(done).toEqual({ answer: { n: 1 }, replayed: false });
  });

  it('takes over a claim left pending by a dead process, and answers what was stored first', async () => {
    const db = t.infra.database.db;
    const call = { tenantId, scope: 'test', key: crypto.randomUUID(), request: { c: 1 } };
    // A claim as a process that died mid-operation leaves it, a minute old.
    await db.insert(idempotencyKeys).values({
      tenantId,
      scope: call.scope,
      key: call.key,
      requestHash: crypto.createHash('sha256').update('{"c":1}').digest('hex'),
      response: { $pending: 'dead' },
    });
    await db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '1 minute'` })
      .where(and(eq(idempotencyKeys.tenantId, tenantId), eq(idempotencyKeys.key, call.key)));
    const { runs, operation } = counted(10);
    const taken = await runIdempotentLong(db, call, answer, operation, { staleMs: 30_000 });
    expect(taken.answer).toEqual({ n: 1 });
    expect(runs.n).toBe(1);

    // A slow first call overtaken by a retry answers the retry's stored answer too.
    const slowCall = { ...call, key: crypto.randomUUID() };
    const slow = counted(400);
    const first = runIdempotentLong(db, slowCall, answer, slow.operation, {
      staleMs: 100,
      pollMs: 20,
    });
    await sleep(200);
    const fast = { n: 99 };
    const retry = await runIdempotentLong(db, slowCall, answer, () => Promise.resolve(fast), {
      staleMs: 100,
      pollMs: 20,
    });
    expect(retry.answer).toEqual(fast);
    expect((await first).answer).toEqual(fast);
  });
});

describe('an idempotent command in one transaction', () => {
  it("keeps a counterpart's ids always, and refuses their reuse in the caller's words", async () => {
    const db = t.infra.database.db;
    const keptUntil = async (key: string) => {
      const [row] = await db
        .select({ keptUntil: idempotencyKeys.keptUntil })
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.tenantId, tenantId), eq(idempotencyKeys.key, key)));
      return row?.keptUntil;
    };
    const clientKey = crypto.randomUUID();
    await runIdempotent(db, { tenantId, scope: 'test', key: clientKey, request: 1 }, answer, () =>
      Promise.resolve({ n: 1 }),
    );
    const day = (await keptUntil(clientKey))?.getTime() ?? 0;
    expect(Math.abs(day - Date.now() - IDEMPOTENCY_KEY_TTL_MS)).toBeLessThan(60_000);

    const providerId = crypto.randomUUID();
    const call = {
      tenantId,
      scope: 'provider:test',
      key: providerId,
      request: { amount: 100 },
      keep: 'always' as const,
      reused: () => new AppError(409, 'DUPLICATE_TRANSACTION', 'casino.duplicate_transaction'),
    };
    let runs = 0;
    const operation = () => {
      runs += 1;
      return Promise.resolve({ n: runs });
    };
    expect((await runIdempotent(db, call, answer, operation)).answer).toEqual({ n: 1 });
    expect(await keptUntil(providerId)).toBeNull();
    expect(await runIdempotent(db, call, answer, operation)).toEqual({
      answer: { n: 1 },
      replayed: true,
    });
    await expect(
      runIdempotent(db, { ...call, request: { amount: 200 } }, answer, operation),
    ).rejects.toMatchObject({ code: 'DUPLICATE_TRANSACTION' });
    expect(runs).toBe(1);
  });
});
