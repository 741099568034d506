import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../modules/tenants/tenants.schema';

/**
 * Each module's settings of one brand, as the office saved them: parsed with the
 * module's schema on every read, so a field added later takes its default and a field
 * that no longer validates falls back to it.
 */
export const brandSettings = pgTable(
  'brand_settings',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    module: text('module').notNull(),
    value: jsonb('value').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.module] })],
);
