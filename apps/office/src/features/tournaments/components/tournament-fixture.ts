import type { OfficeTournament, OfficeTournamentEntrant } from '@tribuna/contracts/tournaments';
import type { TournamentChoices } from '../tournament-choices';

export const TOURNAMENT_ID = '5a0f3c1e-2b4d-4e6f-8a1b-3c5d7e9f1a2b';
export const NO_DEPOSIT_ID = '1d2c3b4a-0000-4000-8000-0000000000a1';
export const SPINS_ID = '1d2c3b4a-0000-4000-8000-0000000000a2';

export function tournament(overrides: Partial<OfficeTournament> = {}): OfficeTournament {
  return {
    id: TOURNAMENT_ID,
    product: 'casino',
    scoring: 'best_multiplier',
    translations: {
      en_US: { name: 'Slots sprint', description: 'The best multiplier wins.', rules: '' },
      es_ES: { name: 'Sprint de slots', description: '', rules: '' },
    },
    image_url: null,
    eligible: ['gates-of-tribuna'],
    best_of: null,
    min_bet: 10_000,
    max_rounds: null,
    entry: 'automatic',
    buy_in: 0,
    // Midnight to midnight in Buenos Aires (UTC-3).
    starts_at: '2026-12-01T03:00:00.000Z',
    ends_at: '2026-12-08T03:00:00.000Z',
    prizes: [
      { from: 1, to: 1, kind: 'cash', amount: 5_000_000, campaign_id: null },
      { from: 2, to: 3, kind: 'miles', amount: 500, campaign_id: null },
    ],
    state: 'upcoming',
    entrants: 0,
    buy_ins: 0,
    cancel_reason: null,
    created_at: '2026-11-20T12:00:00.000Z',
    updated_at: '2026-11-20T12:00:00.000Z',
    ...overrides,
  };
}

export function entrant(overrides: Partial<OfficeTournamentEntrant> = {}): OfficeTournamentEntrant {
  return {
    player_id: '6f1c2f9e-8a51-4d43-9d1e-2b0c8e1f7a10',
    username: 'juan23',
    entered_at: '2026-12-01T04:00:00.000Z',
    position: 1,
    points: 1250,
    rounds: 14,
    paid: 0,
    refunded: false,
    prize: null,
    ...overrides,
  };
}

export const CHOICES: TournamentChoices = {
  eligible: {
    state: 'ready',
    games: [
      { slug: 'gates-of-tribuna', name: 'Gates of Tribuna' },
      { slug: 'house-roulette', name: 'House Roulette' },
    ],
    sports: [
      { key: 'football', name: 'Football' },
      { key: 'basketball', name: 'Basketball' },
      { key: 'tennis', name: 'Tennis' },
    ],
  },
  campaigns: [
    { id: NO_DEPOSIT_ID, name: 'Gift 100', kind: 'no_deposit' },
    { id: SPINS_ID, name: '20 spins', kind: 'free_spins' },
    { id: '1d2c3b4a-0000-4000-8000-0000000000a3', name: 'Welcome', kind: 'deposit_match' },
  ],
};
