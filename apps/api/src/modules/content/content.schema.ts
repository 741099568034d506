import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ContentSlug } from '@tribuna/contracts/content-body';
import type { Language } from '@tribuna/contracts/languages';
import { tenants } from '../tenants/tenants.schema';

/** A brand's content page in one language: terms, sport rules, bet types. */
export const contentPages = pgTable(
  'content_pages',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    slug: text('slug').$type<ContentSlug>().notNull(),
    language: text('language').$type<Language>().notNull(),
    title: text('title').notNull(),
    /** Plain text with Markdown-like headings and lists; never HTML. */
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.slug, t.language] })],
);
