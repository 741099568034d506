import { currencyDecimals, type Currency } from '@tribuna/contracts/currencies';
import { formatMoney } from '@tribuna/contracts/money';

/** Minor units as the player reads them, e.g. 150050 ARS -> "$ 1.500,50" in es_ES. */
export function money(minor: number, currency: Currency, language: string): string {
  return formatMoney(minor, currency, currencyDecimals(currency), language);
}
