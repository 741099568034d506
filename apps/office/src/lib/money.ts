import { currencyDecimals, type Currency } from '@tribuna/contracts/currencies';
import type { Language } from '@tribuna/contracts/language-codes';
import { formatMoney as formatMoneyIn } from '@tribuna/contracts/money';
import { readTypedDecimal, typedExample, typedText } from '@tribuna/contracts/typed-amount';
import { currentLanguage, messageText } from './i18n';

/** An amount in integer minor units in the brand's currency, in the office's language. */
export function formatMoney(minor: number, currency: Currency): string {
  return formatMoneyIn(minor, currency, currencyDecimals(currency), currentLanguage());
}

/**
 * Amounts are stored in integer minor units and typed in major units, in the staff
 * member's language's format ("1.500,50" in es_ES): the contracts' one reader, on the
 * digits, not on floats. Zero passes; the schemas say whether it may be.
 */
export function toMinorUnits(
  text: string,
  decimals: number,
  language: Language = currentLanguage(),
): number | null {
  const read = readTypedDecimal(text, decimals, language);
  if (!read.ok || read.units > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  return Number(read.units);
}

/** Minor units as a form shows them to be edited, in the office's language ("1234,56"). */
export function fromMinorUnits(
  minor: number,
  decimals: number,
  language: Language = currentLanguage(),
): string {
  return typedText(minor, decimals, language);
}

/** Why a typed amount was refused: its format, with an example in the office's language. */
export function amountFormatText(decimals: number): string {
  return messageText('wallet.amount_format', {
    example: typedExample(decimals, currentLanguage()),
  });
}
