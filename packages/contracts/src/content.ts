import { z } from 'zod';
import { envelope } from './envelope';
import { languageSchema } from './languages';
import { requiredText } from './validation';
import { CONTENT_SLUGS, type ContentSlug } from './content-body';

/**
 * Content pages of a brand, one per slug and language: the terms, the sport rules
 * and the bet types. The body is plain text with a light Markdown-like syntax
 * (`#`/`##`/`###` headings, `-` list items, blank lines between paragraphs); it is
 * rendered as text, so no HTML written by staff ever reaches the page.
 *
 *   GET /api/content/:slug?language=             -> contentPageResponse   (public)
 *   GET /api/office/content                       -> officeContentListResponse   admin | marketing
 *   GET /api/office/content/:slug/:language       -> contentPageResponse
 *   PUT /api/office/content/:slug/:language       officeContentUpsertRequest -> contentPageResponse
 *
 * The public read answers the asked language, else the brand's default language,
 * else any language the page has; 404 (`content.not_found`) when the page has none.
 */
export const contentSlugSchema = z.enum(CONTENT_SLUGS, { error: 'content.slug_invalid' });

export const CONTENT_API = {
  page: (slug: ContentSlug) => `/api/content/${slug}`,
  office: '/api/office/content',
  officePage: (slug: ContentSlug, language: z.infer<typeof languageSchema>) =>
    `/api/office/content/${slug}/${language}`,
} as const;

export const CONTENT_TITLE_MAX = 160;
export const CONTENT_BODY_MAX = 50_000;

export const contentPageSchema = z
  .object({
    slug: contentSlugSchema,
    language: languageSchema,
    title: z.string(),
    body: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'ContentPage' });
export type ContentPage = z.infer<typeof contentPageSchema>;

export const contentPageResponseSchema = envelope(contentPageSchema);

export const contentParamsSchema = z.object({ slug: contentSlugSchema });
export const contentQuerySchema = z.object({ language: languageSchema.optional() });

export const officeContentParamsSchema = z.object({
  slug: contentSlugSchema,
  language: languageSchema,
});

/** The office's list: every stored page of the brand, without bodies. */
export const officeContentSummarySchema = contentPageSchema
  .omit({ body: true })
  .meta({ id: 'OfficeContentSummary' });
export type OfficeContentSummary = z.infer<typeof officeContentSummarySchema>;
export const officeContentListResponseSchema = envelope(
  z.object({ items: z.array(officeContentSummarySchema) }),
);

export const officeContentUpsertRequestSchema = z.strictObject({
  title: requiredText('content.title_required').max(CONTENT_TITLE_MAX, {
    error: 'validation.too_long',
  }),
  body: requiredText('content.body_required').max(CONTENT_BODY_MAX, {
    error: 'validation.too_long',
  }),
});
export type OfficeContentUpsertRequest = z.infer<typeof officeContentUpsertRequestSchema>;
