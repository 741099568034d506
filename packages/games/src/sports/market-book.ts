import type { MarketType } from '@tribuna/contracts/sports';
import type { BetSettlement, OddsChange } from '@tribuna/contracts/sports-feed';

// What the pricing models answer: markets as the feed sends them (fair probabilities, no
// margin) and their results once decided.
//
// A market already decided is still sent, but `suspended` with every outcome inactive
// (probability 1 on what happened, 0 elsewhere) until its settlement at the end of the
// match: a bet stop reopened by an odds change therefore never reopens it. An outcome that
// can no longer happen (probability exactly 0, e.g. correct score 0:0 once a goal is in)
// is inactive while the rest of its market stays open. "Decided" is exact: a probability
// is 0 only when nothing left in the model can bring it about.

export type PricedMarket = OddsChange['markets'][number];
export type PricedOutcome = PricedMarket['outcomes'][number];
export type SettledMarket = BetSettlement['markets'][number];

/**
 * A market from its outcomes' weights (any non-negative scale; normalised to sum to 1).
 * Weights are exact zeros for outcomes that cannot happen.
 */
export function pricedMarket(
  type: MarketType,
  line: number | null,
  weights: ReadonlyArray<readonly [string, number]>,
): PricedMarket {
  let total = 0;
  for (const [, weight] of weights) total += weight;
  if (!(total > 0)) throw new Error(`market ${type} has no possible outcome`);
  return probabilityMarket(
    type,
    line,
    weights.map(([key, weight]) => [key, weight === total ? 1 : weight / total] as const),
  );
}

/**
 * A market from probabilities as they are (double chance sums to 2: each outcome covers
 * two of the three results).
 */
export function probabilityMarket(
  type: MarketType,
  line: number | null,
  probabilities: ReadonlyArray<readonly [string, number]>,
): PricedMarket {
  const clamped = probabilities.map(([key, p]) => [key, Math.min(1, Math.max(0, p))] as const);
  const decided = clamped.every(([, p]) => p === 0 || p === 1);
  return {
    type,
    line,
    status: decided ? 'suspended' : 'open',
    outcomes: clamped.map(([key, probability]) => ({
      key,
      probability,
      active: !decided && probability > 0 && probability < 1,
    })),
  };
}

/** Whether every outcome of the market is certain (won or lost). */
export function isDecided(market: PricedMarket): boolean {
  return market.outcomes.every((o) => o.probability === 0 || o.probability === 1);
}

/** The results of a decided market: won where the probability is 1. */
export function resultsOf(market: PricedMarket): SettledMarket {
  if (!isDecided(market)) throw new Error(`market ${market.type} is not decided`);
  return {
    type: market.type,
    line: market.line,
    outcomes: market.outcomes.map((o) => ({
      key: o.key,
      result: o.probability === 1 ? ('won' as const) : ('lost' as const),
    })),
  };
}

/** A settled market from the keys that won. */
export function settledMarket(
  type: MarketType,
  line: number | null,
  keys: readonly string[],
  winners: readonly string[],
): SettledMarket {
  return {
    type,
    line,
    outcomes: keys.map((key) => ({
      key,
      result: winners.includes(key) ? ('won' as const) : ('lost' as const),
    })),
  };
}

/** The market's key within its event (the same text as contracts' feedMarketKey). */
export function marketKeyOf(market: { type: MarketType; line: number | null }): string {
  return market.line === null ? market.type : `${market.type}:${market.line}`;
}
