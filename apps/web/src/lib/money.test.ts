import { describe, expect, it } from 'vitest';
import { parseAmount } from './money';
import { toMajorText } from '@tribuna/contracts/money';

function minor(text: string, decimals = 2): number | string {
  const parsed = parseAmount(text, decimals);
  return parsed.ok ? parsed.minor : parsed.problem;
}

describe('parseAmount', () => {
  it('turns major units into exact minor units', () => {
    expect(minor('1500.50')).toBe(150050);
    expect(minor('1500.5')).toBe(150050);
    expect(minor('1500')).toBe(150000);
    expect(minor(' 0.01 ')).toBe(1);
    // Where floats go wrong: 0.1 + 0.2, 1.005 * 100, 4.35 * 100, 0.29 * 100.
    expect(minor('0.3')).toBe(30);
    expect(minor('1.005', 3)).toBe(1005);
    expect(minor('4.35')).toBe(435);
    expect(minor('0.29')).toBe(29);
    expect(minor('1.15')).toBe(115);
    expect(minor('9007199254.99')).toBe(900719925499);
  });

  it('adds exactly: 0.1 + 0.2 is 0.3', () => {
    const a = parseAmount('0.1', 2);
    const b = parseAmount('0.2', 2);
    expect(a.ok && b.ok ? a.minor + b.minor : null).toBe(30);
    expect(toMajorText(30, 2)).toBe('0.30');
  });

  it('follows the currency: no decimals for CLP', () => {
    expect(minor('1500', 0)).toBe(1500);
    expect(minor('1500.5', 0)).toBe('wallet.decimal_invalid');
  });

  it('refuses more decimals than the currency has', () => {
    expect(minor('1.001')).toBe('wallet.decimal_invalid');
  });

  it('refuses commas in every language, and other shapes', () => {
    for (const text of [
      '1,50',
      '1,500',
      '1.500,50',
      '1,500.50',
      '1e3',
      '0x10',
      '1.',
      '.5',
      '1 000',
      '+5',
      'abc',
    ]) {
      expect(minor(text), text).toBe('wallet.decimal_invalid');
    }
  });

  it('says zero, empty and negative amounts as "greater than 0"', () => {
    for (const text of ['', '   ', '0', '0.00', '-5', '-0.5']) {
      expect(minor(text), text).toBe('wallet.amount_positive');
    }
  });

  it('refuses amounts past the contract maximum and over-long text', () => {
    expect(minor('10000000000.00')).toBe(1_000_000_000_000);
    expect(minor('10000000000.01')).toBe('wallet.amount_too_large');
    expect(minor('99999999999999')).toBe('wallet.amount_too_large');
    expect(minor('1'.repeat(17))).toBe('wallet.amount_too_large');
  });
});
