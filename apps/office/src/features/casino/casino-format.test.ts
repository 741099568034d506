import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';
import { decimalAmount, formatRtp } from './casino-format';

beforeAll(async () => {
  await initI18n('en_US');
});
afterAll(async () => {
  await i18n.changeLanguage('en_US');
});

describe('casino money and RTP text', () => {
  it('formats minor units in the office language, without a float', async () => {
    expect(formatMoney(150_050, 'ARS')).toBe('ARS\u00a01,500.50');
    expect(formatMoney(-1_500, 'ARS')).toBe('-ARS\u00a015.00');
    // Past 2^53 / 100 a float division would lose the cents.
    expect(formatMoney(9_007_199_254_740_991, 'USD')).toBe('$90,071,992,547,409.91');
    await i18n.changeLanguage('es_ES');
    expect(formatMoney(150_050, 'ARS')).toBe('1500,50\u00a0ARS');
    expect(formatRtp('96.50')).toBe('96,50');
    await i18n.changeLanguage('en_US');
  });

  it('writes the plain decimal a spreadsheet reads', () => {
    expect(decimalAmount(150_050, 'ARS')).toBe('1500.50');
    expect(decimalAmount(-5, 'ARS')).toBe('-0.05');
  });

  it('keeps an RTP’s digits and leaves odd text as it came', () => {
    expect(formatRtp('96.00')).toBe('96.00');
    expect(formatRtp('97.125')).toBe('97.125');
    expect(formatRtp('n/a')).toBe('n/a');
  });
});
