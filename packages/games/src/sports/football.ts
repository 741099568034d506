import { pricedMarket, probabilityMarket, settledMarket } from './market-book';
import type { PricedMarket, SettledMarket } from './market-book';

// Football prices from two independent Poisson goal counts (Maher's model): each side's
// expected goals from its attack, the other's defence and the home advantage. In play,
// the goals still to come are Poisson with the expectation scaled by the time left, added
// to the score.

/** Multipliers around 1: attack above 1 scores more, defence below 1 concedes less. */
export interface FootballRating {
  attack: number;
  defence: number;
}

/** Expected goals over the whole match. */
export interface FootballExpectation {
  home: number;
  away: number;
}

export interface FootballLiveState {
  home: number;
  away: number;
  /** The share of the match still to play: 1 before kick-off, 0.5 at half-time, 0 at the end. */
  remaining: number;
}

/** Average goals of a home and an away side in the top leagues (the home advantage is the gap). */
export const FOOTBALL_HOME_GOALS = 1.5;
export const FOOTBALL_AWAY_GOALS = 1.15;
/** The score grid goes to this many goals a side (the tail beyond it is negligible and renormalised). */
export const FOOTBALL_MAX_GOALS = 10;
export const FOOTBALL_TOTAL_LINES = [1.5, 2.5, 3.5] as const;
/** Home's handicap lines. */
export const FOOTBALL_HANDICAP_LINES = [-1.5, 1.5] as const;
/** Correct score offers 0:0 to this:this, the rest is `other`. */
export const FOOTBALL_CORRECT_SCORE_MAX = 4;

export const FOOTBALL_PRE_MATCH: FootballLiveState = { home: 0, away: 0, remaining: 1 };

export function footballExpectedGoals(
  home: FootballRating,
  away: FootballRating,
  options: { homeGoals?: number; awayGoals?: number } = {},
): FootballExpectation {
  return {
    home: (options.homeGoals ?? FOOTBALL_HOME_GOALS) * home.attack * away.defence,
    away: (options.awayGoals ?? FOOTBALL_AWAY_GOALS) * away.attack * home.defence,
  };
}

const CORRECT_SCORE_KEYS = correctScoreKeys();

function correctScoreKeys(): string[] {
  const keys: string[] = [];
  for (let h = 0; h <= FOOTBALL_CORRECT_SCORE_MAX; h += 1) {
    for (let a = 0; a <= FOOTBALL_CORRECT_SCORE_MAX; a += 1) keys.push(`${h}:${a}`);
  }
  keys.push('other');
  return keys;
}

function correctScoreKey(home: number, away: number): string {
  return home <= FOOTBALL_CORRECT_SCORE_MAX && away <= FOOTBALL_CORRECT_SCORE_MAX
    ? `${home}:${away}`
    : 'other';
}

/** Poisson probabilities of 0..max, exact zeros past 0 when the mean is 0. */
function poisson(mean: number, max: number): number[] {
  const out = [Math.exp(-mean)];
  for (let k = 1; k <= max; k += 1) out.push(((out[k - 1] ?? 0) * mean) / k);
  return out;
}

/** Every market of a football match, pre-match (no state) or in play. */
export function footballMarkets(
  expected: FootballExpectation,
  state: FootballLiveState = FOOTBALL_PRE_MATCH,
): PricedMarket[] {
  const remaining = Math.min(1, Math.max(0, state.remaining));
  const home = poisson(expected.home * remaining, FOOTBALL_MAX_GOALS);
  const away = poisson(expected.away * remaining, FOOTBALL_MAX_GOALS);
  let homeWin = 0;
  let draw = 0;
  let awayWin = 0;
  let btts = 0;
  let noBtts = 0;
  // Index by total goals and by home's margin (offset by the grid's size), summed after.
  const byTotal = new Float64Array(2 * FOOTBALL_MAX_GOALS + 1 + state.home + state.away);
  const marginOffset = FOOTBALL_MAX_GOALS + state.away;
  const byMargin = new Float64Array(2 * FOOTBALL_MAX_GOALS + 1 + state.home + state.away);
  const side = FOOTBALL_CORRECT_SCORE_MAX + 1;
  const correct = new Float64Array(CORRECT_SCORE_KEYS.length);

  for (let i = 0; i <= FOOTBALL_MAX_GOALS; i += 1) {
    const pi = home[i] ?? 0;
    if (pi === 0) continue;
    const h = state.home + i;
    for (let j = 0; j <= FOOTBALL_MAX_GOALS; j += 1) {
      const p = pi * (away[j] ?? 0);
      if (p === 0) continue;
      const a = state.away + j;
      if (h > a) homeWin += p;
      else if (h === a) draw += p;
      else awayWin += p;
      if (h > 0 && a > 0) btts += p;
      else noBtts += p;
      byTotal[h + a] = (byTotal[h + a] ?? 0) + p;
      byMargin[h - a + marginOffset] = (byMargin[h - a + marginOffset] ?? 0) + p;
      const cs = h < side && a < side ? h * side + a : side * side;
      correct[cs] = (correct[cs] ?? 0) + p;
    }
  }
  const over = FOOTBALL_TOTAL_LINES.map(() => 0);
  const under = FOOTBALL_TOTAL_LINES.map(() => 0);
  byTotal.forEach((p, total) => {
    FOOTBALL_TOTAL_LINES.forEach((line, n) => {
      if (total > line) over[n] = (over[n] ?? 0) + p;
      else under[n] = (under[n] ?? 0) + p;
    });
  });
  const handicapHome = FOOTBALL_HANDICAP_LINES.map(() => 0);
  const handicapAway = FOOTBALL_HANDICAP_LINES.map(() => 0);
  byMargin.forEach((p, index) => {
    const margin = index - marginOffset;
    FOOTBALL_HANDICAP_LINES.forEach((line, n) => {
      if (margin + line > 0) handicapHome[n] = (handicapHome[n] ?? 0) + p;
      else handicapAway[n] = (handicapAway[n] ?? 0) + p;
    });
  });

  const result = pricedMarket('1x2', null, [
    ['home', homeWin],
    ['draw', draw],
    ['away', awayWin],
  ]);
  const [pHome, pDraw, pAway] = result.outcomes.map((o) => o.probability);
  return [
    result,
    probabilityMarket('double_chance', null, [
      ['home_draw', (pHome ?? 0) + (pDraw ?? 0)],
      ['home_away', (pHome ?? 0) + (pAway ?? 0)],
      ['draw_away', (pDraw ?? 0) + (pAway ?? 0)],
    ]),
    ...FOOTBALL_TOTAL_LINES.map((line, n) =>
      pricedMarket('total', line, [
        ['over', over[n] ?? 0],
        ['under', under[n] ?? 0],
      ]),
    ),
    pricedMarket('btts', null, [
      ['yes', btts],
      ['no', noBtts],
    ]),
    ...FOOTBALL_HANDICAP_LINES.map((line, n) =>
      pricedMarket('handicap', line, [
        ['home', handicapHome[n] ?? 0],
        ['away', handicapAway[n] ?? 0],
      ]),
    ),
    pricedMarket(
      'correct_score',
      null,
      CORRECT_SCORE_KEYS.map((k, n) => [k, correct[n] ?? 0] as const),
    ),
  ];
}

/** The results of every market from the final score. */
export function footballResults(home: number, away: number): SettledMarket[] {
  const result = home > away ? 'home' : home === away ? 'draw' : 'away';
  const doubleChance = ['home_draw', 'home_away', 'draw_away'].filter((k) =>
    k.split('_').includes(result),
  );
  return [
    settledMarket('1x2', null, ['home', 'draw', 'away'], [result]),
    settledMarket('double_chance', null, ['home_draw', 'home_away', 'draw_away'], doubleChance),
    ...FOOTBALL_TOTAL_LINES.map((line) =>
      settledMarket('total', line, ['over', 'under'], [home + away > line ? 'over' : 'under']),
    ),
    settledMarket('btts', null, ['yes', 'no'], [home > 0 && away > 0 ? 'yes' : 'no']),
    ...FOOTBALL_HANDICAP_LINES.map((line) =>
      settledMarket('handicap', line, ['home', 'away'], [home + line > away ? 'home' : 'away']),
    ),
    settledMarket('correct_score', null, CORRECT_SCORE_KEYS, [correctScoreKey(home, away)]),
  ];
}
