import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../lib/i18n';
import { bpToPercent, marketName, outcomeName, percentToBp, scoreText } from './sports-format';

beforeAll(async () => {
  await initI18n('en_US');
});

const EVENT = { home: 'Boca', away: 'River' };

describe('sports format', () => {
  it('names markets with their lines', () => {
    const t = i18n.t.bind(i18n);
    expect(marketName(t, { type: '1x2', line: null })).toBe('Match result');
    expect(marketName(t, { type: 'total', line: 2.5 })).toBe('Total 2.5');
    expect(marketName(t, { type: 'handicap', line: 1.5 })).toBe('Handicap +1.5');
    expect(marketName(t, { type: 'handicap', line: -1.5 })).toBe('Handicap -1.5');
  });

  it('names outcomes by team or word', () => {
    const t = i18n.t.bind(i18n);
    expect(outcomeName(t, EVENT, 'home')).toBe('Boca');
    expect(outcomeName(t, EVENT, 'draw')).toBe('Draw');
    expect(outcomeName(t, EVENT, 'draw_away')).toBe('Draw / River');
    expect(outcomeName(t, EVENT, '2:1')).toBe('2:1');
  });

  it('reads scores and percentages', () => {
    expect(scoreText({ score: null })).toBe('—');
    expect(
      scoreText({
        score: { home: 1, away: 0, periods: [], game: { home: '30', away: '15' }, serving: 'home' },
      }),
    ).toBe('1 – 0 (30–15)');
    expect(bpToPercent(650)).toBe('6.5');
    expect(percentToBp('6,5')).toBe(650);
    expect(percentToBp('abc')).toBeNull();
    expect(percentToBp('')).toBeNull();
  });
});
