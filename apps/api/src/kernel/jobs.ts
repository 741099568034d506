import crypto from 'node:crypto';
import os from 'node:os';
import { and, asc, eq, gt, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../db/database';
import { rowsOf } from '../db/rows';
import { jobLeases, scheduledJobs } from './jobs.schema';

/**
 * Work that runs exactly once across every API process, decided by the database alone
 * (ADR 0020). A module declares its jobs in a list (`jobs: JobDefinition[]`); the app
 * hands every module's list to one runner per process.
 */

/**
 * Runs once per period across all processes: a run is claimed only when the latest run
 * (whichever process made it) began at least a period ago and no process is still in it.
 */
export interface RecurringJob {
  kind: 'recurring';
  name: string;
  everyMs: number;
  /**
   * While this answers false, this process asks only every `idleEveryMs` (a table nobody
   * here watches is only swept now and then). Asked at every `everyMs`.
   */
  busy?: () => boolean;
  idleEveryMs?: number;
  /**
   * How long a run keeps other processes out of the next period before it counts as
   * dead (its process stopped half-way). Default a minute.
   */
  timeoutMs?: number;
  run(): Promise<void>;
}

/** Why a hold ends: another process holds the job (or this one died), or a graceful stop. */
export type HoldEnd = 'lost' | 'stop';

/** What a held job's run gets while this process holds it. */
export interface Hold {
  /** This process's name in the lease. */
  holder: string;
  /** Resolves when the run must end; on `stop` the lease is still ours until the run resolves. */
  ended: Promise<HoldEnd>;
  /**
   * Fencing, inside each write's transaction: true (and the lease extended) only while
   * this process holds the job, so a holder that stalled past its lease writes nothing.
   * The lease's row stays locked until the write commits, so a takeover waits for it.
   */
  holds(tx: DbOrTx): Promise<boolean>;
}

/**
 * Held by one process at a time under a lease, renewed every `renewMs`; another takes
 * over once the holder stops (at once) or dies (after `leaseMs`). `run` goes on while
 * it holds it and resolves after `hold.ended`; resolving earlier hands the job back.
 */
export interface HeldJob {
  kind: 'held';
  name: string;
  leaseMs: number;
  renewMs: number;
  run(hold: Hold): Promise<void>;
}

export interface OneOffContext {
  /** The handler's writes go through it: they commit with the job's completion, or not at all. */
  tx: DbOrTx;
  key: string;
  /** 1 on the first run, 2 on the first retry, ... */
  attempt: number;
}

/**
 * Scheduled with `scheduleJob` for a time, once per key; run once at or after it by
 * whichever process takes it, and retried with a doubling backoff while it throws.
 */
export interface OneOffJob<S extends z.ZodType = z.ZodType> {
  kind: 'one-off';
  name: string;
  /** The stored payload is parsed with it before each run. */
  payload: S;
  /** Runs before giving up (default 5). */
  attempts?: number;
  /** The wait before the first retry, doubled for each next one (default a second). */
  backoffMs?: number;
  run(payload: z.output<S>, context: OneOffContext): Promise<void>;
}

export type JobDefinition = RecurringJob | HeldJob | OneOffJob;

/** What the runner logs with; Fastify's logger fits. */
export interface JobLog {
  error(object: object, message: string): void;
}

export interface JobRunner {
  /** This runner's name in leases (host, pid and a random suffix by default). */
  holder: string;
  /** Adds jobs; before `start` only. Names are unique across every module. */
  register(jobs: readonly JobDefinition[]): void;
  start(): void;
  /** Waits for the work under way, then releases every lease, so another process takes over at once. */
  stop(): Promise<void>;
  /**
   * Leaves as a crashed process would, keeping its leases until they lapse (tests). Writes
   * already under way end first, as if the crash came just after them.
   */
  abandon(): Promise<void>;
  /**
   * Renews and claims nothing until the answered function is called, as a stalled process
   * (a long pause, an overloaded host) would; work under way goes on (tests).
   */
  stall(): () => void;
}

const DEFAULT_TIMEOUT_MS = 60_000;
const DEFAULT_ATTEMPTS = 5;
const DEFAULT_BACKOFF_MS = 1_000;
const DEFAULT_POLL_MS = 1_000;

/** A fresh name for a process's runner: readable in the lease table, unique per runner. */
export function newHolderName(): string {
  return `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
}

function milliseconds(ms: number) {
  return sql`(${Math.max(0, Math.floor(ms))}::integer * interval '1 millisecond')`;
}

/**
 * Schedules a one-off in `db` (a caller's transaction, so the job exists exactly when its
 * cause does). The same name and key again keeps the first: answers whether this one is new.
 */
export async function scheduleJob<S extends z.ZodType>(
  db: DbOrTx,
  job: OneOffJob<S>,
  at: { key: string; runAt: Date; payload: z.input<S> },
): Promise<boolean> {
  // Refused here, where the caller can still fix it, rather than at every retry.
  job.payload.parse(at.payload);
  const rows = await db
    .insert(scheduledJobs)
    .values({ name: job.name, key: at.key, payload: at.payload, runAt: at.runAt })
    .onConflictDoNothing({ target: [scheduledJobs.name, scheduledJobs.key] })
    .returning({ id: scheduledJobs.id });
  return rows.length > 0;
}

/**
 * How long a one-off job that ran is kept: while a cause may still schedule its key again
 * (a retried request, a replayed event), which is minutes to days. Failed jobs are kept
 * until someone looks at them.
 */
export const DONE_JOBS_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/** Forgets the one-off jobs that ran before `before`; answers how many. */
export async function purgeDoneJobs(db: DbOrTx, before: Date): Promise<number> {
  const removed = await db
    .delete(scheduledJobs)
    .where(and(eq(scheduledJobs.status, 'done'), lt(scheduledJobs.finishedAt, before)))
    .returning({ id: scheduledJobs.id });
  return removed.length;
}

/** Who holds a held job now (null when nobody's lease is current). */
export async function jobHolder(db: DbOrTx, name: string): Promise<string | null> {
  const [row] = await db
    .select({ holder: jobLeases.holder })
    .from(jobLeases)
    .where(and(eq(jobLeases.name, name), gt(jobLeases.expiresAt, sql`now()`)));
  return row?.holder ?? null;
}

function messageOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

export function createJobRunner(options: {
  db: Db;
  log: JobLog;
  holder?: string;
  /** How often one-off jobs are looked for (default a second). */
  pollMs?: number;
}): JobRunner {
  const { db, log } = options;
  const holder = options.holder ?? newHolderName();
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const jobs = new Map<string, JobDefinition>();
  let state: 'new' | 'running' | 'stopped' = 'new';
  let stalled = false;
  /** Abandoned: leases are left to lapse, as a process that died leaves them. */
  let abandoned = false;
  const timers = new Set<NodeJS.Timeout>();
  const work = new Set<Promise<void>>();
  /** The held jobs this process runs now, by name. */
  const holds = new Map<string, { end(why: HoldEnd): void }>();

  function later(run: () => void, ms: number): void {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    // Jobs never keep a process alive that is otherwise done.
    timer.unref();
    timers.add(timer);
  }

  /** Runs `task` as work that a stop waits for; it logs its own failures. */
  function track(task: () => Promise<void>): void {
    const running = task().catch((error: unknown) =>
      log.error({ err: error, holder }, 'jobs: unexpected failure'),
    );
    work.add(running);
    void running.finally(() => work.delete(running));
  }

  // Recurring jobs.

  async function claimPeriod(
    job: RecurringJob,
    periodMs: number,
  ): Promise<{ claimed: boolean; waitMs: number }> {
    const period = milliseconds(periodMs);
    const timeout = milliseconds(job.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    // One round trip: the claim, or else how long until the period is over (read from the
    // row as it was before the claim, which is what a failed claim saw).
    const result = await db.execute(sql`
      with claimed as (
        update ${jobLeases}
        set holder = ${holder}, expires_at = now() + ${timeout}, last_started_at = now()
        where name = ${job.name} and expires_at <= now()
          and (last_started_at is null or last_started_at <= now() - ${period})
        returning name
      )
      select exists (select 1 from claimed) as claimed,
        case
          when expires_at > now() then ${periodMs}::float8
          when last_started_at is null then 0::float8
          else greatest(0, extract(epoch from (last_started_at + ${period} - now())) * 1000)::float8
        end as wait_ms
      from ${jobLeases} where name = ${job.name}`);
    const [row] = rowsOf<{ claimed: boolean; wait_ms: number }>(result);
    return { claimed: row?.claimed ?? false, waitMs: Number(row?.wait_ms ?? periodMs) };
  }

  function startRecurring(job: RecurringJob): void {
    const fast = job.everyMs;
    const period = () => (job.busy?.() === false ? (job.idleEveryMs ?? fast) : fast);
    /** When the latest run (any process's) began, as far as this process knows, in its own time. */
    let lastStart = Number.NEGATIVE_INFINITY;

    function check(): void {
      if (state !== 'running') return;
      const wait = lastStart + period() - Date.now();
      // Looked at again at least every `everyMs`: a table that gets busy must not wait out an idle period.
      if (stalled) later(check, fast);
      else if (wait > 0) later(check, Math.min(wait, fast));
      else track(attempt);
    }

    async function attempt(): Promise<void> {
      const periodMs = period();
      try {
        const claim = await claimPeriod(job, periodMs);
        if (!claim.claimed) {
          lastStart = Date.now() - periodMs + claim.waitMs;
          return;
        }
        lastStart = Date.now();
        try {
          await job.run();
        } catch (error) {
          log.error({ err: error, job: job.name }, 'jobs: a run failed');
        }
        // The period stays claimed; only the run's hold on it ends.
        if (!abandoned) {
          await db
            .update(jobLeases)
            .set({ expiresAt: sql`now()` })
            .where(
              and(
                eq(jobLeases.name, job.name),
                eq(jobLeases.holder, holder),
                gt(jobLeases.expiresAt, sql`now()`),
              ),
            );
        }
      } catch (error) {
        log.error({ err: error, job: job.name }, 'jobs: claiming a run failed');
        lastStart = Date.now();
      } finally {
        check();
      }
    }

    track(async () => {
      await db
        .insert(jobLeases)
        .values({ name: job.name, holder, expiresAt: sql`now()` })
        .onConflictDoNothing({ target: jobLeases.name });
      check();
    });
  }

  // Held jobs.

  function leaseOf(job: HeldJob) {
    const ttl = milliseconds(job.leaseMs);
    /** The lease row while this process holds it and it has not expired. */
    const stillOurs = () =>
      and(
        eq(jobLeases.name, job.name),
        eq(jobLeases.holder, holder),
        gt(jobLeases.expiresAt, sql`now()`),
      );
    return {
      /** Takes or renews the lease; true while this process holds it. */
      async acquire(): Promise<boolean> {
        const rows = await db
          .insert(jobLeases)
          .values({ name: job.name, holder, expiresAt: sql`now() + ${ttl}` })
          .onConflictDoUpdate({
            target: jobLeases.name,
            set: { holder, expiresAt: sql`now() + ${ttl}` },
            // Renewed by its holder, or taken over once it has expired.
            setWhere: or(eq(jobLeases.holder, holder), lt(jobLeases.expiresAt, sql`now()`)),
          })
          .returning({ holder: jobLeases.holder });
        return rows.length > 0;
      },
      async holds(tx: DbOrTx): Promise<boolean> {
        const rows = await tx
          .update(jobLeases)
          .set({ expiresAt: sql`now() + ${ttl}` })
          .where(stillOurs())
          .returning({ holder: jobLeases.holder });
        return rows.length > 0;
      },
      /** Lets another process take over at once; answers whether the lease was still ours. */
      async release(): Promise<boolean> {
        const rows = await db
          .update(jobLeases)
          .set({ expiresAt: sql`now() - interval '1 millisecond'` })
          .where(stillOurs())
          .returning({ holder: jobLeases.holder });
        return rows.length > 0;
      },
    };
  }

  function startHeld(job: HeldJob): void {
    const lease = leaseOf(job);
    /**
     * A run that gave the job up while its lease was good sits out a lease before asking
     * again, so another process takes it first (one whose fence was refused has nothing to
     * give up, and asks again at once).
     */
    let restUntil = Number.NEGATIVE_INFINITY;

    function begin(): void {
      let endedBy: HoldEnd | null = null;
      let resolve: (why: HoldEnd) => void = () => undefined;
      const ended = new Promise<HoldEnd>((done) => {
        resolve = done;
      });
      const entry = {
        end(why: HoldEnd): void {
          endedBy ??= why;
          resolve(why);
        },
      };
      holds.set(job.name, entry);
      track(async () => {
        try {
          await job.run({ holder, ended, holds: (tx) => lease.holds(tx) });
        } catch (error) {
          log.error({ err: error, job: job.name }, 'jobs: a held job failed');
        }
        // Set before the release, so no renewal takes the lease back in between.
        if (endedBy === null) restUntil = Date.now() + job.leaseMs;
        entry.end('lost');
        // Handed back at once (a stop, or the run gave up). Until then the job still counts
        // as running here, so a renewal in between cannot start it a second time.
        try {
          if (!abandoned && !(await lease.release())) restUntil = Number.NEGATIVE_INFINITY;
        } finally {
          holds.delete(job.name);
        }
      });
    }

    async function renew(): Promise<void> {
      const startedAt = Date.now();
      try {
        if (stalled || Date.now() < restUntil) return;
        const held = await lease.acquire();
        const current = holds.get(job.name);
        if (held && !current && state === 'running') begin();
        else if (!held && current) current.end('lost');
      } catch (error) {
        log.error({ err: error, job: job.name }, 'jobs: renewing a lease failed');
      } finally {
        // At a steady pace, however slow the database answered.
        const next = Math.max(0, job.renewMs - (Date.now() - startedAt));
        if (state === 'running') later(() => track(renew), next);
      }
    }

    track(renew);
  }

  // One-off jobs.

  function startOneOffs(handlers: Map<string, OneOffJob>): void {
    const names = [...handlers.keys()];

    /** Runs the next due job, if any; answers whether there was one. */
    function runNext(): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(scheduledJobs)
          .where(
            and(
              eq(scheduledJobs.status, 'pending'),
              lte(scheduledJobs.runAt, sql`now()`),
              inArray(scheduledJobs.name, names),
            ),
          )
          .orderBy(asc(scheduledJobs.runAt))
          .limit(1)
          .for('update', { skipLocked: true });
        const job = row && handlers.get(row.name);
        if (!row || !job) return false;
        const attempt = row.attempts + 1;
        const payload = job.payload.safeParse(row.payload);
        if (!payload.success) {
          // Stored by an older version or by hand: retrying cannot help.
          await tx
            .update(scheduledJobs)
            .set({
              status: 'failed',
              attempts: attempt,
              lastError: `payload: ${payload.error.message}`.slice(0, 500),
              finishedAt: sql`now()`,
            })
            .where(eq(scheduledJobs.id, row.id));
          log.error({ job: row.name, key: row.key }, 'jobs: a stored payload does not parse');
          return true;
        }
        try {
          // A savepoint: a failing handler's writes go, the attempt is still counted.
          await tx.transaction((inner) =>
            job.run(payload.data, { tx: inner, key: row.key, attempt }),
          );
          await tx
            .update(scheduledJobs)
            .set({ status: 'done', attempts: attempt, lastError: null, finishedAt: sql`now()` })
            .where(eq(scheduledJobs.id, row.id));
        } catch (error) {
          const failed = attempt >= (job.attempts ?? DEFAULT_ATTEMPTS);
          const backoff = (job.backoffMs ?? DEFAULT_BACKOFF_MS) * 2 ** (attempt - 1);
          await tx
            .update(scheduledJobs)
            .set({
              status: failed ? 'failed' : 'pending',
              attempts: attempt,
              runAt: sql`now() + ${milliseconds(backoff)}`,
              lastError: messageOf(error),
              finishedAt: failed ? sql`now()` : null,
            })
            .where(eq(scheduledJobs.id, row.id));
          log.error(
            { err: error, job: row.name, key: row.key, attempt, failed },
            'jobs: a run failed',
          );
        }
        return true;
      });
    }

    async function poll(): Promise<void> {
      try {
        while (state === 'running' && !stalled && (await runNext()));
      } catch (error) {
        log.error({ err: error }, 'jobs: looking for due jobs failed');
      } finally {
        if (state === 'running') later(() => track(poll), pollMs);
      }
    }

    track(poll);
  }

  async function halt(how: HoldEnd): Promise<void> {
    state = 'stopped';
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    for (const hold of holds.values()) hold.end(how);
    while (work.size > 0) await Promise.all([...work]);
  }

  return {
    holder,

    register(list) {
      if (state !== 'new') throw new Error('jobs: register every job before the runner starts');
      for (const job of list) {
        if (jobs.has(job.name)) throw new Error(`jobs: two jobs are named ${job.name}`);
        jobs.set(job.name, job);
      }
    },

    start() {
      if (state !== 'new') return;
      state = 'running';
      const oneOffs = new Map<string, OneOffJob>();
      for (const job of jobs.values()) {
        if (job.kind === 'recurring') startRecurring(job);
        else if (job.kind === 'held') startHeld(job);
        else oneOffs.set(job.name, job);
      }
      if (oneOffs.size > 0) {
        startOneOffs(oneOffs);
        startRecurring({
          kind: 'recurring',
          name: 'jobs.purge-done',
          everyMs: 6 * 60 * 60 * 1000,
          run: async () => {
            await purgeDoneJobs(db, new Date(Date.now() - DONE_JOBS_KEPT_MS));
          },
        });
      }
    },

    async stop() {
      if (state === 'stopped') return;
      await halt('stop');
      // A renewal that was under way may have taken a lease after the holds ended.
      await Promise.all(
        [...jobs.values()]
          .filter((job): job is HeldJob => job.kind === 'held')
          .map((job) =>
            leaseOf(job)
              .release()
              .catch((error: unknown) =>
                log.error({ err: error, job: job.name }, 'jobs: releasing a lease failed'),
              ),
          ),
      );
    },

    async abandon() {
      abandoned = true;
      await halt('lost');
    },

    stall() {
      stalled = true;
      return () => {
        stalled = false;
      };
    },
  };
}
