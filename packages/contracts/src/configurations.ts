import { z } from 'zod';
import { envelope } from './envelope';
import { languageSchema } from './languages';
import { siteSettingsSchema } from './site-settings';

export const configurationsRequestSchema = z.object({
  domain: z.string().trim().min(1).max(253),
  hash: z.string().trim().min(1).max(128),
  language: languageSchema.optional(),
});
export type ConfigurationsRequest = z.infer<typeof configurationsRequestSchema>;

// The route rules are served per build (`GET /builds/meta/{id}.json`), not here.
const { redirects: _redirects, ...publicSettings } = siteSettingsSchema.shape;

/** The site configuration a page starts from: the brand's settings plus derived facts. */
export const configurationsSchema = z
  .object({
    ...publicSettings,
    currency_decimals: z.number().int(),
    /** What the brand's jurisdiction profile shows to players (the rest stays in the office). */
    jurisdiction: z.object({
      minimum_age: z.number().int(),
      bonuses_allowed: z.boolean(),
      /** Whose help organisations the site lists (null: the international ones). */
      country: z.string().nullable(),
    }),
    /** The language this answer was made for. */
    current_language: languageSchema,
  })
  .meta({ id: 'Configurations' });
export type Configurations = z.infer<typeof configurationsSchema>;

export const configurationsResponseSchema = envelope(
  z.object({ configurations: configurationsSchema }),
);
