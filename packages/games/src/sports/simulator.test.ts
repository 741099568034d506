import {
  FEED_HEARTBEAT_MS,
  feedMarketKey,
  feedMessageSchema,
} from '@tribuna/contracts/sports-feed';
import type { FeedMessage, OddsChange } from '@tribuna/contracts/sports-feed';
import { describe, expect, it } from 'vitest';
import { basketballResults } from './basketball';
import { footballResults } from './football';
import type { SettledMarket } from './market-book';
import {
  SIM_HEARTBEAT_MS,
  advanceSimulator,
  createSimulator,
  finishInSimulator,
  recoveryMessages,
  scoreInSimulator,
  type SimulatorState,
} from './simulator';
import { tennisResults } from './tennis';

const T0 = Date.UTC(2025, 0, 10, 18, 0, 0);

function run(
  state: SimulatorState,
  from: number,
  ms: number,
  step = 250,
): { state: SimulatorState; messages: FeedMessage[]; now: number } {
  const messages: FeedMessage[] = [];
  let now = from;
  while (now < from + ms) {
    now += step;
    const next = advanceSimulator(state, now);
    state = next.state;
    messages.push(...next.messages);
  }
  return { state, messages, now };
}

function liveEvent(state: SimulatorState, sport: string) {
  return (
    state.events.find(
      (e) =>
        e.status === 'live' &&
        e.id.startsWith(`sim:${sport}:`) &&
        (e.play?.stoppedUntil ?? 0) === 0,
    ) ?? state.events.find((e) => e.status === 'live' && e.id.startsWith(`sim:${sport}:`))
  );
}

describe('the simulated feed', () => {
  it('is deterministic for a seed and carries on the same after a JSON round trip', () => {
    const a = run(createSimulator({ seed: 'same', speed: 20 }, T0), T0, 20_000);
    const b = run(createSimulator({ seed: 'same', speed: 20 }, T0), T0, 20_000);
    expect(b.messages).toEqual(a.messages);
    const other = run(createSimulator({ seed: 'other', speed: 20 }, T0), T0, 20_000);
    expect(other.messages).not.toEqual(a.messages);

    const stored = JSON.parse(JSON.stringify(a.state)) as SimulatorState;
    const direct = run(a.state, a.now, 30_000);
    const restored = run(stored, a.now, 30_000);
    expect(restored.messages).toEqual(direct.messages);
    expect(direct.messages.some((m) => m.type === 'bet_stop')).toBe(true);
  });

  it('keeps a calendar: 8-12 live, 40+ upcoming, a few featured, the leagues asked for', () => {
    let state = createSimulator({ seed: 'calendar', speed: 20 }, T0);
    const first = advanceSimulator(state, T0 + 250);
    state = first.state;
    const fixtures = first.messages.filter((m) => m.type === 'fixture_change');
    const comps = new Set(fixtures.map((m) => m.event.competition.feed_id));
    for (const slug of [
      'argentina-liga-profesional',
      'brasileirao-serie-a',
      'laliga',
      'premier-league',
    ]) {
      expect(comps.has(`sim:comp:${slug}`)).toBe(true);
    }
    expect(new Set(fixtures.map((m) => m.event.sport))).toEqual(
      new Set(['football', 'basketball', 'tennis']),
    );
    expect(
      fixtures.every((m) => /^sim:(football|basketball|tennis):\d+$/.test(m.event.feed_id)),
    ).toBe(true);
    expect(
      fixtures.filter((m) => m.event.featured && m.event.status === 'not_started').length,
    ).toBeGreaterThan(1);
    const last = Math.max(...fixtures.map((m) => m.event.start_at));
    expect(last).toBeGreaterThan(T0 + 2.5 * 86_400_000);
    let now = T0 + 250;
    for (let minute = 0; minute < 12; minute += 1) {
      const next = run(state, now, 60_000, 1000);
      state = next.state;
      now = next.now;
      const live = state.events.filter((e) => e.status === 'live').length;
      const upcoming = state.events.filter((e) => e.status === 'not_started').length;
      expect(live).toBeGreaterThanOrEqual(6);
      expect(live).toBeLessThanOrEqual(15);
      expect(upcoming).toBeGreaterThanOrEqual(40);
    }
    expect(JSON.stringify(state).length).toBeLessThan(200_000);
  });

  it('plays every live event to its end and settles every market it offered exactly once, correctly', () => {
    const state = createSimulator(
      { seed: 'settle', speed: 60, cancelRate: 0.2, rollbackRate: 0.2 },
      T0,
    );
    // 15 real minutes at 60x: 15 hours of play.
    const { messages } = run(state, T0, 15 * 60_000, 500);
    for (const m of messages.filter((x) => x.type !== 'heartbeat').slice(0, 3000)) {
      feedMessageSchema.parse(m);
    }

    const offered = new Map<string, Set<string>>();
    const lastOdds = new Map<string, OddsChange>();
    const live = new Set<string>();
    const ended = new Set<string>();
    const settled = new Map<string, Map<string, SettledMarket>>();
    const cancelled = new Map<string, Set<string>>();
    const rolledBack = new Map<string, string[]>();
    let rollbacks = 0;
    let badProbabilities = 0;
    for (const m of messages) {
      if (m.type === 'fixture_change') {
        if (m.event.status === 'live') live.add(m.event.feed_id);
        if (m.event.status === 'ended') ended.add(m.event.feed_id);
      }
      if (m.type === 'odds_change') {
        const keys = offered.get(m.event_id) ?? new Set<string>();
        for (const market of m.markets) keys.add(feedMarketKey(market));
        offered.set(m.event_id, keys);
        if (m.score) lastOdds.set(m.event_id, m);
        for (const market of m.markets) {
          for (const o of market.outcomes) {
            if (!(o.probability >= 0 && o.probability <= 1)) badProbabilities += 1;
          }
        }
      }
      if (m.type === 'bet_settlement') {
        const byKey = settled.get(m.event_id) ?? new Map<string, SettledMarket>();
        for (const market of m.markets) {
          const key = feedMarketKey(market);
          const pending = rolledBack.get(m.event_id) ?? [];
          if (byKey.has(key)) {
            // A second settlement only after a rollback of that market.
            expect(pending).toContain(key);
            rolledBack.set(
              m.event_id,
              pending.filter((k) => k !== key),
            );
          }
          byKey.set(key, market);
        }
        settled.set(m.event_id, byKey);
      }
      if (m.type === 'rollback_bet_settlement') {
        rollbacks += 1;
        const pending = rolledBack.get(m.event_id) ?? [];
        for (const market of m.markets) {
          expect(settled.get(m.event_id)?.has(feedMarketKey(market))).toBe(true);
          pending.push(feedMarketKey(market));
        }
        rolledBack.set(m.event_id, pending);
      }
      if (m.type === 'bet_cancel' && m.markets) {
        const set = cancelled.get(m.event_id) ?? new Set<string>();
        for (const market of m.markets) set.add(feedMarketKey(market));
        cancelled.set(m.event_id, set);
      }
    }
    expect(badProbabilities).toBe(0);
    expect(rollbacks).toBeGreaterThan(0);
    // Every rollback was followed by the settlement that puts it right.
    for (const pending of rolledBack.values()) expect(pending).toEqual([]);

    // Events that kicked off more than a match's length before the end have ended.
    expect(ended.size).toBeGreaterThan(40);
    for (const id of ended) {
      const keys = [...(offered.get(id) ?? [])].sort();
      const done = [...(settled.get(id)?.keys() ?? []), ...(cancelled.get(id) ?? [])].sort();
      expect(done).toEqual(keys);
      const final = lastOdds.get(id);
      expect(final?.status).toBe('ended');
      const score = final?.score;
      if (!score) throw new Error(`no final score for ${id}`);
      const expected = expectedResults(id, score, [...(settled.get(id)?.values() ?? [])]);
      for (const market of expected) {
        const got = settled.get(id)?.get(feedMarketKey(market));
        if (got) expect(got).toEqual(market);
      }
    }
    // Every live event that ended shows a final score consistent with its periods.
    for (const id of ended) {
      const score = lastOdds.get(id)?.score;
      if (!score || id.startsWith('sim:tennis:')) continue;
      expect(score.periods.reduce((s, p) => s + p.home, 0)).toBe(score.home);
      expect(score.periods.reduce((s, p) => s + p.away, 0)).toBe(score.away);
    }
    expect([...live].filter((id) => !ended.has(id)).length).toBeLessThanOrEqual(15);
  });

  it('sends heartbeats for both producers every FEED_HEARTBEAT_MS and labels messages by producer', () => {
    expect(SIM_HEARTBEAT_MS).toBe(FEED_HEARTBEAT_MS);
    const { messages } = run(createSimulator({ seed: 'beat', speed: 20 }, T0), T0, 10_000, 100);
    for (const producer of ['prematch', 'live'] as const) {
      const beats = messages.filter((m) => m.type === 'heartbeat' && m.producer === producer);
      expect(beats.length).toBeGreaterThanOrEqual(40);
      beats.slice(1).forEach((beat, i) => {
        const gap = beat.timestamp - (beats[i]?.timestamp ?? 0);
        expect(gap).toBeGreaterThanOrEqual(FEED_HEARTBEAT_MS);
        expect(gap).toBeLessThanOrEqual(FEED_HEARTBEAT_MS + 100);
      });
    }
    const stops = messages.filter((m) => m.type === 'bet_stop');
    expect(stops.length).toBeGreaterThan(0);
    expect(stops.every((m) => m.producer === 'live')).toBe(true);
    const timestamps = messages.map((m) => m.timestamp);
    expect(timestamps).toEqual([...timestamps].sort((x, y) => x - y));
  });

  it('stops on a goal and reopens about four seconds later with new prices', () => {
    const { state, now } = run(createSimulator({ seed: 'goal', speed: 20 }, T0), T0, 1000);
    const event = liveEvent(state, 'football');
    if (!event?.play) throw new Error('no live football');
    const before = event.play.score;
    expect(scoreInSimulator(state, 'sim:football:999999', 'home', 1, now)).toBeNull();
    const upcoming = state.events.find((e) => e.status === 'not_started');
    expect(scoreInSimulator(state, upcoming?.id ?? '', 'home', 1, now)).toBeNull();

    const goal = scoreInSimulator(state, event.id, 'away', 1, now);
    if (!goal) throw new Error('goal refused');
    expect(goal.messages.map((m) => m.type)).toEqual(['bet_stop', 'odds_change']);
    const update = goal.messages[1];
    if (update?.type !== 'odds_change') throw new Error('no update');
    expect(update.score?.away).toBe((before[1] ?? 0) + 1);
    expect(update.markets).toEqual([]);
    expect(state.events.find((e) => e.id === event.id)?.play?.score).toEqual(before);

    const after = run(goal.state, now, 6000);
    const reopen = after.messages.find(
      (m): m is OddsChange =>
        m.type === 'odds_change' && m.event_id === event.id && m.markets.length > 0,
    );
    expect(reopen).toBeDefined();
    expect((reopen?.timestamp ?? 0) - now).toBeGreaterThanOrEqual(4000);
    expect((reopen?.timestamp ?? 0) - now).toBeLessThan(5000);
    expect(reopen?.markets.length).toBe(9);
  });

  it('scores a basket and a tennis point from the console', () => {
    const { state, now } = run(createSimulator({ seed: 'console', speed: 20 }, T0), T0, 1000);
    const game = liveEvent(state, 'basketball');
    if (game?.play) {
      const basket = scoreInSimulator(state, game.id, 'home', 3, now);
      const update = basket?.messages.find((m) => m.type === 'odds_change');
      expect(update?.type === 'odds_change' && update.score?.home).toBe(
        (game.play.score[0] ?? 0) + 3,
      );
      expect(basket?.messages.some((m) => m.type === 'bet_stop')).toBe(false);
    }
    const match = liveEvent(state, 'tennis');
    if (match) {
      const point = scoreInSimulator(state, match.id, 'away', 1, now);
      expect(point?.messages.map((m) => m.type)).toEqual(['bet_stop', 'odds_change']);
    }
    expect(game ?? match).toBeDefined();
  });

  it('ends a match from the console at once, settled right at its final score', () => {
    const { state, now } = run(createSimulator({ seed: 'finish', speed: 20 }, T0), T0, 1000);
    const sports = ['football', 'basketball', 'tennis'] as const;
    const targets = sports
      .flatMap((sport) => [
        liveEvent(state, sport),
        state.events.find((e) => e.status === 'not_started' && e.id.startsWith(`sim:${sport}:`)),
      ])
      .filter((e) => e !== undefined);
    // Every sport, live or not started yet.
    for (const sport of sports) {
      expect(targets.some((e) => e.id.startsWith(`sim:${sport}:`))).toBe(true);
    }
    let current = state;
    for (const target of targets) {
      const done = finishInSimulator(current, target.id, now);
      if (!done) throw new Error(`${target.id} was not finished`);
      const own = done.messages.filter((m) => 'event_id' in m || m.type === 'fixture_change');
      expect(own.every((m) => m.timestamp === now)).toBe(true);
      const ended = done.messages.find(
        (m) => m.type === 'fixture_change' && m.event.status === 'ended',
      );
      expect(ended, target.id).toBeDefined();
      const final = done.messages.filter(
        (m): m is OddsChange => m.type === 'odds_change' && m.event_id === target.id,
      );
      const score = final[final.length - 1]?.score;
      if (!score) throw new Error('no final score');
      const settlement = done.messages.find((m) => m.type === 'bet_settlement');
      if (settlement?.type !== 'bet_settlement') throw new Error('no settlement');
      // Every market settled at once, right: no cancelled market, no wrong result.
      expect(done.messages.some((m) => m.type === 'bet_cancel')).toBe(false);
      expect(settlement.markets).toEqual(expectedResults(target.id, score, settlement.markets));
      const after = done.state.events.find((e) => e.id === target.id);
      expect(after?.status).toBe('ended');
      expect(after?.pending).toBeNull();
      expect(done.state.cancelRate).toBe(current.cancelRate);
      expect(finishInSimulator(done.state, target.id, now)).toBeNull();
      current = done.state;
    }
    expect(finishInSimulator(state, 'sim:football:999999', now)).toBeNull();
    // The world goes on without them.
    const later = run(current, now, 2000);
    const ids = new Set(targets.map((e) => e.id));
    expect(later.messages.some((m) => 'event_id' in m && ids.has(m.event_id))).toBe(false);
  });

  it('answers recovery messages for everything not finished, without touching the state', () => {
    const { state, now } = run(createSimulator({ seed: 'recover', speed: 20 }, T0), T0, 5000);
    const copy = JSON.stringify(state);
    const messages = recoveryMessages(state, now);
    expect(JSON.stringify(state)).toBe(copy);
    const open = state.events.filter((e) => e.status === 'live' || e.status === 'not_started');
    expect(messages.filter((m) => m.type === 'fixture_change')).toHaveLength(open.length);
    const odds = messages.filter((m): m is OddsChange => m.type === 'odds_change');
    expect(odds).toHaveLength(open.length);
    expect(odds.every((m) => m.markets.length >= 4)).toBe(true);
    expect(odds.filter((m) => m.status === 'live').every((m) => m.producer === 'live')).toBe(true);
  });

  it('is cheap: an advance well under 5 ms, hours of play in seconds', () => {
    let state = createSimulator({ seed: 'fast', speed: 20 }, T0);
    state = run(state, T0, 5000).state;
    const started = Date.now();
    const { state: after } = run(state, T0 + 5000, 3 * 60_000);
    const perAdvance = (Date.now() - started) / ((3 * 60_000) / 250);
    expect(perAdvance).toBeLessThan(5);
    expect(JSON.stringify(after).length).toBeLessThan(200_000);
  });
});

/** The right results from the final score as the feed reported it. */
function expectedResults(
  id: string,
  score: NonNullable<OddsChange['score']>,
  settled: SettledMarket[],
): SettledMarket[] {
  if (id.startsWith('sim:football:')) return footballResults(score.home, score.away);
  if (id.startsWith('sim:basketball:')) {
    const handicap = settled.filter((m) => m.type === 'handicap').map((m) => m.line ?? 0);
    const total = settled.filter((m) => m.type === 'total').map((m) => m.line ?? 0);
    if (handicap.length !== 2 || total.length !== 2) return [];
    return basketballResults(score.home, score.away, {
      handicap: [handicap[0] ?? 0, handicap[1] ?? 0],
      total: [total[0] ?? 0, total[1] ?? 0],
    });
  }
  const line = settled.find((m) => m.type === 'total')?.line ?? 22.5;
  return tennisResults(score.periods, line);
}
