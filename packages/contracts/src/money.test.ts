import { describe, expect, it } from 'vitest';
import { formatMoney, toMajorText } from './money';

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
