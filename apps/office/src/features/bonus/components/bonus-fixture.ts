import {
  DEFAULT_CONTRIBUTIONS,
  type OfficeBonus,
  type OfficeCampaign,
} from '@tribuna/contracts/bonus';

export const PLAYER_ID = '6f1c2f9e-8a51-4d43-9d1e-2b0c8e1f7a10';
export const CAMPAIGN_ID = '0b6c8a52-3c1e-4f7d-9a0e-5d2f1b7c9e34';

export function campaign(overrides: Partial<OfficeCampaign> = {}): OfficeCampaign {
  return {
    id: CAMPAIGN_ID,
    name: 'Welcome 100%',
    titles: { en_US: '100% welcome bonus', es_ES: 'Bono de bienvenida del 100%' },
    kind: 'deposit_match',
    trigger: 'code',
    code: 'WELCOME',
    deposit_number: null,
    percent: 100,
    amount: null,
    max_bonus: 5_000_000,
    min_deposit: 100_000,
    game: null,
    spins: null,
    spin_stake: null,
    cashback_period: null,
    wagering_multiple: 5,
    contributions: { ...DEFAULT_CONTRIBUTIONS },
    min_odds_x100: 150,
    max_bet: 500_000,
    max_conversion: null,
    claim_days: 30,
    wager_days: 30,
    starts_at: '2026-11-01T03:00:00.000Z',
    ends_at: null,
    max_grants: null,
    status: 'active',
    granted: 3,
    created_at: '2026-11-01T03:00:00.000Z',
    updated_at: '2026-11-01T03:00:00.000Z',
    ...overrides,
  };
}

export function officeBonus(overrides: Partial<OfficeBonus> = {}): OfficeBonus {
  return {
    id: 'b1a2c3d4-0000-4000-8000-000000000001',
    campaign_id: CAMPAIGN_ID,
    campaign_name: 'Gift 100',
    player_id: PLAYER_ID,
    kind: 'no_deposit',
    title: 'A gift',
    status: 'active',
    amount: 10_000,
    percent: null,
    max_bonus: null,
    min_deposit: null,
    wagering: { required: 20_000, progress: 5_000 },
    contributions: { ...DEFAULT_CONTRIBUTIONS },
    min_odds_x100: 150,
    max_bet: null,
    max_conversion: null,
    free_bet: null,
    free_spins: null,
    converted: null,
    forfeited: null,
    expires_at: '2026-12-20T15:30:00.000Z',
    created_at: '2026-11-20T15:30:00.000Z',
    claimed_at: '2026-11-20T15:30:00.000Z',
    completed_at: null,
    canceled_at: null,
    cancel_reason: null,
    canceled_by: null,
    cancel_note: null,
    ...overrides,
  };
}
