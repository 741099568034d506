import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { OFFICE_ACTIVITY_API } from '@tribuna/contracts/activity';
import { OFFICE_BONUS_API } from '@tribuna/contracts/bonus';
import { OFFICE_MILES_API } from '@tribuna/contracts/miles';
import {
  OFFICE_API,
  type OfficeMe,
  type OfficePlayer,
  type OfficePlayerDetail,
  type StaffScope,
} from '@tribuna/contracts/office';
import { playerActivity } from '../features/activity/components/activity-fixture';
import { initI18n } from '../lib/i18n';
import { fakeFetch, renderScreen, type Call } from '../test/screen-test-support';
import { PlayerRoute } from './player-route';

beforeAll(async () => {
  await initI18n('en_US');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PLAYER_ID = '6f1c2f9e-8a51-4d43-9d1e-2b0c8e1f7a10';

function staff(scopes: StaffScope[]): OfficeMe {
  return {
    id: 'b0c1d2e3-0000-4000-8000-000000000001',
    username: scopes.join('-'),
    email: 'staff@tribuna.test',
    scopes,
    is_owner: false,
    tenant: {
      id: 'b0c1d2e3-0000-4000-8000-000000000002',
      slug: 'tribuna',
      name: 'Tribuna',
      hosts: ['localhost'],
      timezone: 'America/Argentina/Buenos_Aires',
      currency: 'ARS',
    },
  };
}

const SUMMARY: OfficePlayer = {
  id: PLAYER_ID,
  username: 'demo',
  email: 'demo@tribuna.test',
  name: 'Demo',
  last_name: 'Player',
  status: 'active',
  created_at: '2026-03-01T12:00:00.000Z',
};

const DETAIL: OfficePlayerDetail = {
  ...SUMMARY,
  phone: '+54 11 5555-1234',
  dni: '30111222',
  country: 'AR',
  city: 'Rosario',
  birth_date: '1990-04-02',
  language: 'es_ES',
  blocked_reason: null,
  last_login_at: '2026-03-02T12:00:00.000Z',
  active_sessions: 1,
};

/** The API as the page sees it, answering every panel; records what was asked. */
function stubApi(scopes: StaffScope[]): Call[] {
  const fake = fakeFetch((call) => {
    if (call.path === OFFICE_API.me) return staff(scopes);
    if (call.path === `${OFFICE_API.players}/${PLAYER_ID}/summary`) return SUMMARY;
    if (call.path === `${OFFICE_API.players}/${PLAYER_ID}`) return DETAIL;
    if (call.path === OFFICE_BONUS_API.player(PLAYER_ID)) return { items: [] };
    if (call.path === OFFICE_MILES_API.player(PLAYER_ID)) {
      return {
        summary: {
          balance: 1_500,
          pending: 24,
          pending_expires_at: null,
          lifetime: 24,
          tier: 'bronze',
          multiplier_pct: 100,
          next_tier: { tier: 'silver', threshold: 1_000 },
          withdraw: { rate: 50, minimum: 500, currency: 'ARS' },
        },
        items: [],
      };
    }
    if (call.path === `${OFFICE_ACTIVITY_API.players}/${PLAYER_ID}/activity`) {
      return playerActivity();
    }
    return undefined;
  });
  vi.stubGlobal('fetch', vi.fn(fake.fetch));
  return fake.calls;
}

function renderPlayer() {
  renderScreen(<PlayerRoute />, { url: `/players/${PLAYER_ID}`, path: '/players/:id' });
}

describe('the player page, by the staff reading it', () => {
  it('shows marketing who the player is, the bonuses and the miles, and asks nothing it would refuse', async () => {
    const calls = stubApi(['marketing']);
    renderPlayer();
    expect(await screen.findByRole('button', { name: 'Grant a bonus' })).toBeTruthy();
    expect((await screen.findByTestId('office-miles-balance')).textContent).toBe('1500');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('demo');
    expect(screen.getByText('demo@tribuna.test')).toBeTruthy();
    expect(screen.queryByText('ID number')).toBeNull();
    expect(screen.queryByText('30111222')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Block' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(new Set(calls.map((call) => call.path))).toEqual(
      new Set([
        OFFICE_API.me,
        `${OFFICE_API.players}/${PLAYER_ID}/summary`,
        OFFICE_BONUS_API.player(PLAYER_ID),
        OFFICE_MILES_API.player(PLAYER_ID),
      ]),
    );
  });

  it('shows support every detail, the block and the activity, and no bonuses', async () => {
    const calls = stubApi(['support']);
    renderPlayer();
    expect(await screen.findByRole('button', { name: 'Block' })).toBeTruthy();
    expect(screen.getByText('30111222')).toBeTruthy();
    await screen.findByRole('heading', { name: 'Activity' });
    expect(screen.queryByRole('button', { name: 'Grant a bonus' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.map((call) => call.path)).not.toContain(
      `${OFFICE_API.players}/${PLAYER_ID}/summary`,
    );
    expect(calls.map((call) => call.path)).not.toContain(OFFICE_BONUS_API.player(PLAYER_ID));
  });
});
