import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CasinoGame } from '@tribuna/contracts/casino';
import { applyLanguage } from '../../../lib/i18n';
import { resetSession } from '../../../lib/session';
import { SEARCH_DEBOUNCE_MS } from '../hooks/use-debounced-value';
import { renderAt, stubApi, type Call } from '../test-harness';
import { CRASH, ROULETTE, SLOT, TEST_MONEY, testLobby } from '../test-lobby';
import { CasinoLobby } from './casino-lobby';
import type { LobbyVariant } from './lobby-variants';

function page(items: CasinoGame[], has_more = false, total = items.length) {
  return Response.json({ response: { items, total, has_more } });
}

/** The API of a small catalogue: the lobby, and games by category, provider or search. */
function catalogueApi(call: Call): Response | undefined {
  const url = new URL(call.url, 'http://site.test');
  if (url.pathname === '/api/casino/lobby') return Response.json({ response: testLobby() });
  if (url.pathname !== '/api/casino/games') return undefined;
  const q = url.searchParams.get('q')?.toLowerCase();
  const provider = url.searchParams.get('provider');
  const category = url.searchParams.get('category');
  const all = [SLOT, ROULETTE, CRASH];
  const found = all.filter(
    (game) =>
      (!q || `${game.name} ${game.provider.name}`.toLowerCase().includes(q)) &&
      (!provider || game.provider.slug === provider) &&
      (!category || game.categories.includes(category)),
  );
  // Pages of two, so "Load more" has something to load.
  const offset = Number(url.searchParams.get('offset') ?? 0);
  const slice = found.slice(offset, offset + 2);
  return page(slice, offset + 2 < found.length, found.length);
}

function renderLobby(variant: LobbyVariant) {
  return renderAt(
    '/casino/casino-games',
    <CasinoLobby kind="casino" variant={variant} title="Casino games" money={TEST_MONEY} />,
  );
}

const gameCalls = (calls: Call[]) =>
  calls.filter((call) => call.url.startsWith('/api/casino/games'));

describe('CasinoLobby', () => {
  beforeEach(() => {
    applyLanguage('en_US');
    resetSession({ clearServerCookie: false });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('lobby 1: the slider, a rail per category with "See all", and the providers strip', async () => {
    const calls = stubApi(catalogueApi);
    renderLobby('lobby-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Casino games' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Slots' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Spin the reels' })).toBeTruthy();
    const popular = screen.getByRole('list', { name: 'Popular' });
    // Rails scroll by keyboard: their track takes the focus.
    expect(popular.getAttribute('tabindex')).toBe('0');
    expect(within(popular).getAllByTestId('game-tile')).toHaveLength(3);
    const providers = screen.getByRole('group', { name: 'Providers' });
    expect(
      within(providers).getByRole('button', { name: 'All providers' }).getAttribute('aria-pressed'),
    ).toBe('true');
    // Nothing but the lobby is asked until a filter is chosen.
    expect(gameCalls(calls)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Popular: See all (3)' }));
    expect(await screen.findByText('Games found: 3')).toBeTruthy();
    expect(screen.getAllByTestId('game-tile')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(3));
    expect(gameCalls(calls).map((call) => call.url)).toEqual([
      '/api/casino/games?kind=casino&category=popular&limit=24&offset=0',
      '/api/casino/games?kind=casino&category=popular&limit=24&offset=2',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    fireEvent.click(within(providers).getByRole('button', { name: 'Skyline Games' }));
    expect(await screen.findByRole('heading', { name: 'Popular · Skyline Games' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Back to the lobby' }));
    expect(await screen.findByRole('heading', { name: 'Table games' })).toBeTruthy();
  });

  it('lobby 2: categories down the side beside a grid, providers to pick from', async () => {
    const calls = stubApi((call) =>
      call.url.startsWith('/api/casino/lobby')
        ? Response.json({ response: testLobby({ recent: [CRASH] }) })
        : catalogueApi(call),
    );
    renderLobby('lobby-2');
    const categories = await screen.findByRole('group', { name: 'Categories' });
    expect(
      within(categories)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All games', 'Recently played', 'Slots', 'Table games', 'Popular']);
    expect(await screen.findByText('Games found: 3')).toBeTruthy();
    fireEvent.click(within(categories).getByRole('button', { name: 'Table games' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Table games' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(1));
    fireEvent.change(screen.getByLabelText('Providers'), { target: { value: 'skyline' } });
    expect(await screen.findByText('No games found')).toBeTruthy();
    expect(gameCalls(calls).at(-1)?.url).toBe(
      '/api/casino/games?kind=casino&category=table&provider=skyline&limit=24&offset=0',
    );
    // No rails in this variant.
    expect(screen.queryByRole('list', { name: 'Popular' })).toBeNull();
    fireEvent.click(within(categories).getByRole('button', { name: 'Recently played' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Recently played' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Rocket Crash' })).toBeTruthy();
  });

  it('lobby 3: category and provider chips on top of a compact grid, recent play first', async () => {
    stubApi((call) =>
      call.url.startsWith('/api/casino/lobby')
        ? Response.json({ response: testLobby({ recent: [CRASH] }) })
        : catalogueApi(call),
    );
    const { container } = renderLobby('lobby-3');
    expect(await screen.findByRole('group', { name: 'Categories' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Providers' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Recently played' })).toBeTruthy();
    expect(await screen.findByText('Games found: 3')).toBeTruthy();
    expect(container.querySelector('.casino-lobby--3 .game-grid')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Slots' }));
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(1));
    // A filtered grid has no recent rail over it.
    expect(screen.queryByRole('list', { name: 'Recently played' })).toBeNull();
  });

  it('searches after a pause in typing, shows "No games found", and clears back to the lobby', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubApi(catalogueApi);
    renderLobby('lobby-1');
    expect(await screen.findByRole('heading', { name: 'Slots' })).toBeTruthy();
    const search = screen.getByLabelText('Search games');
    fireEvent.change(search, { target: { value: 'r' } });
    fireEvent.change(search, { target: { value: 'ro' } });
    fireEvent.change(search, { target: { value: 'rou' } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 50));
    expect(gameCalls(calls)).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(60));
    expect(await screen.findByRole('heading', { name: 'Results for “rou”' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(1));
    // One call for the three keys, with the last text.
    expect(gameCalls(calls).map((call) => call.url)).toEqual([
      '/api/casino/games?kind=casino&q=rou&limit=24&offset=0',
    ]);
    // The lobby is gone while results show.
    expect(screen.queryByRole('heading', { name: 'Slots' })).toBeNull();

    fireEvent.change(search, { target: { value: 'zzz' } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 10));
    expect(await screen.findByText('No games found')).toBeTruthy();

    fireEvent.keyDown(search, { key: 'Escape' });
    expect((search as HTMLInputElement).value).toBe('');
    expect(await screen.findByRole('heading', { name: 'Slots' })).toBeTruthy();
    expect(screen.queryByText('No games found')).toBeNull();
  });
});
