import { DEFAULT_CONTRIBUTIONS, type Bonus } from '@tribuna/contracts/bonus';

/**
 * A player's bonus as `GET /api/bonuses` answers one: Tribuna's welcome deposit match
 * (100 % up to ARS 50,000, minimum deposit ARS 1,000, stakes up to ARS 5,000), active with
 * ARS 2,000 of bonus money and a fifth of its wagering done, unless overridden.
 */
export function testBonus(overrides: Partial<Bonus> = {}): Bonus {
  return {
    id: '6f1c2f0e-5b7a-4d43-9f55-0f7a3a1d2b01',
    campaign_id: '0b9f8a52-3c1e-4a8e-8d07-5a6f4e2b1c00',
    kind: 'deposit_match',
    title: '100% welcome bonus',
    status: 'active',
    amount: 200_000,
    percent: 100,
    max_bonus: 5_000_000,
    min_deposit: 100_000,
    wagering: { required: 1_000_000, progress: 200_000 },
    contributions: { ...DEFAULT_CONTRIBUTIONS },
    min_odds_x100: 150,
    max_bet: 500_000,
    max_conversion: null,
    free_bet: null,
    free_spins: null,
    converted: null,
    forfeited: null,
    expires_at: '2026-12-27T15:00:00.000Z',
    created_at: '2026-11-27T15:00:00.000Z',
    claimed_at: '2026-11-27T15:00:00.000Z',
    completed_at: null,
    canceled_at: null,
    cancel_reason: null,
    ...overrides,
  };
}
