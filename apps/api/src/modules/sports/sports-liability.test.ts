import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_ODDS_X100, payoutOf } from '@tribuna/games/sports/margin';
import type { KeptOutcome } from './sports.schema';
import type { MarketRow } from './sports-views';
import {
  keptWith,
  keptWorstCase,
  liabilitiesOf,
  worstCaseOf,
  type OutcomeStakes,
} from './sports-liability';

const KEYS = ['home', 'draw', 'away'] as const;

/** Markets of one event, each with its outcome keys (two or three). */
const marketsArb = fc.array(fc.boolean(), { minLength: 1, maxLength: 4 }).map((twoWay) =>
  twoWay.map((two, i): Pick<MarketRow, 'id' | 'outcomes'> => ({
    id: `m${i}`,
    outcomes: (two ? ['home', 'away'] : [...KEYS]).map((key) => ({
      key,
      probability: 0.3,
      active: true,
      result: null,
    })),
  })),
);

/** Bets on the event: a leg there, a stake and odds (an accumulator's, multiplied). */
const betsArb = fc.array(
  fc.record({
    market: fc.nat(3),
    outcome: fc.nat(2),
    stake: fc.integer({ min: 1, max: 100_000 }),
    odds: fc.array(fc.integer({ min: MIN_ODDS_X100, max: 5000 }), {
      minLength: 1,
      maxLength: 3,
    }),
  }),
  { maxLength: 12 },
);

describe('the kept liabilities', () => {
  it('give the worst case the office computes from the bets, and undo exactly', () => {
    fc.assert(
      fc.property(marketsArb, betsArb, (markets, specs) => {
        const stakes: OutcomeStakes[] = [];
        let kept: KeptOutcome[] = [];
        const history: KeptOutcome[][] = [kept];
        const placed: { marketId: string; outcome: string; stake: number; payout: number }[] = [];
        for (const spec of specs) {
          const market = markets[spec.market % markets.length];
          if (!market) continue;
          const outcome = market.outcomes[spec.outcome % market.outcomes.length]?.key ?? 'home';
          const payout = payoutOf(spec.stake, spec.odds);
          const leg = { marketId: market.id, outcome };
          stakes.push({ eventId: 'e', ...leg, bets: 1, stakes: spec.stake, payouts: payout });
          kept = keptWith(kept, leg, { stake: spec.stake, potentialPayout: payout }, 1);
          history.push(kept);
          placed.push({ ...leg, stake: spec.stake, payout });
          expect(keptWorstCase(kept)).toBe(worstCaseOf(liabilitiesOf(markets, stakes)));
        }
        // Taking the bets out again, last first, walks back through the same sums.
        for (const bet of placed.reverse()) {
          history.pop();
          kept = keptWith(kept, bet, { stake: bet.stake, potentialPayout: bet.payout }, -1);
          const before = history.at(-1) ?? [];
          const order = (a: KeptOutcome, b: KeptOutcome): number =>
            `${a.marketId}:${a.outcome}`.localeCompare(`${b.marketId}:${b.outcome}`);
          expect([...kept].sort(order)).toEqual([...before].sort(order));
        }
        expect(kept).toEqual([]);
        expect(keptWorstCase(kept)).toBe(0);
      }),
      { numRuns: 300 },
    );
  });
});
