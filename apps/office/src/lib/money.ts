import { currencyDecimals, type Currency } from '@tribuna/contracts/currencies';
import { formatMoney as formatMoneyIn, toMajorText } from '@tribuna/contracts/money';
import { currentLanguage } from './i18n';

/** An amount in integer minor units in the brand's currency, in the office's language. */
export function formatMoney(minor: number, currency: Currency): string {
  return formatMoneyIn(minor, currency, currencyDecimals(currency), currentLanguage());
}

/**
 * Amounts are stored in integer minor units and typed in major units. The
 * conversion works on the digits, not on floats, so 0.29 never becomes 28.
 */
export function toMinorUnits(text: string, decimals: number): number | null {
  const value = text.trim().replace(/[\s_]/g, '');
  // A comma is accepted as the decimal mark (es_ES, pt_BR keyboards).
  const match = /^(\d+)(?:[.,](\d*))?$/.exec(value);
  if (!match) return null;
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return null;
  const digits = `${whole}${fraction.padEnd(decimals, '0')}`.replace(/^0+(?=\d)/, '');
  const minor = Number(digits);
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Minor units as the plain decimal a form shows ("1234.56"): the contracts' one implementation. */
export function fromMinorUnits(minor: number, decimals: number): string {
  return toMajorText(minor, decimals);
}
