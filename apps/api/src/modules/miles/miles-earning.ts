import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { MilesRateKey, MilesTerms } from '@tribuna/contracts/miles';
import type { Tx } from '../../db/database';
import type { ActivityRecord } from '../activity/activity.service';
import {
  creditEarned,
  localDay,
  lockAccount,
  saveAccount,
  takeBackEarned,
  type MilesAccountRow,
} from './miles-book';
import { rateKeyOf, stepOf } from './miles-terms';
import { milesCarry, milesEarnings } from './miles.schema';

/** What the consumer needs of a brand: its terms and its time zone, read in the batch. */
export type BrandTermsReader = (
  tenantId: string,
  tx: Tx,
) => Promise<{ terms: MilesTerms; timezone: string }>;

type EarningRow = typeof milesEarnings.$inferSelect;

const UNDOING = new Set(['void', 'refund', 'rollback']);

/** A stake that earns: real money (its cash part) on a product the brand prices. */
function earns(record: ActivityRecord): boolean {
  return (
    record.kind === 'stake' &&
    record.cash > 0 &&
    rateKeyOf(record.product, record.category) !== null
  );
}

/**
 * The `miles.earning` consumer of the activity stream: each real-money stake earns miles
 * once (its record's id is the earning's key, and the stream's position commits with the
 * effects); a void or refund of the wager takes them back; a rolled-back void gives them
 * again. Several players' accounts are locked in one order (their ids sorted).
 */
export function createMilesEarning(deps: { termsOf: BrandTermsReader; clock: () => Date }) {
  const { termsOf, clock } = deps;

  /** The wagers of results in the batch that earned something (the others need nothing). */
  async function wagersWithEarnings(tx: Tx, results: ActivityRecord[]): Promise<Set<string>> {
    if (results.length === 0) return new Set();
    const rows = await tx
      .selectDistinct({ playerId: milesEarnings.playerId, reference: milesEarnings.reference })
      .from(milesEarnings)
      .where(
        and(
          inArray(milesEarnings.playerId, [...new Set(results.map((r) => r.playerId))]),
          inArray(milesEarnings.reference, [...new Set(results.map((r) => r.reference))]),
        ),
      );
    return new Set(rows.map((r) => `${r.playerId}|${r.reference}`));
  }

  async function handle(records: readonly ActivityRecord[], tx: Tx): Promise<void> {
    const undoing = (r: ActivityRecord) =>
      r.kind === 'result' && r.outcome !== null && UNDOING.has(r.outcome);
    const earned = await wagersWithEarnings(tx, records.filter(undoing));
    // A stake and its void in one batch: the stake's earning is not written yet.
    for (const record of records) {
      if (earns(record)) earned.add(`${record.playerId}|${record.reference}`);
    }
    const byPlayer = new Map<string, ActivityRecord[]>();
    for (const record of records) {
      const relevant =
        earns(record) || (undoing(record) && earned.has(`${record.playerId}|${record.reference}`));
      if (!relevant) continue;
      const key = `${record.tenantId}|${record.playerId}`;
      const list = byPlayer.get(key) ?? [];
      list.push(record);
      byPlayer.set(key, list);
    }
    const brands = new Map<string, { terms: MilesTerms; timezone: string }>();
    for (const key of [...byPlayer.keys()].sort()) {
      const list = byPlayer.get(key) ?? [];
      const first = list[0];
      if (!first) continue;
      let brand = brands.get(first.tenantId);
      if (!brand) {
        brand = await termsOf(first.tenantId, tx);
        brands.set(first.tenantId, brand);
      }
      await forPlayer(tx, list, brand);
    }
  }

  async function forPlayer(
    tx: Tx,
    records: ActivityRecord[],
    brand: { terms: MilesTerms; timezone: string },
  ): Promise<void> {
    const first = records[0];
    if (!first) return;
    const player = { tenantId: first.tenantId, playerId: first.playerId };
    let account: MilesAccountRow = await lockAccount(tx, player);
    const carryRows = await tx
      .select({ rateKey: milesCarry.rateKey, carry: milesCarry.carry })
      .from(milesCarry)
      .where(
        and(eq(milesCarry.tenantId, player.tenantId), eq(milesCarry.playerId, player.playerId)),
      );
    const carry = new Map<string, number>(carryRows.map((r) => [r.rateKey, r.carry]));
    const touched = new Set<string>();
    const now = clock();
    const perMile = (key: string) => brand.terms.rates[key as MilesRateKey] * 100;

    /** Units into the key's remainder: the whole miles they make. */
    function add(key: string, units: number): number {
      const total = (carry.get(key) ?? 0) + units;
      const miles = Math.floor(total / perMile(key));
      carry.set(key, total - miles * perMile(key));
      touched.add(key);
      return miles;
    }

    /** Units out of the key's remainder: the miles that must go back so it stays >= 0. */
    function remove(key: string, units: number): number {
      const left = (carry.get(key) ?? 0) - units;
      const miles = left >= 0 ? 0 : Math.ceil(-left / perMile(key));
      carry.set(key, left + miles * perMile(key));
      touched.add(key);
      return miles;
    }

    for (const record of records) {
      const day = localDay(record.occurredAt, brand.timezone);
      if (record.kind === 'stake') {
        const key = rateKeyOf(record.product, record.category);
        if (!key) continue;
        const units = record.cash * stepOf(brand.terms, account.tier).multiplier_pct;
        const [made] = await tx
          .insert(milesEarnings)
          .values({
            tenantId: record.tenantId,
            playerId: record.playerId,
            product: record.product,
            reference: record.reference,
            recordId: record.id,
            rateKey: key,
            staked: record.cash + record.bonus,
            units,
            miles: 0,
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: milesEarnings.id });
        // Earned before (a batch taken again after a failure cannot get here, but a key
        // is a key).
        if (!made) continue;
        const miles = add(key, units);
        if (miles > 0) {
          await tx.update(milesEarnings).set({ miles }).where(eq(milesEarnings.id, made.id));
          account = await creditEarned(tx, account, {
            miles,
            day,
            timeZone: brand.timezone,
            at: now,
          });
        }
        continue;
      }
      const wager = and(
        eq(milesEarnings.tenantId, record.tenantId),
        eq(milesEarnings.playerId, record.playerId),
        eq(milesEarnings.product, record.product),
        eq(milesEarnings.reference, record.reference),
      );
      if (record.outcome === 'rollback') {
        // A result undone: a void's stakes stand again (a win's were never taken back).
        const restored = await tx
          .update(milesEarnings)
          .set({ voided: false })
          .where(and(wager, eq(milesEarnings.voided, true)))
          .returning();
        let miles = 0;
        for (const row of restored) miles += add(row.rateKey, row.units);
        account = await creditEarned(tx, account, {
          miles,
          day,
          timeZone: brand.timezone,
          at: now,
        });
        continue;
      }
      // A void or a refund: the stakes it gives back, newest first, earn nothing.
      const standing: EarningRow[] = await tx
        .select()
        .from(milesEarnings)
        .where(and(wager, eq(milesEarnings.voided, false)))
        .orderBy(desc(milesEarnings.id));
      let returned = record.cash + record.bonus;
      const voided: EarningRow[] = [];
      for (const row of standing) {
        if (row.staked > returned) continue;
        returned -= row.staked;
        voided.push(row);
      }
      if (voided.length === 0) continue;
      await tx
        .update(milesEarnings)
        .set({ voided: true })
        .where(
          inArray(
            milesEarnings.id,
            voided.map((r) => r.id),
          ),
        );
      let back = 0;
      for (const row of voided) back += remove(row.rateKey, row.units);
      account = await takeBackEarned(tx, account, {
        miles: back,
        reference: `${record.product}:${record.reference}:${record.id}`,
        at: now,
      });
    }

    for (const key of touched) {
      await tx
        .insert(milesCarry)
        .values({ ...player, rateKey: key, carry: carry.get(key) ?? 0 })
        .onConflictDoUpdate({
          target: [milesCarry.tenantId, milesCarry.playerId, milesCarry.rateKey],
          set: { carry: sql`excluded.carry` },
        });
    }
    await saveAccount(tx, account, now);
  }

  return { handle };
}
