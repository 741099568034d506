import type { Competition, Market, SportsEvent } from '@tribuna/contracts/sports';
import { priceX100 } from '@tribuna/games/sports/margin';
import type { sportsCompetitions, sportsEvents, sportsMarkets } from './sports.schema';

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

export function marketView(row: MarketRow, marginBp: number, suspendedByBrand: boolean): Market {
  return {
    id: row.id,
    type: row.type,
    line: row.line,
    status: brandStatus(row, suspendedByBrand),
    outcomes: row.outcomes.map((o) => ({
      key: o.key,
      odds: priceX100(o.probability, marginBp) / 100,
      active: o.active,
      result: o.result,
    })),
  };
}

export function competitionView(row: CompetitionRow): Competition {
  return { id: row.id, sport: row.sport, name: row.name, country: row.country, slug: row.slug };
}

export function eventView(
  row: EventRow,
  competition: CompetitionRow,
  markets: Market[],
  extra: { betDelayMs: number; marketCount: number },
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
    bet_delay_ms: extra.betDelayMs,
    markets,
    market_count: extra.marketCount,
  };
}
