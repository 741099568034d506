import { z } from 'zod';
import { activityProductSchema } from './activity';
import { envelope } from './envelope';
import { languageSchema, perLanguage } from './languages';
import { milesTierSchema } from './miles';

/**
 * The player's inbox ("Messages" in the profile): system messages of every product and
 * the office's campaigns to segments of players. Texts are rendered by the API in the
 * reader's language when read; a new message is pushed on the player's live topic.
 *
 * Player (a session on the brand):
 *   GET    /api/inbox/messages?unread=&limit=&offset=  -> inboxListResponseSchema (newest first)
 *   GET    /api/inbox/unread                           -> inboxUnreadResponseSchema
 *   POST   /api/inbox/messages/:id/read                -> inboxUnreadResponseSchema
 *   POST   /api/inbox/read-all                         -> inboxUnreadResponseSchema
 *   DELETE /api/inbox/messages/:id                     -> inboxUnreadResponseSchema (hides it)
 * Office (scope `marketing` or `admin`):
 *   GET    /api/office/inbox/campaigns                 -> officeInboxCampaignListResponseSchema
 *   POST   /api/office/inbox/campaigns                 inboxCampaignRequest -> officeInboxCampaignResponseSchema
 *   POST   /api/office/inbox/campaigns/:id/cancel      -> officeInboxCampaignResponseSchema (scheduled only)
 *   POST   /api/office/inbox/reach                     inboxReachRequest -> inboxReachResponseSchema
 *
 * Live: `inbox.changed` on the player's topic with the unread count (and the new message,
 * in the player's language, when one arrived).
 */
export const INBOX_API = {
  messages: '/api/inbox/messages',
  unread: '/api/inbox/unread',
  read: (id: string) => `/api/inbox/messages/${id}/read`,
  readAll: '/api/inbox/read-all',
  message: (id: string) => `/api/inbox/messages/${id}`,
} as const;

export const OFFICE_INBOX_API = {
  campaigns: '/api/office/inbox/campaigns',
  cancel: (id: string) => `/api/office/inbox/campaigns/${id}/cancel`,
  reach: '/api/office/inbox/reach',
} as const;

export const INBOX_LIVE_EVENT = 'inbox.changed';

export const INBOX_KINDS = ['system', 'marketing'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/**
 * A value in a message's text, stored with the message and rendered when read: plain, an
 * amount in minor units (the reader's money format), an instant (the brand's time zone),
 * or another message of the catalogue (a limit's kind, "2 h 30 min").
 */
export const inboxParamSchema = z.union([
  z.string(),
  z.number(),
  z.object({ amount: z.number().int(), currency: z.string() }),
  z.object({ date: z.iso.datetime({ offset: true }) }),
  z.object({
    message: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
]);
export type InboxParam = z.infer<typeof inboxParamSchema>;
export const inboxParamsSchema = z.record(z.string(), inboxParamSchema);
export type InboxParams = z.infer<typeof inboxParamsSchema>;

// ---------------------------------------------------------------- player

export const inboxMessageSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(INBOX_KINDS),
    title: z.string(),
    body: z.string(),
    created_at: z.iso.datetime({ offset: true }),
    read: z.boolean(),
  })
  .meta({ id: 'InboxMessage' });
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxListQuerySchema = z.object({
  /** `true`: only the unread ones. */
  unread: z.enum(['true', 'false'], { error: 'validation.invalid' }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type InboxListQuery = z.infer<typeof inboxListQuerySchema>;

export const inboxListSchema = z.object({
  items: z.array(inboxMessageSchema),
  total: z.number().int(),
  has_more: z.boolean(),
  unread: z.number().int(),
});
export type InboxList = z.infer<typeof inboxListSchema>;
export const inboxListResponseSchema = envelope(inboxListSchema);

export const inboxUnreadSchema = z.object({ unread: z.number().int() });
export type InboxUnread = z.infer<typeof inboxUnreadSchema>;
export const inboxUnreadResponseSchema = envelope(inboxUnreadSchema);

export const inboxMessageParamsSchema = z.object({
  id: z.uuid({ error: 'inbox.message_not_found' }),
});

/** What the live event carries. */
export const inboxLiveSchema = z.object({
  unread: z.number().int(),
  message: inboxMessageSchema.optional(),
});
export type InboxLive = z.infer<typeof inboxLiveSchema>;

// ---------------------------------------------------------------- office

/**
 * Who receives a campaign: every active player of the brand, narrowed by each filter
 * given (all of them must match). Other modules add filters (a tier) with the inbox's
 * `useSegmentFilter`, and a field here.
 */
export const inboxSegmentSchema = z
  .object({
    /** Staked on any of these products in the last `days` days. */
    played: z
      .object({
        products: z.array(activityProductSchema).min(1, { error: 'inbox.segment_empty' }).max(20),
        days: z.number().int().min(1, { error: 'inbox.days_invalid' }).max(365, {
          error: 'inbox.days_invalid',
        }),
      })
      .optional(),
    countries: z
      .array(z.string().regex(/^[A-Z]{2}$/, { error: 'inbox.country_invalid' }))
      .min(1, { error: 'inbox.segment_empty' })
      .max(250)
      .optional(),
    languages: z.array(languageSchema).min(1, { error: 'inbox.segment_empty' }).max(3).optional(),
    /** In any of these tiers of miles (a player with no miles yet is bronze). */
    tiers: z.array(milesTierSchema).min(1, { error: 'inbox.segment_empty' }).max(5).optional(),
  })
  .meta({ id: 'InboxSegment' });
export type InboxSegment = z.infer<typeof inboxSegmentSchema>;

export const inboxCampaignTextSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, { error: 'inbox.title_required' })
    .max(120, { error: 'inbox.title_too_long' }),
  body: z
    .string()
    .trim()
    .min(1, { error: 'inbox.body_required' })
    .max(2000, { error: 'inbox.body_too_long' }),
});

export const inboxCampaignRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'inbox.name_required' })
    .max(120, { error: 'inbox.name_too_long' }),
  /** At least the brand's default language; a player gets theirs, or the default. */
  texts: perLanguage(inboxCampaignTextSchema),
  segment: inboxSegmentSchema,
  /** When to send it; null or absent: now. */
  send_at: z.iso.datetime({ offset: true, error: 'inbox.send_at_invalid' }).nullable().optional(),
});
export type InboxCampaignRequest = z.infer<typeof inboxCampaignRequestSchema>;

export const INBOX_CAMPAIGN_STATUSES = ['scheduled', 'sent', 'cancelled'] as const;
export type InboxCampaignStatus = (typeof INBOX_CAMPAIGN_STATUSES)[number];

export const officeInboxCampaignSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    texts: perLanguage(inboxCampaignTextSchema),
    segment: inboxSegmentSchema,
    status: z.enum(INBOX_CAMPAIGN_STATUSES),
    send_at: z.iso.datetime({ offset: true }),
    sent_at: z.iso.datetime({ offset: true }).nullable(),
    created_by: z.string(),
    created_at: z.iso.datetime({ offset: true }),
    /** Messages written (null until it is sent). */
    sent: z.number().int().nullable(),
    /** Of those, read by their player. */
    read: z.number().int(),
  })
  .meta({ id: 'OfficeInboxCampaign' });
export type OfficeInboxCampaign = z.infer<typeof officeInboxCampaignSchema>;
export const officeInboxCampaignResponseSchema = envelope(officeInboxCampaignSchema);
export const officeInboxCampaignListResponseSchema = envelope(
  z.object({ items: z.array(officeInboxCampaignSchema) }),
);

export const officeInboxCampaignParamsSchema = z.object({
  id: z.uuid({ error: 'inbox.campaign_not_found' }),
});

export const inboxReachRequestSchema = z.object({ segment: inboxSegmentSchema });
export type InboxReachRequest = z.infer<typeof inboxReachRequestSchema>;

/** How many players the segment matches now, and how many of them may get marketing. */
export const inboxReachSchema = z.object({
  matched: z.number().int(),
  receiving: z.number().int(),
});
export type InboxReach = z.infer<typeof inboxReachSchema>;
export const inboxReachResponseSchema = envelope(inboxReachSchema);
