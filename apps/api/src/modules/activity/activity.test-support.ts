import crypto from 'node:crypto';
import type { Db } from '../../db/database';
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

/** Writes records, each in a transaction of its own, as money moves would. */
export async function writeActivity(
  db: Db,
  activity: ActivityService,
  inputs: readonly ActivityInput[],
): Promise<void> {
  for (const input of inputs) await db.transaction((tx) => activity.record(tx, input));
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
