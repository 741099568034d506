import { pricedMarket, settledMarket } from './market-book';
import type { PricedMarket, SettledMarket } from './market-book';

// Tennis prices, exact, from each player's chance of winning a point on serve (points
// independent): a game by recursion to deuce and its closed form, a tie-break to 7 by two
// with the serve changing after the first point and then every two, a set to 6 by two
// with a tie-break at 6-6, a best-of-3 match. The serve alternates by game throughout, so
// the server of a set's first game follows from the games already played.

export type TennisSide = 'home' | 'away';

/** Each player's chance of winning a point on their own serve. */
export interface TennisServe {
  home: number;
  away: number;
}

export interface TennisLiveState {
  /** Sets won. */
  sets: { home: number; away: number };
  /** Games of the set in play. */
  games: { home: number; away: number };
  /** Points of the game in play (counts; at 6-6 the tie-break's points). */
  points: { home: number; away: number };
  /** Serves the game in play; in a tie-break, served its first point. */
  server: TennisSide;
  /** Games in the sets already finished (for total games). */
  gamesBefore: number;
}

export const TENNIS_SETS_TO_WIN = 2;
/** Home's handicap lines in sets. */
export const TENNIS_SET_HANDICAP_LINES = [-1.5, 1.5] as const;
/** Men's average chance of holding a point on serve; women's is lower. */
export const TENNIS_SERVE_BASE = 0.64;
/** Each rating point's edge on a point. */
const RATING_EDGE = 0.012;

export function tennisServeProbabilities(
  homeRating: number,
  awayRating: number,
  base = TENNIS_SERVE_BASE,
): TennisServe {
  const edge = RATING_EDGE * (homeRating - awayRating);
  return { home: clampPoint(base + edge), away: clampPoint(base - edge) };
}

function clampPoint(p: number): number {
  return Math.min(0.95, Math.max(0.05, p));
}

/** P(the server wins the game) from the server's and the receiver's points in it. */
export function gameWinProbability(p: number, server: number, receiver: number): number {
  if (server >= 4 && server - receiver >= 2) return 1;
  if (receiver >= 4 && receiver - server >= 2) return 0;
  if (server >= 3 && receiver >= 3) {
    const q = 1 - p;
    const deuce = (p * p) / (p * p + q * q);
    if (server === receiver) return deuce;
    return server > receiver ? p + q * deuce : p * deuce;
  }
  return (
    p * gameWinProbability(p, server + 1, receiver) +
    (1 - p) * gameWinProbability(p, server, receiver + 1)
  );
}

/** Whether the tie-break's first server serves its point number `n` (from 0): 1, 2, 2, 2... */
export function tiebreakFirstServerServes(n: number): boolean {
  return Math.floor((n + 1) / 2) % 2 === 0;
}

/**
 * P(A wins the tie-break) at A's `a` and B's `b` points; `pA`, `pB` each player's chance on
 * their own serve; `aFirst` when A served the first point.
 */
export function tiebreakWinProbability(
  pA: number,
  pB: number,
  a: number,
  b: number,
  aFirst: boolean,
): number {
  return tiebreakFrom(pA, pB, a, b, aFirst, new Map());
}

function tiebreakFrom(
  pA: number,
  pB: number,
  a: number,
  b: number,
  aFirst: boolean,
  memo: Map<number, number>,
): number {
  if (a >= 7 && a - b >= 2) return 1;
  if (b >= 7 && b - a >= 2) return 0;
  const n = a + b;
  const aServes = tiebreakFirstServerServes(n) === aFirst;
  const win = aServes ? pA : 1 - pB;
  if (a >= 6 && b >= 6) {
    // From a tie each pair of points has one serve each: win both, lose both or tie again.
    const both = pA * (1 - pB);
    const tie = both / (both + (1 - pA) * pB);
    if (a === b) return tie;
    return a > b ? win + (1 - win) * tie : win * tie;
  }
  const key = a * 16 + b;
  const cached = memo.get(key);
  if (cached !== undefined) return cached;
  const value =
    win * tiebreakFrom(pA, pB, a + 1, b, aFirst, memo) +
    (1 - win) * tiebreakFrom(pA, pB, a, b + 1, aFirst, memo);
  memo.set(key, value);
  return value;
}

function setWinner(a: number, b: number): 'a' | 'b' | null {
  if ((a >= 6 && a - b >= 2) || a === 7) return 'a';
  if ((b >= 6 && b - a >= 2) || b === 7) return 'b';
  return null;
}

/** Set outcomes: index 0..7 A wins in 6..13 games, 8..15 B wins in 6..13 games. */
type SetDistribution = number[];
const SET_OUTCOMES = 16;

function setDistribution(
  pA: number,
  pB: number,
  games: { a: number; b: number },
  points: { a: number; b: number },
  aServes: boolean,
  memo: Map<number, SetDistribution>,
): SetDistribution {
  const done = setWinner(games.a, games.b);
  if (done !== null) {
    const out = new Array<number>(SET_OUTCOMES).fill(0);
    out[(done === 'a' ? 0 : 8) + games.a + games.b - 6] = 1;
    return out;
  }
  const fresh = points.a === 0 && points.b === 0;
  const key = games.a * 32 + games.b * 2 + (aServes ? 1 : 0);
  if (fresh) {
    const cached = memo.get(key);
    if (cached) return cached;
  }
  const winA =
    games.a === 6 && games.b === 6
      ? tiebreakWinProbability(pA, pB, points.a, points.b, aServes)
      : aServes
        ? gameWinProbability(pA, points.a, points.b)
        : 1 - gameWinProbability(pB, points.b, points.a);
  const zero = { a: 0, b: 0 };
  const ifA = setDistribution(pA, pB, { a: games.a + 1, b: games.b }, zero, !aServes, memo);
  const ifB = setDistribution(pA, pB, { a: games.a, b: games.b + 1 }, zero, !aServes, memo);
  const out = ifA.map((p, i) => winA * p + (1 - winA) * (ifB[i] ?? 0));
  if (fresh) memo.set(key, out);
  return out;
}

/** The match's outcomes: P of home's final sets 2-0, 2-1, 1-2, 0-2, and of each total of games. */
export interface TennisMatchDistribution {
  sets: { '2-0': number; '2-1': number; '1-2': number; '0-2': number };
  /** Index: total games in the match. */
  games: number[];
}

export function tennisMatchDistribution(
  serve: TennisServe,
  state: TennisLiveState,
): TennisMatchDistribution {
  const pA = serve.home;
  const pB = serve.away;
  const fresh = freshSets(pA, pB);
  // Home's final sets 2-0, 2-1, 1-2, 0-2.
  const sets = [0, 0, 0, 0];
  const games = new Array<number>(40).fill(0);

  function walk(
    setsA: number,
    setsB: number,
    gamesBefore: number,
    gamesInSet: number,
    aServes: boolean,
    dist: SetDistribution,
    weight: number,
  ): void {
    for (let i = 0; i < SET_OUTCOMES; i += 1) {
      const q = dist[i] ?? 0;
      if (q === 0) continue;
      const aWon = i < 8;
      const setGames = 6 + (i % 8);
      const a = setsA + (aWon ? 1 : 0);
      const b = setsB + (aWon ? 0 : 1);
      const total = gamesBefore + setGames;
      if (a >= TENNIS_SETS_TO_WIN || b >= TENNIS_SETS_TO_WIN) {
        const index = a === TENNIS_SETS_TO_WIN ? b : 3 - a;
        sets[index] = (sets[index] ?? 0) + weight * q;
        games[total] = (games[total] ?? 0) + weight * q;
        continue;
      }
      const next = (setGames - gamesInSet) % 2 === 1 ? !aServes : aServes;
      walk(a, b, total, 0, next, next ? fresh.a : fresh.b, weight * q);
    }
  }

  const aServes = state.server === 'home';
  if (state.sets.home >= TENNIS_SETS_TO_WIN || state.sets.away >= TENNIS_SETS_TO_WIN) {
    // Over already: what happened is certain.
    const index = state.sets.home >= TENNIS_SETS_TO_WIN ? state.sets.away : 3 - state.sets.home;
    sets[Math.min(3, Math.max(0, index))] = 1;
    games[Math.min(games.length - 1, state.gamesBefore)] = 1;
    return {
      sets: { '2-0': sets[0] ?? 0, '2-1': sets[1] ?? 0, '1-2': sets[2] ?? 0, '0-2': sets[3] ?? 0 },
      games,
    };
  }
  const current = setDistribution(
    pA,
    pB,
    { a: state.games.home, b: state.games.away },
    { a: state.points.home, b: state.points.away },
    aServes,
    new Map(),
  );
  walk(
    state.sets.home,
    state.sets.away,
    state.gamesBefore,
    state.games.home + state.games.away,
    aServes,
    current,
    1,
  );
  return {
    sets: { '2-0': sets[0] ?? 0, '2-1': sets[1] ?? 0, '1-2': sets[2] ?? 0, '0-2': sets[3] ?? 0 },
    games,
  };
}

// A set from 0-0 depends only on the two serve probabilities and who serves first; the
// simulator asks for the same players' again and again.
const freshCache = new Map<string, { a: SetDistribution; b: SetDistribution }>();
const FRESH_CACHE_SIZE = 256;

function freshSets(pA: number, pB: number): { a: SetDistribution; b: SetDistribution } {
  const key = `${pA}:${pB}`;
  const cached = freshCache.get(key);
  if (cached) return cached;
  const memo = new Map<number, SetDistribution>();
  const zero = { a: 0, b: 0 };
  const value = {
    a: setDistribution(pA, pB, zero, zero, true, memo),
    b: setDistribution(pA, pB, zero, zero, false, memo),
  };
  if (freshCache.size >= FRESH_CACHE_SIZE) freshCache.clear();
  freshCache.set(key, value);
  return value;
}

/** Before the toss: each player serves first half the time. */
function preMatchDistribution(serve: TennisServe): TennisMatchDistribution {
  const start = (server: TennisSide): TennisLiveState => ({
    sets: { home: 0, away: 0 },
    games: { home: 0, away: 0 },
    points: { home: 0, away: 0 },
    server,
    gamesBefore: 0,
  });
  const h = tennisMatchDistribution(serve, start('home'));
  const a = tennisMatchDistribution(serve, start('away'));
  return {
    sets: {
      '2-0': (h.sets['2-0'] + a.sets['2-0']) / 2,
      '2-1': (h.sets['2-1'] + a.sets['2-1']) / 2,
      '1-2': (h.sets['1-2'] + a.sets['1-2']) / 2,
      '0-2': (h.sets['0-2'] + a.sets['0-2']) / 2,
    },
    games: h.games.map((p, i) => (p + (a.games[i] ?? 0)) / 2),
  };
}

/** The half line of total games closest to even money before the match. */
export function tennisTotalGamesLine(serve: TennisServe): number {
  const { games } = preMatchDistribution(serve);
  let best = 21.5;
  let bestGap = Infinity;
  let over = 1;
  for (let t = 0; t < games.length; t += 1) {
    over -= games[t] ?? 0;
    const gap = Math.abs(over - 0.5);
    if (t >= 12 && gap < bestGap) {
      best = t + 0.5;
      bestGap = gap;
    }
  }
  return best;
}

/** Every market of a tennis match: pre-match without a state, in play with one. */
export function tennisMarkets(
  serve: TennisServe,
  totalGamesLine: number,
  state?: TennisLiveState,
): PricedMarket[] {
  const { sets, games } =
    state === undefined ? preMatchDistribution(serve) : tennisMatchDistribution(serve, state);
  let over = 0;
  let under = 0;
  games.forEach((p, total) => {
    if (total > totalGamesLine) over += p;
    else under += p;
  });
  return [
    pricedMarket('winner', null, [
      ['home', sets['2-0'] + sets['2-1']],
      ['away', sets['1-2'] + sets['0-2']],
    ]),
    pricedMarket('total', totalGamesLine, [
      ['over', over],
      ['under', under],
    ]),
    pricedMarket('handicap', -1.5, [
      ['home', sets['2-0']],
      ['away', sets['2-1'] + sets['1-2'] + sets['0-2']],
    ]),
    pricedMarket('handicap', 1.5, [
      ['home', sets['2-0'] + sets['2-1'] + sets['1-2']],
      ['away', sets['0-2']],
    ]),
  ];
}

/** The results of every market from the finished sets' games. */
export function tennisResults(
  sets: ReadonlyArray<{ home: number; away: number }>,
  totalGamesLine: number,
): SettledMarket[] {
  const home = sets.filter((s) => s.home > s.away).length;
  const away = sets.length - home;
  const games = sets.reduce((sum, s) => sum + s.home + s.away, 0);
  return [
    settledMarket('winner', null, ['home', 'away'], [home > away ? 'home' : 'away']),
    settledMarket(
      'total',
      totalGamesLine,
      ['over', 'under'],
      [games > totalGamesLine ? 'over' : 'under'],
    ),
    ...TENNIS_SET_HANDICAP_LINES.map((line) =>
      settledMarket('handicap', line, ['home', 'away'], [home + line > away ? 'home' : 'away']),
    ),
  ];
}
