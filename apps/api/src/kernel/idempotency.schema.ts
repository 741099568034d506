import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../modules/tenants/tenants.schema';

/**
 * The answers of commands by their idempotency key, per caller (a player, a staff member,
 * a provider): a retry gets the first answer, a reused key with another request is
 * refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the answer may be forgotten; null: never (ids their issuer never reuses). */
    keptUntil: timestamp('kept_until', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.scope, t.key] }),
    index('idempotency_keys_kept_until').on(t.keptUntil),
  ],
);
