import { describe, expect, it } from 'vitest';
import { formatBetLimits, formatRtp } from './game-facts';

// Intl puts non-breaking spaces between a number and its sign; a player sees spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatRtp', () => {
  it('says the declared RTP as a percentage in each language, with its decimals', () => {
    expect(formatRtp('96.00', 'en_US')).toBe('96.00%');
    expect(plain(formatRtp('97.30', 'es_ES'))).toBe('97,30 %');
    expect(formatRtp('99.53', 'pt_BR')).toBe('99,53%');
    expect(formatRtp('95.5', 'en_US')).toBe('95.5%');
    expect(formatRtp('97', 'en_US')).toBe('97%');
  });

  it('shows a value it cannot read as it came, rather than "NaN"', () => {
    expect(formatRtp('n/a', 'en_US')).toBe('n/a%');
  });
});

describe('formatBetLimits', () => {
  const game = { min_bet: 10, max_bet: 1_000_000 };

  it("says minor units as the brand's money in the page's language", () => {
    const ars = { currency: 'ARS', decimals: 2 } as const;
    expect(mapPlain(formatBetLimits(game, ars, 'en_US'))).toEqual({
      min: 'ARS 0.10',
      max: 'ARS 10,000.00',
    });
    expect(mapPlain(formatBetLimits(game, ars, 'es_ES'))).toEqual({
      min: '0,10 ARS',
      max: '10.000,00 ARS',
    });
    expect(mapPlain(formatBetLimits(game, { currency: 'BRL', decimals: 2 }, 'pt_BR'))).toEqual({
      min: 'R$ 0,10',
      max: 'R$ 10.000,00',
    });
  });

  it('follows the currency’s own decimals (pesos without cents)', () => {
    expect(mapPlain(formatBetLimits(game, { currency: 'CLP', decimals: 0 }, 'en_US'))).toEqual({
      min: 'CLP 10',
      max: 'CLP 1,000,000',
    });
  });
});

function mapPlain(limits: { min: string; max: string }) {
  return { min: plain(limits.min), max: plain(limits.max) };
}
