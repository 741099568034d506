import type { Sport } from '@tribuna/contracts/sports';
import { feedMarketKey } from '@tribuna/contracts/sports-feed';
import { describe, expect, it } from 'vitest';
import { advanceSimulator, createSimulator, type SimulatorState } from './simulator';

// The simulated feed's prices must describe the games it plays: a price of 0.3 should win
// about 30% of the time, pre-match and in play. These tests play a few thousand games of
// one sport through the real simulator (a calendar of that sport only, all kicking off at
// once, no cancellations or wrong settlements) and compare priced with realised rates by
// probability bucket. Seeded, so the numbers are the same on every run.

const T0 = Date.UTC(2025, 0, 10, 18, 0, 0);
const SPEED = 1000;
/** Not reached by any run: the calendar is not refilled with other sports. */
const NEVER = T0 + 1e12;

/** A price and whether it won. */
interface Sample {
  p: number;
  won: boolean;
}

interface Game {
  competition: string;
  /** Market key -> outcome key -> last price before kick-off. */
  preMatch: Map<string, Map<string, number>>;
  /** First open price of each period, per market key -> outcome key. */
  live: Map<string, Map<string, number>[]>;
  results: Map<string, Map<string, boolean>>;
  home: number;
  away: number;
}

/** Plays `count` games of `sport` from the simulator's own calendars and collects their prices. */
function playGames(sport: Sport, seed: string, count: number, batch: number): Game[] {
  const games: Game[] = [];
  let created = 0;
  for (let b = 0; games.length < count; b += 1) {
    const state = createSimulator(
      { seed: `${seed}:${b}`, speed: SPEED, cancelRate: 0, rollbackRate: 0 },
      T0,
    );
    const events: SimulatorState['events'] = [];
    for (let s = 0; events.length < batch; s += 1) {
      const source = createSimulator({ seed: `${seed}:${b}:${s}`, speed: SPEED }, T0);
      for (const event of source.events) {
        if (event.status !== 'not_started' || !event.id.startsWith(`sim:${sport}:`)) continue;
        if (events.length >= batch) break;
        created += 1;
        events.push({
          ...event,
          id: `sim:${sport}:${created}`,
          startAt: T0 + 1000,
          nextDriftAt: NEVER,
          announced: false,
        });
      }
    }
    state.events = events;
    state.streamAt = NEVER;
    state.farAt = NEVER;
    games.push(...runBatch(state));
  }
  return games.slice(0, count);
}

function runBatch(initial: SimulatorState): Game[] {
  const games = new Map<string, Game>();
  const periodSeen = new Map<string, Set<string>>();
  let state = initial;
  let now = T0;
  while (state.events.length > 0 && now < T0 + 60_000) {
    now += 250;
    const step = advanceSimulator(state, now);
    state = step.state;
    for (const m of step.messages) {
      if (m.type === 'fixture_change') {
        if (!games.has(m.event.feed_id)) {
          games.set(m.event.feed_id, {
            competition: m.event.competition.feed_id,
            preMatch: new Map(),
            live: new Map(),
            results: new Map(),
            home: 0,
            away: 0,
          });
        }
      }
      const game = games.get('event_id' in m ? m.event_id : '');
      if (!game) continue;
      if (m.type === 'odds_change') {
        if (m.score) {
          game.home = m.score.home;
          game.away = m.score.away;
        }
        if (m.status === 'not_started') {
          for (const market of m.markets) {
            const prices = new Map(market.outcomes.map((o) => [o.key, o.probability]));
            game.preMatch.set(feedMarketKey(market), prices);
          }
        } else if (m.status === 'live' && m.clock) {
          const seen = periodSeen.get(m.event_id) ?? new Set<string>();
          periodSeen.set(m.event_id, seen);
          for (const market of m.markets) {
            const key = feedMarketKey(market);
            const mark = `${key}@${m.clock.period}`;
            if (market.status !== 'open' || seen.has(mark)) continue;
            seen.add(mark);
            const list = game.live.get(key) ?? [];
            list.push(new Map(market.outcomes.map((o) => [o.key, o.probability])));
            game.live.set(key, list);
          }
        }
      }
      if (m.type === 'bet_settlement') {
        for (const market of m.markets) {
          game.results.set(
            feedMarketKey(market),
            new Map(market.outcomes.map((o) => [o.key, o.result === 'won'])),
          );
        }
      }
    }
  }
  return [...games.values()].filter((g) => g.results.size > 0);
}

/** Every (price, won) pair of the markets `keep` picks, pre-match or in play. */
function samples(games: Game[], keep: (key: string) => boolean, live: boolean): Sample[] {
  const out: Sample[] = [];
  for (const game of games) {
    for (const [key, results] of game.results) {
      if (!keep(key)) continue;
      const priced = live ? (game.live.get(key) ?? []) : [game.preMatch.get(key)];
      for (const prices of priced) {
        for (const [outcome, won] of results) {
          const p = prices?.get(outcome);
          if (p !== undefined) out.push({ p, won });
        }
      }
    }
  }
  return out;
}

interface Bucket {
  from: number;
  n: number;
  priced: number;
  realised: number;
}

function buckets(list: Sample[], width = 0.1): Bucket[] {
  const out: Bucket[] = [];
  for (let from = 0; from < 1 - 1e-9; from += width) {
    const inside = list.filter((s) => s.p >= from && (s.p < from + width || from + width >= 1));
    if (inside.length === 0) continue;
    out.push({
      from: Math.round(from * 100) / 100,
      n: inside.length,
      priced: mean(inside.map((s) => s.p)),
      realised: mean(inside.map((s) => (s.won ? 1 : 0))),
    });
  }
  return out;
}

/** Priced and realised agree within sampling error (in samples correlated within a game). */
function expectCalibrated(list: Sample[], label: string, minimum = 150): void {
  expect(list.length, label).toBeGreaterThan(minimum);
  for (const b of buckets(list)) {
    if (b.n < minimum) continue;
    const se = Math.sqrt((b.priced * (1 - b.priced)) / b.n);
    expect(
      Math.abs(b.priced - b.realised),
      `${label} ${b.from}: priced ${b.priced.toFixed(3)}, won ${b.realised.toFixed(3)} of ${b.n}`,
    ).toBeLessThan(4 * se + 0.015);
  }
}

function mean(values: number[]): number {
  return values.reduce((s, v) => s + v, 0) / Math.max(1, values.length);
}

function sd(values: number[]): number {
  const m = mean(values);
  return Math.sqrt(mean(values.map((v) => (v - m) ** 2)));
}

describe('the simulated feed prices its own games', () => {
  // Played once, on first use, for the three basketball tests.
  let played: Game[] | null = null;
  function basketballGames(): Game[] {
    played ??= playGames('basketball', 'calibrate', 3000, 250);
    return played;
  }

  it('plays realistic basketball: totals and margins as the leagues have them', () => {
    const basketball = basketballGames();
    expect(basketball.length).toBe(3000);
    for (const [comp, total, spread] of [
      ['sim:comp:nba', [215, 235], [11, 14]],
      ['sim:comp:euroleague', [150, 172], [9.5, 12.5]],
    ] as const) {
      const games = basketball.filter((g) => g.competition === comp);
      expect(games.length).toBeGreaterThan(300);
      const totals = games.map((g) => g.home + g.away);
      expect(mean(totals)).toBeGreaterThan(total[0]);
      expect(mean(totals)).toBeLessThan(total[1]);
      // The margin against the expected one (the first handicap line is -round(margin) - 0.5).
      const misses = games.map((g) => {
        const line = [...g.results.keys()].find((k) => k.startsWith('handicap:')) ?? '';
        return g.home - g.away - (-Number(line.slice('handicap:'.length)) - 0.5);
      });
      expect(sd(misses)).toBeGreaterThan(spread[0]);
      expect(sd(misses)).toBeLessThan(spread[1]);
    }
  });

  it('prices basketball winners as they win, pre-match and in play', () => {
    const basketball = basketballGames();
    const pre = samples(basketball, (k) => k === 'winner', false);
    expectCalibrated(pre, 'basketball pre-match winner');
    // Calibration of the groups: the underdogs and favourites as a whole.
    const underdogs = pre.filter((s) => s.p < 0.5);
    expect(
      Math.abs(mean(underdogs.map((s) => s.p)) - mean(underdogs.map((s) => +s.won))),
    ).toBeLessThan(0.025);
    expectCalibrated(
      samples(basketball, (k) => k === 'winner', true),
      'basketball live winner',
    );
  });

  it('sets basketball handicap and total lines near even money, and prices them as they land', () => {
    const basketball = basketballGames();
    for (const type of ['handicap', 'total']) {
      const keep = (k: string) => k.startsWith(`${type}:`);
      const pre = samples(basketball, keep, false);
      // Two lines either side of the expectation: on average even money, priced and realised.
      expect(Math.abs(mean(pre.map((s) => s.p)) - 0.5)).toBeLessThan(0.01);
      const first = pre.filter((_, i) => i % 2 === 0);
      expect(mean(first.map((s) => +s.won))).toBeGreaterThan(0.35);
      expect(mean(first.map((s) => +s.won))).toBeLessThan(0.65);
      expectCalibrated(pre, `basketball pre-match ${type}`);
      expectCalibrated(samples(basketball, keep, true), `basketball live ${type}`);
    }
  });

  it('prices football 1x2 and tennis winners as they land', () => {
    const football = playGames('football', 'calibrate', 800, 200);
    expectCalibrated(
      samples(football, (k) => k === '1x2', false),
      'football pre-match 1x2',
      100,
    );
    expectCalibrated(
      samples(football, (k) => k === '1x2', true),
      'football live 1x2',
      100,
    );
    const tennis = playGames('tennis', 'calibrate', 800, 200);
    expectCalibrated(
      samples(tennis, (k) => k === 'winner', false),
      'tennis pre-match winner',
      100,
    );
    expectCalibrated(
      samples(tennis, (k) => k === 'winner', true),
      'tennis live winner',
      100,
    );
  });
});
