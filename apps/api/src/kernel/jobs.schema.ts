import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per held or recurring job (jobs.ts). `holder` and `expires_at` are a lease: the
 * process running a held job, or running a recurring job's current period. Times are the
 * database's (`now()`), so processes with drifting clocks agree.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** A recurring job's last run began then: the next period starts from it. */
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
});

/**
 * One-off jobs: written in the transaction of whatever schedules them, run once at or
 * after `run_at` by whichever process takes the row (`FOR UPDATE SKIP LOCKED`), and marked
 * done in the same transaction as the handler's writes. Kept after they ran, so a key
 * scheduled again stays one job.
 */
export const scheduledJobs = pgTable(
  'scheduled_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['pending', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    unique('scheduled_jobs_name_key').on(t.name, t.key),
    index('scheduled_jobs_due')
      .on(t.runAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
