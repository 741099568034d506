import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StoreItemKind, StoreLimitPeriod, StoreOrderState } from '@tribuna/contracts/store';
import { tenants } from '../tenants/tenants.schema';

/**
 * A brand's store item. `translations` is JSON written through the contract's schema and
 * parsed with it on every read. `stock` is taken by one conditional update per purchase
 * (never below zero: the check says so too); null keeps no stock.
 */
export const storeItems = pgTable(
  'store_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<StoreItemKind>().notNull(),
    /** The bonus campaign a bonus item gives (the bonus module's id). */
    campaignId: uuid('campaign_id'),
    translations: jsonb('translations').notNull(),
    imageUrl: text('image_url'),
    price: integer('price').notNull(),
    stock: integer('stock'),
    limitCount: integer('limit_count'),
    limitPeriod: text('limit_period').$type<StoreLimitPeriod>().notNull(),
    active: boolean('active').notNull(),
    /** Lower first, as the office orders them. */
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('store_items_tenant_order').on(t.tenantId, t.position),
    check('store_items_price_positive', sql`${t.price} > 0`),
    check('store_items_stock_not_negative', sql`${t.stock} is null or ${t.stock} >= 0`),
    check(
      'store_items_kind_known',
      sql`${t.kind} in ('bonus_credit', 'free_spins', 'free_bet', 'physical')`,
    ),
    check('store_items_limit_period_known', sql`${t.limitPeriod} in ('month', 'lifetime')`),
  ],
);

/**
 * A player's order. Its id is the reference of the miles it took (and of the bonus it
 * gave). `address` is the contract's delivery address, parsed when read back.
 */
export const storeOrders = pgTable(
  'store_orders',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id').notNull(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => storeItems.id),
    kind: text('kind').$type<StoreItemKind>().notNull(),
    /** The miles it cost (the item's price then). */
    price: integer('price').notNull(),
    state: text('state').$type<StoreOrderState>().notNull(),
    bonusId: uuid('bonus_id'),
    address: jsonb('address'),
    carrier: text('carrier'),
    tracking: text('tracking'),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    // The per-player limit counts a player's orders of an item over a period.
    index('store_orders_player_item').on(t.playerId, t.itemId, t.createdAt),
    index('store_orders_tenant_state').on(t.tenantId, t.state, t.createdAt),
    check(
      'store_orders_state_known',
      sql`${t.state} in ('placed', 'shipped', 'delivered', 'cancelled')`,
    ),
  ],
);
