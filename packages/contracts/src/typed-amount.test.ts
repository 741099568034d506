import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from './language-codes';
import { MAX_AMOUNT, localeOf, toMajorText } from './money';
import {
  AMOUNT_MAX_LENGTH,
  decimalTextOf,
  parseTypedAmount,
  readTypedDecimal,
  typedDecimalOf,
  typedExample,
  typedText,
} from './typed-amount';

function minor(text: string, language: Language, decimals = 2): number | string {
  const parsed = parseTypedAmount(text, decimals, language);
  return parsed.ok ? parsed.minor : parsed.problem;
}

function units(text: string, language: Language, decimals: number): bigint | null {
  const read = readTypedDecimal(text, decimals, language);
  return read.ok ? read.units : null;
}

/** Every number of decimals in use: CLP, the currencies, multipliers, coins and rates. */
const DECIMALS = [0, 1, 2, 3, 6, 8] as const;

describe('parseTypedAmount', () => {
  it('reads each language its own way, grouped or not', () => {
    for (const language of ['es_ES', 'pt_BR'] as const) {
      expect(minor('1.500,50', language)).toBe(150050);
      expect(minor('1500,50', language)).toBe(150050);
      expect(minor('1500,5', language)).toBe(150050);
      expect(minor('1.500', language)).toBe(150000);
      expect(minor('1.234.567,89', language)).toBe(123456789);
      expect(minor(' 0,01 ', language)).toBe(1);
    }
    expect(minor('1,500.50', 'en_US')).toBe(150050);
    expect(minor('1500.50', 'en_US')).toBe(150050);
    expect(minor('1,500', 'en_US')).toBe(150000);
    expect(minor('1,234,567.89', 'en_US')).toBe(123456789);
  });

  it('is exact where floats go wrong', () => {
    expect(minor('0,3', 'es_ES')).toBe(30);
    expect(minor('4.35', 'en_US')).toBe(435);
    expect(minor('0,29', 'pt_BR')).toBe(29);
    expect(minor('1.15', 'en_US')).toBe(115);
    expect(minor('1,005', 'es_ES', 3)).toBe(1005);
    expect(minor('9.007.199.254,99', 'es_ES')).toBe(900719925499);
  });

  it('refuses the other format and malformed groups, never guessing', () => {
    const refused: Record<Language, string[]> = {
      es_ES: ['1.50', '1.5', '1,500.50', '1.5000', '12.34.567', '0.500', '1,', ',5', '1,2,3'],
      pt_BR: ['1.50', '1,500.50', '1500.00', '.5'],
      en_US: ['1,5', '1,50', '1.500,50', '1500,50', '1,50.00', '1.', '.5', '1.2.3', '1234,567'],
    };
    for (const language of LANGUAGES) {
      for (const text of [...refused[language], '1e3', '0x10', '1 000', '+5', 'abc', '1_000']) {
        expect(minor(text, language), `${language} ${text}`).toBe('wallet.amount_format');
      }
    }
  });

  it('follows the currency: at most its decimals, none for CLP', () => {
    expect(minor('1.500', 'es_ES', 0)).toBe(1500);
    expect(minor('1,500', 'en_US', 0)).toBe(1500);
    expect(minor('1500,5', 'es_ES', 0)).toBe('wallet.amount_format');
    expect(minor('1,001', 'es_ES')).toBe('wallet.amount_format');
    expect(minor('1.001', 'en_US')).toBe('wallet.amount_format');
  });

  it('says empty, zero and negative amounts as "greater than 0"', () => {
    for (const language of LANGUAGES) {
      for (const text of ['', '   ', '0', '0,00', '0.00', '-5', '-0,5', '-0.5']) {
        const parsed = parseTypedAmount(text, 2, language);
        // "0,00" is a wrong format in en_US, "0.00" in es_ES: either refusal is right.
        expect(parsed.ok, `${language} ${text}`).toBe(false);
      }
      expect(minor('0', language)).toBe('wallet.amount_positive');
      expect(minor('-5', language)).toBe('wallet.amount_positive');
      expect(minor('', language)).toBe('wallet.amount_positive');
    }
  });

  it('refuses amounts past the contracts maximum and over-long text', () => {
    expect(minor('10.000.000.000,00', 'es_ES')).toBe(MAX_AMOUNT);
    expect(minor('10,000,000,000.01', 'en_US')).toBe('wallet.amount_too_large');
    expect(minor('99999999999999', 'es_ES')).toBe('wallet.amount_too_large');
    expect(minor('1'.repeat(AMOUNT_MAX_LENGTH + 1), 'en_US')).toBe('wallet.amount_too_large');
  });
});

describe('readTypedDecimal', () => {
  it('refuses a lone group of three where three decimals are allowed', () => {
    // 1500 or 1.5? Each language reads it only where the mark is its decimal mark.
    expect(units('1.500', 'es_ES', 8)).toBeNull();
    expect(units('1,500', 'es_ES', 8)).toBe(150_000_000n);
    expect(units('1,500', 'en_US', 8)).toBeNull();
    expect(units('1.500', 'en_US', 8)).toBe(150_000_000n);
    // With decimals or more groups, the grouping is plain.
    expect(units('1.180,5', 'es_ES', 8)).toBe(118_050_000_000n);
    expect(units('1.000.000', 'es_ES', 8)).toBe(100_000_000_000_000n);
    expect(units('1.500', 'es_ES', 2)).toBe(150_000n);
  });

  it('reads zero, which only the callers refuse', () => {
    expect(units('0,00', 'es_ES', 2)).toBe(0n);
  });
});

describe('typedText and typedExample', () => {
  it('prefill what the player would type', () => {
    expect(typedText(1000, 2, 'es_ES')).toBe('10,00');
    expect(typedText(1000, 2, 'pt_BR')).toBe('10,00');
    expect(typedText(1000, 2, 'en_US')).toBe('10.00');
    expect(typedText(150000, 0, 'es_ES')).toBe('150000');
    expect(typedText(5n, 8, 'es_ES')).toBe('0,00000005');
  });

  it('show the format in examples', () => {
    expect(typedExample(2, 'es_ES')).toBe('1.500,50');
    expect(typedExample(2, 'en_US')).toBe('1,500.50');
    expect(typedExample(0, 'pt_BR')).toBe('1.500');
    expect(typedExample(8, 'en_US')).toBe('1,500.50');
    for (const language of LANGUAGES) {
      for (const decimals of DECIMALS) {
        expect(units(typedExample(decimals, language), language, decimals)).not.toBeNull();
      }
    }
  });
});

describe('decimal texts of the API (coin amounts, rates)', () => {
  it('are read from and shown in the language', () => {
    expect(decimalTextOf('1.180,50', 8, 'es_ES')).toBe('1180.5');
    expect(decimalTextOf('25,000001', 8, 'pt_BR')).toBe('25.000001');
    expect(decimalTextOf('100', 8, 'en_US')).toBe('100');
    expect(decimalTextOf('0,000', 8, 'es_ES')).toBe('0');
    expect(decimalTextOf('1500', 0, 'es_ES')).toBe('1500');
    expect(decimalTextOf('1.180.50', 8, 'es_ES')).toBeNull();
    expect(typedDecimalOf('1180.50', 'es_ES')).toBe('1180,50');
    expect(typedDecimalOf('1180.50', 'en_US')).toBe('1180.50');
    expect(decimalTextOf(typedDecimalOf('0.00000001', 'pt_BR'), 8, 'pt_BR')).toBe('0.00000001');
  });
});

describe('typed amounts, for any number', () => {
  const anyUnits = fc.bigInt({ min: 0n, max: 10n ** 17n });
  const anyDecimals = fc.constantFrom(...DECIMALS);
  const anyLanguage = fc.constantFrom(...LANGUAGES);

  it('read back what typedText prefills, in every language', () => {
    fc.assert(
      fc.property(anyUnits, anyDecimals, anyLanguage, (value, decimals, language) => {
        expect(units(typedText(value, decimals, language), language, decimals)).toBe(value);
      }),
    );
  });

  it('read back what Intl shows, grouped, in every language', () => {
    fc.assert(
      fc.property(anyUnits, anyDecimals, anyLanguage, (value, decimals, language) => {
        const shown = new Intl.NumberFormat(localeOf(language), {
          useGrouping: true,
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
        }).format(toMajorText(value, decimals) as `${number}`);
        expect(units(shown, language, decimals)).toBe(value);
      }),
    );
  });

  // Texts made of digits and both marks, in the shapes people type ("1.500", "1,50",
  // "12.345,6") and in any order.
  const anyText = fc.oneof(
    fc
      .tuple(
        fc.array(fc.stringMatching(/^\d{1,4}$/), { minLength: 1, maxLength: 4 }),
        fc.array(fc.constantFrom('.', ','), { minLength: 3, maxLength: 3 }),
      )
      .map(([parts, marks]) =>
        parts.map((part, index) => (index === 0 ? part : `${marks[index - 1]}${part}`)).join(''),
      ),
    fc
      .array(fc.constantFrom('0', '1', '5', '9', '.', ','), { maxLength: 12 })
      .map((chars) => chars.join('')),
  );

  it('never read the same text as different numbers in en_US and es_ES', () => {
    fc.assert(
      fc.property(anyText, anyDecimals, (text, decimals) => {
        const english = units(text, 'en_US', decimals);
        const spanish = units(text, 'es_ES', decimals);
        if (english !== null && spanish !== null) expect(english).toBe(spanish);
        // pt_BR writes numbers as es_ES does.
        expect(units(text, 'pt_BR', decimals)).toBe(spanish);
      }),
      { numRuns: 5000 },
    );
  });
});
