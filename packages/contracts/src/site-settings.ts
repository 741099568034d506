import { z } from 'zod';
import { languageSchema } from './languages';
import { currencySchema } from './currencies';
import { routeRedirectsSchema } from './builds';

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'validation.invalid' });
// A brand asset: an absolute http(s) URL or a path served by this platform.
const assetUrl = z
  .string()
  .max(2000)
  .refine((value) => /^https?:\/\//i.test(value) || /^\/[^/]/.test(value), {
    error: 'validation.url',
  });
// The partner sportsbook the site frames: https only, as the site's CSP frames only https.
const sportsUrl = z
  .string()
  .max(2000)
  .regex(/^https:\/\/[a-z0-9.-]+(:\d{1,5})?([/?#]\S*)?$/i, { error: 'sports.url_https' });
const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'validation.invalid' });
const minorUnits = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const PRODUCTS = [
  'sports',
  'live',
  'casino',
  'live_casino',
  'virtuals',
  'horses',
  'poker',
  'bingo',
  'prode',
  'tournaments',
  'promotions',
  'store',
] as const;
export const productSchema = z.enum(PRODUCTS);
export type Product = z.infer<typeof productSchema>;

export const POPUP_KINDS = ['generic', 'block', 'tutorial', 'promo'] as const;

export const popupSchema = z.object({
  id: z.string().min(1).max(64),
  kind: z.enum(POPUP_KINDS),
  enabled: z.boolean(),
  audience: z.enum(['all', 'guests', 'players']),
  title: z.string().max(200),
  body: z.string().max(5000),
  image_url: assetUrl.nullable(),
  link_url: assetUrl.nullable(),
});
export type Popup = z.infer<typeof popupSchema>;

/**
 * Everything a brand's staff can set about their site. It is stored as one
 * validated document per site and served (as is) as the site's configuration.
 * Field names follow the spec's configuration (snake_case).
 */
export const siteSettingsSchema = z
  .object({
    name: z.string().trim().min(1).max(80),
    language: languageSchema,
    languages: z.array(languageSchema).min(1),
    theme: z.enum(['dark', 'light']),
    colors: z.object({
      primary: hexColour,
      secondary: hexColour,
      background: hexColour,
      surface: hexColour,
      text: hexColour,
    }),
    logos: z.object({
      favicon: z.object({ light: assetUrl, dark: assetUrl }),
      header: z.object({ light: assetUrl, dark: assetUrl }),
    }),
    currency: currencySchema,
    timezone: z.string().refine(isTimeZone, { error: 'validation.invalid' }),
    pam_type: z.number().int().min(0).max(99),
    landing: z.boolean(),
    landing_variant: z.enum(['landing-1', 'landing-2', 'whatsapp']),
    whatsapp_number: z
      .string()
      .regex(/^\+?[0-9 ]{6,20}$/)
      .nullable(),
    sports_url: sportsUrl.nullable(),
    products: z.array(productSchema),
    layout: z.object({
      header: z.enum(['header-1', 'header-2']),
      footer: z.enum(['footer-1', 'footer-2']),
      lobby: z.enum(['lobby-1', 'lobby-2', 'lobby-3']),
    }),
    popups: z.array(popupSchema).max(20),
    /** Route rules (redirects) the site applies on every navigation; served per build. */
    redirects: routeRedirectsSchema,
    limits: z.object({
      min_deposit: minorUnits,
      min_withdrawal: minorUnits,
      max_daily_withdrawal: minorUnits,
    }),
    payment_hours: z.object({ from: timeOfDay, to: timeOfDay }),
    maintenance: z.object({ enabled: z.boolean() }),
    enabled_modules: z.object({
      customer_support: z.object({ zoho: z.object({ key: z.string().max(200).nullable() }) }),
    }),
    trackers: z.object({
      analytics: z.object({ enabled: z.boolean(), code: z.string().max(64).nullable() }),
    }),
  })
  .refine((s) => s.languages.includes(s.language), {
    path: ['language'],
    error: 'validation.invalid',
  })
  .meta({ id: 'SiteSettings' });
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

// Building a DateTimeFormat is slow; the zones in use are few.
const knownTimeZones = new Set<string>();
function isTimeZone(value: string): boolean {
  if (knownTimeZones.has(value)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    knownTimeZones.add(value);
    return true;
  } catch {
    return false;
  }
}
