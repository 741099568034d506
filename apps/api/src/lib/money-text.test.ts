import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT } from '@tribuna/contracts/money';
import { formatMoney, majorUnits } from './money-text';

// Intl puts a no-break space between the number and the currency; written out here so
// a test cannot pass on an ordinary space.
const NBSP = '\u00a0';

describe('majorUnits', () => {
  it('writes minor units as a plain decimal in major units', () => {
    expect(majorUnits(123_456, 'ARS')).toBe('1234.56');
    expect(majorUnits(5, 'USD')).toBe('0.05');
    expect(majorUnits(-5, 'USD')).toBe('-0.05');
    expect(majorUnits(1500, 'CLP')).toBe('1500');
  });
});

describe('formatMoney', () => {
  it('writes an amount as the site does in each language', () => {
    expect(formatMoney(100_000, 'ARS', 'en_US')).toBe(`ARS${NBSP}1,000.00`);
    // Spanish groups thousands only from five digits on (CLDR), as the site shows them.
    expect(formatMoney(100_000, 'ARS', 'es_ES')).toBe(`1000,00${NBSP}ARS`);
    expect(formatMoney(1_000_000, 'ARS', 'es_ES')).toBe(`10.000,00${NBSP}ARS`);
    expect(formatMoney(100_000, 'ARS', 'pt_BR')).toBe(`ARS${NBSP}1.000,00`);
    expect(formatMoney(999, 'BRL', 'en_US')).toBe('R$9.99');
    expect(formatMoney(999, 'BRL', 'es_ES')).toBe(`9,99${NBSP}BRL`);
    expect(formatMoney(999, 'BRL', 'pt_BR')).toBe(`R$${NBSP}9,99`);
  });

  it('writes no decimals for a currency without minor units', () => {
    expect(formatMoney(15_000, 'CLP', 'en_US')).toBe(`CLP${NBSP}15,000`);
    expect(formatMoney(15_000, 'CLP', 'es_ES')).toBe(`15.000${NBSP}CLP`);
    expect(formatMoney(15_000, 'CLP', 'pt_BR')).toBe(`CLP${NBSP}15.000`);
    expect(formatMoney(0, 'CLP', 'es_ES')).toBe(`0${NBSP}CLP`);
  });

  it('writes zero, negative and the largest amounts exactly', () => {
    expect(formatMoney(0, 'ARS', 'en_US')).toBe(`ARS${NBSP}0.00`);
    expect(formatMoney(-2500, 'ARS', 'en_US')).toBe(`-ARS${NBSP}25.00`);
    expect(formatMoney(-2500, 'ARS', 'es_ES')).toBe(`-25,00${NBSP}ARS`);
    expect(formatMoney(-2500, 'ARS', 'pt_BR')).toBe(`-ARS${NBSP}25,00`);
    expect(formatMoney(MAX_AMOUNT - 1, 'ARS', 'en_US')).toBe(`ARS${NBSP}9,999,999,999.99`);
    expect(formatMoney(MAX_AMOUNT - 1, 'ARS', 'es_ES')).toBe(`9.999.999.999,99${NBSP}ARS`);
    expect(formatMoney(MAX_AMOUNT - 1, 'BRL', 'pt_BR')).toBe(`R$${NBSP}9.999.999.999,99`);
    expect(formatMoney(MAX_AMOUNT, 'CLP', 'pt_BR')).toBe(`CLP${NBSP}1.000.000.000.000`);
  });
});
