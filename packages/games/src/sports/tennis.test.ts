import { describe, expect, it } from 'vitest';
import { isDecided, resultsOf } from './market-book';
import { expectNormalised, probabilityOf } from './market-test-support';
import {
  gameWinProbability,
  tennisMarkets,
  tennisMatchDistribution,
  tennisResults,
  tennisServeProbabilities,
  tennisTotalGamesLine,
  tiebreakWinProbability,
  type TennisLiveState,
} from './tennis';

function live(overrides: Partial<TennisLiveState>): TennisLiveState {
  return {
    sets: { home: 0, away: 0 },
    games: { home: 0, away: 0 },
    points: { home: 0, away: 0 },
    server: 'home',
    gamesBefore: 0,
    ...overrides,
  };
}

describe('tennis prices', () => {
  it('knows the textbook values', () => {
    expect(gameWinProbability(0.5, 0, 0)).toBeCloseTo(0.5, 12);
    // p = 0.6: p^4(1 + 4q + 10q^2) + 20 p^3 q^3 p^2/(p^2+q^2)
    const p = 0.6;
    const q = 0.4;
    const expected =
      p ** 4 * (1 + 4 * q + 10 * q * q) + (20 * p ** 3 * q ** 3 * p * p) / (p * p + q * q);
    expect(gameWinProbability(p, 0, 0)).toBeCloseTo(expected, 12);
    expect(gameWinProbability(p, 3, 3)).toBeCloseTo((p * p) / (p * p + q * q), 12);
    expect(tiebreakWinProbability(0.6, 0.6, 0, 0, true)).toBeCloseTo(0.5, 12);
    expect(tiebreakWinProbability(0.7, 0.6, 0, 0, false)).toBeGreaterThan(0.5);
  });

  it('gives 0.5 to equal players and a symmetric set handicap', () => {
    const serve = tennisServeProbabilities(5, 5);
    const markets = tennisMarkets(serve, tennisTotalGamesLine(serve));
    expectNormalised(markets);
    expect(probabilityOf(markets, 'winner', null, 'home')).toBeCloseTo(0.5, 12);
    expect(probabilityOf(markets, 'handicap', -1.5, 'home')).toBeCloseTo(
      probabilityOf(markets, 'handicap', 1.5, 'away'),
      12,
    );
    const even = tennisMarkets({ home: 0.5, away: 0.5 }, 22.5);
    expect(probabilityOf(even, 'winner', null, 'home')).toBeCloseTo(0.5, 12);
    // Every point a coin: each set is a coin, so 2-0 is a quarter.
    expect(probabilityOf(even, 'handicap', -1.5, 'home')).toBeCloseTo(0.25, 12);
  });

  it('picks a total games line near even money and moves with the ratings', () => {
    const serve = tennisServeProbabilities(6, 4);
    const line = tennisTotalGamesLine(serve);
    expect(line % 1).toBe(0.5);
    const markets = tennisMarkets(serve, line);
    expect(Math.abs(probabilityOf(markets, 'total', line, 'over') - 0.5)).toBeLessThan(0.1);
    let previous = 0;
    for (const rating of [3, 4, 5, 6, 7]) {
      const p = probabilityOf(
        tennisMarkets(tennisServeProbabilities(rating, 5), 22.5),
        'winner',
        null,
        'home',
      );
      expect(p).toBeGreaterThan(previous);
      previous = p;
    }
  });

  it('in play: sums to 1, decides the set handicap once a set is won, converges at match point', () => {
    const serve = { home: 0.65, away: 0.62 };
    const afterSet = tennisMarkets(
      serve,
      22.5,
      live({ sets: { home: 1, away: 0 }, gamesBefore: 10 }),
    );
    expectNormalised(afterSet);
    const plus = afterSet.find((m) => m.type === 'handicap' && m.line === 1.5);
    expect(plus?.status).toBe('suspended');
    const matchPoint = tennisMarkets(
      serve,
      22.5,
      live({
        sets: { home: 1, away: 0 },
        games: { home: 5, away: 0 },
        points: { home: 3, away: 0 },
        gamesBefore: 10,
      }),
    );
    expect(probabilityOf(matchPoint, 'winner', null, 'home')).toBeGreaterThan(0.99);
    const total = tennisMatchDistribution(serve, live({})).games.reduce((s, p) => s + p, 0);
    expect(total).toBeCloseTo(1, 12);
  });

  it('agrees with the settlement once the last point is played', () => {
    const serve = { home: 0.66, away: 0.6 };
    // 6-4, 6-7 (a tie-break), 7-5 as the last state before the last game ends.
    const final = tennisMarkets(
      serve,
      29.5,
      live({
        sets: { home: 2, away: 1 },
        games: { home: 0, away: 0 },
        gamesBefore: 35,
      }),
    );
    expect(final.every(isDecided)).toBe(true);
    const sets = [
      { home: 6, away: 4 },
      { home: 6, away: 7 },
      { home: 7, away: 5 },
    ];
    expect(final.map(resultsOf)).toEqual(tennisResults(sets, 29.5));
  });
});
