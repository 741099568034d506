import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../db/database';
import { createScratchDatabase } from '../test/server-process';
import { migratedDump } from '../test/test-database';
import {
  createJobRunner,
  DONE_JOBS_KEPT_MS,
  purgeDoneJobs,
  scheduleJob,
  type Hold,
  type JobDefinition,
  type JobRunner,
  type OneOffJob,
} from './jobs';
import { jobLeases, scheduledJobs } from './jobs.schema';
import { readEnv } from '../env';

/**
 * The runner on a real database: PGlite in memory by default, PostgreSQL with DATABASE_URL,
 * where each runner gets a pool of its own, as separate processes would.
 */
const baseUrl = readEnv().DATABASE_URL;
let scratch: { url: string; drop(): Promise<void> } | undefined;
let main: Database;
const opened: Database[] = [];
const runners: JobRunner[] = [];
const failures: string[] = [];

beforeAll(async () => {
  if (baseUrl) {
    scratch = await createScratchDatabase(baseUrl);
    main = await openDatabase({ databaseUrl: scratch.url, dataDir: null });
  } else {
    main = await openDatabase({ dataDir: null, pgliteFrom: await migratedDump() });
  }
}, 60_000);

afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
});

afterAll(async () => {
  await Promise.all(opened.map((database) => database.close()));
  await main.close();
  await scratch?.drop();
});

/** The database as another process sees it: its own pool on PostgreSQL, the one PGlite otherwise. */
async function processDb(): Promise<Db> {
  if (!scratch) return main.db;
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: null });
  opened.push(database);
  return database.db;
}

async function runner(name: string, jobs: JobDefinition[]): Promise<JobRunner> {
  const created = createJobRunner({
    db: await processDb(),
    log: { error: (object, message) => failures.push(`${name}: ${message}`) },
    holder: `${name}-${crypto.randomBytes(3).toString('hex')}`,
    pollMs: 50,
  });
  created.register(jobs);
  created.start();
  runners.push(created);
  return created;
}

function unique(prefix: string): string {
  return `test.${prefix}.${crypto.randomBytes(4).toString('hex')}`;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Waits until `check` passes, or fails with its last error after `timeoutMs`. */
async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await sleep(25);
    }
  }
}

describe('recurring jobs', () => {
  it('run once per period across two runners, never two at once', async () => {
    const name = unique('recurring');
    const periodMs = 150;
    const starts: number[] = [];
    let running = 0;
    let most = 0;
    const job = (): JobDefinition => ({
      kind: 'recurring',
      name,
      everyMs: periodMs,
      async run() {
        running += 1;
        most = Math.max(most, running);
        // The period this run claimed, in the database's time.
        const [row] = await main.db
          .select({ at: jobLeases.lastStartedAt })
          .from(jobLeases)
          .where(eq(jobLeases.name, name));
        starts.push(row?.at?.getTime() ?? Number.NaN);
        await sleep(20);
        running -= 1;
      },
    });
    await runner('A', [job()]);
    await runner('B', [job()]);
    await eventually(() => expect(starts.length).toBeGreaterThanOrEqual(6));

    expect(most).toBe(1);
    const sorted = [...starts].sort((a, b) => a - b);
    expect(new Set(sorted).size).toBe(sorted.length);
    for (let i = 1; i < sorted.length; i += 1) {
      expect((sorted[i] ?? 0) - (sorted[i - 1] ?? 0)).toBeGreaterThanOrEqual(periodMs);
    }
    expect(failures).toEqual([]);
  });

  it('keep their slower pace while not busy, and pick up the faster one at once', async () => {
    let busy = false;
    let runs = 0;
    await runner('A', [
      {
        kind: 'recurring',
        name: unique('paced'),
        everyMs: 50,
        idleEveryMs: 60_000,
        busy: () => busy,
        run: () => {
          runs += 1;
          return Promise.resolve();
        },
      },
    ]);
    // The first run comes at once; the next idle one would be a minute later.
    await eventually(() => expect(runs).toBe(1));
    await sleep(500);
    expect(runs).toBe(1);
    busy = true;
    await eventually(() => expect(runs).toBeGreaterThan(5), 5_000);
  });

  it('go on after a failing run', async () => {
    let runs = 0;
    await runner('A', [
      {
        kind: 'recurring',
        name: unique('failing'),
        everyMs: 50,
        run: () => {
          runs += 1;
          return runs === 1 ? Promise.reject(new Error('a bad run')) : Promise.resolve();
        },
      },
    ]);
    await eventually(() => expect(runs).toBeGreaterThan(3));
    expect(failures.splice(0)).toEqual(['A: jobs: a run failed']);
  });
});

describe('held jobs', () => {
  /** A held job that says who holds it, and lets the test write under its fence. */
  function heldJob(name: string, holding: Map<string, Hold>, leaseMs = 400): JobDefinition {
    return {
      kind: 'held',
      name,
      leaseMs,
      renewMs: 100,
      async run(hold) {
        holding.set(hold.holder, hold);
        await hold.ended;
        holding.delete(hold.holder);
      },
    };
  }

  /** A write fenced by `hold`: a marker row, kept only if the fence lets it through. */
  async function fencedWrite(hold: Hold, marker: string): Promise<boolean> {
    try {
      await main.db.transaction(async (tx) => {
        await tx
          .insert(jobLeases)
          .values({ name: marker, holder: hold.holder, expiresAt: sql`now()` });
        if (!(await hold.holds(tx))) throw new Error('fenced off');
      });
      return true;
    } catch {
      return false;
    }
  }

  async function markerExists(marker: string): Promise<boolean> {
    const rows = await main.db.select().from(jobLeases).where(eq(jobLeases.name, marker));
    return rows.length > 0;
  }

  it('runs on one runner at a time, and moves to the other at once when its holder stops', async () => {
    const name = unique('held');
    const holding = new Map<string, Hold>();
    // A long lease: only a release lets B in before it lapses.
    const leaseMs = 6_000;
    const a = await runner('A', [heldJob(name, holding, leaseMs)]);
    await eventually(() => expect([...holding.keys()]).toEqual([a.holder]));
    const b = await runner('B', [heldJob(name, holding, leaseMs)]);
    await sleep(500);
    expect([...holding.keys()]).toEqual([a.holder]);

    await a.stop();
    expect(holding.has(a.holder)).toBe(false);
    await eventually(() => expect([...holding.keys()]).toEqual([b.holder]), leaseMs - 1_000);
  });

  it('moves to the other runner when its holder stalls past its lease, and fences the stale holder off', async () => {
    const name = unique('stalled');
    const holding = new Map<string, Hold>();
    const a = await runner('A', [heldJob(name, holding)]);
    const held = await eventually(() => {
      const hold = holding.get(a.holder);
      if (!hold) throw new Error('A does not hold it yet');
      return hold;
    });
    expect(await fencedWrite(held, unique('marker'))).toBe(true);

    const resume = a.stall();
    // B's lease is long: A, back from its stall, cannot find it lapsed on a slow machine.
    const b = await runner('B', [heldJob(name, holding, 10_000)]);
    const taken = await eventually(() => {
      const hold = holding.get(b.holder);
      if (!hold) throw new Error('B does not hold it yet');
      return hold;
    });
    // A has not noticed (it is stalled), but whatever it writes now is refused.
    expect(holding.has(a.holder)).toBe(true);
    const stale = unique('marker');
    expect(await fencedWrite(held, stale)).toBe(false);
    expect(await markerExists(stale)).toBe(false);
    const fresh = unique('marker');
    expect(await fencedWrite(taken, fresh)).toBe(true);
    expect(await markerExists(fresh)).toBe(true);

    // Back from its stall, A finds the job taken and lets go.
    resume();
    await expect(held.ended).resolves.toBe('lost');
    await eventually(() => expect([...holding.keys()]).toEqual([b.holder]));
  });

  it('moves on after its holder crashed, once the lease lapses', async () => {
    const name = unique('crashed');
    const holding = new Map<string, Hold>();
    const a = await runner('A', [heldJob(name, holding)]);
    await eventually(() => expect([...holding.keys()]).toEqual([a.holder]));
    await a.abandon();
    const b = await runner('B', [heldJob(name, holding)]);
    await eventually(() => expect([...holding.keys()]).toEqual([b.holder]));
  });
});

describe('one-off jobs', () => {
  function oneOff(
    name: string,
    run: OneOffJob<typeof payloadSchema>['run'],
    options: { attempts?: number } = {},
  ): OneOffJob<typeof payloadSchema> {
    return { kind: 'one-off', name, payload: payloadSchema, backoffMs: 50, ...options, run };
  }
  const payloadSchema = z.object({ n: z.number().int() });

  async function jobRow(name: string, key: string) {
    const [row] = await main.db
      .select()
      .from(scheduledJobs)
      .where(and(eq(scheduledJobs.name, name), eq(scheduledJobs.key, key)));
    return row;
  }

  it('scheduled twice with the same key, runs once', async () => {
    const runs: number[] = [];
    const job = oneOff(unique('once'), ({ n }) => {
      runs.push(n);
      return Promise.resolve();
    });
    const runAt = new Date();
    expect(await scheduleJob(main.db, job, { key: 'k', runAt, payload: { n: 1 } })).toBe(true);
    expect(await scheduleJob(main.db, job, { key: 'k', runAt, payload: { n: 2 } })).toBe(false);
    await runner('A', [job]);
    await runner('B', [job]);
    await eventually(async () =>
      expect(await jobRow(job.name, 'k')).toMatchObject({ status: 'done' }),
    );
    await sleep(300);
    expect(runs).toEqual([1]);
    // Once run, the key still names that job: scheduling it again adds nothing.
    expect(await scheduleJob(main.db, job, { key: 'k', runAt, payload: { n: 3 } })).toBe(false);
    await sleep(300);
    expect(runs).toEqual([1]);
  });

  it('that ran are forgotten after a while; failed and pending ones are kept', async () => {
    const name = unique('purged');
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    const row = (key: string, status: 'done' | 'failed' | 'pending', daysAgo: number | null) => ({
      name,
      key,
      payload: { n: 1 },
      runAt: new Date(now - 40 * day),
      status,
      finishedAt: daysAgo === null ? null : new Date(now - daysAgo * day),
    });
    await main.db
      .insert(scheduledJobs)
      .values([
        row('old', 'done', 31),
        row('recent', 'done', 29),
        row('failed', 'failed', 60),
        row('pending', 'pending', null),
      ]);
    expect(await purgeDoneJobs(main.db, new Date(now - DONE_JOBS_KEPT_MS))).toBeGreaterThanOrEqual(
      1,
    );
    const left = await main.db
      .select({ key: scheduledJobs.key })
      .from(scheduledJobs)
      .where(eq(scheduledJobs.name, name));
    expect(left.map((r) => r.key).sort()).toEqual(['failed', 'pending', 'recent']);
  });

  it('scheduled in a transaction that rolls back, never runs', async () => {
    const runs: string[] = [];
    const job = oneOff(unique('rolled-back'), (_payload, { key }) => {
      runs.push(key);
      return Promise.resolve();
    });
    await expect(
      main.db.transaction(async (tx) => {
        await scheduleJob(tx, job, { key: 'gone', runAt: new Date(), payload: { n: 1 } });
        throw new Error('the business change failed');
      }),
    ).rejects.toThrow('the business change failed');
    await main.db.transaction((tx) =>
      scheduleJob(tx, job, { key: 'kept', runAt: new Date(), payload: { n: 2 } }),
    );
    await runner('A', [job]);
    await eventually(() => expect(runs).toEqual(['kept']));
    await sleep(300);
    expect(runs).toEqual(['kept']);
    expect(await jobRow(job.name, 'gone')).toBeUndefined();
  });

  it('waits for its time', async () => {
    const runs: number[] = [];
    const job = oneOff(unique('later'), ({ n }) => {
      runs.push(n);
      return Promise.resolve();
    });
    await runner('A', [job]);
    await scheduleJob(main.db, job, {
      key: 'k',
      runAt: new Date(Date.now() + 600),
      payload: { n: 1 },
    });
    await sleep(300);
    expect(runs).toEqual([]);
    await eventually(() => expect(runs).toEqual([1]));
  });

  it('is retried with a backoff while it fails, with only the successful attempt’s writes kept', async () => {
    const marker = oneOff(unique('marker'), () => Promise.resolve());
    const attempts: number[] = [];
    const job = oneOff(unique('flaky'), async (_payload, { tx, attempt }) => {
      attempts.push(attempt);
      // Written in the run's transaction: gone with a failed attempt.
      await scheduleJob(tx, marker, {
        key: `attempt-${attempt}`,
        runAt: new Date(Date.now() + 3_600_000),
        payload: { n: attempt },
      });
      if (attempt < 3) throw new Error(`attempt ${attempt} failed`);
    });
    const hopeless = oneOff(unique('hopeless'), () => Promise.reject(new Error('never works')), {
      attempts: 2,
    });
    await scheduleJob(main.db, job, { key: 'k', runAt: new Date(), payload: { n: 0 } });
    await scheduleJob(main.db, hopeless, { key: 'k', runAt: new Date(), payload: { n: 0 } });
    await runner('A', [job, hopeless]);
    await eventually(async () =>
      expect(await jobRow(job.name, 'k')).toMatchObject({ status: 'done', attempts: 3 }),
    );
    expect(attempts).toEqual([1, 2, 3]);
    const markers = await main.db
      .select({ key: scheduledJobs.key })
      .from(scheduledJobs)
      .where(eq(scheduledJobs.name, marker.name));
    expect(markers).toEqual([{ key: 'attempt-3' }]);
    await eventually(async () =>
      expect(await jobRow(hopeless.name, 'k')).toMatchObject({
        status: 'failed',
        attempts: 2,
        lastError: 'never works',
      }),
    );
    expect(failures.splice(0).every((f) => f === 'A: jobs: a run failed')).toBe(true);
  });

  it('refuses a stored payload that does not parse, without running it', async () => {
    const runs: number[] = [];
    const job = oneOff(unique('bad-payload'), ({ n }) => {
      runs.push(n);
      return Promise.resolve();
    });
    await main.db
      .insert(scheduledJobs)
      .values({ name: job.name, key: 'k', payload: { n: 'one' }, runAt: new Date() });
    await expect(
      scheduleJob(main.db, job, {
        key: 'other',
        runAt: new Date(),
        payload: { n: 'two' } as unknown as { n: number },
      }),
    ).rejects.toThrow();
    await runner('A', [job]);
    await eventually(async () =>
      expect(await jobRow(job.name, 'k')).toMatchObject({ status: 'failed', attempts: 1 }),
    );
    expect(runs).toEqual([]);
    expect(failures.splice(0)).toEqual(['A: jobs: a stored payload does not parse']);
  });

  it('many, taken by several runners at once, each run exactly once', async () => {
    const count = 150;
    const name = unique('many');
    const runs = new Map<string, number>();
    const byRunner = new Map<string, number>();
    /** The same job as each process declares it, counting which one ran what. */
    const job = (runnerName: string) =>
      oneOff(name, async (_payload, { key, tx }) => {
        runs.set(key, (runs.get(key) ?? 0) + 1);
        byRunner.set(runnerName, (byRunner.get(runnerName) ?? 0) + 1);
        // Some work in the database while the row is taken.
        await tx.execute(sql`select pg_sleep(0.005)`);
      });
    await main.db.transaction(async (tx) => {
      for (let n = 0; n < count; n += 1) {
        await scheduleJob(tx, job('scheduler'), {
          key: `k${n}`,
          runAt: new Date(),
          payload: { n },
        });
      }
    });
    // Three processes on PostgreSQL; on PGlite, whose transactions take turns, two.
    const names = scratch ? ['A', 'B', 'C'] : ['A', 'B'];
    await Promise.all(names.map((runnerName) => runner(runnerName, [job(runnerName)])));
    await eventually(() => expect(runs.size).toBe(count), 30_000);
    await sleep(300);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    if (scratch) expect(byRunner.size).toBeGreaterThan(1);
    const rows = await main.db
      .select({ status: scheduledJobs.status, attempts: scheduledJobs.attempts })
      .from(scheduledJobs)
      .where(eq(scheduledJobs.name, name));
    expect(rows).toHaveLength(count);
    expect(rows.every((row) => row.status === 'done' && row.attempts === 1)).toBe(true);
  });
});

describe('a runner', () => {
  it('refuses two jobs of one name', () => {
    const jobs = createJobRunner({ db: main.db, log: { error: () => undefined } });
    const job: JobDefinition = {
      kind: 'recurring',
      name: 'twice',
      everyMs: 1000,
      run: () => Promise.resolve(),
    };
    expect(() => jobs.register([job, job])).toThrow('two jobs are named twice');
  });
});
