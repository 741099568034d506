import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { changeLanguage, initI18n } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';
import { parseSignedAmount } from './money-format';

beforeAll(async () => {
  await initI18n('en_US');
});

describe('payments money', () => {
  it('formats minor units in the currency, to the last cent', async () => {
    expect(formatMoney(123_456, 'ARS')).toBe('ARS\u00a01,234.56');
    expect(formatMoney(5, 'USD')).toBe('$0.05');
    expect(formatMoney(-15_050, 'USD')).toBe('-$150.50');
    expect(formatMoney(1_500, 'CLP')).toBe('CLP\u00a01,500');
    // Past 2^53 / 100 a float division would already have lost the cents.
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'USD')).toBe('$90,071,992,547,409.91');
    await changeLanguage('pt_BR');
    expect(formatMoney(123_450, 'BRL')).toBe('R$\u00a01.234,50');
    await changeLanguage('en_US');
  });

  it('parses signed amounts in major units exactly', () => {
    expect(parseSignedAmount('-150.50', 2)).toBe(-15_050);
    expect(parseSignedAmount('+20', 2)).toBe(2_000);
    expect(parseSignedAmount('0.29', 2)).toBe(29);
    expect(parseSignedAmount(' - 1,000.5 ', 2)).toBe(-100_050);
    expect(parseSignedAmount('-1.000,5', 2, 'es_ES')).toBe(-100_050);
    expect(parseSignedAmount('-150.50', 2, 'pt_BR')).toBeNull();
    expect(parseSignedAmount('-1500', 0)).toBe(-1_500);
    for (const text of ['', '-', 'abc', '1.234', '--5', '1e3', '-.5', '5-']) {
      expect(parseSignedAmount(text, 2)).toBeNull();
    }
    expect(parseSignedAmount('-0', 2)).toBe(0);
  });

  it('round-trips every signed amount through its text', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        fc.constantFrom(0, 2),
        (minor, decimals) => {
          const whole = String(Math.abs(minor)).padStart(decimals + 1, '0');
          const text = `${minor < 0 ? '-' : ''}${whole.slice(0, whole.length - decimals)}${
            decimals ? `.${whole.slice(-decimals)}` : ''
          }`;
          expect(parseSignedAmount(text, decimals)).toBe(minor === 0 ? 0 : minor);
        },
      ),
    );
  });
});
