import { currencyDecimals, type Currency } from '@tribuna/contracts/currencies';
import { currentLanguage } from '../../lib/i18n';
import { fromMinorUnits, toMinorUnits } from '../../lib/money';

/**
 * An amount in integer minor units shown in the brand's currency. Intl formats the
 * exact decimal text, so no float ever rounds a cent (even past 2^53 / 100).
 */
export function formatMoney(minor: number, currency: Currency): string {
  const decimals = currencyDecimals(currency);
  const exact = fromMinorUnits(minor, decimals) as `${number}`;
  return new Intl.NumberFormat(currentLanguage().replace('_', '-'), {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(exact);
}

/** A signed amount typed in major units ("-150.50", "+20") in exact minor units; null if not one. */
export function parseSignedAmount(text: string, decimals: number): number | null {
  const match = /^\s*([+-]?)\s*(.*)$/.exec(text);
  const magnitude = toMinorUnits(match?.[2] ?? '', decimals);
  if (magnitude === null) return null;
  // No negative zero: it would pass as an amount that is not 0.
  return match?.[1] === '-' && magnitude !== 0 ? -magnitude : magnitude;
}
