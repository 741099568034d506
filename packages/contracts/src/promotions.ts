import { z } from 'zod';
import { envelope } from './envelope';
import { languageSchema, perLanguage } from './languages';

/**
 * Promotions: a brand's offers as content, in its languages, with an image, dates, a type
 * and a call to action. A `bonus` promotion's action claims a bonus campaign by its code
 * (a guest registers with it, a player enters it); a `promotion` opens a route of the
 * site. A brand whose jurisdiction forbids bonuses shows no `bonus` promotion.
 *
 * Public:
 *   GET    /api/promotions?type=&language=          -> promotionListResponseSchema (live ones)
 *   GET    /api/promotions/:id?language=            -> promotionResponseSchema (404 when not live)
 *   GET    /api/promotions/images/:id               -> the image's bytes (PNG, JPEG, WebP or SVG)
 * Office (scope `marketing` or `admin`):
 *   GET    /api/office/promotions                   -> officePromotionListResponseSchema (all)
 *   POST   /api/office/promotions                   officePromotionRequest -> officePromotionResponseSchema
 *   GET    /api/office/promotions/:id               -> officePromotionResponseSchema
 *   PUT    /api/office/promotions/:id               officePromotionRequest -> officePromotionResponseSchema
 *   DELETE /api/office/promotions/:id               -> officePromotionResponseSchema (the deleted one)
 *   POST   /api/office/promotions/images            multipart `file` -> promotionImageResponseSchema
 *
 * "Live": enabled, started, not ended. The public texts are the asked language's, else
 * the brand's default language's, else any language the promotion has. Lists are in the
 * office's order (`position`, then newest start).
 */
export const PROMOTIONS_API = {
  list: '/api/promotions',
  one: (id: string) => `/api/promotions/${id}`,
  image: (id: string) => `/api/promotions/images/${id}`,
} as const;

export const OFFICE_PROMOTIONS_API = {
  base: '/api/office/promotions',
  one: (id: string) => `/api/office/promotions/${id}`,
  images: '/api/office/promotions/images',
} as const;

export const PROMOTION_TYPES = ['bonus', 'promotion'] as const;
export const promotionTypeSchema = z.enum(PROMOTION_TYPES, { error: 'promotions.type_invalid' });
export type PromotionType = z.infer<typeof promotionTypeSchema>;

export const PROMOTION_TITLE_MAX = 120;
export const PROMOTION_SUMMARY_MAX = 300;
export const PROMOTION_BODY_MAX = 20_000;
export const PROMOTION_TERMS_MAX = 20_000;
/** An image: at most 2 MB, its type read from its content. */
export const PROMOTION_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PROMOTION_IMAGE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/svg+xml',
] as const;
export type PromotionImageType = (typeof PROMOTION_IMAGE_TYPES)[number];

/**
 * A bonus code as players type it: letters, digits, `-` and `_`; compared upper-cased.
 * Upper-cased with `overwrite`, not `transform`: answers carry codes too, and a one-way
 * transform cannot be encoded into an answer (nor drawn in the API document).
 */
export const bonusCodeSchema = z
  .string()
  .trim()
  .min(1, { error: 'bonus.code_invalid' })
  .max(32, { error: 'bonus.code_invalid' })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'bonus.code_invalid' })
  .overwrite((code) => code.toUpperCase());

// A path of this site (`/casino`, `/profile/bonus/code`): never another origin.
const sitePath = z
  .string()
  .max(500)
  .regex(/^\/(?!\/)[^\s]*$/, { error: 'validation.url' });
// An image: an uploaded one (`/api/promotions/images/:id`), one the site serves, or https.
const imageUrl = z
  .string()
  .max(2000)
  .refine((value) => /^https:\/\//i.test(value) || /^\/[^/]/.test(value), {
    error: 'validation.url',
  });

/**
 * What the promotion's button does: claim a bonus by its code (guests register with it),
 * or open a path of the site. `label` is a text of the promotion's own (per language).
 */
export const promotionCtaSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('bonus'), code: bonusCodeSchema }),
    z.object({ kind: z.literal('route'), path: sitePath }),
  ])
  .meta({ id: 'PromotionCta' });
export type PromotionCta = z.infer<typeof promotionCtaSchema>;

/** The texts of one language. */
export const promotionTextsSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, { error: 'promotions.title_required' })
      .max(PROMOTION_TITLE_MAX, { error: 'validation.too_long' }),
    summary: z.string().trim().max(PROMOTION_SUMMARY_MAX, { error: 'validation.too_long' }),
    /** Plain text with the content pages' light syntax (headings, lists, paragraphs). */
    body: z.string().max(PROMOTION_BODY_MAX, { error: 'validation.too_long' }),
    terms: z.string().max(PROMOTION_TERMS_MAX, { error: 'validation.too_long' }),
    /** The button's text; empty: the site's default ("Claim", "Go"). */
    cta_label: z.string().trim().max(40, { error: 'validation.too_long' }),
  })
  .meta({ id: 'PromotionTexts' });
export type PromotionTexts = z.infer<typeof promotionTextsSchema>;

/** A promotion as a player reads it: one language's texts. */
export const promotionSchema = z
  .object({
    id: z.string(),
    type: promotionTypeSchema,
    language: languageSchema,
    title: z.string(),
    summary: z.string(),
    body: z.string(),
    terms: z.string(),
    cta_label: z.string(),
    image_url: z.string().nullable(),
    cta: promotionCtaSchema.nullable(),
    starts_at: z.string(),
    /** null: no end. */
    ends_at: z.string().nullable(),
  })
  .meta({ id: 'Promotion' });
export type Promotion = z.infer<typeof promotionSchema>;

export const promotionListQuerySchema = z.object({
  type: promotionTypeSchema.optional(),
  language: languageSchema.optional(),
});
export const promotionQuerySchema = z.object({ language: languageSchema.optional() });
export const promotionParamsSchema = z.object({ id: z.uuid({ error: 'promotions.not_found' }) });

export const promotionListResponseSchema = envelope(z.object({ items: z.array(promotionSchema) }));
export const promotionResponseSchema = envelope(promotionSchema);

const translationsSchema = perLanguage(promotionTextsSchema).refine(
  (t) => Object.values(t).some(Boolean),
  { error: 'promotions.title_required' },
);

/** What staff write: every language's texts (at least one), and the rest once. */
export const officePromotionRequestSchema = z
  .object({
    type: promotionTypeSchema,
    enabled: z.boolean(),
    /** Lower first. */
    position: z.number().int().min(0).max(10_000),
    image_url: imageUrl.nullable(),
    cta: promotionCtaSchema.nullable(),
    starts_at: z.iso.datetime({ offset: true, error: 'validation.invalid' }),
    ends_at: z.iso.datetime({ offset: true, error: 'validation.invalid' }).nullable(),
    translations: translationsSchema,
  })
  .refine((p) => p.ends_at === null || Date.parse(p.ends_at) > Date.parse(p.starts_at), {
    error: 'promotions.ends_before_start',
    path: ['ends_at'],
  })
  .refine((p) => p.type === 'bonus' || p.cta?.kind !== 'bonus', {
    error: 'promotions.bonus_cta_needs_bonus_type',
    path: ['cta'],
  });
export type OfficePromotionRequest = z.infer<typeof officePromotionRequestSchema>;

export const officePromotionSchema = z
  .object({
    id: z.string(),
    type: promotionTypeSchema,
    enabled: z.boolean(),
    position: z.number().int(),
    image_url: z.string().nullable(),
    cta: promotionCtaSchema.nullable(),
    starts_at: z.string(),
    ends_at: z.string().nullable(),
    translations: perLanguage(promotionTextsSchema),
    /** Live now (enabled, started, not ended). */
    live: z.boolean(),
    updated_at: z.string(),
  })
  .meta({ id: 'OfficePromotion' });
export type OfficePromotion = z.infer<typeof officePromotionSchema>;

export const officePromotionListResponseSchema = envelope(
  z.object({ items: z.array(officePromotionSchema) }),
);
export const officePromotionResponseSchema = envelope(officePromotionSchema);
export const promotionImageResponseSchema = envelope(z.object({ url: z.string() }));
