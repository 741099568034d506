import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { milesAccounts, milesJournal } from './miles.schema';

export type MilesAccountRow = typeof milesAccounts.$inferSelect;

/** A player of a brand. */
export interface MilesPlayer {
  tenantId: string;
  playerId: string;
}

/** The brand's calendar day of a time (YYYY-MM-DD) in its time zone. */
export function localDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/**
 * The player's miles account, locked for the rest of `tx` (made on first use, Bronze):
 * every move of a player's miles takes this lock first, so two moves of one player
 * queue and the balance cannot be spent twice. One statement: an upsert locks the row.
 */
export async function lockAccount(tx: Tx, player: MilesPlayer): Promise<MilesAccountRow> {
  const [row] = await tx
    .insert(milesAccounts)
    .values({ tenantId: player.tenantId, playerId: player.playerId })
    .onConflictDoUpdate({
      target: [milesAccounts.tenantId, milesAccounts.playerId],
      set: { tenantId: sql`excluded.tenant_id` },
    })
    .returning();
  if (!row) throw new Error('miles: an account upsert returned nothing');
  return row;
}

/** Writes the account's new figures (under its lock). */
export async function saveAccount(
  tx: Tx,
  account: MilesAccountRow,
  at: Date,
): Promise<MilesAccountRow> {
  const [row] = await tx
    .update(milesAccounts)
    .set({
      balance: account.balance,
      lifetime: account.lifetime,
      owed: account.owed,
      updatedAt: at,
    })
    .where(
      and(
        eq(milesAccounts.tenantId, account.tenantId),
        eq(milesAccounts.playerId, account.playerId),
      ),
    )
    .returning();
  if (!row) throw new Error('miles: a locked account vanished');
  return row;
}

/**
 * Earned miles into the player's day of earnings (pending, expiring at the start of the
 * 32nd day after it: every mile waits at least 31 days), after what they owe from a
 * taken-back stake. Answers the account with its new figures (not saved).
 */
export async function creditEarned(
  tx: Tx,
  account: MilesAccountRow,
  earned: { miles: number; day: string; timeZone: string; at: Date },
): Promise<MilesAccountRow> {
  if (earned.miles <= 0) return account;
  const settles = Math.min(account.owed, earned.miles);
  const pending = earned.miles - settles;
  if (pending > 0) {
    await tx
      .insert(milesJournal)
      .values({
        tenantId: account.tenantId,
        playerId: account.playerId,
        kind: 'earn',
        miles: pending,
        pending,
        reference: earned.day,
        expiresAt: sql`((${earned.day}::date + 32)::timestamp at time zone ${earned.timeZone})`,
        createdAt: earned.at,
      })
      .onConflictDoUpdate({
        target: [
          milesJournal.tenantId,
          milesJournal.playerId,
          milesJournal.kind,
          milesJournal.reference,
        ],
        set: {
          miles: sql`${milesJournal.miles} + excluded.miles`,
          pending: sql`${milesJournal.pending} + excluded.pending`,
        },
      });
  }
  return {
    ...account,
    owed: account.owed - settles,
    lifetime: account.lifetime + earned.miles,
  };
}

/**
 * Takes back a voided stake's miles: from the pending earnings first (newest first),
 * then from the balance, never below zero; what is left is owed (a shortfall, settled by
 * later earnings). Writes a `takeback` row. Answers the account (not saved).
 */
export async function takeBackEarned(
  tx: Tx,
  account: MilesAccountRow,
  back: { miles: number; reference: string; at: Date },
): Promise<MilesAccountRow> {
  if (back.miles <= 0) return account;
  let left = back.miles;
  const lots = await tx
    .select({ id: milesJournal.id, pending: milesJournal.pending })
    .from(milesJournal)
    .where(
      and(
        eq(milesJournal.tenantId, account.tenantId),
        eq(milesJournal.playerId, account.playerId),
        eq(milesJournal.kind, 'earn'),
        gt(milesJournal.pending, 0),
        gt(milesJournal.expiresAt, back.at),
      ),
    )
    .orderBy(desc(milesJournal.createdAt))
    .for('update');
  for (const lot of lots) {
    if (left <= 0) break;
    const taken = Math.min(left, lot.pending ?? 0);
    if (taken <= 0) continue;
    await tx
      .update(milesJournal)
      .set({ pending: sql`${milesJournal.pending} - ${taken}` })
      .where(eq(milesJournal.id, lot.id));
    left -= taken;
  }
  const fromBalance = Math.min(left, account.balance);
  const shortfall = left - fromBalance;
  await tx.insert(milesJournal).values({
    tenantId: account.tenantId,
    playerId: account.playerId,
    kind: 'takeback',
    miles: -back.miles,
    reference: back.reference,
    shortfall,
    createdAt: back.at,
  });
  return {
    ...account,
    balance: account.balance - fromBalance,
    owed: account.owed + shortfall,
    lifetime: Math.max(0, account.lifetime - back.miles),
  };
}
