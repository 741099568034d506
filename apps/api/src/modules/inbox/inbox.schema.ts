import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { InboxCampaignStatus, InboxKind } from '@tribuna/contracts/inbox';
import { tenants } from '../tenants/tenants.schema';

/**
 * One message in one player's inbox. A system message keeps its texts as message keys and
 * params (rendered when read, in the reader's language); a campaign's message points at its
 * campaign, whose texts it shows. `key` is the sender's idempotency key, unique per brand.
 */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id').notNull(),
    key: text('key').notNull(),
    kind: text('kind').$type<InboxKind>().notNull(),
    titleKey: text('title_key'),
    bodyKey: text('body_key'),
    params: jsonb('params').notNull().default({}),
    campaignId: uuid('campaign_id').references(() => inboxCampaigns.id, { onDelete: 'cascade' }),
    /** When it shows in the inbox: now, or later for a message about a time to come. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Deleted by the player: kept (a campaign's read count), no longer shown. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** The outbox: null until the push job has told the player's open pages. */
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('inbox_messages_key').on(t.tenantId, t.key),
    index('inbox_messages_player').on(t.playerId, t.createdAt.desc()),
    index('inbox_messages_unpushed')
      .on(t.createdAt)
      .where(sql`${t.pushedAt} is null`),
    index('inbox_messages_campaign')
      .on(t.campaignId)
      .where(sql`${t.campaignId} is not null`),
  ],
);

/** The office's message to a segment of players, sent now or at a time. */
export const inboxCampaigns = pgTable(
  'inbox_campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Title and body per language, parsed when read back. */
    texts: jsonb('texts').notNull(),
    segment: jsonb('segment').notNull(),
    status: text('status').$type<InboxCampaignStatus>().notNull(),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Messages written by its delivery. */
    sent: integer('sent'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inbox_campaigns_tenant').on(t.tenantId, t.createdAt.desc())],
);
