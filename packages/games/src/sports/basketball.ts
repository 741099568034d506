import { pricedMarket, settledMarket } from './market-book';
import type { PricedMarket, SettledMarket } from './market-book';

// Basketball as the simulated feed plays it and prices it. The teams alternate possessions
// (about 99 each in an NBA game, 72 in the EuroLeague); a possession scores 1, 2 or 3
// points or nothing. Independent possessions alone would spread the final margin far wider
// than real games do (sd ~16 against ~12.5), because real games pull back: the side ahead
// of its expected margin eases off and the other presses. So each possession's expected
// points lean against the margin's deviation from its expected path, taking back a share
// `reversion` of it per pair of possessions (an Ornstein-Uhlenbeck margin), tuned per
// league to the margin sd it aims at. The prices follow from that same process: the final
// margin is normal with the deviation decayed over the possessions left and the variance
// they add; the total is the score plus the rest's expectation, with the possessions'
// variance (the pull moves points from one side to the other, not the total).
// A tie after regulation goes to overtime, priced the same way over an overtime's
// possessions, so `winner` has no draw.

export interface BasketballRating {
  /** Points per game better than the league's average team. */
  strength: number;
  /** Possessions per game relative to the league's average (1 = average). */
  pace: number;
}

export interface BasketballLeague {
  /** An average team's points per game. */
  teamPoints: number;
  homeAdvantage: number;
  /** Each team's possessions in regulation at an average pace. */
  possessions: number;
  /** The whole game's margin sd that the games aim at: the pull back is derived from it. */
  marginSd: number;
}

export interface BasketballExpectation {
  /** Home's expected winning margin over regulation. */
  margin: number;
  total: number;
  /** Each team's possessions in regulation. */
  possessions: number;
  /** The share of the margin's deviation from its expected path one pair of possessions takes back. */
  reversion: number;
  /** The variance of one pair of possessions' points (home's plus away's). */
  pairVariance: number;
  /** The same for the total, with the possessions' count varying (some are quicker). */
  totalPairVariance: number;
  /** Pre-match standard deviations of regulation's margin and total (what the above give). */
  marginSd: number;
  totalSd: number;
}

export interface BasketballLines {
  /** Home's handicap lines (home -5.5 wins when home wins by 6 or more). */
  handicap: [number, number];
  total: [number, number];
}

export interface BasketballLiveState {
  home: number;
  away: number;
  /**
   * The share of regulation still to play: 1 before tip-off, 0 at the end. In overtime
   * (or at a tie before it) the overtime left as a share of regulation.
   */
  remaining: number;
}

export const BASKETBALL_PRE_MATCH: BasketballLiveState = { home: 0, away: 0, remaining: 1 };
/** The points of a possession that scores: and-ones and single free throws, twos, threes. */
export const BASKETBALL_BASKET_POINTS: readonly (readonly [number, number])[] = [
  [1, 0.06],
  [2, 0.62],
  [3, 0.32],
];
/** An overtime (5 minutes) as a share of a 48-minute game. */
const OVERTIME_SHARE = 5 / 48;
/** Total lines sit this far either side of the expected total. */
const TOTAL_LINE_OFFSET = 3.5;
/** A possession lasts its mean length times 1 ± this (uniform). */
const POSSESSION_SPREAD = 0.5;
/** The squared coefficient of variation of a possession's length. */
const POSSESSION_CV2 = (2 * POSSESSION_SPREAD) ** 2 / 12;
/** A possession's chance to score stays within these (very lopsided games, big deviations). */
const MIN_CHANCE = 0.05;
const MAX_CHANCE = 0.95;
const BASKET_MEAN = BASKETBALL_BASKET_POINTS.reduce((sum, [points, p]) => sum + points * p, 0);
const BASKET_SQUARE = BASKETBALL_BASKET_POINTS.reduce(
  (sum, [points, p]) => sum + points * points * p,
  0,
);

export function basketballExpectation(
  home: BasketballRating,
  away: BasketballRating,
  league: BasketballLeague,
): BasketballExpectation {
  const margin = league.homeAdvantage + home.strength - away.strength;
  const total = league.teamPoints * (home.pace + away.pace);
  const possessions = (league.possessions * (home.pace + away.pace)) / 2;
  const average = possessionVariance(league.teamPoints / league.possessions);
  const reversion = reversionFor(2 * average, league.possessions, league.marginSd);
  return withSpread({ margin, total, possessions, reversion });
}

/** The expectation with its pair variance and pre-match spreads from margin, total, pace and pull. */
export function withSpread(
  e: Pick<BasketballExpectation, 'margin' | 'total' | 'possessions' | 'reversion'>,
): BasketballExpectation {
  const pairVariance =
    possessionVariance((e.total + e.margin) / 2 / e.possessions) +
    possessionVariance((e.total - e.margin) / 2 / e.possessions);
  // A renewal count of 2n possessions varies by 2n·cv²; each brings total/2n points.
  const perPair = e.total / e.possessions;
  const totalPairVariance = pairVariance + (POSSESSION_CV2 * perPair * perPair) / 2;
  return {
    ...e,
    pairVariance,
    totalPairVariance,
    marginSd: Math.sqrt(deviationVariance(pairVariance, e.reversion, e.possessions)),
    totalSd: Math.sqrt(totalPairVariance * e.possessions),
  };
}

/** Two half lines either side of the expected margin, and two around the expected total. */
export function basketballLines(expected: BasketballExpectation): BasketballLines {
  const margin = Math.round(expected.margin);
  const total = Math.round(expected.total);
  return {
    handicap: [-margin - 0.5, -margin + 0.5],
    total: [total - TOTAL_LINE_OFFSET, total + TOTAL_LINE_OFFSET],
  };
}

/**
 * The points of one possession of `side` (0..3) from one uniform number in [0, 1): the
 * simulated feed plays games with this, so the prices below describe its games.
 */
export function basketballPossession(
  expected: BasketballExpectation,
  state: BasketballLiveState,
  side: 'home' | 'away',
  uniform: number,
): number {
  // Each side's possessions lean by half the pull: a pair takes back `reversion`.
  const lean = (expected.reversion / 2) * deviationOf(expected, state);
  const points =
    side === 'home'
      ? (expected.total + expected.margin) / 2 / expected.possessions - lean
      : (expected.total - expected.margin) / 2 / expected.possessions + lean;
  const chance = scoringChance(points);
  if (uniform >= chance) return 0;
  let x = uniform / chance;
  for (const [value, p] of BASKETBALL_BASKET_POINTS) {
    x -= p;
    if (x < 0) return value;
  }
  return 2;
}

/** Seconds of play of one possession from a uniform number in [0, 1). */
export function basketballPossessionSeconds(
  expected: BasketballExpectation,
  regulationSeconds: number,
  uniform: number,
): number {
  const mean = regulationSeconds / (2 * expected.possessions);
  return mean * (1 + POSSESSION_SPREAD * (2 * uniform - 1));
}

/** Every market of a basketball game, pre-match (no state) or in play. */
export function basketballMarkets(
  expected: BasketballExpectation,
  lines: BasketballLines,
  state: BasketballLiveState = BASKETBALL_PRE_MATCH,
): PricedMarket[] {
  const { margin, marginSd, total, totalSd } = finalDistribution(expected, state);
  const scored = state.home + state.away;
  const homeRegulation = above(0.5, margin, marginSd);
  const awayRegulation = above(0.5, -margin, marginSd);
  const tie = Math.max(0, 1 - homeRegulation - awayRegulation);
  const overtime = finalDistribution(expected, { home: 0, away: 0, remaining: OVERTIME_SHARE });
  // Ties in overtime go to another: the continuous split is close enough.
  const homeOvertime = above(0, overtime.margin, overtime.marginSd);
  return [
    pricedMarket('winner', null, [
      ['home', homeRegulation + tie * homeOvertime],
      ['away', awayRegulation + tie * (1 - homeOvertime)],
    ]),
    ...lines.handicap.map((line) => {
      const home = above(-line, margin, marginSd);
      return pricedMarket('handicap', line, [
        ['home', home],
        ['away', 1 - home],
      ]);
    }),
    ...lines.total.map((line) => {
      // Points never come off the board: a line passed is decided whatever the model says.
      const over = scored > line ? 1 : above(line, total, totalSd);
      return pricedMarket('total', line, [
        ['over', over],
        ['under', 1 - over],
      ]);
    }),
  ];
}

/** The normal laws of the margin and total at the end of the period in play. */
function finalDistribution(
  expected: BasketballExpectation,
  state: BasketballLiveState,
): { margin: number; marginSd: number; total: number; totalSd: number } {
  const remaining = Math.max(0, state.remaining);
  const pairs = remaining * expected.possessions;
  return {
    // The path ends at the expected margin; what is off it now decays over the pairs left.
    margin: expected.margin + Math.exp(-expected.reversion * pairs) * deviationOf(expected, state),
    marginSd: Math.sqrt(deviationVariance(expected.pairVariance, expected.reversion, pairs)),
    total: state.home + state.away + expected.total * remaining,
    totalSd: Math.sqrt(expected.totalPairVariance * pairs),
  };
}

/** How far the margin is from where the expectation would have it by now. */
function deviationOf(expected: BasketballExpectation, state: BasketballLiveState): number {
  return state.home - state.away - expected.margin * (1 - Math.max(0, state.remaining));
}

/** The variance a deviation gathers over `pairs` pairs of possessions under the pull. */
function deviationVariance(pairVariance: number, reversion: number, pairs: number): number {
  if (reversion < 1e-9) return pairVariance * pairs;
  return (pairVariance * -Math.expm1(-2 * reversion * pairs)) / (2 * reversion);
}

/** The pull per pair of possessions that gives the league's margin sd (0 if none is needed). */
function reversionFor(pairVariance: number, pairs: number, marginSd: number): number {
  const target = marginSd * marginSd;
  if (deviationVariance(pairVariance, 0, pairs) <= target) return 0;
  let low = 0;
  let high = 1;
  for (let i = 0; i < 60; i += 1) {
    const mid = (low + high) / 2;
    if (deviationVariance(pairVariance, mid, pairs) > target) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

function scoringChance(points: number): number {
  return Math.min(MAX_CHANCE, Math.max(MIN_CHANCE, points / BASKET_MEAN));
}

/** The variance of one possession's points when it is expected to bring `points`. */
function possessionVariance(points: number): number {
  const chance = scoringChance(points);
  const mean = chance * BASKET_MEAN;
  return chance * BASKET_SQUARE - mean * mean;
}

/** The results of every market from the final score (overtime included; never a tie). */
export function basketballResults(
  home: number,
  away: number,
  lines: BasketballLines,
): SettledMarket[] {
  return [
    settledMarket('winner', null, ['home', 'away'], [home > away ? 'home' : 'away']),
    ...lines.handicap.map((line) =>
      settledMarket('handicap', line, ['home', 'away'], [home + line > away ? 'home' : 'away']),
    ),
    ...lines.total.map((line) =>
      settledMarket('total', line, ['over', 'under'], [home + away > line ? 'over' : 'under']),
    ),
  ];
}

/** P(X > threshold) for X normal(mean, sd); a step when sd is 0. */
export function above(threshold: number, mean: number, sd: number): number {
  if (!(sd > 0)) return mean > threshold ? 1 : 0;
  return 0.5 * erfc((threshold - mean) / (sd * Math.SQRT2));
}

/** The complementary error function (Numerical Recipes' erfcc, relative error below 1.2e-7). */
function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 +
                            t *
                              (-1.13520398 +
                                t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}
