import crypto from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import { LANGUAGES, type Language } from '@tribuna/contracts/languages';
import {
  STORE_CAMPAIGN_KIND,
  deliveryAddressSchema,
  storeItemTextsSchema,
  storeOrderSchema,
  type OfficeShipRequest,
  type OfficeStoreItem,
  type OfficeStoreItemRequest,
  type OfficeStoreOrder,
  type StoreBuyRequest,
  type StoreBuyResult,
  type StoreItem,
  type StoreItemTexts,
  type StoreOrder,
  type StoreOrderState,
} from '@tribuna/contracts/store';
import type { Db, DbOrTx, Tx } from '../../db/database';
import { playerLocksTaken } from '../../db/player-lock';
import type { Idempotency } from '../../kernel/idempotency';
import { AppError, isAppError } from '../../lib/app-error';
import type { Actor, AuditService } from '../audit/audit.service';
import type { BonusService } from '../bonus/bonus.service';
import type { PlayersService } from '../players/players.service';
import type { ResponsibleService } from '../responsible/responsible.service';
import type { TenantsService } from '../tenants/tenants.service';
import { storeItems, storeOrders } from './store.schema';

type ItemRow = typeof storeItems.$inferSelect;
type OrderRow = typeof storeOrders.$inferSelect;
type Translations = Partial<Record<Language, StoreItemTexts>>;

/** What the store needs of the miles module (its agreed interface). */
export interface StoreMiles {
  summary(tenantId: string, playerId: string): Promise<{ balance: number }>;
  spend(
    tx: Tx,
    input: {
      tenantId: string;
      playerId: string;
      miles: number;
      reference: string;
      reason: 'store';
    },
  ): Promise<void>;
  refund(tx: Tx, input: { tenantId: string; playerId: string; reference: string }): Promise<void>;
}

/** An order's change of state, as a listener (the player's messages) reads it. */
export interface OrderChange {
  tenantId: string;
  playerId: string;
  orderId: string;
  itemId: string;
  /** Null: the order was just placed. */
  from: StoreOrderState | null;
  to: StoreOrderState;
}
/** Told of every change of an order's state, in the change's transaction. */
export type OrderListener = (tx: Tx, change: OrderChange) => Promise<void>;

/** The JSON of a row through the contract's schema: a language that no longer parses is left out. */
function translationsOf(stored: unknown): Translations {
  const out: Translations = {};
  const record = typeof stored === 'object' && stored !== null ? stored : {};
  for (const language of LANGUAGES) {
    const texts = storeItemTextsSchema.safeParse((record as Record<string, unknown>)[language]);
    if (texts.success && texts.data.name !== '') out[language] = texts.data;
  }
  return out;
}

/** The asked language's texts, else the brand's, else any the item has. */
function textsFor(
  translations: Translations,
  asked: Language,
  brandDefault: Language,
): { language: Language; texts: StoreItemTexts } {
  for (const language of [asked, brandDefault, ...LANGUAGES]) {
    const texts = translations[language];
    if (texts) return { language, texts };
  }
  return { language: brandDefault, texts: { name: '', description: '' } };
}

function iso(at: Date | null): string | null {
  return at === null ? null : at.toISOString();
}

function addressOf(stored: unknown) {
  if (stored === null || stored === undefined) return null;
  const parsed = deliveryAddressSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

function orderView(row: OrderRow, itemName: string): StoreOrder {
  return {
    id: row.id,
    item_id: row.itemId,
    item_name: itemName,
    kind: row.kind,
    price: row.price,
    state: row.state,
    bonus_id: row.bonusId,
    address: addressOf(row.address),
    carrier: row.carrier,
    tracking: row.tracking,
    created_at: row.createdAt.toISOString(),
    shipped_at: iso(row.shippedAt),
    delivered_at: iso(row.deliveredAt),
    cancelled_at: iso(row.cancelledAt),
  };
}

function officeItemView(row: ItemRow, sold: number): OfficeStoreItem {
  return {
    id: row.id,
    kind: row.kind,
    campaign_id: row.campaignId,
    translations: translationsOf(row.translations),
    image_url: row.imageUrl,
    price: row.price,
    stock: row.stock,
    limit_count: row.limitCount,
    limit_period: row.limitPeriod,
    active: row.active,
    position: row.position,
    sold,
    updated_at: row.updatedAt.toISOString(),
  };
}

export type StoreService = ReturnType<typeof createStoreService>;

/**
 * The store: items a brand sells for miles, purchases (miles, stock, the per-player limit
 * and the order in one transaction), and the orders staff ship.
 */
export function createStoreService(deps: {
  db: Db;
  clock: () => Date;
  idempotency: Idempotency;
  tenants: TenantsService;
  players: Pick<PlayersService, 'getById'>;
  audit: AuditService;
  responsible: Pick<ResponsibleService, 'onBreakIn'>;
  bonus: Pick<BonusService, 'award' | 'claim' | 'list' | 'campaign' | 'campaigns'>;
  miles: StoreMiles;
}) {
  const { db, clock, idempotency, tenants, players, audit, responsible, bonus, miles } = deps;
  const listeners: OrderListener[] = [];

  async function brandOf(tenantId: string, via: DbOrTx = db) {
    const tenant = await tenants.cachedById(tenantId, via);
    if (!tenant) throw new AppError(404, 'NOT_FOUND', 'office.tenant_not_found');
    return {
      language: tenant.settings.language,
      timezone: tenant.settings.timezone,
      bonusesAllowed: tenant.jurisdiction.bonuses_allowed,
    };
  }

  /** The start of the brand's calendar month at `now`, as SQL (its time zone). */
  function monthStart(now: Date, timezone: string): SQL {
    return sql`(date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${timezone}) at time zone ${timezone})`;
  }

  /** The player's orders of the item that its limit counts (not cancelled, in its period). */
  async function countedOrders(
    tx: DbOrTx,
    item: ItemRow,
    playerId: string,
    timezone: string,
  ): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(storeOrders)
      .where(
        and(
          eq(storeOrders.playerId, playerId),
          eq(storeOrders.itemId, item.id),
          ne(storeOrders.state, 'cancelled'),
          item.limitPeriod === 'month'
            ? sql`${storeOrders.createdAt} >= ${monthStart(clock(), timezone)}`
            : undefined,
        ),
      );
    return Number(row?.n ?? 0);
  }

  async function itemOf(tx: DbOrTx, tenantId: string, id: string): Promise<ItemRow> {
    const [row] = await tx
      .select()
      .from(storeItems)
      .where(and(eq(storeItems.tenantId, tenantId), eq(storeItems.id, id)));
    if (!row) throw new AppError(404, 'NOT_FOUND', 'store.item_not_found');
    return row;
  }

  async function nameOf(
    tx: DbOrTx,
    itemId: string,
    language: Language,
    brandDefault: Language,
  ): Promise<string> {
    const [row] = await tx
      .select({ translations: storeItems.translations })
      .from(storeItems)
      .where(eq(storeItems.id, itemId));
    return textsFor(translationsOf(row?.translations), language, brandDefault).texts.name;
  }

  /**
   * The one place an order changes state: the row, then every listener in the same
   * transaction (the player's messages will be one).
   */
  async function changeState(
    tx: Tx,
    order: OrderRow,
    to: StoreOrderState,
    set: Partial<OrderRow> = {},
  ): Promise<OrderRow> {
    const now = clock();
    const [row] = await tx
      .update(storeOrders)
      .set({
        ...set,
        state: to,
        ...(to === 'shipped' ? { shippedAt: now } : {}),
        ...(to === 'delivered' ? { deliveredAt: now } : {}),
        ...(to === 'cancelled' ? { cancelledAt: now } : {}),
      })
      .where(and(eq(storeOrders.id, order.id), eq(storeOrders.state, order.state)))
      .returning();
    if (!row) throw new AppError(409, 'CONFLICT', 'store.order_not_placed');
    await tell(tx, row, order.state);
    return row;
  }

  async function tell(tx: Tx, row: OrderRow, from: StoreOrderState | null): Promise<void> {
    for (const listener of listeners) {
      await listener(tx, {
        tenantId: row.tenantId,
        playerId: row.playerId,
        orderId: row.id,
        itemId: row.itemId,
        from,
        to: row.state,
      });
    }
  }

  /** The purchase itself, in the idempotent call's transaction (the player's lock taken). */
  async function purchase(
    tx: Tx,
    input: {
      tenantId: string;
      playerId: string;
      language: Language;
      itemId: string;
      request: StoreBuyRequest;
    },
  ): Promise<StoreOrder> {
    const { tenantId, playerId } = input;
    const brand = await brandOf(tenantId, tx);
    if (await responsible.onBreakIn(tx, playerId)) {
      throw new AppError(403, 'ON_BREAK', 'store.on_break');
    }
    const item = await itemOf(tx, tenantId, input.itemId);
    if (!item.active || (item.kind !== 'physical' && !brand.bonusesAllowed)) {
      throw new AppError(409, 'CONFLICT', 'store.item_inactive');
    }
    const address = item.kind === 'physical' ? (input.request.address ?? null) : null;
    if (item.kind === 'physical' && address === null) {
      throw new AppError(400, 'VALIDATION_FAILED', 'store.address_required', {
        fields: { address: 'store.address_required' },
      });
    }
    // Under the player's lock: a purchase of theirs running at once waits here, then counts
    // this one's order (READ COMMITTED reads what committed before each statement).
    if (item.limitCount !== null) {
      const counted = await countedOrders(tx, item, playerId, brand.timezone);
      if (counted >= item.limitCount) {
        const count = item.limitCount;
        throw new AppError(
          409,
          'LIMIT_REACHED',
          item.limitPeriod === 'month'
            ? 'store.limit_reached_month'
            : 'store.limit_reached_lifetime',
          { params: { count } },
        );
      }
    }
    if (item.stock !== null) {
      // Never oversold: one of the stock is taken only while there is one; concurrent
      // buyers queue on the row and each re-checks what the one before left.
      const [taken] = await tx
        .update(storeItems)
        .set({ stock: sql`${storeItems.stock} - 1` })
        .where(and(eq(storeItems.id, item.id), sql`${storeItems.stock} > 0`))
        .returning({ stock: storeItems.stock });
      if (!taken) throw new AppError(409, 'CONFLICT', 'store.out_of_stock');
    }
    const orderId = crypto.randomUUID();
    await miles.spend(tx, {
      tenantId,
      playerId,
      miles: item.price,
      reference: orderId,
      reason: 'store',
    });
    let bonusId: string | null = null;
    if (item.kind !== 'physical' && item.campaignId !== null) {
      ({ bonusId } = await bonus.award(tx, {
        tenantId,
        playerId,
        campaignId: item.campaignId,
        reference: `store:${orderId}`,
      }));
    }
    const now = clock();
    const [row] = await tx
      .insert(storeOrders)
      .values({
        id: orderId,
        tenantId,
        playerId,
        itemId: item.id,
        kind: item.kind,
        price: item.price,
        // A bonus is delivered as it is given: it waits in the player's bonuses.
        state: item.kind === 'physical' ? 'placed' : 'delivered',
        bonusId,
        address,
        createdAt: now,
        deliveredAt: item.kind === 'physical' ? null : now,
      })
      .returning();
    if (!row) throw new Error('store: the order insert returned nothing');
    await tell(tx, row, null);
    const name = textsFor(translationsOf(item.translations), input.language, brand.language).texts
      .name;
    return orderView(row, name);
  }

  /** Starts a bought bonus when the player can run it now; else it waits as an offer. */
  async function startBonus(
    tenantId: string,
    playerId: string,
    language: Language,
    bonusId: string,
  ): Promise<string | null> {
    try {
      return (await bonus.claim(tenantId, playerId, language, bonusId)).status;
    } catch (error) {
      if (!isAppError(error) || error.status >= 500) throw error;
      const found = (await bonus.list(tenantId, playerId, language)).find((b) => b.id === bonusId);
      return found?.status ?? null;
    }
  }

  async function officeOrderViews(rows: OrderRow[], tenantId: string): Promise<OfficeStoreOrder[]> {
    const brand = await brandOf(tenantId);
    const itemIds = [...new Set(rows.map((r) => r.itemId))];
    const items =
      itemIds.length === 0
        ? []
        : await db
            .select({ id: storeItems.id, translations: storeItems.translations })
            .from(storeItems)
            .where(inArray(storeItems.id, itemIds));
    const names = new Map(
      items.map((i) => [
        i.id,
        textsFor(translationsOf(i.translations), brand.language, brand.language).texts.name,
      ]),
    );
    const usernames = new Map<string, string | null>();
    for (const playerId of new Set(rows.map((r) => r.playerId))) {
      usernames.set(playerId, (await players.getById(tenantId, playerId))?.username ?? null);
    }
    return rows.map((row) => ({
      ...orderView(row, names.get(row.itemId) ?? ''),
      player_id: row.playerId,
      username: usernames.get(row.playerId) ?? null,
      cancel_reason: row.cancelReason,
    }));
  }

  /** A bonus item's campaign must be one of the brand's, of the item's kind. */
  async function checkCampaign(tenantId: string, request: OfficeStoreItemRequest): Promise<void> {
    if (request.kind === 'physical' || request.campaign_id === null) return;
    const refused = new AppError(400, 'VALIDATION_FAILED', 'store.campaign_invalid', {
      fields: { campaign_id: 'store.campaign_invalid' },
    });
    const campaign = await bonus.campaign(tenantId, request.campaign_id).catch((error: unknown) => {
      if (isAppError(error) && error.status === 404) throw refused;
      throw error;
    });
    if (campaign.kind !== STORE_CAMPAIGN_KIND[request.kind]) throw refused;
  }

  function itemColumns(request: OfficeStoreItemRequest) {
    return {
      kind: request.kind,
      campaignId: request.kind === 'physical' ? null : request.campaign_id,
      translations: translationsOf(request.translations),
      imageUrl: request.image_url,
      price: request.price,
      stock: request.stock,
      limitCount: request.limit_count,
      limitPeriod: request.limit_period,
      active: request.active,
      position: request.position,
    };
  }

  async function soldOf(itemIds: string[]): Promise<Map<string, number>> {
    if (itemIds.length === 0) return new Map();
    const rows = await db
      .select({ itemId: storeOrders.itemId, n: sql<number>`count(*)::int` })
      .from(storeOrders)
      .where(and(inArray(storeOrders.itemId, itemIds), ne(storeOrders.state, 'cancelled')))
      .groupBy(storeOrders.itemId);
    return new Map(rows.map((r) => [r.itemId, Number(r.n)]));
  }

  /** A staff change of an order: the player's lock, the order's row, the change, the audit. */
  async function staffChange(
    actor: Actor,
    tenantId: string,
    id: string,
    change: (tx: Tx, order: OrderRow) => Promise<OrderRow>,
  ): Promise<OfficeStoreOrder> {
    const [found] = await db
      .select({ playerId: storeOrders.playerId })
      .from(storeOrders)
      .where(and(eq(storeOrders.tenantId, tenantId), eq(storeOrders.id, id)));
    if (!found) throw new AppError(404, 'NOT_FOUND', 'store.order_not_found');
    const row = await db.transaction(async (tx) => {
      // A refund moves the player's miles: their lock first, as every move of theirs.
      await tx.execute(sql`select ${playerLocksTaken([found.playerId])}`);
      const [order] = await tx
        .select()
        .from(storeOrders)
        .where(and(eq(storeOrders.tenantId, tenantId), eq(storeOrders.id, id)))
        .for('update');
      if (!order) throw new AppError(404, 'NOT_FOUND', 'store.order_not_found');
      const after = await change(tx, order);
      await audit.record(tx, actor, {
        tenantId,
        action: `store.order.${after.state}`,
        targetType: 'store_order',
        targetId: id,
        before: { state: order.state },
        after: {
          state: after.state,
          carrier: after.carrier,
          tracking: after.tracking,
          cancel_reason: after.cancelReason,
        },
      });
      return after;
    });
    const [view] = await officeOrderViews([row], tenantId);
    if (!view) throw new Error('store: no view of a changed order');
    return view;
  }

  return {
    /** Adds a listener told of every order's change of state (placed, shipped, ...). */
    useOrderListener(listener: OrderListener): void {
      listeners.push(listener);
    },

    /** An item's name in the brand's language, for what is said about its orders. */
    async itemName(tx: DbOrTx, tenantId: string, itemId: string): Promise<string> {
      const brand = await brandOf(tenantId, tx);
      return nameOf(tx, itemId, brand.language, brand.language);
    },

    /** The items on sale (a guest's view), with the player's miles and counts when logged in. */
    async store(
      tenantId: string,
      language: Language,
      playerId: string | null,
    ): Promise<{ items: StoreItem[]; miles: number | null }> {
      const brand = await brandOf(tenantId);
      const rows = await db
        .select()
        .from(storeItems)
        .where(
          and(
            eq(storeItems.tenantId, tenantId),
            eq(storeItems.active, true),
            brand.bonusesAllowed ? undefined : eq(storeItems.kind, 'physical'),
          ),
        )
        .orderBy(asc(storeItems.position), asc(storeItems.createdAt));
      const counts = new Map<string, { month: number; lifetime: number }>();
      if (playerId !== null) {
        const bought = await db
          .select({
            itemId: storeOrders.itemId,
            month: sql<number>`(count(*) filter (where ${storeOrders.createdAt} >= ${monthStart(clock(), brand.timezone)}))::int`,
            lifetime: sql<number>`count(*)::int`,
          })
          .from(storeOrders)
          .where(
            and(
              eq(storeOrders.tenantId, tenantId),
              eq(storeOrders.playerId, playerId),
              ne(storeOrders.state, 'cancelled'),
            ),
          )
          .groupBy(storeOrders.itemId);
        for (const b of bought) {
          counts.set(b.itemId, { month: Number(b.month), lifetime: Number(b.lifetime) });
        }
      }
      const items = rows.map((row): StoreItem => {
        const { language: shown, texts } = textsFor(
          translationsOf(row.translations),
          language,
          brand.language,
        );
        const count = counts.get(row.id);
        const limit =
          row.limitCount === null ? null : { count: row.limitCount, period: row.limitPeriod };
        return {
          id: row.id,
          kind: row.kind,
          language: shown,
          name: texts.name,
          description: texts.description,
          image_url: row.imageUrl,
          price: row.price,
          stock: row.stock,
          limit,
          bought:
            playerId === null || limit === null
              ? null
              : limit.period === 'month'
                ? (count?.month ?? 0)
                : (count?.lifetime ?? 0),
        };
      });
      const balance = playerId === null ? null : (await miles.summary(tenantId, playerId)).balance;
      return { items, miles: balance };
    },

    /**
     * Buys one of an item, once per Idempotency-Key: miles, stock, the limit and the order
     * in one transaction; then a bonus item's bonus is started when it can be.
     */
    async buy(
      tenantId: string,
      playerId: string,
      language: Language,
      key: string,
      itemId: string,
      request: StoreBuyRequest,
    ): Promise<StoreBuyResult> {
      const { answer: order } = await idempotency.run(
        {
          tenantId,
          scope: playerId,
          key,
          request: { route: 'store.buy', itemId, request },
          // The player's lock before the key's insert: two purchases of theirs take turns,
          // so the per-player limit counts the one before.
          lockFirst: async (tx) => {
            await tx.execute(sql`select ${playerLocksTaken([playerId])}`);
          },
        },
        storeOrderSchema,
        (tx) => purchase(tx, { tenantId, playerId, language, itemId, request }),
      );
      const bonusStatus =
        order.bonus_id === null
          ? null
          : await startBonus(tenantId, playerId, language, order.bonus_id);
      const { balance } = await miles.summary(tenantId, playerId);
      return { order, miles: balance, bonus_status: bonusStatus };
    },

    /** The player's orders, newest first. */
    async orders(tenantId: string, playerId: string, language: Language): Promise<StoreOrder[]> {
      const brand = await brandOf(tenantId);
      const rows = await db
        .select({ order: storeOrders, translations: storeItems.translations })
        .from(storeOrders)
        .innerJoin(storeItems, eq(storeItems.id, storeOrders.itemId))
        .where(and(eq(storeOrders.tenantId, tenantId), eq(storeOrders.playerId, playerId)))
        .orderBy(desc(storeOrders.createdAt))
        .limit(200);
      return rows.map((r) =>
        orderView(
          r.order,
          textsFor(translationsOf(r.translations), language, brand.language).texts.name,
        ),
      );
    },

    // ------------------------------------------------------------------ office

    async officeItems(tenantId: string): Promise<OfficeStoreItem[]> {
      const rows = await db
        .select()
        .from(storeItems)
        .where(eq(storeItems.tenantId, tenantId))
        .orderBy(asc(storeItems.position), asc(storeItems.createdAt));
      const sold = await soldOf(rows.map((r) => r.id));
      return rows.map((r) => officeItemView(r, sold.get(r.id) ?? 0));
    },

    async createItem(
      actor: Actor,
      tenantId: string,
      request: OfficeStoreItemRequest,
    ): Promise<OfficeStoreItem> {
      await checkCampaign(tenantId, request);
      const row = await db.transaction(async (tx) => {
        const [made] = await tx
          .insert(storeItems)
          .values({ tenantId, ...itemColumns(request), createdAt: clock(), updatedAt: clock() })
          .returning();
        if (!made) throw new Error('store: the item insert returned nothing');
        await audit.record(tx, actor, {
          tenantId,
          action: 'store.item.create',
          targetType: 'store_item',
          targetId: made.id,
          after: officeItemView(made, 0),
        });
        return made;
      });
      return officeItemView(row, 0);
    },

    async updateItem(
      actor: Actor,
      tenantId: string,
      id: string,
      request: OfficeStoreItemRequest,
    ): Promise<OfficeStoreItem> {
      await checkCampaign(tenantId, request);
      const row = await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(storeItems)
          .where(and(eq(storeItems.tenantId, tenantId), eq(storeItems.id, id)))
          .for('update');
        if (!before) throw new AppError(404, 'NOT_FOUND', 'store.item_not_found');
        const [after] = await tx
          .update(storeItems)
          .set({ ...itemColumns(request), updatedAt: clock() })
          .where(eq(storeItems.id, id))
          .returning();
        if (!after) throw new Error('store: the item update returned nothing');
        await audit.record(tx, actor, {
          tenantId,
          action: 'store.item.update',
          targetType: 'store_item',
          targetId: id,
          before: officeItemView(before, 0),
          after: officeItemView(after, 0),
        });
        return after;
      });
      const sold = await soldOf([row.id]);
      return officeItemView(row, sold.get(row.id) ?? 0);
    },

    async officeOrders(tenantId: string, state?: StoreOrderState): Promise<OfficeStoreOrder[]> {
      const rows = await db
        .select()
        .from(storeOrders)
        .where(
          and(eq(storeOrders.tenantId, tenantId), state ? eq(storeOrders.state, state) : undefined),
        )
        .orderBy(desc(storeOrders.createdAt))
        .limit(200);
      return officeOrderViews(rows, tenantId);
    },

    /** A placed order leaves the warehouse (a carrier and a tracking code when known). */
    ship(actor: Actor, tenantId: string, id: string, request: OfficeShipRequest) {
      return staffChange(actor, tenantId, id, async (tx, order) => {
        if (order.state !== 'placed') {
          throw new AppError(409, 'CONFLICT', 'store.order_not_placed');
        }
        return changeState(tx, order, 'shipped', {
          carrier: request.carrier || null,
          tracking: request.tracking || null,
        });
      });
    },

    deliver(actor: Actor, tenantId: string, id: string) {
      return staffChange(actor, tenantId, id, async (tx, order) => {
        if (order.state !== 'shipped') {
          throw new AppError(409, 'CONFLICT', 'store.order_not_shipped');
        }
        return changeState(tx, order, 'delivered');
      });
    },

    /** Before it ships: its miles go back to the player and its one back to the stock. */
    cancel(actor: Actor, tenantId: string, id: string, reason: string) {
      return staffChange(actor, tenantId, id, async (tx, order) => {
        if (order.state !== 'placed') {
          throw new AppError(409, 'CONFLICT', 'store.order_not_placed');
        }
        await miles.refund(tx, { tenantId, playerId: order.playerId, reference: order.id });
        await tx
          .update(storeItems)
          .set({ stock: sql`${storeItems.stock} + 1` })
          .where(and(eq(storeItems.id, order.itemId), isNotNull(storeItems.stock)));
        return changeState(tx, order, 'cancelled', { cancelReason: reason });
      });
    },

    /** The demo's items: campaigns found by name among the brand's. */
    async campaignIdByName(tenantId: string, name: string): Promise<string | null> {
      return (await bonus.campaigns(tenantId)).find((c) => c.name === name)?.id ?? null;
    },
  };
}
