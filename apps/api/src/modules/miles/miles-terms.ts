import { z } from 'zod';
import type { Currency } from '@tribuna/contracts/currencies';
import {
  milesTermsSchema,
  type MilesRateKey,
  type MilesTerms,
  type MilesTier,
  type MilesTierStep,
} from '@tribuna/contracts/miles';
import type { WagerCategory } from '@tribuna/contracts/bonus';

const positive = z.number().int().min(1);

/**
 * What a brand changed of its miles terms: each field it never set (null) takes its
 * currency's default. Stored as the module's brand settings, parsed on every read.
 */
export const MILES_BRAND_SETTINGS = z.object({
  rates: z
    .object({
      casino: positive.optional(),
      house: positive.optional(),
      sports: positive.optional(),
      table: positive.optional(),
    })
    .default({}),
  tiers: milesTermsSchema.shape.tiers.nullable().default(null),
  withdraw_rate: positive.nullable().default(null),
  withdraw_minimum: positive.nullable().default(null),
});
export type MilesBrandSettings = z.infer<typeof MILES_BRAND_SETTINGS>;

/**
 * A mile's price per currency: about one mile per 2 US dollars of slots and per 4 of
 * sports and table games (product.md's example: 100 and 200 ARS), and a mile worth about
 * half a percent of what earned it when withdrawn.
 */
const CURRENCY_DEFAULTS: Record<
  Currency,
  { slots: number; other: number; withdrawRate: number; minimum: number }
> = {
  ARS: { slots: 10_000, other: 20_000, withdrawRate: 50, minimum: 500 },
  BRL: { slots: 200, other: 400, withdrawRate: 1, minimum: 1_000 },
  USD: { slots: 200, other: 400, withdrawRate: 1, minimum: 1_000 },
  EUR: { slots: 200, other: 400, withdrawRate: 1, minimum: 1_000 },
  MXN: { slots: 2_000, other: 4_000, withdrawRate: 10, minimum: 500 },
  CLP: { slots: 2_000, other: 4_000, withdrawRate: 10, minimum: 500 },
  COP: { slots: 800_000, other: 1_600_000, withdrawRate: 4_000, minimum: 500 },
  PEN: { slots: 800, other: 1_600, withdrawRate: 4, minimum: 500 },
  UYU: { slots: 8_000, other: 16_000, withdrawRate: 40, minimum: 500 },
};

/** Tiers by lifetime miles, the same for every currency (a mile is priced per currency). */
export const DEFAULT_TIERS: MilesTierStep[] = [
  { tier: 'bronze', threshold: 0, multiplier_pct: 100 },
  { tier: 'silver', threshold: 1_000, multiplier_pct: 110 },
  { tier: 'gold', threshold: 5_000, multiplier_pct: 125 },
  { tier: 'platinum', threshold: 20_000, multiplier_pct: 150 },
  { tier: 'diamond', threshold: 100_000, multiplier_pct: 200 },
];

export function defaultMilesTerms(currency: Currency): MilesTerms {
  const d = CURRENCY_DEFAULTS[currency];
  return {
    rates: { casino: d.slots, house: d.slots, sports: d.other, table: d.other },
    tiers: DEFAULT_TIERS,
    withdraw_rate: d.withdrawRate,
    withdraw_minimum: d.minimum,
  };
}

/** The brand's terms: what it set over its currency's defaults. */
export function milesTermsOf(currency: Currency, chosen: MilesBrandSettings): MilesTerms {
  const defaults = defaultMilesTerms(currency);
  return {
    rates: { ...defaults.rates, ...chosen.rates },
    tiers: chosen.tiers ?? defaults.tiers,
    withdraw_rate: chosen.withdraw_rate ?? defaults.withdraw_rate,
    withdraw_minimum: chosen.withdraw_minimum ?? defaults.withdraw_minimum,
  };
}

/**
 * Which of the brand's rates a stake earns at: table and live games at the `table` rate
 * whichever product runs them, the rest at their product's; null: a product without a
 * rate earns nothing (a new product until the brand prices it).
 */
export function rateKeyOf(product: string, category: WagerCategory | null): MilesRateKey | null {
  if (category === 'table' || category === 'live') return 'table';
  if (product === 'casino' || product === 'house' || product === 'sports') return product;
  return null;
}

/** The step of a tier (each brand's list has all five, in order). */
export function stepOf(terms: MilesTerms, tier: MilesTier): MilesTierStep {
  const step = terms.tiers.find((t) => t.tier === tier) ?? terms.tiers[0];
  if (!step) throw new Error('miles: a brand without tiers');
  return step;
}

/** The tier after `tier`, with its threshold (null: the top). */
export function nextStep(terms: MilesTerms, tier: MilesTier): MilesTierStep | null {
  const at = terms.tiers.findIndex((t) => t.tier === tier);
  return terms.tiers[at + 1] ?? null;
}
