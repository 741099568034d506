import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Currency } from '@tribuna/contracts/currencies';
import type { MilesEntryKind, MilesTier } from '@tribuna/contracts/miles';
import { tenants } from '../tenants/tenants.schema';

/**
 * A player's miles: the claimed balance (never negative), lifetime miles earned by play
 * (what sets the tier), what a taken-back stake left owing (paid by later earnings), the
 * tier. Its row is the player's miles lock: every move of their miles locks it first.
 */
export const milesAccounts = pgTable(
  'miles_accounts',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id').notNull(),
    balance: integer('balance').notNull().default(0),
    lifetime: integer('lifetime').notNull().default(0),
    owed: integer('owed').notNull().default(0),
    tier: text('tier').$type<MilesTier>().notNull().default('bronze'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.playerId] }),
    check('miles_accounts_balance', sql`${t.balance} >= 0`),
    check('miles_accounts_owed', sql`${t.owed} >= 0`),
  ],
);

/**
 * The miles journal: every move of a player's miles, one row each. An `earn` row is a
 * day's earnings (reference: the brand's local day), with what of it still waits to be
 * claimed (`pending`) and when that expires; the other kinds move the balance
 * (`miles` signed). `(kind, reference)` makes spends, refunds, awards and withdrawals
 * idempotent per player.
 */
export const milesJournal = pgTable(
  'miles_journal',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id').notNull(),
    kind: text('kind').$type<MilesEntryKind>().notNull(),
    miles: integer('miles').notNull(),
    pending: integer('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    reference: text('reference'),
    reason: text('reason'),
    shortfall: integer('shortfall').notNull().default(0),
    cash: bigint('cash', { mode: 'number' }),
    currency: text('currency').$type<Currency>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('miles_journal_reference').on(t.tenantId, t.playerId, t.kind, t.reference),
    index('miles_journal_player_time').on(t.tenantId, t.playerId, t.createdAt),
    // The expiry sweep: earnings still pending, by when they expire.
    index('miles_journal_pending')
      .on(t.expiresAt)
      .where(sql`${t.kind} = 'earn' and ${t.pending} > 0`),
    check(
      'miles_journal_kind',
      sql`${t.kind} in ('earn', 'takeback', 'claim', 'expire', 'spend', 'refund', 'award', 'withdraw')`,
    ),
    check('miles_journal_pending_range', sql`${t.pending} is null or ${t.pending} >= 0`),
  ],
);

/**
 * What each real-money stake earned, once per activity record: kept so a voided or
 * refunded stake takes back exactly its share (its weighted units out of the player's
 * remainder) and a rolled-back void gives it again.
 */
export const milesEarnings = pgTable(
  'miles_earnings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id').notNull(),
    product: text('product').notNull(),
    reference: text('reference').notNull(),
    /** The activity record it came from: a record earns once. */
    recordId: bigint('record_id', { mode: 'number' }).notNull(),
    rateKey: text('rate_key').notNull(),
    /** The stake (cash and bonus), to match a partial refund of the wager. */
    staked: bigint('staked', { mode: 'number' }).notNull(),
    /** Its cash times the tier's multiplier (percent): the remainder's units. */
    units: bigint('units', { mode: 'number' }).notNull(),
    miles: integer('miles').notNull(),
    voided: boolean('voided').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('miles_earnings_record').on(t.recordId),
    index('miles_earnings_wager').on(t.tenantId, t.playerId, t.reference),
  ],
);

/**
 * A player's remainder per kind of play, in units of stake × multiplier percent: what
 * has not made a whole mile yet, so many small stakes earn what one big one would.
 */
export const milesCarry = pgTable(
  'miles_carry',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id').notNull(),
    rateKey: text('rate_key').notNull(),
    carry: bigint('carry', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.playerId, t.rateKey] })],
);

/** Each brand's monthly tier review (its local month): one row, so it runs once. */
export const milesReviews = pgTable(
  'miles_reviews',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    moved: integer('moved').notNull().default(0),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.month] })],
);
