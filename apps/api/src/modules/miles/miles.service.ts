import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, gte, inArray, lte, notInArray, sql } from 'drizzle-orm';
import {
  MILES_TABLE_DAYS,
  milesWithdrawalSchema,
  type MilesAwardReason,
  type MilesEntry,
  type MilesSummary,
  type MilesTier,
  type MilesTerms,
  type MilesWithdrawal,
  type MilesWithdrawRequest,
} from '@tribuna/contracts/miles';
import type { Currency } from '@tribuna/contracts/currencies';
import type { Db, DbOrTx, Tx } from '../../db/database';
import type { BrandSettings } from '../../kernel/brand-settings';
import type { Idempotency } from '../../kernel/idempotency';
import { AppError } from '../../lib/app-error';
import type { ActivityService } from '../activity/activity.service';
import type { Actor, AuditService } from '../audit/audit.service';
import type { JobDefinition } from '../../kernel/jobs';
import type { PlayersService } from '../players/players.service';
import type { TenantsService } from '../tenants/tenants.service';
import type { WalletService } from '../wallet/wallet.service';
import {
  localDay,
  lockAccount,
  saveAccount,
  type MilesAccountRow,
  type MilesPlayer,
} from './miles-book';
import { createMilesEarning } from './miles-earning';
import { milesTermsOf, nextStep, stepOf, type MilesBrandSettings } from './miles-terms';
import { milesAccounts, milesJournal, milesReviews } from './miles.schema';

/** The brand's account that pays miles withdrawn to cash (the brand's cost). */
export const MILES_ACCOUNT = 'miles';
// `miles`: the wallet's lists already say it ("Miles", "Millas", "Milhas").
export const MILES_TRANSACTION_TYPES = ['miles'] as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const EXPIRY_BATCH = 200;

type JournalRow = typeof milesJournal.$inferSelect;

export type MilesService = ReturnType<typeof createMilesService>;

function entryOf(row: JournalRow): MilesEntry {
  return {
    id: row.id,
    kind: row.kind,
    miles: row.miles,
    pending: row.kind === 'earn' ? row.pending : null,
    expires_at: row.kind === 'earn' && row.expiresAt ? row.expiresAt.toISOString() : null,
    reason: row.reason,
    shortfall: row.shortfall,
    cash: row.cash,
    at: row.createdAt.toISOString(),
  };
}

function withdrawalOf(row: JournalRow, currency: Currency): MilesWithdrawal {
  return {
    id: row.id,
    miles: -row.miles,
    amount: row.cash ?? 0,
    currency: row.currency ?? currency,
    at: row.createdAt.toISOString(),
  };
}

/**
 * Miles: what play earns (the activity stream's `miles.earning` consumer), claiming,
 * expiry, the balance's moves (spend, refund, award, withdrawal to cash) and the monthly
 * tier review. Every move of a player's miles locks their miles account first and writes
 * a row of the miles journal.
 */
export function createMilesService(deps: {
  db: Db;
  clock: () => Date;
  tenants: TenantsService;
  wallet: WalletService;
  audit: AuditService;
  idempotency: Idempotency;
  activity: ActivityService;
  store: BrandSettings<MilesBrandSettings>;
  /** The brand's players, for a tier that includes those with no miles yet. */
  players: Pick<PlayersService, 'audience'>;
}) {
  const { db, clock, tenants, wallet, audit, store, players } = deps;

  async function brandOf(tenantId: string, via: DbOrTx = db) {
    const tenant = await tenants.cachedById(tenantId, via);
    if (!tenant) throw new AppError(404, 'NOT_FOUND', 'office.tenant_not_found');
    return {
      currency: tenant.settings.currency,
      timezone: tenant.settings.timezone,
    };
  }

  /** The brand's terms: its own over its currency's defaults. */
  async function termsOf(
    tenantId: string,
    tx?: Tx,
  ): Promise<{ terms: MilesTerms; currency: Currency; timezone: string }> {
    const brand = await brandOf(tenantId, tx);
    const chosen = await store.read(tenantId, tx);
    return { ...brand, terms: milesTermsOf(brand.currency, chosen) };
  }

  const earning = createMilesEarning({ termsOf: (tenantId, tx) => termsOf(tenantId, tx), clock });

  /** Pending, unexpired miles and when the soonest expire. */
  async function pendingOf(
    via: DbOrTx,
    player: MilesPlayer,
    now: Date,
  ): Promise<{ pending: number; expiresAt: Date | null }> {
    const [row] = await via
      .select({
        pending: sql<number>`coalesce(sum(${milesJournal.pending}), 0)`.mapWith(Number),
        expiresAt: sql<Date | null>`min(${milesJournal.expiresAt})`.mapWith(
          (v: string | Date | null) => (v === null ? null : new Date(v)),
        ),
      })
      .from(milesJournal)
      .where(
        and(
          eq(milesJournal.tenantId, player.tenantId),
          eq(milesJournal.playerId, player.playerId),
          eq(milesJournal.kind, 'earn'),
          gt(milesJournal.pending, 0),
          gt(milesJournal.expiresAt, now),
        ),
      );
    return { pending: row?.pending ?? 0, expiresAt: row?.expiresAt ?? null };
  }

  async function accountOf(via: DbOrTx, player: MilesPlayer): Promise<MilesAccountRow | null> {
    const [row] = await via
      .select()
      .from(milesAccounts)
      .where(
        and(
          eq(milesAccounts.tenantId, player.tenantId),
          eq(milesAccounts.playerId, player.playerId),
        ),
      );
    return row ?? null;
  }

  async function summaryIn(via: DbOrTx, player: MilesPlayer, tx?: Tx): Promise<MilesSummary> {
    const { terms, currency } = await termsOf(player.tenantId, tx);
    const now = clock();
    const [account, pending] = await Promise.all([
      accountOf(via, player),
      pendingOf(via, player, now),
    ]);
    const tier = account?.tier ?? 'bronze';
    const next = nextStep(terms, tier);
    return {
      balance: account?.balance ?? 0,
      pending: pending.pending,
      pending_expires_at: pending.expiresAt?.toISOString() ?? null,
      lifetime: account?.lifetime ?? 0,
      tier,
      multiplier_pct: stepOf(terms, tier).multiplier_pct,
      next_tier: next ? { tier: next.tier, threshold: next.threshold } : null,
      withdraw: { rate: terms.withdraw_rate, minimum: terms.withdraw_minimum, currency },
    };
  }

  /** The journal row of a player's move by its kind and reference (a replay's first). */
  async function entryBy(
    tx: Tx,
    player: MilesPlayer,
    kind: JournalRow['kind'],
    reference: string,
  ): Promise<JournalRow | null> {
    const [row] = await tx
      .select()
      .from(milesJournal)
      .where(
        and(
          eq(milesJournal.tenantId, player.tenantId),
          eq(milesJournal.playerId, player.playerId),
          eq(milesJournal.kind, kind),
          eq(milesJournal.reference, reference),
        ),
      );
    return row ?? null;
  }

  function checkMiles(miles: number): void {
    if (!Number.isSafeInteger(miles) || miles <= 0) {
      throw new AppError(400, 'VALIDATION_FAILED', 'miles.amount_invalid', {
        fields: { miles: 'miles.amount_invalid' },
      });
    }
  }

  /** Adds miles to the balance under the account's lock, once per kind and reference. */
  async function addToBalance(
    tx: Tx,
    input: MilesPlayer & { miles: number; reference: string; reason: string | null },
    kind: 'award' | 'refund',
  ): Promise<boolean> {
    const account = await lockAccount(tx, input);
    const [made] = await tx
      .insert(milesJournal)
      .values({
        tenantId: input.tenantId,
        playerId: input.playerId,
        kind,
        miles: input.miles,
        reference: input.reference,
        reason: input.reason,
        createdAt: clock(),
      })
      .onConflictDoNothing()
      .returning({ id: milesJournal.id });
    if (!made) {
      const first = await entryBy(tx, input, kind, input.reference);
      if (first && first.miles !== input.miles) {
        throw new AppError(409, 'CONFLICT', 'miles.award_conflict');
      }
      return false;
    }
    await saveAccount(tx, { ...account, balance: account.balance + input.miles }, clock());
    return true;
  }

  /** Pending miles past their 31 days expire: one journal row per day of earnings. */
  async function expire(now: Date): Promise<number> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(milesJournal)
        .where(
          and(
            eq(milesJournal.kind, 'earn'),
            gt(milesJournal.pending, 0),
            lte(milesJournal.expiresAt, now),
          ),
        )
        .orderBy(asc(milesJournal.tenantId), asc(milesJournal.playerId))
        .limit(EXPIRY_BATCH);
      const players = [
        ...new Map(due.map((r) => [`${r.tenantId}|${r.playerId}`, r] as const)).values(),
      ];
      for (const player of players) await lockAccount(tx, player);
      let expired = 0;
      for (const lot of due) {
        // Taken again under the player's lock: a claim may have taken it meanwhile.
        const [still] = await tx
          .select({ pending: milesJournal.pending })
          .from(milesJournal)
          .where(and(eq(milesJournal.id, lot.id), gt(milesJournal.pending, 0)));
        const miles = still?.pending ?? 0;
        if (miles <= 0) continue;
        await tx.update(milesJournal).set({ pending: 0 }).where(eq(milesJournal.id, lot.id));
        await tx
          .insert(milesJournal)
          .values({
            tenantId: lot.tenantId,
            playerId: lot.playerId,
            kind: 'expire',
            miles: -miles,
            reference: lot.reference,
            createdAt: now,
          })
          .onConflictDoUpdate({
            target: [
              milesJournal.tenantId,
              milesJournal.playerId,
              milesJournal.kind,
              milesJournal.reference,
            ],
            set: { miles: sql`${milesJournal.miles} - ${miles}` },
          });
        expired += 1;
      }
      return expired;
    });
  }

  /**
   * The brand's monthly tier review, once per local month across processes (its
   * review row is the claim): every player moves to the tier their lifetime miles
   * entitle them to. Answers how many moved, or null when this month's was done.
   */
  async function review(tenantId: string, now: Date): Promise<number | null> {
    const { terms, timezone } = await termsOf(tenantId);
    const month = localDay(now, timezone).slice(0, 7);
    return db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(milesReviews)
        .values({ tenantId, month, reviewedAt: now })
        .onConflictDoNothing()
        .returning({ month: milesReviews.month });
      if (!claimed) return null;
      const cases = sql.join(
        [...terms.tiers]
          .reverse()
          .map(
            (step) => sql`when ${milesAccounts.lifetime} >= ${step.threshold} then ${step.tier}`,
          ),
        sql` `,
      );
      const entitled = sql`(case ${cases} else 'bronze' end)`;
      const moved = await tx
        .update(milesAccounts)
        .set({ tier: sql`${entitled}`, updatedAt: now })
        .where(and(eq(milesAccounts.tenantId, tenantId), sql`${milesAccounts.tier} <> ${entitled}`))
        .returning({ playerId: milesAccounts.playerId });
      await tx
        .update(milesReviews)
        .set({ moved: moved.length })
        .where(and(eq(milesReviews.tenantId, tenantId), eq(milesReviews.month, month)));
      return moved.length;
    });
  }

  /**
   * The brand's players in any of `tiers` (a campaign's segment): a player with no miles
   * yet has no row and is bronze, so bronze is everyone but those whose row says otherwise.
   */
  async function playersInTiers(
    tx: DbOrTx,
    tenantId: string,
    tiers: readonly MilesTier[],
  ): Promise<string[]> {
    if (!tiers.includes('bronze')) {
      const rows = await tx
        .select({ id: milesAccounts.playerId })
        .from(milesAccounts)
        .where(and(eq(milesAccounts.tenantId, tenantId), inArray(milesAccounts.tier, [...tiers])));
      return rows.map((r) => r.id);
    }
    const outside = await tx
      .select({ id: milesAccounts.playerId })
      .from(milesAccounts)
      .where(and(eq(milesAccounts.tenantId, tenantId), notInArray(milesAccounts.tier, [...tiers])));
    const excluded = new Set(outside.map((r) => r.id));
    return (await players.audience(tx, tenantId, {}))
      .map((p) => p.id)
      .filter((id) => !excluded.has(id));
  }

  return {
    playersInTiers,
    termsOf,
    expire,
    review,

    /** The player's miles: balance, pending (unexpired), tier and lifetime miles. */
    summary(tenantId: string, playerId: string): Promise<MilesSummary> {
      return summaryIn(db, { tenantId, playerId });
    },

    /**
     * Takes miles from the balance in the caller's transaction; idempotent by `reference`
     * (a replay takes nothing more); refused (409 miles.not_enough) when short.
     */
    async spend(
      tx: Tx,
      input: MilesPlayer & { miles: number; reference: string; reason: 'store' },
    ): Promise<void> {
      checkMiles(input.miles);
      const account = await lockAccount(tx, input);
      if (await entryBy(tx, input, 'spend', input.reference)) return;
      if (account.balance < input.miles) {
        throw new AppError(409, 'CONFLICT', 'miles.not_enough');
      }
      await tx.insert(milesJournal).values({
        tenantId: input.tenantId,
        playerId: input.playerId,
        kind: 'spend',
        miles: -input.miles,
        reference: input.reference,
        reason: input.reason,
        createdAt: clock(),
      });
      await saveAccount(tx, { ...account, balance: account.balance - input.miles }, clock());
    },

    /** Gives back what `spend` took under `reference`; idempotent; nothing if none was taken. */
    async refund(tx: Tx, input: MilesPlayer & { reference: string }): Promise<void> {
      await lockAccount(tx, input);
      const spent = await entryBy(tx, input, 'spend', input.reference);
      if (!spent) return;
      await addToBalance(tx, { ...input, miles: -spent.miles, reason: spent.reason }, 'refund');
    },

    /** Adds miles straight to the balance; idempotent by `reference`. */
    async award(
      tx: Tx,
      input: MilesPlayer & { miles: number; reference: string; reason: MilesAwardReason },
    ): Promise<void> {
      checkMiles(input.miles);
      await addToBalance(tx, input, 'award');
    },

    /** Moves every pending, unexpired mile to the balance. */
    async claim(
      tenantId: string,
      playerId: string,
    ): Promise<{ claimed: number; summary: MilesSummary }> {
      const player = { tenantId, playerId };
      const answer = await db.transaction(async (tx) => {
        const account = await lockAccount(tx, player);
        const now = clock();
        const lots = await tx
          .select({ id: milesJournal.id, pending: milesJournal.pending })
          .from(milesJournal)
          .where(
            and(
              eq(milesJournal.tenantId, tenantId),
              eq(milesJournal.playerId, playerId),
              eq(milesJournal.kind, 'earn'),
              gt(milesJournal.pending, 0),
              gt(milesJournal.expiresAt, now),
            ),
          )
          .for('update');
        const claimed = lots.reduce((sum, lot) => sum + (lot.pending ?? 0), 0);
        if (claimed <= 0) throw new AppError(409, 'CONFLICT', 'miles.nothing_to_claim');
        await tx
          .update(milesJournal)
          .set({ pending: 0 })
          .where(
            inArray(
              milesJournal.id,
              lots.map((lot) => lot.id),
            ),
          );
        await tx.insert(milesJournal).values({
          tenantId,
          playerId,
          kind: 'claim',
          miles: claimed,
          createdAt: now,
        });
        await saveAccount(tx, { ...account, balance: account.balance + claimed }, now);
        return claimed;
      });
      return { claimed: answer, summary: await summaryIn(db, player) };
    },

    earningHandler: earning.handle,

    /** The miles table: every move of the last 31 days, newest first. */
    async journal(
      tenantId: string,
      playerId: string,
    ): Promise<{ timezone: string; items: MilesEntry[] }> {
      const { timezone } = await brandOf(tenantId);
      const since = new Date(clock().getTime() - MILES_TABLE_DAYS * DAY_MS);
      const rows = await db
        .select()
        .from(milesJournal)
        .where(
          and(
            eq(milesJournal.tenantId, tenantId),
            eq(milesJournal.playerId, playerId),
            gte(milesJournal.createdAt, since),
          ),
        )
        .orderBy(desc(milesJournal.createdAt), desc(milesJournal.id))
        .limit(500);
      return { timezone, items: rows.map(entryOf) };
    },

    /** The withdraw table: the player's withdrawals of miles to cash, newest first. */
    async withdrawals(tenantId: string, playerId: string): Promise<MilesWithdrawal[]> {
      const { currency } = await brandOf(tenantId);
      const rows = await db
        .select()
        .from(milesJournal)
        .where(
          and(
            eq(milesJournal.tenantId, tenantId),
            eq(milesJournal.playerId, playerId),
            eq(milesJournal.kind, 'withdraw'),
          ),
        )
        .orderBy(desc(milesJournal.createdAt))
        .limit(200);
      return rows.map((r) => withdrawalOf(r, currency));
    },

    /**
     * Withdraws miles to cash at the brand's rate, above its minimum: one transaction
     * takes the player's lock (the money port's rule), the miles, and moves the cash from
     * the brand's miles account; once per Idempotency-Key.
     */
    async withdraw(
      tenantId: string,
      playerId: string,
      key: string,
      request: MilesWithdrawRequest,
    ): Promise<{ withdrawal: MilesWithdrawal; summary: MilesSummary }> {
      const { terms, currency } = await termsOf(tenantId);
      const player = { tenantId, playerId };
      if (request.miles < terms.withdraw_minimum) {
        throw new AppError(400, 'VALIDATION_FAILED', 'miles.below_minimum', {
          params: { minimum: terms.withdraw_minimum },
          fields: { miles: 'miles.below_minimum' },
        });
      }
      const { answer, replayed } = await deps.idempotency.run(
        {
          tenantId,
          scope: playerId,
          key,
          request: { op: 'miles.withdraw', ...request },
          lockFirst: (tx) =>
            wallet.port.lock(tx, { tenantId, playerId, currency, account: MILES_ACCOUNT }),
        },
        milesWithdrawalSchema,
        async (tx) => {
          const account = await lockAccount(tx, player);
          if (account.balance < request.miles) {
            throw new AppError(400, 'VALIDATION_FAILED', 'miles.above_balance', {
              params: { balance: account.balance },
              fields: { miles: 'miles.above_balance' },
            });
          }
          const amount = request.miles * terms.withdraw_rate;
          const now = clock();
          const [row] = await tx
            .insert(milesJournal)
            .values({
              tenantId,
              playerId,
              kind: 'withdraw',
              miles: -request.miles,
              reference: randomUUID(),
              cash: amount,
              currency,
              createdAt: now,
            })
            .returning();
          if (!row) throw new Error('miles: a withdrawal insert returned nothing');
          await saveAccount(tx, { ...account, balance: account.balance - request.miles }, now);
          await wallet.ledger.post(
            {
              tenantId,
              currency,
              idempotencyKey: `miles-withdrawal:${row.id}`,
              type: 'miles',
              reference: row.id,
              description: `${request.miles} miles`,
              lines: [
                { account: { playerId: null, kind: MILES_ACCOUNT }, amount: -amount },
                { account: { playerId, kind: 'cash' }, amount },
              ],
            },
            tx,
          );
          return withdrawalOf(row, currency);
        },
      );
      if (!replayed) await wallet.publishBalance(tenantId, playerId);
      return { withdrawal: answer, summary: await summaryIn(db, player) };
    },

    /** Demo data: miles given as staff would (reason `office`), in a transaction of its own. */
    async seedAward(input: MilesPlayer & { miles: number; reference: string }): Promise<void> {
      await db.transaction((tx) => addToBalance(tx, { ...input, reason: 'office' }, 'award'));
    },

    /** Staff give a player miles (audited). */
    async officeAward(
      actor: Actor,
      tenantId: string,
      playerId: string,
      input: { miles: number; note: string; reference: string },
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await lockAccount(tx, { tenantId, playerId });
        const added = await addToBalance(
          tx,
          { tenantId, playerId, miles: input.miles, reference: input.reference, reason: 'office' },
          'award',
        );
        // A retried click gives nothing more, and is not a second act to audit.
        if (!added) return;
        await audit.record(tx, actor, {
          tenantId,
          action: 'miles.award',
          targetType: 'player',
          targetId: playerId,
          after: { miles: input.miles, note: input.note },
        });
      });
    },

    /** Sets the brand's miles terms (audited); answers them as they now read. */
    async setTerms(actor: Actor, tenantId: string, terms: MilesTerms) {
      const before = await termsOf(tenantId);
      await db.transaction(async (tx) => {
        await store.write(tenantId, terms, tx);
        await audit.record(tx, actor, {
          tenantId,
          action: 'miles.settings',
          targetType: 'brand',
          targetId: tenantId,
          before: before.terms,
          after: terms,
        });
      });
      await store.changed(tenantId);
      return termsOf(tenantId);
    },

    /**
     * The consumer that earns miles from the stream, the expiry sweep, and the monthly
     * tier review (asked hourly; each brand's month is reviewed once).
     */
    jobs(): JobDefinition[] {
      return [
        deps.activity.consumerJob('miles.earning', earning.handle, { everyMs: 2_000 }),
        {
          kind: 'recurring',
          name: 'miles.expiry',
          everyMs: 10 * 60_000,
          run: async () => {
            while ((await expire(clock())) === EXPIRY_BATCH) {
              // A full sweep: more may be due.
            }
          },
        },
        {
          kind: 'recurring',
          name: 'miles.tier-review',
          everyMs: 60 * 60_000,
          run: async () => {
            for (const tenant of await tenants.list()) await review(tenant.id, clock());
          },
        },
      ];
    },
  };
}
