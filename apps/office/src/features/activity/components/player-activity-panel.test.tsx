import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { i18n, initI18n } from '../../../lib/i18n';
import { playerActivity } from './activity-fixture';
import { PlayerActivityPanel } from './player-activity-panel';

beforeAll(async () => {
  await initI18n('en_US');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PLAYER = '6f1c2f9e-8a51-4d43-9d1e-2b0c8e1f7a10';

/** The API as the panel sees it: records what it was asked. */
function stubApi() {
  const asked: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const url = new URL(input, 'http://office.test');
      if (url.pathname !== `/api/office/players/${PLAYER}/activity`) {
        return Promise.resolve(new Response('{}', { status: 404 }));
      }
      asked.push(url.searchParams);
      return Promise.resolve(
        new Response(JSON.stringify({ response: playerActivity({ has_more: true }) }), {
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
  return asked;
}

function Location() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function renderPanel(search = '') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[`/players/${PLAYER}${search}`]}>
          <PlayerActivityPanel playerId={PLAYER} />
          <Location />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const search = () => new URLSearchParams(screen.getByTestId('location').textContent ?? '');

describe("the player page's activity panel", () => {
  it('asks for the URL’s filters and shows the totals and the rows in the brand’s time zone', async () => {
    const asked = stubApi();
    renderPanel('?product=casino&from=2026-03-01&to=2026-03-02&offset=25');
    await screen.findByTestId('activity-3');
    const query = asked.at(-1);
    expect(Object.fromEntries(query ?? [])).toEqual({
      product: 'casino',
      from: '2026-03-01',
      to: '2026-03-02',
      limit: '25',
      offset: '25',
    });
    expect(screen.getByTestId('activity-total-net').textContent).toBe('ARS\u00a013.00');
    expect(screen.getByText(/Argentina Standard Time/)).toBeTruthy();
  });

  it('starts again from the first page when a filter changes, and pages on', async () => {
    stubApi();
    renderPanel('?offset=25');
    await screen.findByTestId('activity-3');
    fireEvent.change(screen.getByLabelText('Product'), { target: { value: 'sports' } });
    await waitFor(() => expect(search().get('product')).toBe('sports'));
    expect(search().has('offset')).toBe(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(search().get('offset')).toBe('25'));
  });

  it('says when a range ends before it starts, and shows no rows for it', async () => {
    const asked = stubApi();
    renderPanel('?from=2026-03-05&to=2026-03-01');
    expect(
      await screen.findByText('The start date must be on or before the end date.'),
    ).toBeTruthy();
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    expect(asked.every((query) => query.get('to') === '2026-03-05')).toBe(true);
    expect(screen.queryByTestId('activity-3')).toBeNull();
  });
});
