import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LANGUAGES } from '@tribuna/contracts/language-codes';
import { fromMinorUnits, toMinorUnits } from './money';

describe('minor units', () => {
  it("converts amounts typed in the staff member's format exactly", () => {
    expect(toMinorUnits('100', 2, 'en_US')).toBe(10_000);
    expect(toMinorUnits('0.29', 2, 'en_US')).toBe(29);
    expect(toMinorUnits(' 1,500.05 ', 2, 'en_US')).toBe(150_005);
    expect(toMinorUnits('99,5', 2, 'es_ES')).toBe(9_950);
    expect(toMinorUnits('1.500,05', 2, 'pt_BR')).toBe(150_005);
    expect(toMinorUnits('007', 2, 'en_US')).toBe(700);
    expect(toMinorUnits('5.000', 0, 'es_ES')).toBe(5_000);
    expect(toMinorUnits('0', 2, 'es_ES')).toBe(0);
  });

  it('refuses what is not an amount in that format', () => {
    for (const text of ['', 'abc', '-1', '1.234', '1.2.3', '1e5', '.5', '12.', '99,5', '1 500']) {
      expect(toMinorUnits(text, 2, 'en_US'), text).toBeNull();
    }
    expect(toMinorUnits('99.50', 2, 'es_ES')).toBeNull();
    expect(toMinorUnits('1.5', 0, 'en_US')).toBeNull();
    expect(toMinorUnits('99999999999999999999', 2, 'en_US')).toBeNull();
  });

  it('shows minor units as the staff member types them', () => {
    expect(fromMinorUnits(0, 2, 'en_US')).toBe('0.00');
    expect(fromMinorUnits(5, 2, 'en_US')).toBe('0.05');
    expect(fromMinorUnits(123_456, 2, 'en_US')).toBe('1234.56');
    expect(fromMinorUnits(123_456, 2, 'es_ES')).toBe('1234,56');
    expect(fromMinorUnits(700, 0, 'pt_BR')).toBe('700');
  });

  it('round-trips every amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.constantFrom(0, 2, 3),
        fc.constantFrom(...LANGUAGES),
        (minor, decimals, language) => {
          const text = fromMinorUnits(minor, decimals, language);
          expect(toMinorUnits(text, decimals, language)).toBe(minor);
        },
      ),
    );
  });
});
