import { LIMIT_KINDS, LIMIT_PERIODS } from '@tribuna/contracts/jurisdiction';
import type { LimitView, Responsible, SessionClock } from '@tribuna/contracts/responsible';

/** A limit as the server answers it: none set, nothing used, unless overridden. */
export function testLimit(overrides: Partial<LimitView> & Pick<LimitView, 'kind' | 'period'>) {
  return {
    player: null,
    brand: null,
    effective: null,
    used: 0,
    resets_at: '2026-11-28T03:00:00.000Z',
    pending: null,
    ...overrides,
  } satisfies LimitView;
}

/** `GET /api/responsible` of a player with no limits, with `limits` overriding some. */
export function testResponsible(
  overrides: Partial<Omit<Responsible, 'limits'>> = {},
  limits: LimitView[] = [],
): Responsible {
  return {
    currency: 'ARS',
    minimum_age: 18,
    cool_off_hours: 24,
    reality_check_minutes: 60,
    time_outs: ['24h', '7d', '30d', '6w'],
    self_exclusions: ['6m', '1y', '5y', 'permanent'],
    limits: LIMIT_KINDS.flatMap((kind) =>
      LIMIT_PERIODS.map(
        (period) =>
          limits.find((limit) => limit.kind === kind && limit.period === period) ??
          testLimit({ kind, period }),
      ),
    ),
    ...overrides,
  };
}

/** `GET /api/responsible/session`: 65 minutes played, ARS 1,500 wagered, ARS 250 lost. */
export function testClock(overrides: Partial<SessionClock> = {}): SessionClock {
  return {
    started_at: '2026-11-27T09:00:00.000Z',
    now: '2026-11-27T10:05:00.000Z',
    played_seconds: 65 * 60,
    wagered: 150_000,
    returned: 125_000,
    net: -25_000,
    currency: 'ARS',
    interval_minutes: 60,
    next_check_at: '2026-11-27T11:00:00.000Z',
    due: false,
    ...overrides,
  };
}
