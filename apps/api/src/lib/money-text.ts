import { currencyDecimals, type Currency } from '@tribuna/contracts/currencies';
import type { Language } from '@tribuna/contracts/languages';
import { formatMoney as formatIn, toMajorText } from '@tribuna/contracts/money';

/** Minor units as a plain decimal in major units: 123456 ARS -> "1234.56". */
export function majorUnits(amount: number, currency: Currency): string {
  return toMajorText(amount, currencyDecimals(currency));
}

/**
 * An amount for a message in the reader's language ("ARS 1,000.00", "1000,00 ARS",
 * "ARS 1.000,00"). The site writes the same messages with the same function
 * (cashier checks), so the server's text matches what the page would have said.
 */
export function formatMoney(amount: number, currency: Currency, language: Language): string {
  return formatIn(amount, currency, currencyDecimals(currency), language);
}
