import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configureValidationMessages } from '@tribuna/contracts/validation';
import { setBrandTimeZone } from '../../../lib/format';
import { initI18n } from '../../../lib/i18n';
import { apiError, fakeFetch, renderScreen } from '../../../test/screen-test-support';
import { CHOICES, TOURNAMENT_ID, tournament } from './tournament-fixture';
import { TournamentEditorPage } from './tournament-editor-page';

beforeAll(async () => {
  configureValidationMessages();
  await initI18n('en_US');
  setBrandTimeZone('America/Argentina/Buenos_Aires');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DETAIL = `/api/office/tournaments/${TOURNAMENT_ID}`;

function renderEditor(url: string) {
  renderScreen(<TournamentEditorPage currency="ARS" choices={CHOICES} />, {
    url,
    path: url.endsWith('/new') ? '/tournaments/new' : '/tournaments/:id/edit',
  });
}

describe('the tournament editor page', () => {
  it('does not offer to change a tournament that started', async () => {
    const fake = fakeFetch((call) =>
      call.path === DETAIL
        ? { tournament: tournament({ state: 'active', entrants: 3 }), entrants: [] }
        : undefined,
    );
    vi.stubGlobal('fetch', vi.fn(fake.fetch));
    renderEditor(`/tournaments/${TOURNAMENT_ID}/edit`);

    expect(
      await screen.findByText('A tournament can only be changed before it starts.', {
        exact: false,
      }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save tournament' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'You can still cancel it from its page.' }));
    expect(screen.getByTestId('location').textContent).toBe(`/tournaments/${TOURNAMENT_ID}`);
  });

  it('shows the API’s refusal when the tournament started meanwhile', async () => {
    const fake = fakeFetch((call) => {
      if (call.path !== DETAIL) return undefined;
      if (call.method === 'PUT') {
        return apiError(409, 'CONFLICT', ['A tournament can only be changed before it starts.']);
      }
      return { tournament: tournament(), entrants: [] };
    });
    vi.stubGlobal('fetch', vi.fn(fake.fetch));
    renderEditor(`/tournaments/${TOURNAMENT_ID}/edit`);

    fireEvent.click(await screen.findByRole('button', { name: 'Save tournament' }));
    expect(
      await screen.findByText('A tournament can only be changed before it starts.'),
    ).toBeTruthy();
    const put = fake.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ min_bet: 10_000, eligible: ['gates-of-tribuna'] });
  });

  it('shows the API’s field errors beside their fields, then opens the saved tournament', async () => {
    let refused = false;
    const fake = fakeFetch((call) => {
      if (call.path !== '/api/office/tournaments' || call.method !== 'POST') return undefined;
      if (!refused) {
        refused = true;
        return apiError(400, 'VALIDATION_FAILED', ['Check the fields.'], {
          starts_at: ['The start cannot be in the past.'],
          'prizes.0.campaign_id': ['Choose a bonus campaign of the prize’s kind.'],
          eligible: ['Choose games or sports the brand offers.'],
        });
      }
      return tournament();
    });
    vi.stubGlobal('fetch', vi.fn(fake.fetch));
    renderEditor('/tournaments/new');

    fireEvent.change(screen.getByLabelText('Name (English)'), {
      target: { value: 'Slots sprint' },
    });
    const row = screen.getByTestId('prize-row-1');
    fireEvent.change(within(row).getByLabelText('Prize'), { target: { value: 'bonus' } });
    fireEvent.change(within(row).getByLabelText('Bonus campaign'), {
      target: { value: CHOICES.campaigns[0]?.id },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save tournament' }));

    expect(await screen.findByText('The start cannot be in the past.')).toBeTruthy();
    expect(screen.getByLabelText('Starts').getAttribute('aria-invalid')).toBe('true');
    expect(within(row).getByText('Choose a bonus campaign of the prize’s kind.')).toBeTruthy();
    expect(screen.getByText('Choose games or sports the brand offers.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save tournament' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/tournaments/${TOURNAMENT_ID}`),
    );
    expect(fake.calls.filter((call) => call.method === 'POST')).toHaveLength(2);
  });
});
