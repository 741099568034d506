import { describe, expect, it } from 'vitest';
import {
  FOOTBALL_PRE_MATCH,
  footballExpectedGoals,
  footballMarkets,
  footballResults,
} from './football';
import { isDecided, resultsOf } from './market-book';
import { expectNormalised, probabilityOf } from './market-test-support';

const average = { attack: 1, defence: 1 };

describe('football prices', () => {
  it('offers every market with probabilities summing to 1', () => {
    const markets = footballMarkets(footballExpectedGoals(average, average));
    expect(markets.map((m) => `${m.type}:${String(m.line)}`)).toEqual([
      '1x2:null',
      'double_chance:null',
      'total:1.5',
      'total:2.5',
      'total:3.5',
      'btts:null',
      'handicap:-1.5',
      'handicap:1.5',
      'correct_score:null',
    ]);
    expect(markets.find((m) => m.type === 'correct_score')?.outcomes).toHaveLength(26);
    expectNormalised(markets);
    expect(markets.every((m) => m.status === 'open')).toBe(true);
  });

  it('is symmetric for equal sides without a home advantage and favours home with one', () => {
    const equal = footballMarkets({ home: 1.3, away: 1.3 });
    expect(probabilityOf(equal, '1x2', null, 'home')).toBeCloseTo(
      probabilityOf(equal, '1x2', null, 'away'),
      12,
    );
    expect(probabilityOf(equal, 'correct_score', null, '2:1')).toBeCloseTo(
      probabilityOf(equal, 'correct_score', null, '1:2'),
      12,
    );
    const home = footballMarkets(footballExpectedGoals(average, average));
    expect(probabilityOf(home, '1x2', null, 'home')).toBeGreaterThan(
      probabilityOf(home, '1x2', null, 'away'),
    );
  });

  it('knows the Poisson values: 0:0 is e^-(λh+λa)', () => {
    const markets = footballMarkets({ home: 1.2, away: 0.8 });
    expect(probabilityOf(markets, 'correct_score', null, '0:0')).toBeCloseTo(Math.exp(-2), 6);
    expect(probabilityOf(markets, 'total', 1.5, 'under')).toBeCloseTo(Math.exp(-2) * 3, 6);
  });

  it('moves with the ratings', () => {
    let previous = 0;
    for (const attack of [0.8, 1, 1.2, 1.4]) {
      const p = probabilityOf(
        footballMarkets(footballExpectedGoals({ attack, defence: 1 }, average)),
        '1x2',
        null,
        'home',
      );
      expect(p).toBeGreaterThan(previous);
      previous = p;
    }
  });

  it('in play: impossible scores are inactive, decided markets suspended, the rest open', () => {
    const markets = footballMarkets({ home: 1.5, away: 1.1 }, { home: 2, away: 1, remaining: 0.4 });
    expectNormalised(markets);
    const over = markets.find((m) => m.type === 'total' && m.line === 1.5);
    expect(over?.status).toBe('suspended');
    expect(over?.outcomes.map((o) => [o.key, o.probability, o.active])).toEqual([
      ['over', 1, false],
      ['under', 0, false],
    ]);
    expect(markets.find((m) => m.type === 'btts')?.status).toBe('suspended');
    const cs = markets.find((m) => m.type === 'correct_score');
    expect(cs?.status).toBe('open');
    expect(cs?.outcomes.find((o) => o.key === '1:1')?.active).toBe(false);
    expect(cs?.outcomes.find((o) => o.key === '2:1')?.active).toBe(true);
    expect(markets.find((m) => m.type === '1x2')?.status).toBe('open');
  });

  it('converges to the result as the time runs out and agrees with the settlement at the end', () => {
    const xg = { home: 1.4, away: 1.2 };
    const late = footballMarkets(xg, { home: 1, away: 0, remaining: 0.002 });
    expect(probabilityOf(late, '1x2', null, 'home')).toBeGreaterThan(0.99);
    for (const [h, a] of [
      [0, 0],
      [1, 0],
      [2, 2],
      [3, 1],
      [5, 4],
    ] as const) {
      const final = footballMarkets(xg, { home: h, away: a, remaining: 0 });
      expect(final.every(isDecided)).toBe(true);
      expect(final.map(resultsOf)).toEqual(footballResults(h, a));
    }
  });

  it('settles double chance with two winners and correct score beyond 4 as other', () => {
    const results = footballResults(5, 1);
    const won = (type: string) =>
      results
        .find((m) => m.type === type)
        ?.outcomes.filter((o) => o.result === 'won')
        .map((o) => o.key);
    expect(won('double_chance')).toEqual(['home_draw', 'home_away']);
    expect(won('correct_score')).toEqual(['other']);
    expect(won('handicap')).toEqual(['home']);
    expect(FOOTBALL_PRE_MATCH.remaining).toBe(1);
  });
});
