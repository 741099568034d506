import type {
  OfficeActivityGgr,
  OfficeActivityRecord,
  OfficePlayerActivity,
} from '@tribuna/contracts/activity';

/** Activity in the contract's shapes for tests; overrides change what a test needs. */
export function activityRecord(
  overrides: Partial<OfficeActivityRecord> = {},
): OfficeActivityRecord {
  return {
    id: 1,
    product: 'casino',
    kind: 'stake',
    reference: 'round-1',
    game: 'tesoro-del-dragon',
    cash: 1_000,
    bonus: 200,
    outcome: null,
    currency: 'ARS',
    occurred_at: '2026-03-01T12:00:00.000Z',
    ...overrides,
  };
}

export function playerActivity(
  overrides: Partial<OfficePlayerActivity> = {},
): OfficePlayerActivity {
  return {
    player_id: '6f1c2f9e-8a51-4d43-9d1e-2b0c8e1f7a10',
    currency: 'ARS',
    timezone: 'America/Argentina/Buenos_Aires',
    items: [
      activityRecord({
        id: 3,
        product: 'sports',
        reference: 'bet-1',
        game: null,
        cash: 500,
        bonus: 0,
        occurred_at: '2026-03-02T02:30:00.000Z',
      }),
      activityRecord({ id: 2, kind: 'result', outcome: 'win', cash: 3_000, bonus: 0 }),
      activityRecord(),
    ],
    has_more: false,
    totals: { wagered: 1_700, returned: 3_000, net: 1_300 },
    ...overrides,
  };
}

export function ggrByProduct(overrides: Partial<OfficeActivityGgr> = {}): OfficeActivityGgr {
  return {
    currency: 'ARS',
    timezone: 'America/Argentina/Buenos_Aires',
    items: [
      {
        day: '2026-03-10',
        product: 'casino',
        stakes: 2,
        wagered: 3_200,
        returned: 500,
        ggr: 2_700,
      },
      {
        day: '2026-03-11',
        product: 'sports',
        stakes: 1,
        wagered: 1_000,
        returned: 1_500,
        ggr: -500,
      },
    ],
    totals: { stakes: 3, wagered: 4_200, returned: 2_000, ggr: 2_200 },
    ...overrides,
  };
}
