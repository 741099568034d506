import type { Competition, Market, SportSettings, SportsEvent } from '@tribuna/contracts/sports';
import { priceX100 } from '@tribuna/games/sports/margin';
import type {
  sportsCompetitions,
  sportsEvents,
  sportsMarkets,
  StoredOutcome,
} from './sports.schema';

export type CompetitionRow = typeof sportsCompetitions.$inferSelect;
export type EventRow = typeof sportsEvents.$inferSelect;
export type MarketRow = typeof sportsMarkets.$inferSelect;

/**
 * How one brand sees the platform's markets: its margin on the fair probabilities, and
 * its own suspensions on top of the feed's. Pure, so the listing, the bet slip's checks
 * and the live pushes price alike.
 */

/** The brand's status of a market: its own suspension wins over an open feed market. */
export function brandStatus(row: MarketRow, suspendedByBrand: boolean): Market['status'] {
  if (row.status === 'open' && suspendedByBrand) return 'suspended';
  return row.status;
}

/** What a brand's price of a sport depends on: its margin and its highest price offered. */
export type PriceTerms = Pick<SportSettings, 'margin_bp' | 'max_price'>;

/** Whether the brand offers this price (in hundredths): not above the sport's highest. */
export function withinMaxPrice(oddsX100: number, terms: PriceTerms): boolean {
  return oddsX100 <= Math.round(terms.max_price * 100);
}

/**
 * The brand's price of an outcome in hundredths, or null when the brand does not offer
 * it: the feed has stopped offering it, or the price is above the sport's highest
 * (ADR 0039). The market's own status is the caller's to check.
 */
export function offeredPriceX100(
  outcome: Pick<StoredOutcome, 'probability' | 'active'>,
  terms: PriceTerms,
): number | null {
  if (!outcome.active) return null;
  const price = priceX100(outcome.probability, terms.margin_bp);
  return withinMaxPrice(price, terms) ? price : null;
}

export function marketView(row: MarketRow, terms: PriceTerms, suspendedByBrand: boolean): Market {
  return {
    id: row.id,
    type: row.type,
    line: row.line,
    status: brandStatus(row, suspendedByBrand),
    outcomes: row.outcomes.map((o) => {
      const odds = priceX100(o.probability, terms.margin_bp);
      return {
        key: o.key,
        odds: odds / 100,
        active: o.active && withinMaxPrice(odds, terms),
        result: o.result,
      };
    }),
  };
}

export function competitionView(row: CompetitionRow): Competition {
  return { id: row.id, sport: row.sport, name: row.name, country: row.country, slug: row.slug };
}

export function eventView(
  row: EventRow,
  competition: CompetitionRow,
  markets: Market[],
  extra: { settings: Pick<SportSettings, 'bet_delay_ms' | 'min_stake'>; marketCount: number },
): SportsEvent {
  return {
    id: row.id,
    slug: row.slug,
    sport: row.sport,
    competition: competitionView(competition),
    home: row.home,
    away: row.away,
    start_at: row.startAt.toISOString(),
    status: row.status,
    score: row.score ?? null,
    clock: row.clock ?? null,
    featured: row.featured,
    bet_delay_ms: extra.settings.bet_delay_ms,
    min_stake: extra.settings.min_stake,
    markets,
    market_count: extra.marketCount,
  };
}
