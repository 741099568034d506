import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setBrandTimeZone } from '../../../lib/format';
import { initI18n } from '../../../lib/i18n';
import { flag, PLAYER_ID } from './compliance-fixture';
import { FlagsPage } from './flags-page';
import { type Call, fakeFetch, plainText, renderScreen } from '../../../test/screen-test-support';

beforeAll(async () => {
  await initI18n('en_US');
  setBrandTimeZone('America/Argentina/Buenos_Aires');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const REVIEWED = flag({
  id: 'flag-2',
  username: 'bruno',
  period: 'month',
  reviewed_at: '2026-11-21T13:00:00.000Z',
  reviewed_by: 'compliance',
});

function stubApi() {
  let open = [flag()];
  const fake = fakeFetch((call: Call) => {
    if (call.path === '/api/office/responsible/flags') {
      const status = call.query.get('status');
      if (status === 'open') return { flags: open };
      if (status === 'reviewed') return { flags: [REVIEWED] };
      return { flags: [...open, REVIEWED] };
    }
    if (call.method === 'POST' && call.path === '/api/office/responsible/flags/flag-1/review') {
      const reviewed = flag({ reviewed_at: '2026-11-21T14:00:00.000Z', reviewed_by: 'me' });
      open = [];
      return reviewed;
    }
    return undefined;
  });
  vi.stubGlobal('fetch', vi.fn(fake.fetch));
  return fake.calls;
}

function renderFlags(url = '/compliance') {
  renderScreen(<FlagsPage currency="ARS" />, { url, path: '/compliance' });
}

describe('the flags of the compliance desk', () => {
  it('lists the open flags: player, period, limit, used, when raised in the brand’s zone', async () => {
    const calls = stubApi();
    renderFlags();
    const row = await screen.findByTestId('flag-flag-1');
    const cells = within(row).getAllByRole('cell').map(plainText);
    expect(cells).toEqual([
      'ana',
      'Weekly loss limit',
      'ARS 1,000.00',
      'ARS 850.0085%',
      'Nov 20, 2026, 12:30 PM',
      'Mark reviewed',
    ]);
    expect(calls[0]?.query.get('status')).toBe('open');
    expect(
      within(row).getByRole('link', { name: 'Responsible gambling of ana' }).getAttribute('href'),
    ).toBe(`/compliance/players/${PLAYER_ID}`);
  });

  it('filters by status through the URL', async () => {
    const calls = stubApi();
    renderFlags();
    await screen.findByTestId('flag-flag-1');
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'reviewed' } });
    const row = await screen.findByTestId('flag-flag-2');
    expect(screen.getByTestId('location').textContent).toBe('/compliance?status=reviewed');
    expect(calls.at(-1)?.query.get('status')).toBe('reviewed');
    expect(row.textContent).toContain('Reviewed by compliance');
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.queryByTestId('flag-flag-1')).toBeNull();
  });

  it('marks a flag reviewed and takes it off the open list', async () => {
    const calls = stubApi();
    renderFlags();
    const row = await screen.findByTestId('flag-flag-1');
    fireEvent.click(within(row).getByRole('button', { name: 'Mark the flag of ana reviewed' }));
    expect(await screen.findByText('Flag of ana marked reviewed.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('flag-flag-1')).toBeNull());
    expect(screen.getByText('Nothing to show.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('says why a review failed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeFetch((call) => {
          if (call.method === 'GET') return { flags: [flag()] };
          return new Response(
            JSON.stringify({ response: ['This flag does not exist.'], code: 'NOT_FOUND' }),
            { status: 404, headers: { 'content-type': 'application/json' } },
          );
        }).fetch,
      ),
    );
    renderFlags();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark the flag of ana reviewed' }));
    expect(await screen.findByText('This flag does not exist.')).toBeTruthy();
  });
});
