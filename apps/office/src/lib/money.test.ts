import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fromMinorUnits, toMinorUnits } from './money';

describe('minor units', () => {
  it('converts typed amounts exactly', () => {
    expect(toMinorUnits('100', 2)).toBe(10_000);
    expect(toMinorUnits('0.29', 2)).toBe(29);
    expect(toMinorUnits('99,5', 2)).toBe(9_950);
    expect(toMinorUnits(' 1 500.05 ', 2)).toBe(150_005);
    expect(toMinorUnits('007', 2)).toBe(700);
    expect(toMinorUnits('12.', 2)).toBe(1_200);
    expect(toMinorUnits('5000', 0)).toBe(5_000);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '-1', '1.234', '1.2.3', '1e5', '.5']) {
      expect(toMinorUnits(text, 2)).toBeNull();
    }
    expect(toMinorUnits('1.5', 0)).toBeNull();
    expect(toMinorUnits('99999999999999999999', 2)).toBeNull();
  });

  it('shows minor units in major units', () => {
    expect(fromMinorUnits(0, 2)).toBe('0.00');
    expect(fromMinorUnits(5, 2)).toBe('0.05');
    expect(fromMinorUnits(123_456, 2)).toBe('1234.56');
    expect(fromMinorUnits(700, 0)).toBe('700');
  });

  it('round-trips every amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.constantFrom(0, 2, 3),
        (minor, decimals) => {
          expect(toMinorUnits(fromMinorUnits(minor, decimals), decimals)).toBe(minor);
        },
      ),
    );
  });
});
