import { currencyDecimals, type Currency } from '@tribuna/contracts/currencies';
import { formatMoney, localeOf, toMajorText } from '@tribuna/contracts/money';

/** Minor units as the player reads them, e.g. 150050 ARS -> "$ 1.500,50" in es_ES. */
export function money(minor: number, currency: Currency, language: string): string {
  return formatMoney(minor, currency, currencyDecimals(currency), language);
}

/**
 * A chip's face: the amount without its currency, short enough for a chip or a table's
 * cell ("5", "1,5 mil", "10K"); the control around it says the amount in full.
 */
export function chipFace(minor: number, currency: Currency, language: string): string {
  // The exact decimal string, as formatMoney does: no float ever holds the amount.
  const major = toMajorText(minor, currencyDecimals(currency)) as `${number}`;
  return new Intl.NumberFormat(localeOf(language), {
    notation: 'compact',
    maximumFractionDigits: 2,
  }).format(major);
}
