import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { currencySchema } from '@tribuna/contracts/currencies';
import {
  INBOX_LIVE_EVENT,
  inboxCampaignTextSchema,
  inboxParamsSchema,
  inboxSegmentSchema,
  type InboxCampaignRequest,
  type InboxKind,
  type InboxList,
  type InboxListQuery,
  type InboxLive,
  type InboxMessage,
  type InboxParam,
  type InboxParams,
  type InboxReach,
  type InboxSegment,
  type OfficeInboxCampaign,
} from '@tribuna/contracts/inbox';
import { perLanguage, type Language } from '@tribuna/contracts/languages';
import {
  isMessageKey,
  translate,
  type MessageKey,
  type MessageParams,
} from '@tribuna/contracts/messages';
import { localeOf } from '@tribuna/contracts/money';
import type { Db, DbOrTx, Tx } from '../../db/database';
import { scheduleJob, type JobDefinition, type OneOffJob } from '../../kernel/jobs';
import { AppError } from '../../lib/app-error';
import { formatMoney } from '../../lib/money-text';
import { isUuid } from '../../lib/uuid';
import type { ActivityService } from '../activity/activity.service';
import type { Actor, AuditService } from '../audit/audit.service';
import type { LiveService } from '../live/live.service';
import type { PlayersService } from '../players/players.service';
import type { TenantsService } from '../tenants/tenants.service';
import { inboxCampaigns, inboxMessages } from './inbox.schema';

export type InboxService = ReturnType<typeof createInboxService>;

/** What a sender writes: one message, in its own transaction, once per `key`. */
export interface InboxSendInput {
  tenantId: string;
  playerId: string;
  /** Unique per brand, derived from the cause (`deposit.approved:<id>`): a replay writes nothing. */
  key: string;
  kind: InboxKind;
  title: MessageKey;
  body: MessageKey;
  params?: InboxParams;
  /** When it shows (default now): a message about a time to come (a break's end). */
  at?: Date;
}

/**
 * Resolves one filter of a campaign's segment into the brand's players it matches. The
 * inbox registers its own (products played, countries, languages); another module adds
 * its filter the same way (the miles module: tiers).
 */
export type SegmentFilter<K extends keyof InboxSegment> = (
  tx: DbOrTx,
  tenantId: string,
  value: NonNullable<InboxSegment[K]>,
  now: Date,
) => Promise<readonly string[]>;

/**
 * Which of these players must not get marketing now (registered by the module that knows:
 * responsible gambling says who is on a time-out or self-excluded).
 */
export type MarketingGate = (
  tx: DbOrTx,
  tenantId: string,
  playerIds: readonly string[],
) => Promise<ReadonlySet<string>>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows written or pushed per statement. */
const BATCH = 500;
/** After a message was written here, the push job keeps its fast pace this long. */
const BUSY_FOR_MS = 30_000;
/** A send time this far in the past still counts as "now" (the form's clock, a slow network). */
const SEND_AT_SLACK_MS = 5 * 60_000;

const campaignTextsSchema = perLanguage(inboxCampaignTextSchema);
type CampaignTexts = z.infer<typeof campaignTextsSchema>;
const deliverPayloadSchema = z.object({ campaignId: z.uuid() });

const m = inboxMessages;
const c = inboxCampaigns;

function notFound(): AppError {
  return new AppError(404, 'NOT_FOUND', 'inbox.message_not_found');
}

function campaignNotFound(): AppError {
  return new AppError(404, 'NOT_FOUND', 'inbox.campaign_not_found');
}

/**
 * The player's inbox: messages written by any module in its own transaction, rendered in
 * the reader's language when read, pushed to open pages after they commit (an outbox
 * drained by a recurring job); and the office's campaigns to segments of players.
 */
export function createInboxService(deps: {
  db: Db;
  clock: () => Date;
  tenants: TenantsService;
  players: PlayersService;
  activity: ActivityService;
  live: LiveService;
  audit: AuditService;
}) {
  const { db, clock, tenants, players, activity, live, audit } = deps;
  const filters = new Map<string, SegmentFilter<keyof InboxSegment>>();
  const gates: MarketingGate[] = [];
  /** When this process last wrote messages (the push job hurries while recent). */
  let lastWrite = 0;

  async function brandOf(tenantId: string, via: DbOrTx = db) {
    const tenant = await tenants.cachedById(tenantId, via);
    if (!tenant) throw new AppError(404, 'NOT_FOUND', 'office.tenant_not_found');
    return { language: tenant.settings.language, timeZone: tenant.settings.timezone };
  }

  // ------------------------------------------------------------ rendering

  function paramText(value: InboxParam, language: Language, timeZone: string): string | number {
    if (typeof value === 'string' || typeof value === 'number') return value;
    if ('amount' in value) {
      const currency = currencySchema.safeParse(value.currency);
      return currency.success
        ? formatMoney(value.amount, currency.data, language)
        : `${value.currency} ${value.amount}`;
    }
    if ('date' in value) {
      return new Intl.DateTimeFormat(localeOf(language), {
        timeZone,
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(new Date(value.date));
    }
    return isMessageKey(value.message)
      ? translate(value.message, language, value.params)
      : value.message;
  }

  function textOf(
    key: string | null,
    params: unknown,
    language: Language,
    timeZone: string,
  ): string {
    if (!key) return '';
    const parsed = inboxParamsSchema.safeParse(params);
    const values: MessageParams = {};
    if (parsed.success) {
      for (const [name, value] of Object.entries(parsed.data)) {
        values[name] = paramText(value, language, timeZone);
      }
    }
    return isMessageKey(key) ? translate(key, language, values) : key;
  }

  function campaignText(texts: unknown, language: Language, fallback: Language) {
    const parsed = campaignTextsSchema.safeParse(texts);
    if (!parsed.success) return { title: '', body: '' };
    const all: CampaignTexts = parsed.data;
    return (
      all[language] ??
      all[fallback] ??
      Object.values(all).find((text) => text !== undefined) ?? { title: '', body: '' }
    );
  }

  const messageColumns = {
    id: m.id,
    kind: m.kind,
    titleKey: m.titleKey,
    bodyKey: m.bodyKey,
    params: m.params,
    createdAt: m.createdAt,
    readAt: m.readAt,
    campaignTexts: c.texts,
  };
  type MessageRow = {
    id: string;
    kind: InboxKind;
    titleKey: string | null;
    bodyKey: string | null;
    params: unknown;
    createdAt: Date;
    readAt: Date | null;
    campaignTexts: unknown;
  };

  function render(
    row: MessageRow,
    language: Language,
    brand: { language: Language; timeZone: string },
  ): InboxMessage {
    const texts =
      row.campaignTexts !== null
        ? campaignText(row.campaignTexts, language, brand.language)
        : {
            title: textOf(row.titleKey, row.params, language, brand.timeZone),
            body: textOf(row.bodyKey, row.params, language, brand.timeZone),
          };
    return {
      id: row.id,
      kind: row.kind,
      title: texts.title,
      body: texts.body,
      created_at: row.createdAt.toISOString(),
      read: row.readAt !== null,
    };
  }

  /** The messages a player sees now: not hidden, already due. */
  function visible(tenantId: string, playerId: string, now: Date) {
    return and(
      eq(m.tenantId, tenantId),
      eq(m.playerId, playerId),
      isNull(m.hiddenAt),
      lte(m.createdAt, now),
    );
  }

  async function unreadOf(via: DbOrTx, tenantId: string, playerId: string): Promise<number> {
    const [row] = await via
      .select({ n: count() })
      .from(m)
      .where(and(visible(tenantId, playerId, clock()), isNull(m.readAt)));
    return row?.n ?? 0;
  }

  // ------------------------------------------------------------ sending

  /**
   * Writes one message in the sender's transaction, so it exists exactly when its cause
   * commits; the same key again writes nothing. Answers whether it was written.
   */
  async function send(tx: DbOrTx, input: InboxSendInput): Promise<boolean> {
    const params = inboxParamsSchema.parse(input.params ?? {});
    const rows = await tx
      .insert(m)
      .values({
        tenantId: input.tenantId,
        playerId: input.playerId,
        key: input.key,
        kind: input.kind,
        titleKey: input.title,
        bodyKey: input.body,
        params,
        createdAt: input.at ?? clock(),
      })
      .onConflictDoNothing({ target: [m.tenantId, m.key] })
      .returning({ id: m.id });
    if (rows.length > 0) lastWrite = Date.now();
    return rows.length > 0;
  }

  /**
   * Tells the open pages of each player with new messages (those due and not yet pushed):
   * claimed and marked in one transaction (`SKIP LOCKED`: two processes never claim the
   * same rows), published after it commits. Answers how many were claimed.
   */
  async function pushDue(): Promise<number> {
    const now = clock();
    const claimed = await db.transaction(async (tx) => {
      const due = tx
        .select({ id: m.id })
        .from(m)
        .where(and(isNull(m.pushedAt), lte(m.createdAt, now)))
        .orderBy(asc(m.createdAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      return tx.update(m).set({ pushedAt: now }).where(inArray(m.id, due)).returning({
        id: m.id,
        tenantId: m.tenantId,
        playerId: m.playerId,
        createdAt: m.createdAt,
      });
    });
    // The newest message of each player goes with their unread count.
    const newest = new Map<string, { id: string; tenantId: string; createdAt: Date }>();
    for (const row of claimed) {
      const seen = newest.get(row.playerId);
      if (!seen || seen.createdAt < row.createdAt) newest.set(row.playerId, row);
    }
    const byTenant = new Map<string, string[]>();
    for (const [playerId, row] of newest) {
      byTenant.set(row.tenantId, [...(byTenant.get(row.tenantId) ?? []), playerId]);
    }
    for (const [tenantId, playerIds] of byTenant) {
      const brand = await brandOf(tenantId);
      const languages = new Map(
        (await players.audience(db, tenantId, { ids: playerIds })).map((p) => [p.id, p.language]),
      );
      const ids = playerIds.flatMap((id) => newest.get(id)?.id ?? []);
      const rows = await db
        .select({ ...messageColumns, playerId: m.playerId })
        .from(m)
        .leftJoin(c, eq(c.id, m.campaignId))
        .where(inArray(m.id, ids));
      for (const row of rows) {
        const language = languages.get(row.playerId) ?? brand.language;
        const data: InboxLive = {
          unread: await unreadOf(db, tenantId, row.playerId),
          ...(row.readAt === null ? { message: render(row, language, brand) } : {}),
        };
        await live.publishToPlayer(row.playerId, { type: INBOX_LIVE_EVENT, data });
      }
    }
    return claimed.length;
  }

  async function publishUnread(tenantId: string, playerId: string, unread: number): Promise<void> {
    const data: InboxLive = { unread };
    await live.publishToPlayer(playerId, { type: INBOX_LIVE_EVENT, data });
  }

  // ------------------------------------------------------------ the player's calls

  async function list(
    tenantId: string,
    playerId: string,
    language: Language,
    query: InboxListQuery,
  ): Promise<InboxList> {
    const brand = await brandOf(tenantId);
    const { limit, offset } = query;
    const now = clock();
    const where = and(
      visible(tenantId, playerId, now),
      query.unread === 'true' ? isNull(m.readAt) : undefined,
    );
    const rows = await db
      .select(messageColumns)
      .from(m)
      .leftJoin(c, eq(c.id, m.campaignId))
      .where(where)
      .orderBy(desc(m.createdAt), desc(m.id))
      .limit(limit)
      .offset(offset);
    const [totals] = await db.select({ n: count() }).from(m).where(where);
    const total = totals?.n ?? 0;
    return {
      items: rows.map((row) => render(row, language, brand)),
      total,
      has_more: offset + rows.length < total,
      unread: await unreadOf(db, tenantId, playerId),
    };
  }

  /** Marks read or hides one message, or marks all read; tells the player's other pages. */
  async function change(
    tenantId: string,
    playerId: string,
    what: { read: string } | { hide: string } | 'read-all',
  ): Promise<{ unread: number }> {
    const now = clock();
    if (what === 'read-all') {
      await db
        .update(m)
        .set({ readAt: now })
        .where(and(visible(tenantId, playerId, now), isNull(m.readAt)));
    } else {
      const id = 'read' in what ? what.read : what.hide;
      if (!isUuid(id)) throw notFound();
      const rows = await db
        .update(m)
        .set('read' in what ? { readAt: sql`coalesce(${m.readAt}, ${now})` } : { hiddenAt: now })
        .where(and(eq(m.id, id), visible(tenantId, playerId, now)))
        .returning({ id: m.id });
      if (rows.length === 0) throw notFound();
    }
    const unread = await unreadOf(db, tenantId, playerId);
    await publishUnread(tenantId, playerId, unread);
    return { unread };
  }

  // ------------------------------------------------------------ segments and campaigns

  function useSegmentFilter<K extends keyof InboxSegment>(name: K, filter: SegmentFilter<K>) {
    if (filters.has(name)) throw new Error(`inbox: the segment filter ${name} is registered twice`);
    filters.set(name, filter as SegmentFilter<keyof InboxSegment>);
  }

  useSegmentFilter('played', (tx, tenantId, value, now) =>
    activity.playersWhoPlayed(
      tenantId,
      value.products,
      new Date(now.getTime() - value.days * DAY_MS),
      tx,
    ),
  );
  useSegmentFilter('countries', async (tx, tenantId, countries) =>
    (await players.audience(tx, tenantId, { countries })).map((p) => p.id),
  );
  useSegmentFilter('languages', async (tx, tenantId, languages) =>
    (await players.audience(tx, tenantId, { languages })).map((p) => p.id),
  );

  /** The brand's active players the segment matches now: every filter given must match. */
  async function matching(
    tx: DbOrTx,
    tenantId: string,
    segment: InboxSegment,
  ): Promise<{ id: string; language: Language }[]> {
    const now = clock();
    const sets: Set<string>[] = [];
    for (const [name, value] of Object.entries(segment)) {
      if (value === undefined) continue;
      const filter = filters.get(name);
      if (!filter) throw new Error(`inbox: no segment filter named ${name}`);
      sets.push(new Set(await filter(tx, tenantId, value, now)));
    }
    const [first, ...rest] = sets;
    if (!first) return players.audience(tx, tenantId, {});
    const ids = [...first].filter((id) => rest.every((set) => set.has(id)));
    return players.audience(tx, tenantId, { ids });
  }

  /** Those of `ids` no gate keeps from marketing now. */
  async function mayReceive(tx: DbOrTx, tenantId: string, ids: string[]): Promise<Set<string>> {
    const allowed = new Set(ids);
    for (const gate of gates) {
      for (const id of await gate(tx, tenantId, ids)) allowed.delete(id);
    }
    return allowed;
  }

  async function reach(tenantId: string, segment: InboxSegment): Promise<InboxReach> {
    const matched = await matching(db, tenantId, segment);
    const receiving = await mayReceive(
      db,
      tenantId,
      matched.map((p) => p.id),
    );
    return { matched: matched.length, receiving: receiving.size };
  }

  /**
   * Writes the campaign's message to each player of its segment who may get marketing now
   * (checked here, at delivery), in batches, in the job's transaction. Idempotent: a
   * campaign no longer scheduled is left alone, and each message's key names the campaign
   * and the player, so a run after a crash writes nobody's message twice.
   */
  async function deliver(tx: DbOrTx, campaignId: string): Promise<void> {
    const [campaign] = await tx.select().from(c).where(eq(c.id, campaignId)).for('update');
    if (!campaign || campaign.status !== 'scheduled') return;
    const segment = inboxSegmentSchema.parse(campaign.segment);
    const matched = await matching(tx, campaign.tenantId, segment);
    const allowed = await mayReceive(
      tx,
      campaign.tenantId,
      matched.map((p) => p.id),
    );
    const recipients = matched.filter((p) => allowed.has(p.id));
    const now = clock();
    for (let i = 0; i < recipients.length; i += BATCH) {
      await tx
        .insert(m)
        .values(
          recipients.slice(i, i + BATCH).map((p) => ({
            tenantId: campaign.tenantId,
            playerId: p.id,
            key: `campaign:${campaign.id}:${p.id}`,
            kind: 'marketing' as const,
            campaignId: campaign.id,
            createdAt: now,
          })),
        )
        .onConflictDoNothing({ target: [m.tenantId, m.key] });
    }
    const [written] = await tx.select({ n: count() }).from(m).where(eq(m.campaignId, campaign.id));
    await tx
      .update(c)
      .set({ status: 'sent', sentAt: now, sent: written?.n ?? 0 })
      .where(eq(c.id, campaign.id));
    lastWrite = Date.now();
  }

  const deliverJob: OneOffJob<typeof deliverPayloadSchema> = {
    kind: 'one-off',
    name: 'inbox.deliver',
    payload: deliverPayloadSchema,
    run: (payload, { tx }) => deliver(tx, payload.campaignId),
  };

  async function campaignViews(tenantId: string, id?: string): Promise<OfficeInboxCampaign[]> {
    const reads = db
      .select({ campaignId: m.campaignId, read: count().as('read') })
      .from(m)
      .where(and(eq(m.tenantId, tenantId), isNotNull(m.campaignId), isNotNull(m.readAt)))
      .groupBy(m.campaignId)
      .as('reads');
    const rows = await db
      .select({ campaign: c, read: reads.read })
      .from(c)
      .leftJoin(reads, eq(reads.campaignId, c.id))
      .where(and(eq(c.tenantId, tenantId), id ? eq(c.id, id) : undefined))
      .orderBy(desc(c.createdAt), desc(c.id))
      .limit(200);
    return rows.map(({ campaign, read }) => ({
      id: campaign.id,
      name: campaign.name,
      texts: campaignTextsSchema.parse(campaign.texts),
      segment: inboxSegmentSchema.parse(campaign.segment),
      status: campaign.status,
      send_at: campaign.sendAt.toISOString(),
      sent_at: campaign.sentAt?.toISOString() ?? null,
      created_by: campaign.createdBy,
      created_at: campaign.createdAt.toISOString(),
      sent: campaign.sent,
      read: Number(read ?? 0),
    }));
  }

  async function campaignView(tenantId: string, id: string): Promise<OfficeInboxCampaign> {
    const [view] = await campaignViews(tenantId, id);
    if (!view) throw campaignNotFound();
    return view;
  }

  async function createCampaign(
    actor: Actor,
    tenantId: string,
    request: InboxCampaignRequest,
  ): Promise<OfficeInboxCampaign> {
    const brand = await brandOf(tenantId);
    if (!request.texts[brand.language]) {
      throw new AppError(400, 'VALIDATION_FAILED', 'inbox.default_language_required', {
        params: { language: brand.language },
        fields: { [`texts.${brand.language}`]: 'inbox.default_language_required' },
      });
    }
    const now = clock();
    const sendAt = request.send_at ? new Date(request.send_at) : now;
    if (sendAt.getTime() < now.getTime() - SEND_AT_SLACK_MS) {
      throw new AppError(400, 'VALIDATION_FAILED', 'inbox.send_at_past', {
        fields: { send_at: 'inbox.send_at_past' },
      });
    }
    const id = await db.transaction(async (tx: Tx) => {
      const [row] = await tx
        .insert(c)
        .values({
          tenantId,
          name: request.name,
          texts: request.texts,
          segment: request.segment,
          status: 'scheduled',
          sendAt: sendAt < now ? now : sendAt,
          createdBy: actor.username,
          createdAt: now,
        })
        .returning({ id: c.id });
      if (!row) throw new Error('inbox: the campaign insert returned nothing');
      // The delivery exists exactly when the campaign does.
      await scheduleJob(tx, deliverJob, {
        key: row.id,
        runAt: sendAt,
        payload: { campaignId: row.id },
      });
      await audit.record(tx, actor, {
        tenantId,
        action: 'inbox.campaign.create',
        targetType: 'inbox_campaign',
        targetId: row.id,
        after: { name: request.name, segment: request.segment, send_at: sendAt.toISOString() },
      });
      return row.id;
    });
    return campaignView(tenantId, id);
  }

  /** Cancels a campaign not yet sent: its delivery, when it comes, finds it cancelled. */
  async function cancelCampaign(
    actor: Actor,
    tenantId: string,
    id: string,
  ): Promise<OfficeInboxCampaign> {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ status: c.status })
        .from(c)
        .where(and(eq(c.id, id), eq(c.tenantId, tenantId)))
        .for('update');
      if (!row) throw campaignNotFound();
      if (row.status !== 'scheduled') throw new AppError(409, 'CONFLICT', 'inbox.not_scheduled');
      await tx.update(c).set({ status: 'cancelled' }).where(eq(c.id, id));
      await audit.record(tx, actor, {
        tenantId,
        action: 'inbox.campaign.cancel',
        targetType: 'inbox_campaign',
        targetId: id,
        before: { status: row.status },
        after: { status: 'cancelled' },
      });
    });
    return campaignView(tenantId, id);
  }

  const pushJob: JobDefinition = {
    kind: 'recurring',
    name: 'inbox.push',
    everyMs: 300,
    // Nothing written here lately: only now and then (a message written by another process
    // hurries that process's runner; one dated later, a break's end, waits a little).
    idleEveryMs: 5_000,
    busy: () => Date.now() - lastWrite < BUSY_FOR_MS,
    async run() {
      while ((await pushDue()) === BATCH) {
        // A full batch: more may be due.
      }
    },
  };

  return {
    send,
    list,
    unread: (tenantId: string, playerId: string) => unreadOf(db, tenantId, playerId),
    markRead: (tenantId: string, playerId: string, id: string) =>
      change(tenantId, playerId, { read: id }),
    markAllRead: (tenantId: string, playerId: string) => change(tenantId, playerId, 'read-all'),
    hide: (tenantId: string, playerId: string, id: string) =>
      change(tenantId, playerId, { hide: id }),
    reach,
    campaigns: (tenantId: string) => campaignViews(tenantId),
    createCampaign,
    cancelCampaign,
    /** Delivers a campaign in `tx` (what its job runs; a second run writes nothing). */
    deliver,
    /** Pushes what is due now (what the push job runs). */
    pushDue,
    /** Adds a filter to campaigns' segments (registered by the module that owns it, at start). */
    useSegmentFilter,
    /** Adds a rule that keeps players from marketing (registered by its owner, at start). */
    useMarketingGate(gate: MarketingGate): void {
      gates.push(gate);
    },
    jobs: [pushJob, deliverJob] as readonly JobDefinition[],
  };
}
