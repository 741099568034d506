// A brand's price from a fair probability. The margin is spread in proportion to each
// outcome's probability (the book's overround is 1 + margin whatever the market's
// size), then rounded down to the cent so the brand never gives more than it meant.

export const MIN_ODDS_X100 = 101;
export const MAX_ODDS_X100 = 100_000;

/** Decimal odds in hundredths (1.85 is 185) for a fair probability and a margin in basis points. */
export function priceX100(probability: number, marginBp: number): number {
  if (!(probability > 0)) return MAX_ODDS_X100;
  const fair = 1 / (probability * (1 + marginBp / 10_000));
  const x100 = Math.floor(fair * 100 + 1e-9);
  return Math.min(MAX_ODDS_X100, Math.max(MIN_ODDS_X100, x100));
}

/** The same as a decimal number with two decimals (what the API carries). */
export function price(probability: number, marginBp: number): number {
  return priceX100(probability, marginBp) / 100;
}

/**
 * What a bet pays if every leg wins: floor(stake × Π odds), exact in integers
 * (odds in hundredths), whatever the number of legs.
 */
export function payoutOf(stake: number, legsOddsX100: readonly number[]): number {
  let numerator = BigInt(stake);
  let denominator = 1n;
  for (const odds of legsOddsX100) {
    numerator *= BigInt(odds);
    denominator *= 100n;
  }
  return Number(numerator / denominator);
}
