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
    {
      ...common,
      name: 'Apuesta gratis 5.000',
      titles: {
        es_ES: 'Apuesta gratis de $ 5.000',
        en_US: 'ARS 5,000 free bet',
        pt_BR: 'Aposta grátis de ARS 5.000',
      },
      kind: 'free_bet',
      trigger: 'code',
      code: 'APUESTAGRATIS',
      percent: null,
      amount: 500_000,
      max_bonus: null,
      min_deposit: null,
      // What it wins is cash at once: a free bet's winnings, no wagering.
      wagering_multiple: 0,
      max_bet: null,
      wager_days: 14,
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
    {
      ...common,
      name: 'Dragon 20 spins',
      titles: {
        en_US: '20 Free Spins on Tesoro del Dragón',
        es_ES: '20 tiradas gratis en Tesoro del Dragón',
        pt_BR: '20 giros grátis no Tesoro del Dragón',
      },
      kind: 'free_spins',
      trigger: 'code',
      code: 'DRAGON20',
      percent: null,
      max_bonus: null,
      min_deposit: null,
      game: 'tesoro-del-dragon',
      spins: 20,
      // $1.00 a spin: the slot's 20 lines at 5 cents.
      spin_stake: 100,
      wagering_multiple: 5,
      max_bet: 500,
    },
  ],
};
