import { describe, expect, it } from 'vitest';
import { MAX_ODDS_X100, MIN_ODDS_X100, payoutOf, price, priceX100 } from './margin';

describe('sports prices', () => {
  it('spreads the margin over a market so its overround is 1 + margin, rounded down', () => {
    const fair = [0.45, 0.3, 0.25];
    const odds = fair.map((p) => price(p, 600));
    expect(odds).toEqual([2.09, 3.14, 3.77]);
    const overround = odds.reduce((sum, o) => sum + 1 / o, 0);
    expect(overround).toBeGreaterThanOrEqual(1.06);
    expect(overround).toBeLessThan(1.07);
  });

  it('never prices below 1.01 or above 1000', () => {
    expect(priceX100(0.999, 600)).toBe(MIN_ODDS_X100);
    expect(priceX100(0.00001, 0)).toBe(MAX_ODDS_X100);
    expect(priceX100(0, 0)).toBe(MAX_ODDS_X100);
  });

  it('pays floor(stake × the product of the odds), exactly', () => {
    expect(payoutOf(1000, [185])).toBe(1850);
    expect(payoutOf(333, [101, 101, 101])).toBe(343);
    expect(
      payoutOf(
        10_000_000,
        Array.from({ length: 20 }, () => 250),
      ),
    ).toBe(Number((10_000_000n * 250n ** 20n) / 100n ** 20n));
  });
});
