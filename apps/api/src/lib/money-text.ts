import { currencyDecimals, type Currency } from '@tribuna/contracts/currencies';
import { toMajorText } from '@tribuna/contracts/money';

/** Minor units as a plain decimal in major units: 123456 ARS -> "1234.56". */
export function majorUnits(amount: number, currency: Currency): string {
  return toMajorText(amount, currencyDecimals(currency));
}

/** An amount for a message, the same in every language: "ARS 1,000.00". */
export function formatMoney(amount: number, currency: Currency): string {
  const [whole = '0', fraction] = majorUnits(amount, currency).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${currency} ${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}
