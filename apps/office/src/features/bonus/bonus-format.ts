import { currencySchema, type Currency } from '@tribuna/contracts/currencies';
import type { Language } from '@tribuna/contracts/language-codes';
import { localeOf } from '@tribuna/contracts/money';

/** The cost report names its currency as text: the brand's own when it is not one we know. */
export function currencyOf(code: string, fallback: Currency): Currency {
  const parsed = currencySchema.safeParse(code);
  return parsed.success ? parsed.data : fallback;
}

/** How far the wagering is, as a whole percentage of what is required (floored); none without one. */
export function wageringPercent(wagering: { required: number; progress: number }): number | null {
  if (wagering.required <= 0) return null;
  const share = Math.min(1, Math.max(0, wagering.progress / wagering.required));
  return Math.floor(share * 100);
}

/** A whole percentage in the reader's format ("45 %" in es_ES, "45%" in en_US). */
export function formatPercent(percent: number, language: Language): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'percent',
    maximumFractionDigits: 0,
  }).format(percent / 100);
}

/** A day `count - 1` days before a `YYYY-MM-DD` day: the first of a range of `count` days. */
export function daysBefore(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - (count - 1));
  return date.toISOString().slice(0, 10);
}
