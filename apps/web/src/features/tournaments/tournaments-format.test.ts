import { describe, expect, it } from 'vitest';
import { applyLanguage, i18n } from '../../lib/i18n';
import { durationText, formatPoints, otherPrizes } from './tournaments-format';
import { TEST_SITE, testTournament } from './test-support';
import './tournaments-texts';

describe('tournaments format', () => {
  it('says points the way the scoring counts them', () => {
    expect(formatPoints(1250, 'best_multiplier', TEST_SITE, 'en_US')).toBe('x12.50');
    expect(formatPoints(1250, 'best_n_multipliers', TEST_SITE, 'es_ES')).toBe('x12,50');
    expect(formatPoints(150_050, 'wagered', TEST_SITE, 'en_US')).toBe('$1,500.50');
    expect(formatPoints(12_500, 'sports_odds', TEST_SITE, 'en_US')).toBe('12,500');
  });

  it('counts down in days, hours, minutes and seconds', () => {
    applyLanguage('en_US');
    const t = i18n.t.bind(i18n);
    expect(durationText(3_723_000, t)).toBe('01:02:03');
    expect(durationText(2 * 86_400_000 + 5_000, t)).toBe('2d 00:00:05');
    expect(durationText(-5, t)).toBe('00:00:00');
  });

  it('sums the miles over their places and names each campaign once', () => {
    applyLanguage('en_US');
    const t = i18n.t.bind(i18n);
    expect(otherPrizes(testTournament(1).prizes, 'en_US', t)).toEqual([
      '4,000 miles',
      '20 free spins',
    ]);
  });
});
