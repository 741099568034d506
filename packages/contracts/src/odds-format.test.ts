import { describe, expect, it } from 'vitest';
import { formatOdds, isOddsFormat, toAmerican, toDecimal, toFractional } from './odds-format';

describe('odds formats', () => {
  it('fractional: the familiar fractions, else the reduced profit', () => {
    const cases: [number, string][] = [
      [1.01, '1/100'],
      [1.1, '1/10'],
      [1.15, '2/13'],
      [1.2, '1/5'],
      [1.25, '1/4'],
      [1.33, '1/3'],
      [1.44, '4/9'],
      [1.5, '1/2'],
      [1.62, '8/13'],
      [1.67, '4/6'],
      [1.73, '8/11'],
      [1.83, '5/6'],
      [1.91, '10/11'],
      [2, '1/1'],
      [2.38, '11/8'],
      [2.5, '3/2'],
      [2.63, '13/8'],
      [3, '2/1'],
      [4.5, '7/2'],
      [1.72, '18/25'],
      [1.37, '37/100'],
      [1000, '999/1'],
    ];
    for (const [odds, text] of cases) expect(toFractional(odds), String(odds)).toBe(text);
  });

  it('American: plus the profit on 100 from evens up, minus the stake to win 100 below', () => {
    expect(toAmerican(2.5)).toBe('+150');
    expect(toAmerican(2)).toBe('+100');
    expect(toAmerican(1.5)).toBe('-200');
    expect(toAmerican(1.91)).toBe('-110');
    expect(toAmerican(1.01)).toBe('-10000');
    expect(toAmerican(11)).toBe('+1000');
  });

  it('decimal keeps two decimals, without float noise', () => {
    expect(toDecimal(2)).toBe('2.00');
    expect(toDecimal(1.1)).toBe('1.10');
    expect(toDecimal(0.1 + 0.2 + 1)).toBe('1.30');
    expect(formatOdds(2.5, 'decimal')).toBe('2.50');
    expect(formatOdds(2.5, 'fractional')).toBe('3/2');
    expect(formatOdds(2.5, 'american')).toBe('+150');
  });

  it('knows its formats', () => {
    expect(isOddsFormat('american')).toBe(true);
    expect(isOddsFormat('hongkong')).toBe(false);
    expect(isOddsFormat(null)).toBe(false);
  });
});
