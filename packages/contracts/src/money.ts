import type { Currency } from './currencies';

// Money is integer minor units everywhere; these turn it into text without a float ever
// touching it. No zod here: the site's first page formats the header's balance.

/** The largest amount any call accepts: far above any real payment, far below 2^53. */
export const MAX_AMOUNT = 1_000_000_000_000;

/** Minor units as an exact decimal string in major units: 150050, 2 -> "1500.50". */
export function toMajorText(minor: number | bigint, decimals: number): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  return `${negative ? '-' : ''}${whole}${decimals > 0 ? `.${fraction}` : ''}`;
}

/** `en_US` -> `en-US`, the form Intl wants. */
export function localeOf(language: string): string {
  return language.replace('_', '-');
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Minor units in a currency, in a language ("ARS 1,500.50", "$ 1.500,50"). Intl formats
 * the exact decimal string, so no float rounds a cent (even past 2^53 / 100).
 */
export function formatMoney(
  minor: number | bigint,
  currency: Currency,
  decimals: number,
  language: string,
  options: { signed?: boolean } = {},
): string {
  const key = `${language}|${currency}|${decimals}|${options.signed ? 's' : ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeOf(language), {
      style: 'currency',
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      signDisplay: options.signed ? 'exceptZero' : 'auto',
    });
    formatters.set(key, formatter);
  }
  return formatter.format(toMajorText(minor, decimals) as `${number}`);
}
