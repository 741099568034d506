import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { OFFICE_BONUS_API } from '@tribuna/contracts/bonus';
import { OFFICE_API, type OfficeMe } from '@tribuna/contracts/office';
import {
  OFFICE_TOURNAMENTS_API,
  type OfficeTournamentChoices,
} from '@tribuna/contracts/tournaments';
import { configureValidationMessages } from '@tribuna/contracts/validation';
import { TOURNAMENT_ID, tournament } from '../features/tournaments/components/tournament-fixture';
import { setBrandTimeZone } from '../lib/format';
import { initI18n } from '../lib/i18n';
import { fakeFetch, renderScreen, type Call } from '../test/screen-test-support';
import { TournamentsRoute } from './tournaments-route';

beforeAll(async () => {
  configureValidationMessages();
  await initI18n('en_US');
  setBrandTimeZone('America/Argentina/Buenos_Aires');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const MARKETING: OfficeMe = {
  id: 'b0c1d2e3-0000-4000-8000-000000000001',
  username: 'marketing',
  email: 'marketing@tribuna.test',
  scopes: ['marketing'],
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

const CHOICES: OfficeTournamentChoices = {
  games: [
    { slug: 'dados', name: 'Dados' },
    { slug: 'tesoro-del-dragon', name: 'Tesoro del Dragón' },
  ],
  sports: [
    { key: 'football', name: 'Football' },
    { key: 'tennis', name: 'Tennis' },
  ],
};

/** The API as the desk sees it: the staff member, the choices, the campaigns, a tournament. */
function stubApi(): Call[] {
  const fake = fakeFetch((call) => {
    if (call.path === OFFICE_API.me) return MARKETING;
    if (call.path === OFFICE_TOURNAMENTS_API.choices) return CHOICES;
    if (call.path === OFFICE_BONUS_API.campaigns) return { items: [] };
    if (call.path === OFFICE_TOURNAMENTS_API.detail(TOURNAMENT_ID)) {
      return {
        tournament: tournament({ product: 'sports', scoring: 'sports_odds', eligible: ['tennis'] }),
        entrants: [],
      };
    }
    return undefined;
  });
  vi.stubGlobal('fetch', vi.fn(fake.fetch));
  return fake.calls;
}

describe('the tournaments desk, for marketing staff', () => {
  it('offers the brand’s games to tick from the desk’s own list, not the casino desk’s', async () => {
    const calls = stubApi();
    renderScreen(<TournamentsRoute screen="editor" />, {
      url: '/tournaments/new',
      path: '/tournaments/new',
    });
    expect(await screen.findByLabelText('Tesoro del Dragón')).toBeTruthy();
    expect(screen.getByLabelText('Dados')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(new Set(calls.map((call) => call.path))).toEqual(
      new Set([OFFICE_API.me, OFFICE_TOURNAMENTS_API.choices, OFFICE_BONUS_API.campaigns]),
    );
  });

  it('names a tournament’s sports as the list names them', async () => {
    stubApi();
    renderScreen(<TournamentsRoute screen="detail" />, {
      url: `/tournaments/${TOURNAMENT_ID}`,
      path: '/tournaments/:id',
    });
    expect(await screen.findByText('Tennis')).toBeTruthy();
  });
});
