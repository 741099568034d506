import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { sportsBetLegs, sportsBets, sportsMarkets } from './sports.schema';
import type { MarketRow } from './sports-views';

/** Bets whose money is still at stake: a pending live bet has already paid its stake. */
export const UNSETTLED = ['pending', 'open'] as const;

/** What the brand's unsettled bets have on one outcome of one market (its legs, summed). */
export interface OutcomeStakes {
  eventId: string;
  marketId: string;
  outcome: string;
  /** Legs on the outcome; a bet has at most one leg per event, so bets on the event too. */
  bets: number;
  stakes: number;
  /** The bets' whole potential payouts (an accumulator's, on each of its legs). */
  payouts: number;
}

export interface OutcomeLiability {
  key: string;
  bets: number;
  stakes: number;
  liability: number;
}

/**
 * What the brand's unsettled bets on these events stake and stand to pay, per market and
 * outcome; `except` leaves one bet out (a pending bet being decided at a new price).
 */
export async function unsettledStakes(
  db: DbOrTx,
  tenantId: string,
  eventIds: readonly string[],
  except: string | null = null,
): Promise<OutcomeStakes[]> {
  if (eventIds.length === 0) return [];
  const rows = await db
    .select({
      eventId: sportsBetLegs.eventId,
      marketId: sportsBetLegs.marketId,
      outcome: sportsBetLegs.outcome,
      bets: sql<number>`count(*)::int`,
      stakes: sql<string>`sum(${sportsBets.stake})`,
      payouts: sql<string>`sum(${sportsBets.potentialPayout})`,
    })
    .from(sportsBetLegs)
    .innerJoin(sportsBets, eq(sportsBets.id, sportsBetLegs.betId))
    .where(
      and(
        eq(sportsBetLegs.tenantId, tenantId),
        inArray(sportsBetLegs.eventId, [...eventIds]),
        eq(sportsBets.tenantId, tenantId),
        inArray(sportsBets.status, [...UNSETTLED]),
        except ? ne(sportsBets.id, except) : undefined,
      ),
    )
    .groupBy(sportsBetLegs.eventId, sportsBetLegs.marketId, sportsBetLegs.outcome);
  return rows.map((r) => ({
    ...r,
    bets: Number(r.bets),
    stakes: Number(r.stakes),
    payouts: Number(r.payouts),
  }));
}

/**
 * What the brand stands to lose on each outcome of each market, over its unsettled bets.
 * For an outcome: the payouts of the legs on it if it wins, minus every stake on the
 * market (those stakes are the brand's whatever wins). A single is exact. An accumulator
 * counts its whole potential payout on each of its legs, as if its other legs had all
 * won already: the worst case, so neither the desk nor the placement check ever sees
 * less risk than there is. Markets without bets are left out.
 */
export function liabilitiesOf(
  markets: readonly Pick<MarketRow, 'id' | 'outcomes'>[],
  stakes: readonly Omit<OutcomeStakes, 'eventId'>[],
): Map<string, OutcomeLiability[]> {
  const out = new Map<string, OutcomeLiability[]>();
  for (const market of markets) {
    const on = stakes.filter((s) => s.marketId === market.id);
    if (on.length === 0) continue;
    const marketStakes = on.reduce((sum, s) => sum + s.stakes, 0);
    const keys = [...new Set([...market.outcomes.map((o) => o.key), ...on.map((s) => s.outcome)])];
    out.set(
      market.id,
      keys.map((key) => {
        const mine = on.filter((s) => s.outcome === key);
        return {
          key,
          bets: mine.reduce((sum, s) => sum + s.bets, 0),
          stakes: mine.reduce((sum, s) => sum + s.stakes, 0),
          liability: mine.reduce((sum, s) => sum + s.payouts, 0) - marketStakes,
        };
      }),
    );
  }
  return out;
}

/** An event's liability: its worst single outcome (0 without bets). */
export function worstCaseOf(liabilities: Map<string, OutcomeLiability[]>): number {
  const all = [...liabilities.values()].flat().map((o) => o.liability);
  return all.length === 0 ? 0 : Math.max(...all);
}

/** A bet as the placement check adds it to an event: its leg there, with the whole bet's money. */
export interface NewLeg {
  marketId: string;
  outcome: string;
  stake: number;
  potentialPayout: number;
}

/**
 * The event's worst case before and after adding `bet` (the office's number, computed by
 * the same functions). Read under the brand-and-event lock of the placement, so two bets
 * cannot both fit in the room one of them leaves.
 */
export async function eventWorstCase(
  tx: DbOrTx,
  tenantId: string,
  eventId: string,
  bet: NewLeg,
  except: string | null = null,
): Promise<{ before: number; after: number }> {
  const stakes = await unsettledStakes(tx, tenantId, [eventId], except);
  const marketIds = [...new Set([...stakes.map((s) => s.marketId), bet.marketId])];
  const markets = await tx
    .select({ id: sportsMarkets.id, outcomes: sportsMarkets.outcomes })
    .from(sportsMarkets)
    .where(inArray(sportsMarkets.id, marketIds));
  const added: OutcomeStakes = {
    eventId,
    marketId: bet.marketId,
    outcome: bet.outcome,
    bets: 1,
    stakes: bet.stake,
    payouts: bet.potentialPayout,
  };
  return {
    before: worstCaseOf(liabilitiesOf(markets, stakes)),
    after: worstCaseOf(liabilitiesOf(markets, [...stakes, added])),
  };
}
