import {
  JURISDICTION_PRESET_PROFILES,
  type JurisdictionProfile,
} from '@tribuna/contracts/jurisdiction';
import type {
  OfficeBreak,
  OfficeProfile,
  OfficeResponsiblePlayer,
  ResponsibleFlag,
} from '@tribuna/contracts/responsible';

export const PLAYER_ID = '6f1c2f9e-8a51-4d43-9d1e-2b0c8e1f7a10';

export function flag(overrides: Partial<ResponsibleFlag> = {}): ResponsibleFlag {
  return {
    id: 'flag-1',
    player_id: PLAYER_ID,
    username: 'ana',
    kind: 'loss_80',
    period: 'week',
    limit: 100_000,
    used: 85_000,
    raised_at: '2026-11-20T15:30:00.000Z',
    reviewed_at: null,
    reviewed_by: null,
    ...overrides,
  };
}

export function officeBreak(overrides: Partial<OfficeBreak> = {}): OfficeBreak {
  return {
    id: 'break-1',
    player_id: PLAYER_ID,
    username: 'ana',
    kind: 'time_out',
    length: '7d',
    started_at: '2026-11-20T15:30:00.000Z',
    ends_at: '2026-11-27T15:30:00.000Z',
    ...overrides,
  };
}

export function responsiblePlayer(
  overrides: Partial<OfficeResponsiblePlayer> = {},
): OfficeResponsiblePlayer {
  return {
    player_id: PLAYER_ID,
    username: 'ana',
    currency: 'ARS',
    reality_check_minutes: 30,
    limits: [
      {
        kind: 'session',
        period: 'day',
        player: 120,
        brand: null,
        effective: 120,
        used: 45,
        resets_at: '2026-11-21T03:00:00.000Z',
        pending: null,
      },
      {
        kind: 'deposit',
        period: 'day',
        player: 50_000,
        brand: 60_000,
        effective: 50_000,
        used: 12_500,
        resets_at: '2026-11-21T03:00:00.000Z',
        pending: { value: 80_000, from: '2026-11-21T15:30:00.000Z', confirmable: false },
      },
      {
        kind: 'loss',
        period: 'week',
        player: 100_000,
        brand: null,
        effective: 100_000,
        used: 85_000,
        resets_at: '2026-11-23T03:00:00.000Z',
        pending: { value: null, from: '2026-11-19T15:30:00.000Z', confirmable: true },
      },
    ],
    history: [
      {
        kind: 'deposit',
        period: 'day',
        from: 70_000,
        to: 50_000,
        status: 'applied',
        at: '2026-11-18T12:00:00.000Z',
      },
      {
        kind: 'deposit',
        period: 'day',
        from: 50_000,
        to: 80_000,
        status: 'requested',
        at: '2026-11-20T15:30:00.000Z',
      },
    ],
    breaks: [
      {
        id: 'break-old',
        kind: 'time_out',
        length: '24h',
        started_at: '2026-10-01T12:00:00.000Z',
        ends_at: '2026-10-02T12:00:00.000Z',
      },
      {
        id: 'break-forever',
        kind: 'self_exclusion',
        length: 'permanent',
        started_at: '2026-11-20T12:00:00.000Z',
        ends_at: null,
      },
    ],
    flags: [flag()],
    ...overrides,
  };
}

export function officeProfile(
  profile: JurisdictionProfile = JURISDICTION_PRESET_PROFILES.general,
  editable = true,
): OfficeProfile {
  return { profile, presets: JURISDICTION_PRESET_PROFILES, editable };
}
