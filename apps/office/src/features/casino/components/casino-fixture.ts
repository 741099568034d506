import type {
  OfficeCategory,
  OfficeGame,
  OfficeGgr,
  OfficeRoundDetail,
} from '@tribuna/contracts/casino-office';

/** Casino rows for tests, in the contract's shapes; overrides change what a test needs. */
export function gameRow(overrides: Partial<OfficeGame> = {}): OfficeGame {
  return {
    slug: 'tesoro-del-dragon',
    name: 'Tesoro del Dragón',
    provider: { slug: 'tribuna', name: 'Tribuna Originals' },
    kind: 'casino',
    categories: ['popular', 'slots'],
    image_url: '/games/tesoro-del-dragon.svg',
    rtp: '96.50',
    min_bet: 100,
    max_bet: 5_000_000,
    enabled: true,
    position: 0,
    ...overrides,
  };
}

export function categoryRow(overrides: Partial<OfficeCategory> = {}): OfficeCategory {
  return {
    slug: 'slots',
    names: { en_US: 'Slots', es_ES: 'Tragamonedas', pt_BR: 'Caça-níqueis' },
    enabled: true,
    position: 0,
    games: 1,
    ...overrides,
  };
}

export function roundDetail(overrides: Partial<OfficeRoundDetail> = {}): OfficeRoundDetail {
  return {
    id: '0b0c5a4e-2f1d-4c55-9a53-6f1f2b7c9d10',
    round_id: 'house-round-42',
    provider: 'tribuna',
    game: { slug: 'tesoro-del-dragon', name: 'Tesoro del Dragón' },
    player: { id: 'p-1', username: 'ana' },
    mode: 'real',
    status: 'closed',
    currency: 'ARS',
    bets: 2_000,
    wins: 500,
    rollbacks: 0,
    created_at: '2026-11-20T12:00:00.000Z',
    closed_at: '2026-11-20T12:00:01.000Z',
    transactions: [
      {
        id: 't-1',
        transaction_id: 'house-round-42:bet',
        kind: 'bet',
        amount: 2_000,
        reference_transaction_id: null,
        status: 'done',
        created_at: '2026-11-20T12:00:00.000Z',
      },
      {
        id: 't-2',
        transaction_id: 'house-round-42:win',
        kind: 'win',
        amount: 500,
        reference_transaction_id: null,
        status: 'done',
        created_at: '2026-11-20T12:00:01.000Z',
      },
    ],
    ...overrides,
  };
}

export function ggrReport(overrides: Partial<OfficeGgr> = {}): OfficeGgr {
  return {
    currency: 'ARS',
    timezone: 'America/Argentina/Buenos_Aires',
    items: [
      {
        day: '2026-11-20',
        key: 'tesoro-del-dragon',
        name: 'Tesoro del Dragón',
        rounds: 2,
        bets: 3_000,
        wins: 500,
        rollbacks: 0,
        ggr: 2_500,
      },
      {
        day: '2026-11-20',
        key: 'blackjack',
        name: 'Blackjack',
        rounds: 1,
        bets: 1_000,
        wins: 2_500,
        rollbacks: 0,
        ggr: -1_500,
      },
    ],
    totals: { bets: 4_000, wins: 3_000, rollbacks: 0, ggr: 1_000 },
    ...overrides,
  };
}
