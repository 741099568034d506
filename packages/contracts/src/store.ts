import { z } from 'zod';
import { envelope } from './envelope';
import { languageSchema, perLanguage } from './languages';

/**
 * The store: items a brand sells for miles, and the players' orders.
 *
 * Open (a guest sees the items; a player also their miles and what they bought):
 *   GET  /api/store?language=                     -> storeResponseSchema
 * Player (a session on the brand):
 *   POST /api/store/items/:id/buy                 storeBuyRequest (+ Idempotency-Key) -> storeBuyResponseSchema
 *   GET  /api/store/orders                        -> storeOrdersResponseSchema
 * Office (scope `marketing` or `admin`):
 *   GET  /api/office/store/items                  -> officeStoreItemsResponseSchema
 *   POST /api/office/store/items                  officeStoreItemRequest -> officeStoreItemResponseSchema
 *   PUT  /api/office/store/items/:id              officeStoreItemRequest -> officeStoreItemResponseSchema
 *   GET  /api/office/store/orders?state=          -> officeStoreOrdersResponseSchema
 *   POST /api/office/store/orders/:id/ship        officeShipRequest -> officeStoreOrderResponseSchema
 *   POST /api/office/store/orders/:id/deliver     -> officeStoreOrderResponseSchema
 *   POST /api/office/store/orders/:id/cancel      officeCancelOrderRequest -> officeStoreOrderResponseSchema
 *
 * Kinds: `bonus_credit`, `free_spins` and `free_bet` give the player one of the brand's
 * bonus campaigns of the matching kind (no-deposit credit, free spins, free bet), delivered
 * at once; `physical` is a thing shipped to a delivery address, with a stock.
 * An order's states: a bonus order is `delivered` when bought; a physical one is `placed`,
 * then `shipped` (carrier and tracking optional), then `delivered`, or `cancelled` by staff
 * before it ships (its miles and its stock come back). Prices are whole miles.
 * A per-player limit counts the player's orders of the item that were not cancelled, over
 * the brand's calendar month (its time zone) or over the player's whole life.
 */
export const STORE_API = {
  store: '/api/store',
  buy: (id: string) => `/api/store/items/${id}/buy`,
  orders: '/api/store/orders',
} as const;

export const OFFICE_STORE_API = {
  items: '/api/office/store/items',
  item: (id: string) => `/api/office/store/items/${id}`,
  orders: '/api/office/store/orders',
  ship: (id: string) => `/api/office/store/orders/${id}/ship`,
  deliver: (id: string) => `/api/office/store/orders/${id}/deliver`,
  cancel: (id: string) => `/api/office/store/orders/${id}/cancel`,
} as const;

export const STORE_ITEM_KINDS = ['bonus_credit', 'free_spins', 'free_bet', 'physical'] as const;
export const storeItemKindSchema = z.enum(STORE_ITEM_KINDS, { error: 'store.kind_invalid' });
export type StoreItemKind = z.infer<typeof storeItemKindSchema>;

/** The bonus campaign kind each bonus item gives (a physical item gives none). */
export const STORE_CAMPAIGN_KIND = {
  bonus_credit: 'no_deposit',
  free_spins: 'free_spins',
  free_bet: 'free_bet',
} as const satisfies Record<Exclude<StoreItemKind, 'physical'>, string>;

export const STORE_LIMIT_PERIODS = ['month', 'lifetime'] as const;
export const storeLimitPeriodSchema = z.enum(STORE_LIMIT_PERIODS, {
  error: 'store.limit_invalid',
});
export type StoreLimitPeriod = z.infer<typeof storeLimitPeriodSchema>;

export const STORE_ORDER_STATES = ['placed', 'shipped', 'delivered', 'cancelled'] as const;
export const storeOrderStateSchema = z.enum(STORE_ORDER_STATES, { error: 'validation.invalid' });
export type StoreOrderState = z.infer<typeof storeOrderStateSchema>;

/** At or under this many left, the site says how many are left. */
export const STORE_LOW_STOCK = 10;
/** The largest price, stock and limit staff may type (a sanity bound, not a rule). */
export const STORE_MAX_MILES = 100_000_000;

const isoTime = z.iso.datetime({ offset: true });

const requiredText = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.too_long' });

/** Where a physical item goes: what a courier needs. */
export const deliveryAddressSchema = z
  .object({
    full_name: requiredText(120),
    phone: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .regex(/^\+?[0-9 ()-]{6,20}$/, { error: 'store.phone_invalid' }),
    street: requiredText(200),
    city: requiredText(100),
    region: z.string().trim().max(100, { error: 'validation.too_long' }),
    postal_code: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .regex(/^[A-Za-z0-9 -]{3,12}$/, { error: 'store.postal_code_invalid' }),
    country: requiredText(80),
  })
  .meta({ id: 'DeliveryAddress' });
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

/** What an address's fields are called in messages ("The city field is required."). */
export const STORE_FIELD_LABELS = {
  full_name: { en_US: 'full name', es_ES: 'nombre completo', pt_BR: 'nome completo' },
  street: { en_US: 'street and number', es_ES: 'calle y número', pt_BR: 'rua e número' },
  region: { en_US: 'state or province', es_ES: 'provincia', pt_BR: 'estado' },
  postal_code: { en_US: 'postal code', es_ES: 'código postal', pt_BR: 'CEP' },
  carrier: { en_US: 'carrier', es_ES: 'transportista', pt_BR: 'transportadora' },
  tracking: { en_US: 'tracking code', es_ES: 'código de seguimiento', pt_BR: 'código de rastreio' },
  reason: { en_US: 'reason', es_ES: 'motivo', pt_BR: 'motivo' },
  price: { en_US: 'price', es_ES: 'precio', pt_BR: 'preço' },
  stock: { en_US: 'stock', es_ES: 'stock', pt_BR: 'estoque' },
  image_url: { en_US: 'picture', es_ES: 'imagen', pt_BR: 'imagem' },
  limit_count: { en_US: 'limit', es_ES: 'límite', pt_BR: 'limite' },
} as const;

export const storeLimitSchema = z.object({
  count: z.number().int(),
  period: storeLimitPeriodSchema,
});
export type StoreLimit = z.infer<typeof storeLimitSchema>;

/** An item as the site shows it: one language's texts. */
export const storeItemSchema = z
  .object({
    id: z.string(),
    kind: storeItemKindSchema,
    language: languageSchema,
    name: z.string(),
    description: z.string(),
    image_url: z.string().nullable(),
    price: z.number().int(),
    /** What is left; null: no stock kept (a bonus item). */
    stock: z.number().int().nullable(),
    limit: storeLimitSchema.nullable(),
    /** The player's orders counted by the limit (null for a guest or an item without one). */
    bought: z.number().int().nullable(),
  })
  .meta({ id: 'StoreItem' });
export type StoreItem = z.infer<typeof storeItemSchema>;

export const storeQuerySchema = z.object({ language: languageSchema.optional() });
export const storeResponseSchema = envelope(
  z.object({
    items: z.array(storeItemSchema),
    /** The player's miles to spend; null for a guest. */
    miles: z.number().int().nullable(),
  }),
);

export const storeOrderSchema = z
  .object({
    id: z.string(),
    item_id: z.string(),
    item_name: z.string(),
    kind: storeItemKindSchema,
    price: z.number().int(),
    state: storeOrderStateSchema,
    /** A bonus order's bonus (in the player's bonuses). */
    bonus_id: z.string().nullable(),
    address: deliveryAddressSchema.nullable(),
    carrier: z.string().nullable(),
    tracking: z.string().nullable(),
    created_at: isoTime,
    shipped_at: isoTime.nullable(),
    delivered_at: isoTime.nullable(),
    cancelled_at: isoTime.nullable(),
  })
  .meta({ id: 'StoreOrder' });
export type StoreOrder = z.infer<typeof storeOrderSchema>;

export const storeItemParamsSchema = z.object({ id: z.uuid({ error: 'store.item_not_found' }) });
/** A physical item's delivery address (other kinds take none). */
export const storeBuyRequestSchema = z
  .object({ address: deliveryAddressSchema.nullable().optional() })
  .meta({ id: 'StoreBuyRequest' });
export type StoreBuyRequest = z.infer<typeof storeBuyRequestSchema>;

export const storeBuyResultSchema = z.object({
  order: storeOrderSchema,
  /** The player's miles after the purchase. */
  miles: z.number().int(),
  /**
   * A bonus order's bonus as it is now: `active` when it could be started at once,
   * `available` when it waits in the player's bonuses (another bonus runs).
   */
  bonus_status: z.string().nullable(),
});
export type StoreBuyResult = z.infer<typeof storeBuyResultSchema>;
export const storeBuyResponseSchema = envelope(storeBuyResultSchema);
export const storeOrdersResponseSchema = envelope(z.object({ items: z.array(storeOrderSchema) }));

// ---------------------------------------------------------------------------- office

export const storeItemTextsSchema = z
  .object({
    name: z.string().trim().max(80, { error: 'validation.too_long' }),
    description: z.string().trim().max(500, { error: 'validation.too_long' }),
  })
  .meta({ id: 'StoreItemTexts' });
export type StoreItemTexts = z.infer<typeof storeItemTextsSchema>;

// An image: an uploaded one (the brand's promotion images), one the site serves, or https.
const imageUrl = z
  .string()
  .trim()
  .max(2000, { error: 'validation.too_long' })
  .refine((value) => /^https:\/\//i.test(value) || /^\/[^/]/.test(value), {
    error: 'validation.url',
  });

const wholeMiles = (
  min: number,
  key: 'store.price_invalid' | 'store.stock_invalid' | 'store.limit_invalid',
) =>
  z
    .number({ error: key })
    .int({ error: key })
    .min(min, { error: key })
    .max(STORE_MAX_MILES, { error: key });

/** An item as staff write it: texts per language (the brand's language at least). */
export const officeStoreItemRequestSchema = z
  .object({
    kind: storeItemKindSchema,
    /** The bonus campaign a bonus item gives (of the matching kind); null for a physical one. */
    campaign_id: z.uuid({ error: 'store.campaign_invalid' }).nullable(),
    translations: perLanguage(storeItemTextsSchema),
    image_url: imageUrl.nullable(),
    price: wholeMiles(1, 'store.price_invalid'),
    /** Null: no stock kept (only for bonus items). */
    stock: wholeMiles(0, 'store.stock_invalid').nullable(),
    limit_count: wholeMiles(1, 'store.limit_invalid').nullable(),
    limit_period: storeLimitPeriodSchema,
    active: z.boolean({ error: 'validation.invalid' }),
    position: z
      .number({ error: 'validation.invalid' })
      .int({ error: 'validation.invalid' })
      .min(0)
      .max(10_000),
  })
  .superRefine((item, ctx) => {
    if (item.kind === 'physical') {
      if (item.stock === null) {
        ctx.addIssue({ code: 'custom', path: ['stock'], message: 'store.stock_required' });
      }
      if (item.campaign_id !== null) {
        ctx.addIssue({ code: 'custom', path: ['campaign_id'], message: 'store.campaign_invalid' });
      }
    } else if (item.campaign_id === null) {
      ctx.addIssue({ code: 'custom', path: ['campaign_id'], message: 'store.campaign_required' });
    }
    const named = Object.values(item.translations).some((t) => t !== undefined && t.name !== '');
    if (!named) {
      ctx.addIssue({ code: 'custom', path: ['translations'], message: 'store.name_required' });
    }
  })
  .meta({ id: 'OfficeStoreItemRequest' });
export type OfficeStoreItemRequest = z.infer<typeof officeStoreItemRequestSchema>;

export const officeStoreItemSchema = z
  .object({
    id: z.string(),
    kind: storeItemKindSchema,
    campaign_id: z.string().nullable(),
    translations: perLanguage(storeItemTextsSchema),
    image_url: z.string().nullable(),
    price: z.number().int(),
    stock: z.number().int().nullable(),
    limit_count: z.number().int().nullable(),
    limit_period: storeLimitPeriodSchema,
    active: z.boolean(),
    position: z.number().int(),
    /** Orders not cancelled. */
    sold: z.number().int(),
    updated_at: isoTime,
  })
  .meta({ id: 'OfficeStoreItem' });
export type OfficeStoreItem = z.infer<typeof officeStoreItemSchema>;

export const officeStoreItemParamsSchema = z.object({
  id: z.uuid({ error: 'store.item_not_found' }),
});
export const officeStoreItemsResponseSchema = envelope(
  z.object({ items: z.array(officeStoreItemSchema) }),
);
export const officeStoreItemResponseSchema = envelope(officeStoreItemSchema);

export const officeStoreOrderSchema = storeOrderSchema
  .extend({
    player_id: z.string(),
    username: z.string().nullable(),
    cancel_reason: z.string().nullable(),
  })
  .meta({ id: 'OfficeStoreOrder' });
export type OfficeStoreOrder = z.infer<typeof officeStoreOrderSchema>;

export const officeStoreOrdersQuerySchema = z.object({ state: storeOrderStateSchema.optional() });
export const officeStoreOrderParamsSchema = z.object({
  id: z.uuid({ error: 'store.order_not_found' }),
});
export const officeShipRequestSchema = z
  .object({
    carrier: z.string().trim().max(80, { error: 'validation.too_long' }).nullable(),
    tracking: z.string().trim().max(120, { error: 'validation.too_long' }).nullable(),
  })
  .meta({ id: 'OfficeShipRequest' });
export type OfficeShipRequest = z.infer<typeof officeShipRequestSchema>;
export const officeCancelOrderRequestSchema = z
  .object({ reason: requiredText(300) })
  .meta({ id: 'OfficeCancelOrderRequest' });
export type OfficeCancelOrderRequest = z.infer<typeof officeCancelOrderRequestSchema>;
export const officeStoreOrdersResponseSchema = envelope(
  z.object({ items: z.array(officeStoreOrderSchema) }),
);
export const officeStoreOrderResponseSchema = envelope(officeStoreOrderSchema);
