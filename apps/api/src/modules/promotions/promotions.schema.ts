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
import type { PromotionType } from '@tribuna/contracts/promotions';
import { bytea } from '../../db/bytea';
import { tenants } from '../tenants/tenants.schema';
import type { PromotionImageType } from './promotion-image';

/**
 * A brand's promotion: the fields once, the texts per language. `cta` and `translations`
 * are JSON written through the contract's schemas and parsed with them on every read.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    type: text('type').$type<PromotionType>().notNull(),
    enabled: boolean('enabled').notNull(),
    /** Lower first, as the office orders them. */
    position: integer('position').notNull(),
    imageUrl: text('image_url'),
    cta: jsonb('cta'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Null: no end. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Language code to that language's texts. */
    translations: jsonb('translations').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('promotions_tenant_order').on(t.tenantId, t.position, t.startsAt),
    check('promotions_type_known', sql`${t.type} in ('bonus', 'promotion')`),
    check('promotions_ends_after_start', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);

/** An image uploaded for a brand's promotions; never changed, so it is cached for long. */
export const promotionImages = pgTable('promotion_images', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  /** Read from the content, never from the name or the declared type. */
  type: text('type').$type<PromotionImageType>().notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  content: bytea('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
