import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { configureValidationMessages } from '@tribuna/contracts/validation';
import { setBrandTimeZone } from '../../../lib/format';
import { initI18n } from '../../../lib/i18n';
import { fakeFetch, plainText, renderScreen } from '../../../test/screen-test-support';
import { CHOICES, SPINS_ID, TOURNAMENT_ID, entrant, tournament } from './tournament-fixture';
import { TournamentPage } from './tournament-page';

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
const SECOND = '6f1c2f9e-8a51-4d43-9d1e-2b0c8e1f7a11';
const THIRD = '6f1c2f9e-8a51-4d43-9d1e-2b0c8e1f7a12';

function renderPage() {
  renderScreen(<TournamentPage currency="ARS" choices={CHOICES} />, {
    url: `/tournaments/${TOURNAMENT_ID}`,
    path: '/tournaments/:id',
  });
}

describe('a tournament’s page', () => {
  it('shows the settings, the prizes and every entrant with points, buy-in and prize', async () => {
    const running = tournament({
      state: 'finished',
      entry: 'buy_in',
      buy_in: 100_000,
      buy_ins: 300_000,
      entrants: 3,
      prizes: [
        { from: 1, to: 1, kind: 'cash', amount: 5_000_000, campaign_id: null },
        { from: 2, to: 3, kind: 'free_spins', amount: 0, campaign_id: SPINS_ID },
      ],
    });
    const fake = fakeFetch((call) =>
      call.path === DETAIL
        ? {
            tournament: running,
            entrants: [
              entrant({
                paid: 100_000,
                prize: {
                  from: 1,
                  to: 1,
                  kind: 'cash',
                  amount: 5_000_000,
                  campaign_name: null,
                },
              }),
              entrant({
                player_id: SECOND,
                username: 'maria',
                position: 2,
                points: 310,
                rounds: 3,
                paid: 100_000,
                prize: { from: 2, to: 3, kind: 'free_spins', amount: 0, campaign_name: '20 spins' },
              }),
              entrant({
                player_id: THIRD,
                username: null,
                position: null,
                points: 0,
                rounds: 0,
                paid: 100_000,
              }),
            ],
          }
        : undefined,
    );
    vi.stubGlobal('fetch', vi.fn(fake.fetch));
    renderPage();

    const first = await screen.findByTestId(`entrant-${entrant().player_id}`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Slots sprint Finished');
    // Finished: neither edited nor cancelled.
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel the tournament' })).toBeNull();

    const settings = plainText(document.querySelector('dl.details')!);
    expect(settings).toContain('ScoringBest multiplier');
    expect(settings).toContain('EntryBuy-in · ARS 1,000.00');
    expect(settings).toContain('StartsDec 1, 2026, 12:00 AM');
    expect(settings).toContain('Games that countGates of Tribuna');
    expect(settings).toContain('Minimum bet (ARS)ARS 100.00');
    expect(settings).toContain('Buy-ins keptARS 3,000.00');
    expect(plainText(document.querySelector('.tournament-prizes')!)).toBe(
      'Place 1 ARS 50,000.00Places 2 to 3 Free spins: 20 spins',
    );

    expect(plainText(first)).toBe('#1juan23×12.5014ARS 1,000.00NoARS 50,000.00');
    expect(plainText(screen.getByTestId(`entrant-${SECOND}`))).toBe(
      '#2maria×3.103ARS 1,000.00NoFree spins: 20 spins',
    );
    expect(plainText(screen.getByTestId(`entrant-${THIRD}`))).toBe(
      `No points yet${THIRD}×0.000ARS 1,000.00No`,
    );
  });

  it('cancels an upcoming or running tournament with a reason, after a confirmation', async () => {
    let state: 'active' | 'cancelled' = 'active';
    const fake = fakeFetch((call) => {
      if (call.path === `${DETAIL}/cancel` && call.method === 'POST') {
        state = 'cancelled';
        return tournament({ state, cancel_reason: 'Provider outage' });
      }
      if (call.path === DETAIL) {
        return {
          tournament: tournament({
            state,
            cancel_reason: state === 'cancelled' ? 'Provider outage' : null,
          }),
          entrants: [],
        };
      }
      return undefined;
    });
    vi.stubGlobal('fetch', vi.fn(fake.fetch));
    renderPage();

    // Running: it can no longer be edited, only cancelled.
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the tournament' }));
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    const dialog = screen.getByRole('dialog', { name: 'Cancel Slots sprint' });
    expect(within(dialog).getByText(/every buy-in goes back to its player/)).toBeTruthy();

    // A reason is required: nothing is sent without one.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the tournament' }));
    expect(await within(dialog).findByText('The reason field is required.')).toBeTruthy();
    expect(fake.calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: '  Provider outage ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the tournament' }));
    expect(await screen.findByText('The tournament was cancelled.')).toBeTruthy();
    expect(fake.calls.find((call) => call.method === 'POST')?.body).toEqual({
      reason: 'Provider outage',
    });
    expect(await screen.findByText('Provider outage')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Slots sprint Cancelled');
    expect(screen.queryByRole('button', { name: 'Cancel the tournament' })).toBeNull();
  });

  it('offers to edit an upcoming tournament', async () => {
    const fake = fakeFetch((call) =>
      call.path === DETAIL ? { tournament: tournament(), entrants: [] } : undefined,
    );
    vi.stubGlobal('fetch', vi.fn(fake.fetch));
    renderPage();
    fireEvent.click(await screen.findByRole('link', { name: 'Edit' }));
    expect(screen.getByTestId('location').textContent).toBe(`/tournaments/${TOURNAMENT_ID}/edit`);
  });
});
