import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows';
import type { ActivityInput, ActivityService } from './activity.service';

/** A record's input for tests: a casino stake of 10.00 unless overridden. */
export function activityInput(
  tenantId: string,
  playerId: string,
  overrides: Partial<ActivityInput> = {},
): ActivityInput {
  const reference = overrides.reference ?? `round-${crypto.randomUUID()}`;
  return {
    tenantId,
    playerId,
    product: 'casino',
    kind: 'stake',
    reference,
    game: 'tesoro-del-dragon',
    cash: 1_000,
    bonus: 0,
    currency: 'ARS',
    idempotencyKey: `${reference}:${overrides.kind ?? 'stake'}`,
    ...overrides,
  };
}

/**
 * A slot round's stake as the money port records it, under a key of its own each time (a
 * test may write the same round twice on purpose).
 */
export function slotStake(
  player: { tenantId: string; playerId: string },
  overrides: Partial<ActivityInput> = {},
): ActivityInput {
  const reference = overrides.reference ?? `round-${crypto.randomUUID()}`;
  return activityInput(player.tenantId, player.playerId, {
    reference,
    category: 'slots',
    idempotencyKey: `${reference}:${overrides.kind ?? 'stake'}:${crypto.randomUUID()}`,
    ...overrides,
  });
}

/** Writes records, each in a transaction of its own, as money moves would. */
export async function writeActivity(
  db: Db,
  activity: ActivityService,
  inputs: readonly ActivityInput[],
): Promise<void> {
  for (const input of inputs) await db.transaction((tx) => activity.record(tx, input));
}

/**
 * Runs a consumer (`drain`, a batch or more; a count of records taken means go on) until it
 * has read every record committed before the call, as its job does. On PostgreSQL a record
 * stays out of reach while any older transaction of the cluster is still running (another
 * test's), so this waits for those rather than stopping at the first empty batch.
 */
export async function consumeAll(
  db: Db,
  consumer: string,
  drain: () => Promise<number | void>,
  failure: string,
): Promise<void> {
  const [last] = rowsOf<{ id: string | null }>(
    await db.execute(sql`select max(id) as id from activity_records`),
  );
  const target = Number(last?.id ?? 0);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const taken = await drain();
    if (typeof taken === 'number' && taken > 0) continue;
    const [left] = rowsOf<{ n: string | number }>(
      await db.execute(sql`select count(*) as n from activity_records r
        where r.id <= ${target} and (r.xid, r.id) > coalesce(
          (select (c.last_xid, c.last_id) from activity_consumers c
            where c.name = ${consumer}), ('0'::xid8, 0::bigint))`),
    );
    if (Number(left?.n ?? 0) === 0) return;
    if (Date.now() > deadline) throw new Error(failure);
    await pause(20);
  }
}

/**
 * Waits until `check` answers true, asking again every few milliseconds; fails with
 * `what` once `deadlineMs` have passed (a loaded machine gets time, not a fixed sleep).
 */
export async function until(
  what: string,
  check: () => Promise<boolean> | boolean,
  deadlineMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await pause(10);
  }
}

export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
