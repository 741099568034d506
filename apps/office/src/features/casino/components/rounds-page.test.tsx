import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { i18n, initI18n } from '../../../lib/i18n';
import { gameRow, roundDetail } from './casino-fixture';
import { RoundsPage } from './rounds-page';

beforeAll(async () => {
  await initI18n('en_US');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CATALOGUE = [
  gameRow(),
  gameRow({ slug: 'blackjack', name: 'Blackjack', position: 1 }),
  gameRow({
    slug: 'lightning-roulette',
    name: 'Lightning Roulette',
    provider: { slug: 'evolution', name: 'Evolution' },
    kind: 'live',
    position: 2,
  }),
];

const { transactions: _moves, ...ROUND } = roundDetail();

/** The API as the page sees it; answers the rounds' queries it was asked. */
function stubApi() {
  const roundsQueries: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const url = new URL(input, 'http://office.test');
      let body: unknown;
      if (url.pathname === '/api/office/casino/games') {
        body = { response: { items: CATALOGUE, total: CATALOGUE.length, currency: 'ARS' } };
      } else if (url.pathname === '/api/office/casino/rounds') {
        roundsQueries.push(url.searchParams);
        body = { response: { items: [ROUND], has_more: false } };
      } else {
        return Promise.resolve(new Response('{}', { status: 404 }));
      }
      return Promise.resolve(
        new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
      );
    }),
  );
  return roundsQueries;
}

function Location() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function renderPage(search = '') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[`/casino/rounds${search}`]}>
          <RoundsPage />
          <Location />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const search = () => new URLSearchParams(screen.getByTestId('location').textContent ?? '');

describe('rounds page filters', () => {
  it('reads every filter from the URL and passes it to the API', async () => {
    const queries = stubApi();
    renderPage(
      '?game=blackjack&provider=tribuna&status=open&from=2026-11-01&to=2026-11-20&offset=50',
    );
    await screen.findByTestId(`round-${ROUND.id}`);
    const sent = queries.at(-1);
    expect(Object.fromEntries(sent ?? [])).toEqual({
      game: 'blackjack',
      provider: 'tribuna',
      status: 'open',
      from: '2026-11-01',
      to: '2026-11-20',
      limit: '50',
      offset: '50',
    });
    // The controls show them.
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLSelectElement>('Game').selectedOptions[0]?.text).toBe(
        'Blackjack',
      ),
    );
    expect(screen.getByLabelText<HTMLSelectElement>('Provider').value).toBe('tribuna');
    expect(screen.getByLabelText<HTMLSelectElement>('Status').value).toBe('open');
    expect(screen.getByLabelText<HTMLInputElement>('From').value).toBe('2026-11-01');
    expect(screen.getByLabelText<HTMLInputElement>('To').value).toBe('2026-11-20');
  });

  it('keeps a choice in the URL, from the first page, and asks the API again', async () => {
    const queries = stubApi();
    renderPage('?offset=50');
    await screen.findByTestId(`round-${ROUND.id}`);
    // Providers and games come from the catalogue, by name.
    const provider = screen.getByLabelText<HTMLSelectElement>('Provider');
    await waitFor(() =>
      expect([...provider.options].map((o) => o.text)).toEqual([
        'All',
        'Evolution',
        'Tribuna Originals',
      ]),
    );
    fireEvent.change(provider, { target: { value: 'evolution' } });
    expect(search().get('provider')).toBe('evolution');
    expect(search().has('offset')).toBe(false);
    // The provider narrows the games offered.
    const game = screen.getByLabelText<HTMLSelectElement>('Game');
    expect([...game.options].map((o) => o.text)).toEqual(['All', 'Lightning Roulette']);

    fireEvent.change(game, { target: { value: 'lightning-roulette' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'closed' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-02' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-03' } });
    expect(Object.fromEntries(search())).toEqual({
      provider: 'evolution',
      game: 'lightning-roulette',
      status: 'closed',
      from: '2026-11-02',
      to: '2026-11-03',
    });
    await waitFor(() =>
      expect(Object.fromEntries(queries.at(-1) ?? [])).toEqual({
        provider: 'evolution',
        game: 'lightning-roulette',
        status: 'closed',
        from: '2026-11-02',
        to: '2026-11-03',
        limit: '50',
        offset: '0',
      }),
    );

    // "All" takes a filter off again.
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '' } });
    expect(search().has('status')).toBe(false);
  });

  it('says so when the first day is after the last, instead of an empty list', async () => {
    stubApi();
    renderPage('?from=2026-11-20&to=2026-11-01');
    expect(
      await screen.findByText('The start date must be on or before the end date.'),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('keeps a game of a shared link even when the catalogue does not list it', async () => {
    stubApi();
    renderPage('?game=retired-slot');
    await screen.findByTestId(`round-${ROUND.id}`);
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLSelectElement>('Game').value).toBe('retired-slot'),
    );
  });
});
