import { describe, expect, it } from 'vitest';
import { formatMoney, parseAmount, toMajorText } from './money';

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

describe('toMajorText', () => {
  it('places the decimal point by string, signs kept', () => {
    expect(toMajorText(150050, 2)).toBe('1500.50');
    expect(toMajorText(5, 2)).toBe('0.05');
    expect(toMajorText(-5, 2)).toBe('-0.05');
    expect(toMajorText(0, 2)).toBe('0.00');
    expect(toMajorText(1500, 0)).toBe('1500');
    expect(toMajorText(900719925474099n, 2)).toBe('9007199254740.99');
  });
});

describe('formatMoney', () => {
  const space = (text: string) => text.replace(/\s/g, ' ');

  it("uses the currency and the page's language", () => {
    expect(formatMoney(150050, 'USD', 2, 'en_US')).toBe('$1,500.50');
    expect(space(formatMoney(150050, 'ARS', 2, 'es_ES'))).toBe('1500,50 ARS');
    expect(space(formatMoney(150050, 'BRL', 2, 'pt_BR'))).toBe('R$ 1.500,50');
    expect(space(formatMoney(1500, 'CLP', 0, 'es_ES'))).toBe('1500 CLP');
  });

  it('formats the exact decimal, even past the precision of a float', () => {
    // 90071992547409.99 as a float would print ...409.98 or ...410.00.
    expect(formatMoney(9_007_199_254_740_999n, 'USD', 2, 'en_US')).toBe('$90,071,992,547,409.99');
  });

  it('signs movements when asked', () => {
    expect(formatMoney(-2500, 'USD', 2, 'en_US', { signed: true })).toBe('-$25.00');
    expect(formatMoney(2500, 'USD', 2, 'en_US', { signed: true })).toBe('+$25.00');
    expect(formatMoney(0, 'USD', 2, 'en_US', { signed: true })).toBe('$0.00');
  });
});
