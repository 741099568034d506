import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { setBrandTimeZone } from '../../../lib/format';
import { initI18n } from '../../../lib/i18n';
import { PLAYER_ID, responsiblePlayer } from './compliance-fixture';
import { PlayerCompliancePage } from './player-compliance-page';
import { fakeFetch, plainText, renderScreen } from '../../../test/screen-test-support';

beforeAll(async () => {
  await initI18n('en_US');
  setBrandTimeZone('America/Argentina/Buenos_Aires');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function cells(row: HTMLElement) {
  return within(row).getAllByRole('cell').map(plainText);
}

describe("a player's responsible gambling", () => {
  it('shows limits, their changes, breaks and flags, and changes nothing', async () => {
    const fake = fakeFetch((call) =>
      call.path === `/api/office/responsible/players/${PLAYER_ID}`
        ? responsiblePlayer()
        : undefined,
    );
    vi.stubGlobal('fetch', vi.fn(fake.fetch));
    renderScreen(<PlayerCompliancePage brandCurrency="ARS" />, {
      url: `/compliance/players/${PLAYER_ID}`,
      path: '/compliance/players/:id',
    });
    expect(await screen.findByRole('heading', { name: 'Responsible gambling: ana' })).toBeTruthy();
    expect(screen.getByText(/Reality check every 30 minutes/)).toBeTruthy();

    // Limits in order of kind; money in ARS, session time as time; a pending raise and removal.
    const limits = within(screen.getByRole('region', { name: 'Limits' }));
    const rows = limits.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Deposits per day',
      'Net losses per week',
      'Session time per day',
    ]);
    expect(cells(screen.getByTestId('limit-deposit-day'))).toEqual([
      'ARS 500.00',
      'ARS 600.00',
      'ARS 500.00',
      'ARS 125.0025%',
      'Nov 21, 2026, 12:00 AM',
      'ARS 800.00 from Nov 21, 2026, 12:30 PM',
    ]);
    expect(cells(screen.getByTestId('limit-loss-week')).at(-1)).toBe(
      'Removal from Nov 19, 2026, 12:30 PMWaiting for the player to confirm',
    );
    expect(cells(screen.getByTestId('limit-session-day')).slice(0, 4)).toEqual([
      '2 h 00 min',
      'None',
      '2 h 00 min',
      '45 min38%',
    ]);

    // The history, newest first.
    const history = within(screen.getByRole('region', { name: 'Limit changes' }));
    expect(history.getAllByRole('row').slice(1).map(cells)).toEqual([
      ['Nov 20, 2026, 12:30 PM', 'Deposits per day', 'ARS 500.00', 'ARS 800.00', 'Requested'],
      ['Nov 18, 2026, 9:00 AM', 'Deposits per day', 'ARS 700.00', 'ARS 500.00', 'Applied at once'],
    ]);

    // Past and present breaks.
    expect(cells(screen.getByTestId('break-break-old')).at(-1)).toBe('Ended');
    expect(cells(screen.getByTestId('break-break-forever')).slice(-2)).toEqual([
      'Never (permanent)',
      'In force',
    ]);

    // The flags, to review here too; links back to the desk and to the player's details.
    const flags = within(screen.getByRole('region', { name: 'Flags' }));
    expect(flags.getByRole('button', { name: 'Mark the flag of ana reviewed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Player details' }).getAttribute('href')).toBe(
      `/players/${PLAYER_ID}`,
    );
    expect(fake.calls.every((call) => call.method === 'GET')).toBe(true);
  });

  it('says when the player is not found', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeFetch(
          () =>
            new Response(JSON.stringify({ response: ['Player not found.'], code: 'NOT_FOUND' }), {
              status: 404,
              headers: { 'content-type': 'application/json' },
            }),
        ).fetch,
      ),
    );
    renderScreen(<PlayerCompliancePage brandCurrency="ARS" />, {
      url: '/compliance/players/nobody',
      path: '/compliance/players/:id',
    });
    expect(await screen.findByText('Player not found.')).toBeTruthy();
  });
});
