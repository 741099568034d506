import { sha256 } from '@noble/hashes/sha2';
import { utf8ToBytes } from '@noble/hashes/utils';
import type { Clock, EventStatus, Score, Sport } from '@tribuna/contracts/sports';
import type {
  BetCancel,
  BetSettlement,
  BetStop,
  FeedMessage,
  FeedProducer,
  FixtureChange,
  OddsChange,
  RollbackBetSettlement,
} from '@tribuna/contracts/sports-feed';
import {
  basketballExpectation,
  basketballLines,
  basketballMarkets,
  basketballPossession,
  basketballPossessionSeconds,
  basketballResults,
  withSpread,
  type BasketballExpectation,
  type BasketballLiveState,
} from './basketball';
import { footballExpectedGoals, footballMarkets, footballResults } from './football';
import type { FootballExpectation } from './football';
import { marketKeyOf, type PricedMarket, type SettledMarket } from './market-book';
import { SIM_COMPETITIONS, participantsOf, type SimCompetition } from './simulator-data';
import {
  tennisMarkets,
  tennisResults,
  tennisServeProbabilities,
  tennisTotalGamesLine,
  tiebreakFirstServerServes,
  type TennisLiveState,
  type TennisServe,
} from './tennis';

// The built-in simulated feed (docs/decisions/0017): a rolling calendar of football,
// basketball and tennis, matches played in accelerated time and the feed messages a real
// provider would send about them. A pure state machine: the API calls advanceSimulator with
// its clock and stores the state (plain JSON) between calls; the same seed and the same
// calls give the same messages. Random streams live in the state (xoshiro128**, one per
// event), so a state read back from JSON carries on exactly.
//
// Decided markets (over 1.5 once two goals are in) stay in the odds changes, suspended
// with every outcome inactive, until the bet settlement at the end (market-book.ts).
// An odds change with no markets carries only the event's state (score, clock, status):
// during a bet stop the score moves on without reopening anything.

export interface SimulatorOptions {
  /** Same seed + same calls => same messages. */
  seed: string;
  /** Simulated seconds per real second (e.g. 20). */
  speed: number;
  /** Chance per finished match of a cancelled market (default 0.03). */
  cancelRate?: number;
  /** Chance per finished match of a wrong settlement later rolled back (default 0.03). */
  rollbackRate?: number;
}

/** Four int32s of xoshiro128** state. */
type Rng = [number, number, number, number];
/** Home, away. */
type Pair = [number, number];

interface TennisPlay {
  sets: Pair;
  games: Pair;
  points: Pair;
  /** 0 home, 1 away: serves the game in play (a tie-break's first point). */
  server: 0 | 1;
  /** Games of the finished sets. */
  finished: Pair[];
  /** Simulated seconds since the start when the next point is played. */
  nextPointAt: number;
}

interface Play {
  /** Simulated seconds since kick-off processed so far. */
  at: number;
  phase: number;
  phaseStart: number;
  /** Seconds of play in the phases before this one. */
  playedBefore: number;
  score: Pair;
  periods: Pair[];
  /**
   * Football: the next goal of each side, in seconds of play. Basketball: when the
   * possession in play ends (seconds of play) and whose it is (0 home, 1 away).
   */
  next: Pair;
  tennis: TennisPlay | null;
  ended: boolean;
  /** Real ms until which the event is under a bet stop. */
  stoppedUntil: number | null;
}

interface SimEvent {
  id: string;
  /** Index in SIM_COMPETITIONS and of its participants. */
  comp: number;
  home: number;
  away: number;
  startAt: number;
  status: EventStatus;
  featured: boolean;
  /** The ratings' drift before kick-off (log-scale for football goals). */
  drift: number;
  nextDriftAt: number;
  /** Basketball: handicap, handicap, total, total; tennis: total games. Fixed at creation. */
  lines: number[];
  rng: Rng;
  announced: boolean;
  /** Each market's last sent prices, hashed. */
  sent: Record<string, number>;
  play: Play | null;
  /** The next odds change sends every market (after going live or a bet stop). */
  full: boolean;
  /** Score, clock or status changed since the last odds change. */
  dirty: boolean;
  nextPriceAt: number;
  /** A wrong settlement to put right: rollback and the right results at `at`. */
  pending: { at: number; market: SettledMarket } | null;
}

export interface SimulatorState {
  version: 1;
  seed: string;
  speed: number;
  cancelRate: number;
  rollbackRate: number;
  rng: Rng;
  now: number;
  nextId: number;
  /** The rolling stream's next kick-off and the far calendar's last fixture. */
  streamAt: number;
  farAt: number;
  heartbeat: { prematch: number; live: number };
  events: SimEvent[];
}

export interface SimulatorStep {
  state: SimulatorState;
  messages: FeedMessage[];
}

/** The same as contracts' FEED_HEARTBEAT_MS (a test keeps them equal): no runtime zod here. */
export const SIM_HEARTBEAT_MS = 200;
export const SIM_DEFAULT_CANCEL_RATE = 0.03;
export const SIM_DEFAULT_ROLLBACK_RATE = 0.03;
/** Real ms of a bet stop after a goal (the celebration and the restart). */
export const SIM_GOAL_STOP_MS = 4000;
/**
 * Simulated seconds of the brief bet stop at each tennis point and at the end of each
 * basketball period, as real feeds stop those markets: long enough to price the new
 * score, short next to the 25 s or more before the next serve or the break's end (at
 * speed 20, 0.25 s and 1 s). Basketball's baskets stop nothing: their prices just move.
 */
export const SIM_POINT_STOP_SECONDS = 5;
export const SIM_PERIOD_STOP_SECONDS = 20;
/** Real ms from a wrong settlement to its rollback. */
export const SIM_ROLLBACK_AFTER_MS = 10_000;
/** Live prices are recomputed at most this often (real ms) when nothing scores. */
export const SIM_LIVE_PRICE_MS = 2000;
/** Live events the stream aims at, and an average match's simulated length (s). */
export const SIM_TARGET_LIVE = 10;
const MEAN_MATCH_SECONDS = 6000;
/** Upcoming fixtures: the stream's next ones, and sparse ones over the next days. */
const STREAM_AHEAD = 14;
const FAR_DAYS = 3;
const FAR_SPACING_MS = 2 * 3600_000;
const QUARTER_HOUR_MS = 900_000;
const FEATURED_RATE = 0.12;
const POSTPONE_RATE = 0.01;
const FOOTBALL_HALF = 2700;
const FOOTBALL_PLAY = 5400;
const BASKETBALL_BREAK = 120;
const BASKETBALL_HALFTIME = 900;
const BASKETBALL_OVERTIME = 300;

/** A message before the outbox stamps its producer and time. */
type Draft<M> = M extends unknown ? Omit<M, 'producer' | 'timestamp'> : never;
type FeedDraft = Draft<FeedMessage>;
type Emit = (event: SimEvent, timestamp: number, message: FeedDraft) => void;

// ---------------------------------------------------------------------------------
// The API.

export function createSimulator(options: SimulatorOptions, now: number): SimulatorState {
  const digest = sha256(utf8ToBytes(options.seed));
  const view = new DataView(digest.buffer, digest.byteOffset, digest.byteLength);
  const rng: Rng = [view.getInt32(0), view.getInt32(4), view.getInt32(8), view.getInt32(12)];
  if (rng.every((x) => x === 0)) rng[0] = 1;
  const state: SimulatorState = {
    version: 1,
    seed: options.seed,
    speed: options.speed,
    cancelRate: options.cancelRate ?? SIM_DEFAULT_CANCEL_RATE,
    rollbackRate: options.rollbackRate ?? SIM_DEFAULT_ROLLBACK_RATE,
    rng,
    now,
    nextId: 1,
    streamAt: 0,
    farAt: 0,
    heartbeat: { prematch: 0, live: 0 },
    events: [],
  };
  const spacing = streamSpacingMs(state);
  // Matches already under way, as the stream would have left them.
  const silent: Emit = () => undefined;
  for (let k = 0; k < SIM_TARGET_LIVE; k += 1) {
    const ago = (k + 0.5) * spacing;
    let comp = pickCompetition(state.rng);
    const sim = (ago * state.speed) / 1000;
    if (sim > 0.85 * typicalSeconds(competitionAt(comp)))
      comp = pickCompetition(state.rng, 'football');
    const event = addEvent(state, comp, Math.round(now - ago));
    kickOff(state, event, silent);
    simulateEvent(state, event, now, silent);
    if (event.play?.ended) state.events.pop();
  }
  state.streamAt = now + spacing / 2;
  state.farAt = now + STREAM_AHEAD * spacing;
  refillCalendar(state, now);
  return state;
}

export function advanceSimulator(previous: SimulatorState, now: number): SimulatorStep {
  const state = cloneState(previous);
  const out = createOutbox();
  if (now < state.now) now = state.now;
  refillCalendar(state, now);
  for (const event of state.events) advanceEvent(state, event, now, out.emit);
  state.events = state.events.filter((e) => isKept(e));
  for (const producer of ['prematch', 'live'] as const) {
    if (now - state.heartbeat[producer] >= SIM_HEARTBEAT_MS) {
      state.heartbeat[producer] = now;
      out.push(now, { type: 'heartbeat', producer, timestamp: now });
    }
  }
  state.now = now;
  return { state, messages: out.messages() };
}

export function scoreInSimulator(
  previous: SimulatorState,
  eventFeedId: string,
  side: 'home' | 'away',
  points: number,
  now: number,
): SimulatorStep | null {
  const found = previous.events.find((e) => e.id === eventFeedId);
  if (!found || found.status !== 'live' || !found.play || found.play.ended) return null;
  const state = cloneState(previous);
  const event = state.events.find((e) => e.id === eventFeedId);
  const play = event?.play;
  if (!event || !play) return null;
  const out = createOutbox();
  const s = side === 'home' ? 0 : 1;
  const sport = competitionAt(event.comp).sport;
  if (sport === 'tennis') {
    tennisPoint(state, event, s, now, out.emit, false);
  } else {
    const scored = sport === 'basketball' ? Math.min(3, Math.max(1, Math.round(points))) : 1;
    addScore(state, event, s, scored, now, out.emit);
  }
  publishPrices(state, event, now, out.emit);
  return { state, messages: out.messages() };
}

/**
 * The office's console: plays a live (or not yet started) event to its final whistle now,
 * with what the rest of it would have brought, and settles it as at full time. Without
 * the feed's occasional faults (a cancelled market, a wrong settlement later rolled
 * back): whoever ends a match by hand wants to see its right settlement. Every message
 * is stamped `now`. Null when the event is not there, finished, cancelled or postponed.
 */
export function finishInSimulator(
  previous: SimulatorState,
  eventFeedId: string,
  now: number,
): SimulatorStep | null {
  const found = previous.events.find((e) => e.id === eventFeedId);
  if (!found || (found.status !== 'live' && found.status !== 'not_started')) return null;
  const state = cloneState(previous);
  const event = state.events.find((e) => e.id === eventFeedId);
  if (!event) return null;
  const out = createOutbox();
  const atNow: Emit = (e, _timestamp, message) => out.emit(e, now, message);
  const rates = { cancel: state.cancelRate, rollback: state.rollbackRate };
  state.cancelRate = 0;
  state.rollbackRate = 0;
  if (!event.announced) {
    event.announced = true;
    atNow(event, now, fixtureChange(event));
  }
  if (event.status === 'not_started') kickOff(state, event, atNow);
  simulateEvent(state, event, now, atNow, Number.MAX_SAFE_INTEGER);
  state.cancelRate = rates.cancel;
  state.rollbackRate = rates.rollback;
  if (!event.play?.ended) return null;
  return { state, messages: out.messages() };
}

export function recoveryMessages(previous: SimulatorState, now: number): FeedMessage[] {
  // Works on a copy: what was sent is the caller's state's business.
  const state = cloneState(previous);
  const out = createOutbox();
  for (const event of state.events) {
    if (event.status !== 'not_started' && event.status !== 'live') continue;
    if (event.play?.ended) continue;
    out.emit(event, now, fixtureChange(event));
    out.emit(event, now, oddsChange(state, event, now, fullMarkets(state, event, now)));
  }
  return out.messages();
}

// ---------------------------------------------------------------------------------
// Messages.

function createOutbox() {
  const list: { ts: number; seq: number; message: FeedMessage }[] = [];
  const last = new Map<string, number>();
  function push(ts: number, message: FeedMessage): void {
    list.push({ ts, seq: list.length, message });
  }
  const emit: Emit = (event, timestamp, message) => {
    // An event's own messages keep their order whatever the times they carry.
    const ts = Math.max(Math.floor(timestamp), last.get(event.id) ?? -Infinity);
    last.set(event.id, ts);
    const producer: FeedProducer = event.play ? 'live' : 'prematch';
    push(ts, { ...message, producer, timestamp: ts });
  };
  return {
    emit,
    push,
    messages(): FeedMessage[] {
      return list.sort((a, b) => a.ts - b.ts || a.seq - b.seq).map((m) => m.message);
    },
  };
}

function fixtureChange(event: SimEvent): Draft<FixtureChange> {
  const comp = competitionAt(event.comp);
  const names = participantsOf(comp);
  return {
    type: 'fixture_change',
    event: {
      feed_id: event.id,
      sport: comp.sport,
      competition: { feed_id: `sim:comp:${comp.slug}`, name: comp.name, country: comp.country },
      home: names[event.home] ?? '',
      away: names[event.away] ?? '',
      start_at: event.startAt,
      status: event.status,
      featured: event.featured,
    },
  };
}

function oddsChange(
  state: SimulatorState,
  event: SimEvent,
  now: number,
  markets: PricedMarket[],
): Draft<OddsChange> {
  for (const market of markets) event.sent[marketKeyOf(market)] = signature(market);
  event.full = false;
  event.dirty = false;
  return {
    type: 'odds_change',
    event_id: event.id,
    status: event.status,
    score: scoreOf(state, event),
    clock: clockOf(state, event, now),
    markets,
  };
}

/** Every market, all suspended while a bet stop lasts. */
function fullMarkets(state: SimulatorState, event: SimEvent, now: number): PricedMarket[] {
  const markets = marketsOf(state, event);
  const stopped = (event.play?.stoppedUntil ?? -Infinity) > now;
  return stopped ? markets.map((m) => ({ ...m, status: 'suspended' as const })) : markets;
}

function betStop(event: SimEvent): Draft<BetStop> {
  return { type: 'bet_stop', event_id: event.id };
}

/** FNV-1a of the market's status and prices to 4 decimals: what "changed" means. */
function signature(market: PricedMarket): number {
  let text = market.status;
  for (const o of market.outcomes) {
    text += `|${o.active ? '' : '!'}${Math.round(o.probability * 10_000)}`;
  }
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

// ---------------------------------------------------------------------------------
// An event's life.

function advanceEvent(state: SimulatorState, event: SimEvent, now: number, emit: Emit): void {
  if (event.status === 'ended') {
    if (event.pending && event.pending.at <= now) settleRollback(event, emit);
    return;
  }
  if (!event.announced) {
    event.announced = true;
    emit(event, now, fixtureChange(event));
    emit(event, now, oddsChange(state, event, now, fullMarkets(state, event, now)));
  }
  if (event.status === 'not_started' && event.startAt <= now) {
    if (uniform(event.rng) < POSTPONE_RATE) {
      event.status = uniform(event.rng) < 0.5 ? 'postponed' : 'cancelled';
      emit(event, event.startAt, fixtureChange(event));
      const cancel: Draft<BetCancel> = {
        type: 'bet_cancel',
        event_id: event.id,
        reason: `The event was ${event.status}.`,
      };
      emit(event, event.startAt, cancel);
      return;
    }
    kickOff(state, event, emit);
  }
  if (event.status === 'live') {
    simulateEvent(state, event, now, emit);
    if (event.status === 'live') publishPrices(state, event, now, emit);
    return;
  }
  if (event.status === 'not_started' && now >= event.nextDriftAt) {
    event.drift = Math.min(0.3, Math.max(-0.3, event.drift + (uniform(event.rng) - 0.5) * 0.04));
    event.nextDriftAt = now + 20_000 + uniform(event.rng) * 100_000;
    const changed = marketsOf(state, event).filter(
      (m) => event.sent[marketKeyOf(m)] !== signature(m),
    );
    if (changed.length > 0) emit(event, now, oddsChange(state, event, now, changed));
  }
}

function isKept(event: SimEvent): boolean {
  if (event.status === 'postponed' || event.status === 'cancelled') return false;
  if (event.status === 'ended') return event.pending !== null;
  return true;
}

function kickOff(state: SimulatorState, event: SimEvent, emit: Emit): void {
  const comp = competitionAt(event.comp);
  event.status = 'live';
  event.play = {
    at: 0,
    phase: 0,
    phaseStart: 0,
    playedBefore: 0,
    score: [0, 0],
    periods: comp.sport === 'tennis' ? [] : [[0, 0]],
    next: [0, 0],
    tennis: null,
    ended: false,
    stoppedUntil: null,
  };
  if (comp.sport === 'tennis') {
    event.play.tennis = {
      sets: [0, 0],
      games: [0, 0],
      points: [0, 0],
      server: uniform(event.rng) < 0.5 ? 0 : 1,
      finished: [],
      nextPointAt: 30 + uniform(event.rng) * 30,
    };
  } else if (comp.sport === 'basketball') {
    const side = uniform(event.rng) < 0.5 ? 0 : 1;
    const expected = basketballExpectationOf(event);
    event.play.next = [
      basketballPossessionSeconds(expected, regulationSeconds(comp), uniform(event.rng)),
      side,
    ];
  } else {
    const rates = goalRates(event);
    event.play.next = [exponential(event.rng, rates[0]), exponential(event.rng, rates[1])];
  }
  event.full = true;
  event.dirty = true;
  emit(event, event.startAt, fixtureChange(event));
}

/** Plays the event on to `now`, emitting what happens. */
function simulateEvent(
  state: SimulatorState,
  event: SimEvent,
  now: number,
  emit: Emit,
  target = ((now - event.startAt) * state.speed) / 1000,
): void {
  const play = event.play;
  if (!play || play.ended) return;
  const comp = competitionAt(event.comp);
  if (comp.sport === 'tennis') {
    const tennis = play.tennis;
    while (tennis && !play.ended && tennis.nextPointAt <= target) {
      play.at = tennis.nextPointAt;
      const p = serveOf(state, event);
      const serving = currentServer(tennis);
      const serverWins = uniform(event.rng) < (serving === 0 ? p.home : p.away);
      const winner = serverWins ? serving : serving === 0 ? 1 : 0;
      tennisPoint(state, event, winner, realAt(state, event, play.at), emit, true);
    }
    if (!play.ended) play.at = Math.max(play.at, target);
    return;
  }
  const expected = comp.sport === 'basketball' ? basketballExpectationOf(event) : null;
  for (;;) {
    const phase = phaseOf(comp, play.phase);
    if (!phase) return;
    const phaseEnd = play.phaseStart + phase.length;
    const limit = Math.min(target, phaseEnd);
    if (phase.play && expected) {
      const due = play.next[0];
      if (due <= play.playedBefore + (limit - play.phaseStart)) {
        play.at = play.phaseStart + (due - play.playedBefore);
        // A state from before possessions holds a time here: home has the ball.
        const side = play.next[1] === 1 ? 1 : 0;
        const points = basketballPossession(
          expected,
          basketballState(comp, play),
          side === 0 ? 'home' : 'away',
          uniform(event.rng),
        );
        if (points > 0) addScore(state, event, side, points, realAt(state, event, play.at), emit);
        play.next = [
          due + basketballPossessionSeconds(expected, regulationSeconds(comp), uniform(event.rng)),
          side === 0 ? 1 : 0,
        ];
        continue;
      }
    } else if (phase.play) {
      const side = play.next[0] <= play.next[1] ? 0 : 1;
      const due = play.next[side];
      if (due <= play.playedBefore + (limit - play.phaseStart)) {
        play.at = play.phaseStart + (due - play.playedBefore);
        addScore(state, event, side, 1, realAt(state, event, play.at), emit);
        play.next[side] = due + exponential(event.rng, goalRates(event)[side]);
        continue;
      }
    }
    play.at = Math.max(play.at, limit);
    if (limit < phaseEnd) return;
    endPhase(state, event, comp, phase, emit);
    if (play.ended) return;
  }
}

interface Phase {
  play: boolean;
  length: number;
  period: string;
}

/** Football's halves and half-time; basketball's quarters, breaks and overtimes. */
function phaseOf(comp: SimCompetition, index: number): Phase | null {
  if (comp.sport === 'football') {
    if (index === 0) return { play: true, length: FOOTBALL_HALF, period: '1st_half' };
    if (index === 1) return { play: false, length: 900, period: 'halftime' };
    if (index === 2) return { play: true, length: FOOTBALL_HALF, period: '2nd_half' };
    return null;
  }
  const quarter = comp.basketball?.quarterSeconds ?? 600;
  if (index <= 6) {
    if (index % 2 === 0) return { play: true, length: quarter, period: `q${index / 2 + 1}` };
    return index === 3
      ? { play: false, length: BASKETBALL_HALFTIME, period: 'halftime' }
      : { play: false, length: BASKETBALL_BREAK, period: `q${(index + 1) / 2}` };
  }
  return index % 2 === 0
    ? { play: true, length: BASKETBALL_OVERTIME, period: 'ot' }
    : { play: false, length: BASKETBALL_BREAK, period: index === 7 ? 'q4' : 'ot' };
}

function endPhase(
  state: SimulatorState,
  event: SimEvent,
  comp: SimCompetition,
  phase: Phase,
  emit: Emit,
): void {
  const play = event.play;
  if (!play) return;
  const endedAt = play.phaseStart + phase.length;
  if (phase.play) play.playedBefore += phase.length;
  const lastPlay =
    (comp.sport === 'football' && play.phase === 2) ||
    (comp.sport === 'basketball' && play.phase >= 6 && play.phase % 2 === 0);
  if (lastPlay && (comp.sport === 'football' || play.score[0] !== play.score[1])) {
    play.at = endedAt;
    finishEvent(state, event, realAt(state, event, endedAt), emit);
    return;
  }
  play.phase += 1;
  play.phaseStart = endedAt;
  play.at = endedAt;
  event.dirty = true;
  const next = phaseOf(comp, play.phase);
  if (next?.play) play.periods.push([0, 0]);
  if (comp.sport === 'basketball' && phase.play && next && !next.play) {
    // A brief stop at each period's end; the break's markets reopen at the score reached.
    play.stoppedUntil = realAt(state, event, endedAt + SIM_PERIOD_STOP_SECONDS);
    event.full = true;
    emit(event, realAt(state, event, endedAt), betStop(event));
  }
}

function addScore(
  state: SimulatorState,
  event: SimEvent,
  side: 0 | 1,
  points: number,
  at: number,
  emit: Emit,
): void {
  const play = event.play;
  if (!play) return;
  play.score[side] += points;
  const period = play.periods[play.periods.length - 1];
  if (period) period[side] += points;
  else play.periods.push(side === 0 ? [points, 0] : [0, points]);
  event.dirty = true;
  if (competitionAt(event.comp).sport === 'football') stop(event, at, SIM_GOAL_STOP_MS, emit);
}

function stop(event: SimEvent, at: number, ms: number, emit: Emit): void {
  const play = event.play;
  if (!play) return;
  play.stoppedUntil = Math.max(play.stoppedUntil ?? 0, at + ms);
  event.full = true;
  emit(event, at, betStop(event));
}

function currentServer(tennis: TennisPlay): 0 | 1 {
  const tiebreak = tennis.games[0] === 6 && tennis.games[1] === 6;
  if (!tiebreak) return tennis.server;
  const n = tennis.points[0] + tennis.points[1];
  return tiebreakFirstServerServes(n) ? tennis.server : tennis.server === 0 ? 1 : 0;
}

function tennisPoint(
  state: SimulatorState,
  event: SimEvent,
  winner: 0 | 1,
  at: number,
  emit: Emit,
  scheduled: boolean,
): void {
  const play = event.play;
  const tennis = play?.tennis;
  if (!play || !tennis) return;
  const loser = winner === 0 ? 1 : 0;
  const tiebreak = tennis.games[0] === 6 && tennis.games[1] === 6;
  tennis.points[winner] += 1;
  event.dirty = true;
  let gap = 25 + uniform(event.rng) * 20;
  const need = tiebreak ? 7 : 4;
  if (tennis.points[winner] >= need && tennis.points[winner] - tennis.points[loser] >= 2) {
    tennis.points = [0, 0];
    tennis.games[winner] += 1;
    tennis.server = tennis.server === 0 ? 1 : 0;
    const [a, b] = tennis.games;
    const setOver = (a >= 6 && a - b >= 2) || (b >= 6 && b - a >= 2) || a === 7 || b === 7;
    if (setOver) {
      tennis.finished.push([a, b]);
      tennis.sets[winner] += 1;
      tennis.games = [0, 0];
      play.score = [tennis.sets[0], tennis.sets[1]];
      gap += 120;
      if (tennis.sets[winner] === 2) {
        finishEvent(state, event, at, emit);
        return;
      }
    } else if ((a + b) % 2 === 1) {
      gap += 60; // changeover
    }
  }
  // A point the console forces leaves the next scheduled one where it was.
  if (scheduled) tennis.nextPointAt = play.at + gap;
  stop(event, at, (SIM_POINT_STOP_SECONDS * 1000) / state.speed, emit);
}

/** At most one odds change per call: the score during a stop, the reopening, or price moves. */
function publishPrices(state: SimulatorState, event: SimEvent, now: number, emit: Emit): void {
  const play = event.play;
  if (!play || play.ended) return;
  if (play.stoppedUntil !== null && play.stoppedUntil > now) {
    if (event.dirty) emit(event, now, oddsChange(state, event, now, []));
    return;
  }
  if (play.stoppedUntil !== null) {
    play.stoppedUntil = null;
    event.full = true;
  }
  if (!event.full && !event.dirty && now < event.nextPriceAt) return;
  const markets = marketsOf(state, event);
  const changed = event.full
    ? markets
    : markets.filter((m) => event.sent[marketKeyOf(m)] !== signature(m));
  event.nextPriceAt = now + SIM_LIVE_PRICE_MS;
  if (changed.length === 0 && !event.dirty) return;
  emit(event, now, oddsChange(state, event, now, changed));
}

function finishEvent(state: SimulatorState, event: SimEvent, at: number, emit: Emit): void {
  const play = event.play;
  if (!play) return;
  play.ended = true;
  play.stoppedUntil = null;
  event.status = 'ended';
  emit(event, at, betStop(event));
  emit(event, at, oddsChange(state, event, at, []));
  emit(event, at, fixtureChange(event));
  const results = resultsOf(state, event);
  const cancelled = uniform(event.rng) < state.cancelRate ? pick(event.rng, results.length) : -1;
  const candidates = results
    .map((_, i) => i)
    .filter((i) => i !== cancelled && results[i]?.type !== 'double_chance');
  const wrong =
    uniform(event.rng) < state.rollbackRate && candidates.length > 0
      ? (candidates[pick(event.rng, candidates.length)] ?? -1)
      : -1;
  const settlement: Draft<BetSettlement> = {
    type: 'bet_settlement',
    event_id: event.id,
    markets: results
      .filter((_, i) => i !== cancelled)
      .map((m) => (m === results[wrong] ? wrongResults(m) : m)),
  };
  emit(event, at, settlement);
  const cancelledMarket = results[cancelled];
  if (cancelledMarket) {
    const cancel: Draft<BetCancel> = {
      type: 'bet_cancel',
      event_id: event.id,
      markets: [{ type: cancelledMarket.type, line: cancelledMarket.line }],
      reason: 'The market was cancelled by the feed.',
    };
    emit(event, at, cancel);
  }
  const wrongMarket = results[wrong];
  event.pending = wrongMarket ? { at: at + SIM_ROLLBACK_AFTER_MS, market: wrongMarket } : null;
}

function settleRollback(event: SimEvent, emit: Emit): void {
  const pending = event.pending;
  if (!pending) return;
  const { market } = pending;
  const rollback: Draft<RollbackBetSettlement> = {
    type: 'rollback_bet_settlement',
    event_id: event.id,
    markets: [{ type: market.type, line: market.line }],
  };
  emit(event, pending.at, rollback);
  const settlement: Draft<BetSettlement> = {
    type: 'bet_settlement',
    event_id: event.id,
    markets: [market],
  };
  emit(event, pending.at, settlement);
  event.pending = null;
}

/** The winning outcome moved to the next key: a plausible mistake. */
function wrongResults(market: SettledMarket): SettledMarket {
  const won = market.outcomes.findIndex((o) => o.result === 'won');
  const next = (won + 1) % market.outcomes.length;
  return {
    ...market,
    outcomes: market.outcomes.map((o, i) => ({
      key: o.key,
      result: i === next ? ('won' as const) : ('lost' as const),
    })),
  };
}

// ---------------------------------------------------------------------------------
// Models per sport.

function footballExpectation(event: SimEvent): FootballExpectation {
  const rows = competitionAt(event.comp).football ?? [];
  const home = rows[event.home];
  const away = rows[event.away];
  const xg = footballExpectedGoals(
    { attack: home?.[1] ?? 1, defence: home?.[2] ?? 1 },
    { attack: away?.[1] ?? 1, defence: away?.[2] ?? 1 },
  );
  return { home: xg.home * Math.exp(event.drift), away: xg.away * Math.exp(-event.drift) };
}

function basketballExpectationOf(event: SimEvent, drift = event.drift): BasketballExpectation {
  const comp = competitionAt(event.comp);
  const rows = comp.teams ?? [];
  const home = rows[event.home];
  const away = rows[event.away];
  const league = comp.basketball ?? {
    teamPoints: 100,
    homeAdvantage: 3,
    possessions: 85,
    marginSd: 12,
  };
  const expected = basketballExpectation(
    { strength: home?.[1] ?? 0, pace: home?.[2] ?? 1 },
    { strength: away?.[1] ?? 0, pace: away?.[2] ?? 1 },
    league,
  );
  return withSpread({ ...expected, margin: expected.margin + drift * 10 });
}

function regulationSeconds(comp: SimCompetition): number {
  return 4 * (comp.basketball?.quarterSeconds ?? 600);
}

function serveOf(_state: SimulatorState, event: SimEvent, drift = event.drift): TennisServe {
  const comp = competitionAt(event.comp);
  const rows = comp.players ?? [];
  return tennisServeProbabilities(
    (rows[event.home]?.[1] ?? 5) + drift * 5,
    rows[event.away]?.[1] ?? 5,
    comp.serveBase,
  );
}

/** Football's goals per second of play, each side. */
function goalRates(event: SimEvent): Pair {
  const xg = footballExpectation(event);
  return [xg.home / FOOTBALL_PLAY, xg.away / FOOTBALL_PLAY];
}

function marketsOf(state: SimulatorState, event: SimEvent): PricedMarket[] {
  const comp = competitionAt(event.comp);
  const play = event.play;
  if (comp.sport === 'football') {
    const xg = footballExpectation(event);
    if (!play) return footballMarkets(xg);
    const played = playedSeconds(comp, play);
    return footballMarkets(xg, {
      home: play.score[0],
      away: play.score[1],
      remaining: play.ended ? 0 : Math.max(0, FOOTBALL_PLAY - played) / FOOTBALL_PLAY,
    });
  }
  if (comp.sport === 'basketball') {
    const expected = basketballExpectationOf(event);
    const [h1, h2, t1, t2] = event.lines;
    const lines = {
      handicap: [h1 ?? -0.5, h2 ?? 0.5] as Pair,
      total: [t1 ?? 150.5, t2 ?? 160.5] as Pair,
    };
    if (!play) return basketballMarkets(expected, lines);
    return basketballMarkets(expected, lines, basketballState(comp, play));
  }
  const serve = serveOf(state, event);
  const line = event.lines[0] ?? 22.5;
  if (!play?.tennis) return tennisMarkets(serve, line);
  return tennisMarkets(serve, line, tennisState(play.tennis));
}

function tennisState(tennis: TennisPlay): TennisLiveState {
  return {
    sets: { home: tennis.sets[0], away: tennis.sets[1] },
    games: { home: tennis.games[0], away: tennis.games[1] },
    points: { home: tennis.points[0], away: tennis.points[1] },
    server: tennis.server === 0 ? 'home' : 'away',
    gamesBefore: tennis.finished.reduce((sum, [a, b]) => sum + a + b, 0),
  };
}

function playedSeconds(comp: SimCompetition, play: Play): number {
  const phase = phaseOf(comp, play.phase);
  return play.playedBefore + (phase?.play ? play.at - play.phaseStart : 0);
}

function basketballState(comp: SimCompetition, play: Play): BasketballLiveState {
  return {
    home: play.score[0],
    away: play.score[1],
    remaining: play.ended ? 0 : basketballRemaining(comp, play),
  };
}

/** Regulation left as a share of regulation; in (or before) overtime, the overtime left. */
function basketballRemaining(comp: SimCompetition, play: Play): number {
  const regulation = 4 * (comp.basketball?.quarterSeconds ?? 600);
  const played = playedSeconds(comp, play);
  const overtimes = play.phase >= 7 ? Math.floor((play.phase - 7) / 2) + 1 : 0;
  const end = regulation + overtimes * BASKETBALL_OVERTIME;
  return Math.max(0, end - played) / regulation;
}

function resultsOf(state: SimulatorState, event: SimEvent): SettledMarket[] {
  const comp = competitionAt(event.comp);
  const play = event.play;
  const [home, away] = play?.score ?? [0, 0];
  if (comp.sport === 'football') return footballResults(home, away);
  if (comp.sport === 'basketball') {
    const [h1, h2, t1, t2] = event.lines;
    return basketballResults(home, away, {
      handicap: [h1 ?? -0.5, h2 ?? 0.5],
      total: [t1 ?? 150.5, t2 ?? 160.5],
    });
  }
  const sets = (play?.tennis?.finished ?? []).map(([h, a]) => ({ home: h, away: a }));
  return tennisResults(sets, event.lines[0] ?? 22.5);
}

function scoreOf(state: SimulatorState, event: SimEvent): Score | null {
  const play = event.play;
  if (!play) return null;
  const tennis = play.tennis;
  if (!tennis) {
    return {
      home: play.score[0],
      away: play.score[1],
      periods: play.periods.map(([home, away]) => ({ home, away })),
      game: null,
      serving: null,
    };
  }
  const sets = [...tennis.finished];
  if (!play.ended) sets.push(tennis.games);
  return {
    home: tennis.sets[0],
    away: tennis.sets[1],
    periods: sets.map(([home, away]) => ({ home, away })),
    game: play.ended ? null : gamePoints(tennis),
    serving: play.ended ? null : currentServer(tennis) === 0 ? 'home' : 'away',
  };
}

const POINT_NAMES = ['0', '15', '30', '40'];

function gamePoints(tennis: TennisPlay): { home: string; away: string } {
  const [h, a] = tennis.points;
  if (tennis.games[0] === 6 && tennis.games[1] === 6) return { home: String(h), away: String(a) };
  if (h >= 3 && a >= 3) {
    if (h === a) return { home: '40', away: '40' };
    return h > a ? { home: 'A', away: '40' } : { home: '40', away: 'A' };
  }
  return { home: POINT_NAMES[h] ?? '40', away: POINT_NAMES[a] ?? '40' };
}

function clockOf(state: SimulatorState, event: SimEvent, now: number): Clock | null {
  const play = event.play;
  if (!play) return null;
  const comp = competitionAt(event.comp);
  if (comp.sport === 'tennis') {
    const tennis = play.tennis;
    const set = (tennis?.finished.length ?? 0) + (play.ended ? 0 : 1);
    return { period: `set_${Math.max(1, set)}`, seconds: null, running: !play.ended };
  }
  const phase = phaseOf(comp, play.phase);
  if (!phase) return null;
  const at = play.ended ? play.at : Math.max(play.at, ((now - event.startAt) * state.speed) / 1000);
  const inPhase = Math.floor(Math.min(phase.length, Math.max(0, at - play.phaseStart)));
  if (comp.sport === 'football') {
    if (play.phase === 0) return { period: phase.period, seconds: inPhase, running: !play.ended };
    if (play.phase === 1) return { period: phase.period, seconds: FOOTBALL_HALF, running: false };
    return { period: phase.period, seconds: FOOTBALL_HALF + inPhase, running: !play.ended };
  }
  if (phase.play) return { period: phase.period, seconds: inPhase, running: !play.ended };
  const previous = phaseOf(comp, play.phase - 1);
  return { period: phase.period, seconds: previous?.length ?? 0, running: false };
}

// ---------------------------------------------------------------------------------
// The calendar.

function competitionAt(index: number): SimCompetition {
  const comp = SIM_COMPETITIONS[index];
  if (!comp) throw new Error(`no simulated competition ${index}`);
  return comp;
}

function typicalSeconds(comp: SimCompetition): number {
  if (comp.sport === 'football') return FOOTBALL_PLAY + 900;
  if (comp.sport === 'basketball') {
    return (
      4 * (comp.basketball?.quarterSeconds ?? 600) + 2 * BASKETBALL_BREAK + BASKETBALL_HALFTIME
    );
  }
  return 6000;
}

/** Real ms between the stream's kick-offs so that about SIM_TARGET_LIVE are live at once. */
function streamSpacingMs(state: SimulatorState): number {
  return (MEAN_MATCH_SECONDS * 1000) / state.speed / SIM_TARGET_LIVE;
}

function pickCompetition(rng: Rng, sport?: Sport): number {
  const choices = SIM_COMPETITIONS.map((c, i) => [c, i] as const).filter(
    ([c]) => sport === undefined || c.sport === sport,
  );
  const total = choices.reduce((sum, [c]) => sum + c.weight, 0);
  let x = uniform(rng) * total;
  for (const [c, i] of choices) {
    x -= c.weight;
    if (x < 0) return i;
  }
  return choices[choices.length - 1]?.[1] ?? 0;
}

function addEvent(state: SimulatorState, comp: number, startAt: number): SimEvent {
  const competition = competitionAt(comp);
  const count = participantsOf(competition).length;
  const busy = new Set<number>();
  for (const e of state.events) {
    if (e.comp === comp && (e.status === 'not_started' || e.status === 'live')) {
      busy.add(e.home);
      busy.add(e.away);
    }
  }
  let free = Array.from({ length: count }, (_, i) => i).filter((i) => !busy.has(i));
  if (free.length < 2) free = Array.from({ length: count }, (_, i) => i);
  const homeAt = pick(state.rng, free.length);
  const home = free[homeAt] ?? 0;
  free.splice(homeAt, 1);
  const away = free[pick(state.rng, free.length)] ?? 1;
  const rng: Rng = [
    nextUint32(state.rng) | 0,
    nextUint32(state.rng) | 0,
    nextUint32(state.rng) | 0,
    nextUint32(state.rng) | 1,
  ];
  const event: SimEvent = {
    id: `sim:${competition.sport}:${state.nextId}`,
    comp,
    home,
    away,
    startAt,
    status: 'not_started',
    featured: uniform(state.rng) < FEATURED_RATE,
    drift: 0,
    nextDriftAt: 0,
    lines: [],
    rng,
    announced: false,
    sent: {},
    play: null,
    full: true,
    dirty: false,
    nextPriceAt: 0,
    pending: null,
  };
  state.nextId += 1;
  event.nextDriftAt = state.now + 20_000 + uniform(rng) * 100_000;
  if (competition.sport === 'basketball') {
    const lines = basketballLines(basketballExpectationOf(event, 0));
    event.lines = [...lines.handicap, ...lines.total];
  } else if (competition.sport === 'tennis') {
    event.lines = [tennisTotalGamesLine(serveOf(state, event, 0))];
  }
  state.events.push(event);
  return event;
}

/** Keeps the stream a few kick-offs ahead and the far calendar FAR_DAYS ahead. */
function refillCalendar(state: SimulatorState, now: number): void {
  const spacing = streamSpacingMs(state);
  if (state.streamAt < now) state.streamAt = now + spacing / 2;
  while (state.streamAt < now + STREAM_AHEAD * spacing) {
    addEvent(state, pickCompetition(state.rng), Math.round(state.streamAt));
    state.streamAt += spacing * (0.6 + 0.8 * uniform(state.rng));
  }
  if (state.farAt < now + STREAM_AHEAD * spacing) state.farAt = now + STREAM_AHEAD * spacing;
  while (state.farAt < now + FAR_DAYS * 86_400_000) {
    state.farAt += FAR_SPACING_MS * (0.5 + uniform(state.rng));
    const startAt = Math.ceil(state.farAt / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
    addEvent(state, pickCompetition(state.rng), startAt);
  }
}

function realAt(state: SimulatorState, event: SimEvent, simSeconds: number): number {
  return event.startAt + (simSeconds * 1000) / state.speed;
}

function cloneState(state: SimulatorState): SimulatorState {
  return JSON.parse(JSON.stringify(state)) as SimulatorState;
}

// ---------------------------------------------------------------------------------
// Randomness: xoshiro128** (as random.ts) with its state in plain numbers.

function nextUint32(s: Rng): number {
  const result = Math.imul(rotl(Math.imul(s[1], 5), 7), 9) >>> 0;
  const t = s[1] << 9;
  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl(s[3], 11);
  return result;
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}

function uniform(rng: Rng): number {
  return nextUint32(rng) / 2 ** 32;
}

function pick(rng: Rng, n: number): number {
  return Math.min(n - 1, Math.floor(uniform(rng) * n));
}

function exponential(rng: Rng, rate: number): number {
  return -Math.log(1 - uniform(rng)) / rate;
}
