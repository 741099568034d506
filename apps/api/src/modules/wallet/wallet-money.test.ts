import { describe, expect, it } from 'vitest';
import { coinToMinor, minorToCoin } from './wallet-money';

describe('money arithmetic', () => {
  it('converts coin to minor units exactly, rounding down', () => {
    expect(coinToMinor('25.123456', '1180.50', 'ARS')).toBe(2_965_823);
    expect(coinToMinor('0.1', '0.3', 'USD')).toBe(3);
    expect(coinToMinor('1', '97250.00', 'USD')).toBe(9_725_000);
    expect(coinToMinor('0.00000001', '5.42', 'BRL')).toBe(0);
    expect(coinToMinor('3', '1000', 'CLP')).toBe(3000);
  });

  it('converts minor units to coin at a rate, never rounding up', () => {
    expect(minorToCoin(354_150, '1180.50', 'ARS', 6)).toBe('3.000000');
    expect(minorToCoin(100_000, '1180.50', 'ARS', 6)).toBe('0.847098');
    expect(minorToCoin(1, '97250', 'USD', 8)).toBe('0.00000010');
  });
});
