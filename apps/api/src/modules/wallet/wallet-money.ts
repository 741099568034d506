import { currencyDecimals, type Currency } from '@tribuna/contracts/currencies';

/** A decimal string ("1180.5") as an integer and its scale (11805n, 1). */
function parseDecimal(text: string): { units: bigint; scale: number } {
  const [whole = '0', fraction = ''] = text.trim().split('.');
  return { units: BigInt(`${whole}${fraction}` || '0'), scale: fraction.length };
}

function pow10(exponent: number): bigint {
  return 10n ** BigInt(exponent);
}

/**
 * What a crypto deposit credits: floor(coin * rate * 10^decimals) minor units, with
 * integers only (coin and rate are decimal strings).
 */
export function coinToMinor(amountCoin: string, rate: string, currency: Currency): number {
  const coin = parseDecimal(amountCoin);
  const price = parseDecimal(rate);
  const minor =
    (coin.units * price.units * pow10(currencyDecimals(currency))) /
    pow10(coin.scale + price.scale);
  // Far past any amount the contract accepts; the caller refuses it as too large.
  return minor > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(minor);
}

/**
 * What a crypto withdrawal sends: amount / rate in coin, cut (never rounded up) to the
 * coin's decimals, as a decimal string ("8.474576").
 */
export function minorToCoin(
  amount: number,
  rate: string,
  currency: Currency,
  coinDecimals: number,
): string {
  const price = parseDecimal(rate);
  if (price.units === 0n) throw new Error('wallet: a rate of 0');
  // coin = amount / 10^cur / (units / 10^scale), in coin units of 10^-coinDecimals.
  const units =
    (BigInt(amount) * pow10(price.scale + coinDecimals)) /
    (price.units * pow10(currencyDecimals(currency)));
  const digits = units.toString().padStart(coinDecimals + 1, '0');
  return coinDecimals === 0
    ? digits
    : `${digits.slice(0, -coinDecimals)}.${digits.slice(-coinDecimals)}`;
}
