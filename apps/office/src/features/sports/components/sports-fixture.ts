import type { OfficeBet, OfficeEvent } from '@tribuna/contracts/sports-office';
import { defaultSportSettings, type SportSettings } from '@tribuna/contracts/sports';

export const MAIN = '11111111-1111-4111-8111-111111111111';
export const TOTAL = '22222222-2222-4222-8222-222222222222';

/** An event as the desk's API answers it: a live derby with bets on its main market. */
export function officeEvent(overrides: Partial<OfficeEvent> = {}): OfficeEvent {
  return {
    event: {
      id: '33333333-3333-4333-8333-333333333333',
      slug: 'boca-river',
      sport: 'football',
      competition: {
        id: '44444444-4444-4444-8444-444444444444',
        sport: 'football',
        name: 'Liga Profesional',
        country: 'ar',
        slug: 'liga-profesional',
      },
      home: 'Boca',
      away: 'River',
      start_at: '2026-11-23T18:00:00.000Z',
      status: 'live',
      score: { home: 1, away: 0, periods: [], game: null, serving: null },
      clock: { period: '1st_half', seconds: 1200, running: true },
      featured: false,
      bet_delay_ms: 5000,
      min_stake: 10_000,
      markets: [
        {
          id: MAIN,
          type: '1x2',
          line: null,
          status: 'open',
          outcomes: [
            { key: 'home', odds: 1.8, active: true, result: null },
            { key: 'draw', odds: 3.6, active: true, result: null },
            { key: 'away', odds: 3.6, active: true, result: null },
          ],
        },
        {
          id: TOTAL,
          type: 'total',
          line: 2.5,
          status: 'suspended',
          outcomes: [
            { key: 'over', odds: 1.7, active: true, result: null },
            { key: 'under', odds: 2.05, active: true, result: null },
          ],
        },
      ],
      market_count: 2,
    },
    suspended: false,
    suspended_markets: [TOTAL],
    currency: 'ARS',
    open_bets: 2,
    stakes: 1500,
    liability: 300,
    liabilities: [
      {
        market_id: MAIN,
        outcomes: [
          { key: 'home', bets: 1, stakes: 1000, liability: 300 },
          { key: 'draw', bets: 1, stakes: 500, liability: 300 },
          { key: 'away', bets: 0, stakes: 0, liability: -1500 },
        ],
      },
    ],
    ...overrides,
  };
}

export function officeBet(overrides: Partial<OfficeBet> = {}): OfficeBet {
  return {
    id: '55555555-5555-4555-8555-555555555555',
    kind: 'single',
    status: 'open',
    stake: 1000,
    currency: 'ARS',
    odds: 1.8,
    potential_payout: 1800,
    payout: null,
    cash_out: null,
    refusal: null,
    free_bet: false,
    legs: [
      {
        event_id: '33333333-3333-4333-8333-333333333333',
        event_name: 'Boca – River',
        home: 'Boca',
        away: 'River',
        competition_slug: 'liga-profesional',
        event_slug: 'boca-river',
        sport: 'football',
        market_id: MAIN,
        market_type: '1x2',
        line: null,
        outcome: 'home',
        odds: 1.8,
        live: true,
        result: null,
      },
    ],
    placed_at: '2026-11-23T18:20:00.000Z',
    settled_at: null,
    player_id: '66666666-6666-4666-8666-666666666666',
    username: 'demo',
    ...overrides,
  };
}

export function footballSettings(): SportSettings {
  return defaultSportSettings('football', 'ARS');
}
