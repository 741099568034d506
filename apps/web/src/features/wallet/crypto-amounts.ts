import type { Language } from '@tribuna/contracts/language-codes';
import {
  decimalTextOf,
  readTypedDecimal,
  type TypedDecimal,
} from '@tribuna/contracts/typed-amount';

/** Decimals a coin amount may be typed with: the most any coin has, as the API takes. */
export const COIN_AMOUNT_DECIMALS = 8;

/** A coin amount typed in the player's format, read with the coin amounts' decimals. */
export function readCoinAmount(text: string, language: Language): TypedDecimal {
  return readTypedDecimal(text, COIN_AMOUNT_DECIMALS, language);
}

/** A typed coin amount ("25,5" in es_ES) in the API's format ("25.5"); null while it is not one. */
export function coinAmountText(text: string, language: Language): string | null {
  return decimalTextOf(text, COIN_AMOUNT_DECIMALS, language);
}

/** A decimal string ("25.000001") as digits and a scale: 25000001n, 6. Null if it is not one. */
export function decimalParts(text: string): { digits: bigint; scale: number } | null {
  const match = /^(\d{1,15})(?:\.(\d{1,18}))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  return { digits: BigInt(`${match[1] ?? '0'}${fraction}`), scale: fraction.length };
}

/**
 * What a crypto deposit credits, in minor units of the brand's currency, as the server
 * computes it: floor(amount_coin * rate * 10^decimals), all in BigInt. Null while the
 * typed coin amount is not a number yet.
 */
export function amountToReceive(amountCoin: string, rate: string, decimals: number): bigint | null {
  const coin = decimalParts(amountCoin);
  const price = decimalParts(rate);
  if (!coin || !price) return null;
  // Both are non-negative, so integer division is the floor.
  return (
    (coin.digits * price.digits * 10n ** BigInt(decimals)) / 10n ** BigInt(coin.scale + price.scale)
  );
}
