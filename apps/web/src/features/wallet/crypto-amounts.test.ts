import { describe, expect, it } from 'vitest';
import { amountToReceive, decimalParts } from './crypto-amounts';

describe('amountToReceive', () => {
  it('is floor(amount_coin * rate * 10^decimals), exactly', () => {
    expect(amountToReceive('25.5', '1180.50', 2)).toBe(3_010_275n);
    expect(amountToReceive('100', '5.4', 2)).toBe(54_000n);
    expect(amountToReceive('0.1', '0.2', 2)).toBe(2n);
    // 0.00000001 BTC at 60,000,000.12: 0.6000000012 -> 60 cents, floored.
    expect(amountToReceive('0.00000001', '60000000.12', 2)).toBe(60n);
    expect(amountToReceive('1.999999', '1', 2)).toBe(199n);
    expect(amountToReceive('12.345678', '1180.12345678', 0)).toBe(14_569n);
    expect(amountToReceive('0', '1180.5', 2)).toBe(0n);
  });

  it('agrees with an independent exact computation on many values', () => {
    // Rational arithmetic on integers scaled by hand: amount * 10^8, rate * 10^8.
    let seed = 7;
    const next = (max: number) => {
      seed = (seed * 48271) % 2147483647;
      return seed % max;
    };
    for (let round = 0; round < 500; round++) {
      const coin = `${next(100000)}.${String(next(1e8)).padStart(8, '0')}`;
      const rate = `${next(100000)}.${String(next(1e8)).padStart(8, '0')}`;
      const scaled = (text: string) => BigInt(text.replace('.', ''));
      const expected = (scaled(coin) * scaled(rate) * 100n) / 10n ** 16n;
      expect(amountToReceive(coin, rate, 2), `${coin} * ${rate}`).toBe(expected);
    }
  });

  it('is nothing while the amount is not a number yet', () => {
    for (const text of ['', '1,5', '.5', '1.', '-1', 'abc', '1e5']) {
      expect(amountToReceive(text, '1180', 2), text).toBeNull();
    }
  });
});

describe('decimalParts', () => {
  it('keeps every digit and the scale', () => {
    expect(decimalParts('25.000001')).toEqual({ digits: 25_000_001n, scale: 6 });
    expect(decimalParts('7')).toEqual({ digits: 7n, scale: 0 });
  });
});
