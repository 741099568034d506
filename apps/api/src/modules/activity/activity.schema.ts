import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ActivityKind, ActivityOutcome } from '@tribuna/contracts/activity';
import type { WagerCategory } from '@tribuna/contracts/bonus';
import type { Currency } from '@tribuna/contracts/currencies';
import { tenants } from '../tenants/tenants.schema';

/**
 * A transaction id with its epoch (never wraps). Read as its decimal text: both drivers
 * answer it so, and it may pass 2^53.
 */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/**
 * The activity stream: one row per wager, result, deposit or withdrawal, written in the
 * money move's own transaction. `xid` is that transaction's id: consumers read in
 * (xid, id) order, up to the oldest transaction still running, so a late commit is never
 * passed over (docs/decisions/0022-activity-stream.md).
 */
export const activityRecords = pgTable(
  'activity_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    xid: xid8('xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id').notNull(),
    product: text('product').notNull(),
    kind: text('kind').$type<ActivityKind>().notNull(),
    reference: text('reference').notNull(),
    game: text('game'),
    cash: bigint('cash', { mode: 'number' }).notNull(),
    bonus: bigint('bonus', { mode: 'number' }).notNull().default(0),
    outcome: text('outcome').$type<ActivityOutcome>(),
    /** A stake's kind of play (bonus wagering's contributions); null: not one of them. */
    category: text('category').$type<WagerCategory>(),
    /** A sports stake's odds, in hundredths. */
    oddsX100: integer('odds_x100'),
    currency: text('currency').$type<Currency>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    idempotencyKey: text('idempotency_key').notNull(),
  },
  (t) => [
    uniqueIndex('activity_records_tenant_key').on(t.tenantId, t.idempotencyKey),
    // The consumers' reading order.
    index('activity_records_stream').on(t.xid, t.id),
    // A player's activity, newest first.
    index('activity_records_player_newest').on(t.tenantId, t.playerId, t.id.desc()),
    // A player's sums since a time (responsible gambling's limits and session figures).
    index('activity_records_player_time').on(t.playerId, t.occurredAt),
    // The brand's reports by day (GGR).
    index('activity_records_tenant_time').on(t.tenantId, t.occurredAt),
    check('activity_records_kind', sql`${t.kind} in ('stake', 'result', 'deposit', 'withdrawal')`),
    check(
      'activity_records_outcome',
      sql`${t.outcome} in ('win', 'loss', 'void', 'cashout', 'rollback', 'refund')`,
    ),
  ],
);

/**
 * Each consumer's position in the stream: the last (xid, id) it took. Its row is locked
 * for the whole of a batch, so two processes running one consumer take turns.
 */
export const activityConsumers = pgTable('activity_consumers', {
  name: text('name').primaryKey(),
  lastXid: xid8('last_xid')
    .notNull()
    .default(sql`'0'::xid8`),
  lastId: bigint('last_id', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
