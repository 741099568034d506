import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SiteSettings } from '@tribuna/contracts/site-settings';

export const tenants = pgTable('tenants', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The hosts a tenant answers on; the request's Host picks the tenant. */
export const tenantHosts = pgTable('tenant_hosts', {
  host: text('host').primaryKey(),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A tenant's site: its public key and hash (put in the page) and its settings. */
export const sites = pgTable('sites', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  apiKey: text('api_key').notNull().unique(),
  hash: text('hash').notNull().unique(),
  settings: jsonb('settings').$type<SiteSettings>().notNull(),
  /** The brand's jurisdiction profile (the platform owner's to change); null: the general preset. */
  jurisdiction: jsonb('jurisdiction'),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row: switches that apply to every tenant. */
export const platformSettings = pgTable('platform_settings', {
  id: integer('id').primaryKey().default(1),
  maintenance: boolean('maintenance').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
