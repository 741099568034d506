import {
  DEFAULT_CONTRIBUTIONS,
  DEFAULT_MIN_ODDS_X100,
  type CampaignRequest,
} from '@tribuna/contracts/bonus';

type DemoCampaign = Omit<CampaignRequest, 'starts_at'>;

/** When the demo campaigns began: the start of the year, so whole cashback weeks lie behind. */
export const DEMO_CAMPAIGNS_START = '2026-01-01T00:00:00.000Z';

const common = {
  deposit_number: null,
  amount: null,
  game: null,
  spins: null,
  spin_stake: null,
  cashback_period: null,
  contributions: { ...DEFAULT_CONTRIBUTIONS },
  min_odds_x100: DEFAULT_MIN_ODDS_X100,
  max_conversion: null,
  claim_days: 30,
  wager_days: 30,
  ends_at: null,
  max_grants: null,
  status: 'active',
} satisfies Partial<DemoCampaign>;

/**
 * The demo brands' campaigns, the ones their promotions offer (amounts in minor units).
 * RioBet has none: its jurisdiction forbids bonuses.
 */
export const DEMO_CAMPAIGNS: Record<string, DemoCampaign[]> = {
  tribuna: [
    {
      ...common,
      name: 'Bienvenida 100%',
      titles: {
        es_ES: 'Bono de bienvenida del 100%',
        en_US: '100% welcome bonus',
        pt_BR: 'Bônus de boas-vindas de 100%',
      },
      kind: 'deposit_match',
      trigger: 'code',
      code: 'BIENVENIDA',
      percent: 100,
      max_bonus: 5_000_000,
      min_deposit: 100_000,
      wagering_multiple: 5,
      max_bet: 500_000,
    },
    {
      ...common,
      name: 'Cashback semanal 10%',
      titles: {
        es_ES: 'Cashback semanal del 10%',
        en_US: '10% weekly cashback',
        pt_BR: 'Cashback semanal de 10%',
      },
      kind: 'cashback',
      trigger: 'period',
      code: null,
      percent: 10,
      max_bonus: 2_000_000,
      min_deposit: null,
      cashback_period: 'week',
      wagering_multiple: 1,
      max_bet: null,
      claim_days: 7,
      wager_days: 7,
    },
  ],
  luckystar: [
    {
      ...common,
      name: 'Welcome 100%',
      titles: {
        en_US: '100% Welcome Bonus',
        es_ES: 'Bono de bienvenida del 100%',
        pt_BR: 'Bônus de boas-vindas de 100%',
      },
      kind: 'deposit_match',
      trigger: 'code',
      code: 'WELCOME100',
      percent: 100,
      max_bonus: 20_000,
      min_deposit: 1_000,
      wagering_multiple: 10,
      max_bet: 500,
    },
  ],
};
