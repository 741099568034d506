import { describe, expect, it } from 'vitest';
import {
  above,
  basketballExpectation,
  withSpread,
  basketballLines,
  basketballMarkets,
  basketballPossession,
  basketballPossessionSeconds,
  basketballResults,
} from './basketball';
import { isDecided, resultsOf } from './market-book';
import { expectNormalised, probabilityOf } from './market-test-support';

const league = { teamPoints: 114, homeAdvantage: 2.5, possessions: 99, marginSd: 12.5 };

describe('basketball prices', () => {
  it('offers winner, two handicap and two total half lines around the expectation', () => {
    const expected = basketballExpectation(
      { strength: 4, pace: 1 },
      { strength: 0, pace: 1 },
      league,
    );
    expect(expected.margin).toBe(6.5);
    expect(expected.total).toBe(228);
    const lines = basketballLines(expected);
    expect(lines).toEqual({ handicap: [-7.5, -6.5], total: [224.5, 231.5] });
    const markets = basketballMarkets(expected, lines);
    expectNormalised(markets);
    expect(markets.map((m) => `${m.type}:${String(m.line)}`)).toEqual([
      'winner:null',
      'handicap:-7.5',
      'handicap:-6.5',
      'total:224.5',
      'total:231.5',
    ]);
    expect(probabilityOf(markets, 'winner', null, 'home')).toBeGreaterThan(0.65);
    expect(probabilityOf(markets, 'total', 224.5, 'over')).toBeGreaterThan(0.5);
    expect(probabilityOf(markets, 'total', 231.5, 'over')).toBeLessThan(0.5);
  });

  it('is even for equal sides on neutral ground and moves with strength', () => {
    const neutral = { ...league, homeAdvantage: 0 };
    const even = basketballExpectation({ strength: 0, pace: 1 }, { strength: 0, pace: 1 }, neutral);
    expect(
      probabilityOf(basketballMarkets(even, basketballLines(even)), 'winner', null, 'home'),
    ).toBeCloseTo(0.5, 6);
    let previous = 0;
    for (const strength of [-5, 0, 5, 10]) {
      const e = basketballExpectation({ strength, pace: 1 }, { strength: 0, pace: 1 }, neutral);
      const p = probabilityOf(basketballMarkets(e, basketballLines(e)), 'winner', null, 'home');
      expect(p).toBeGreaterThan(previous);
      previous = p;
    }
    expect(above(0, 0, 1)).toBeCloseTo(0.5, 7);
    expect(above(1.96, 0, 1)).toBeCloseTo(0.025, 4);
  });

  it('in play: a total passed is decided, a late lead converges, the end agrees with the settlement', () => {
    const expected = withSpread({ margin: 3, total: 220, possessions: 99, reversion: 0.007 });
    const lines = basketballLines(expected);
    const passed = basketballMarkets(expected, lines, { home: 120, away: 110, remaining: 0.2 });
    expectNormalised(passed);
    expect(passed.filter((m) => m.type === 'total').every((m) => m.status === 'suspended')).toBe(
      true,
    );
    const late = basketballMarkets(expected, lines, { home: 100, away: 92, remaining: 0.005 });
    expect(probabilityOf(late, 'winner', null, 'home')).toBeGreaterThan(0.99);
    const final = basketballMarkets(expected, lines, { home: 101, away: 99, remaining: 0 });
    expect(final.every(isDecided)).toBe(true);
    expect(final.map(resultsOf)).toEqual(basketballResults(101, 99, lines));
  });

  it('has no draw: a tie before overtime is split by the overtime', () => {
    const expected = withSpread({ margin: 0, total: 200, possessions: 90, reversion: 0.007 });
    const tie = basketballMarkets(expected, basketballLines(expected), {
      home: 100,
      away: 100,
      remaining: 0,
    });
    expect(probabilityOf(tie, 'winner', null, 'home')).toBeCloseTo(0.5, 6);
    expect(tie[0]?.status).toBe('open');
  });

  it('derives the pull from the league: the margin sd it aims at, realistic totals', () => {
    const e = basketballExpectation({ strength: 0, pace: 1 }, { strength: 0, pace: 1 }, league);
    expect(e.marginSd).toBeCloseTo(12.5, 2);
    expect(e.reversion).toBeGreaterThan(0.003);
    expect(e.reversion).toBeLessThan(0.01);
    // Independent possessions alone would spread the margin much wider.
    expect(Math.sqrt(e.pairVariance * e.possessions)).toBeGreaterThan(15);
    expect(e.totalSd).toBeGreaterThan(15);
    expect(e.totalSd).toBeLessThan(20);
    const loose = basketballExpectation(
      { strength: 0, pace: 1 },
      { strength: 0, pace: 1 },
      { ...league, marginSd: 30 },
    );
    expect(loose.reversion).toBe(0);
  });

  it('plays possessions worth the expectation, leaning against the deviation', () => {
    const e = basketballExpectation({ strength: 4, pace: 1 }, { strength: 0, pace: 1 }, league);
    const average = (side: 'home' | 'away', home: number, away: number) => {
      let sum = 0;
      const n = 20_000;
      for (let i = 0; i < n; i += 1) {
        sum += basketballPossession(e, { home, away, remaining: 0.5 }, side, (i + 0.5) / n);
      }
      return sum / n;
    };
    // On the expected path (half the margin by half time) no lean.
    const onPath = e.margin / 2;
    expect(average('home', 60 + onPath, 60) + average('away', 60 + onPath, 60)).toBeCloseTo(
      e.total / e.possessions,
      2,
    );
    expect(average('home', 60 + onPath, 60) - average('away', 60 + onPath, 60)).toBeCloseTo(
      e.margin / e.possessions,
      2,
    );
    // Twenty points ahead of the path: the lead is expected to shrink a little.
    expect(average('home', 80 + onPath, 60)).toBeLessThan(average('home', 60 + onPath, 60));
    expect(average('away', 80 + onPath, 60)).toBeGreaterThan(average('away', 60 + onPath, 60));
    const seconds = Array.from({ length: 11 }, (_, i) =>
      basketballPossessionSeconds(e, 2880, i / 10),
    );
    expect(Math.min(...seconds)).toBeGreaterThan(0);
    expect(seconds.reduce((a, b) => a + b, 0) / 11).toBeCloseTo(2880 / (2 * e.possessions), 6);
  });

  it('in play: a lead off the expected path is worth less than its points', () => {
    const e = withSpread({ margin: 0, total: 220, possessions: 99, reversion: 0.007 });
    const lines = basketballLines(e);
    const pulled = basketballMarkets(e, lines, { home: 60, away: 50, remaining: 0.5 });
    const free = basketballMarkets({ ...e, reversion: 0 }, lines, {
      home: 60,
      away: 50,
      remaining: 0.5,
    });
    expectNormalised(pulled);
    const home = probabilityOf(pulled, 'winner', null, 'home');
    expect(home).toBeGreaterThan(0.7);
    expect(home).toBeLessThan(probabilityOf(free, 'winner', null, 'home'));
  });
});
