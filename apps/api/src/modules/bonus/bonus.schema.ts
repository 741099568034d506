import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BonusKind, BonusStatus, BonusTrigger, CancelReason } from '@tribuna/contracts/bonus';
import { tenants } from '../tenants/tenants.schema';

export type CampaignStatus = 'active' | 'paused' | 'ended';
export type VoucherState = 'open' | 'settled' | 'voided';

/** A transaction id with its epoch, read as its decimal text (as the activity stream's). */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/**
 * A brand's campaign. The columns are what queries select on (its code, its trigger, its
 * window); the rest of its terms is one document (`terms`), parsed when read back.
 */
export const bonusCampaigns = pgTable(
  'bonus_campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').$type<BonusKind>().notNull(),
    trigger: text('trigger').$type<BonusTrigger>().notNull(),
    /** Upper case; unique per brand. */
    code: text('code'),
    depositNumber: integer('deposit_number'),
    status: text('status').$type<CampaignStatus>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    maxGrants: integer('max_grants'),
    /** How many players have received it: counted under the campaign's row lock. */
    granted: integer('granted').notNull().default(0),
    terms: jsonb('terms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bonus_campaigns_code')
      .on(t.tenantId, t.code)
      .where(sql`${t.code} is not null`),
    index('bonus_campaigns_trigger').on(t.tenantId, t.trigger),
  ],
);

/**
 * A player's bonus: one per player and campaign (and cashback period). `terms` is the campaign's terms when the
 * player received it (a later edit of the campaign does not change a bonus under way).
 */
export const bonusGrants = pgTable(
  'bonus_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id').notNull(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => bonusCampaigns.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<BonusKind>().notNull(),
    status: text('status').$type<BonusStatus>().notNull(),
    terms: jsonb('terms').notNull(),
    /** Bonus money credited (or, while available, to be credited on claim). */
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    wageringRequired: bigint('wagering_required', { mode: 'number' }).notNull().default(0),
    wageringProgress: bigint('wagering_progress', { mode: 'number' }).notNull().default(0),
    converted: bigint('converted', { mode: 'number' }),
    forfeited: bigint('forfeited', { mode: 'number' }),
    /** A cashback's period (its first day); '' for every other bonus (one per player). */
    period: text('period').notNull().default(''),
    /** The deposit that qualified it, for a deposit match. */
    depositRef: text('deposit_ref'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** The claiming transaction's id: a deposit match takes a deposit made after it. */
    claimedXid: xid8('claimed_xid'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /**
     * Where the wagering starts: the activating transaction's id, or the qualifying
     * deposit's. A stake counts when its record's transaction came after it (one player's
     * money moves queue on their lock, so their transactions take ids in that order).
     */
    activatedXid: xid8('activated_xid'),
    /**
     * A free bet's or free spins' vouchers not used yet. While it has some, or a used one
     * waits for its result, the bonus is active with no wagering (`activated_xid` null): its
     * wagering starts on what the vouchers won once they are all played.
     */
    freeOpen: integer('free_open').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason').$type<CancelReason>(),
    canceledBy: text('canceled_by'),
    cancelNote: text('cancel_note'),
  },
  (t) => [
    uniqueIndex('bonus_grants_once').on(t.campaignId, t.playerId, t.period),
    index('bonus_grants_player').on(t.tenantId, t.playerId, t.status),
    // The expiry sweep: what is waiting or under way, by deadline.
    index('bonus_grants_expiry')
      .on(t.expiresAt)
      .where(sql`${t.status} in ('available', 'claimed', 'active')`),
    // One bonus at a time, even for two claims at once.
    uniqueIndex('bonus_grants_one_running')
      .on(t.playerId)
      .where(sql`${t.status} in ('claimed', 'active')`),
  ],
);

/**
 * How each stake of a player with bonus money was paid, written in the stake's own
 * statement: what it returns goes back the same way (a win on bonus money is bonus money,
 * or cash under the cap once its bonus has completed).
 */
export const bonusStakes = pgTable(
  'bonus_stakes',
  {
    idempotencyKey: text('idempotency_key').notNull(),
    tenantId: uuid('tenant_id').notNull(),
    playerId: uuid('player_id').notNull(),
    reference: text('reference').notNull(),
    grantId: uuid('grant_id'),
    cash: bigint('cash', { mode: 'number' }).notNull(),
    bonus: bigint('bonus', { mode: 'number' }).notNull(),
    /** What the brand paid: a voucher's stake (a free bet, a free spin). */
    free: bigint('free', { mode: 'number' }).notNull().default(0),
    /** A voucher's wager: waiting for its result, settled, or voided (the voucher back). */
    freeState: text('free_state').$type<VoucherState>(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.idempotencyKey] }),
    index('bonus_stakes_reference').on(t.playerId, t.reference),
  ],
);

/**
 * What each wager of an active bonus contributes to its wagering: counted once its result
 * comes (a win, a loss, a cash out), never when it is voided or refunded, and no longer
 * when its result is rolled back.
 */
export const bonusWagers = pgTable(
  'bonus_wagers',
  {
    grantId: uuid('grant_id')
      .notNull()
      .references(() => bonusGrants.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    contributed: bigint('contributed', { mode: 'number' }).notNull(),
    counted: boolean('counted').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.grantId, t.reference] })],
);

export type BonusMoveKind = 'grant' | 'convert' | 'forfeit';

/**
 * Every money move of a bonus, beside its ledger move (same transaction): the office's cost
 * per campaign and day, and a bonus's history. `bonus` is bonus money moved (credited by a
 * grant, taken by a conversion or a forfeit), `cash` what a conversion paid.
 */
export const bonusMoves = pgTable(
  'bonus_moves',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    campaignId: uuid('campaign_id').notNull(),
    grantId: uuid('grant_id').notNull(),
    kind: text('kind').$type<BonusMoveKind>().notNull(),
    bonus: bigint('bonus', { mode: 'number' }).notNull(),
    cash: bigint('cash', { mode: 'number' }).notNull().default(0),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('bonus_moves_tenant_time').on(t.tenantId, t.at),
    check('bonus_moves_amounts', sql`${t.bonus} >= 0 and ${t.cash} >= 0`),
  ],
);

/** What the wagering consumer knows of each player: how many deposits it has seen. */
export const bonusPlayers = pgTable('bonus_players', {
  playerId: uuid('player_id').primaryKey(),
  tenantId: uuid('tenant_id').notNull(),
  deposits: integer('deposits').notNull().default(0),
});
