// The frame's game is another page: happy-dom is not to load it.
// @vitest-environment-options { "settings": { "disableIframePageLoading": true } }
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CasinoLobby } from '@tribuna/contracts/casino';
import { freshPageEachTest } from '../../../lib/test-support';
import { renderAt, stubApi, type Call } from '../test-harness';
import { CRASH, ROULETTE, SLOT, TEST_MONEY, testGame, testLobby } from '../test-lobby';
import { CasinoHome, homeRails } from './casino-home';

const LIVE_TABLE = testGame({
  slug: 'live-roulette',
  name: 'Live Roulette',
  kind: 'live',
  categories: ['popular', 'live'],
  demo: false,
});

/** The live lobby: two categories with the same one table, as the demo brands have it. */
function liveLobby(): CasinoLobby {
  return testLobby({
    kind: 'live',
    sliders: [],
    rails: [
      { slug: 'popular', name: 'Popular', games: [LIVE_TABLE], total: 1 },
      { slug: 'live', name: 'Live casino', games: [LIVE_TABLE], total: 1 },
    ],
  });
}

function homeApi(call: Call): Response | undefined {
  const url = new URL(call.url, 'http://site.test');
  if (url.pathname === '/api/casino/lobby') {
    const lobby = url.searchParams.get('kind') === 'live' ? liveLobby() : testLobby();
    return Response.json({ response: lobby });
  }
  if (url.pathname === '/api/casino/games/lucky-reels') {
    return Response.json({ response: { ...SLOT, description: 'Reels of luck.' } });
  }
  if (call.method === 'POST' && url.pathname.endsWith('/launch')) {
    return Response.json({
      response: {
        session_id: 's-1',
        mode: 'demo',
        url: '/games/house/lucky-reels?session=s-1',
        expires_at: '2026-11-23T18:00:00.000Z',
      },
    });
  }
  return undefined;
}

const CASINO = { path: '/casino/casino-games', title: 'Casino' };
const LIVE = { path: '/live-casino/live-casino-games', title: 'Live casino' };

describe('homeRails', () => {
  const RECENT = 'Recently played';

  it("takes the player's recent play, then the popular and new games in the brand's order", () => {
    const lobby = testLobby({
      recent: [CRASH],
      rails: [
        { slug: 'new', name: 'New', games: [CRASH], total: 1 },
        { slug: 'slots', name: 'Slots', games: [SLOT], total: 1 },
        { slug: 'popular', name: 'Popular', games: [SLOT, ROULETTE], total: 2 },
      ],
    });
    expect(homeRails(lobby, RECENT).map((rail) => rail.title)).toEqual([RECENT, 'New', 'Popular']);
  });

  it('leaves out a rail that repeats another, and an empty one', () => {
    const rails = homeRails(
      testLobby({
        rails: [
          { slug: 'popular', name: 'Popular', games: [SLOT], total: 1 },
          { slug: 'new', name: 'New', games: [SLOT], total: 1 },
        ],
      }),
      RECENT,
    );
    expect(rails.map((rail) => rail.key)).toEqual(['popular']);
    expect(
      homeRails(
        testLobby({ rails: [{ slug: 'popular', name: 'Popular', games: [], total: 0 }] }),
        RECENT,
      ),
    ).toEqual([]);
  });

  it('shows the first rail with games of a brand that has neither popular nor new', () => {
    const lobby = testLobby({
      rails: [
        { slug: 'table', name: 'Table games', games: [], total: 0 },
        { slug: 'slots', name: 'Slots', games: [SLOT], total: 1 },
      ],
    });
    expect(homeRails(lobby, RECENT).map((rail) => rail.title)).toEqual(['Slots']);
  });
});

describe('CasinoHome', () => {
  freshPageEachTest();

  it('shows each lobby under its product, with a way into it, and opens a demo here', async () => {
    const calls = stubApi(homeApi);
    const { router } = renderAt('/', <CasinoHome money={TEST_MONEY} casino={CASINO} live={LIVE} />);
    const casino = await screen.findByRole('region', { name: 'Casino' });
    const popular = await within(casino).findByRole('list', { name: 'Popular' });
    expect(
      within(popular)
        .getAllByRole('article')
        .map((tile) => within(tile).getByRole('heading').textContent),
    ).toEqual(['Lucky Reels', 'European Roulette', 'Rocket Crash']);
    // The tiles' names are headings below their rail's.
    expect(within(casino).getByRole('heading', { name: 'Popular' }).tagName).toBe('H3');
    expect(within(popular).getAllByRole('heading', { level: 4 })).toHaveLength(3);
    expect(within(casino).getByRole('link', { name: 'See all: Casino' }).getAttribute('href')).toBe(
      '/casino/casino-games',
    );

    // The live lobby's two rails are the same table: it is shown once.
    const live = await screen.findByRole('region', { name: 'Live casino' });
    await within(live).findByRole('list', { name: 'Popular' });
    expect(within(live).getAllByRole('article')).toHaveLength(1);
    expect(
      within(live).getByRole('link', { name: 'See all: Live casino' }).getAttribute('href'),
    ).toBe('/live-casino/live-casino-games');

    // A tile opens the game here, as in the lobby, with a favourite's heart on it.
    const tile = within(popular).getAllByRole('article')[0];
    if (!tile) throw new Error('no tile');
    expect(within(tile).getByRole('button', { name: 'Favourite: Lucky Reels' })).toBeTruthy();
    fireEvent.click(within(tile).getByRole('button', { name: 'Demo of Lucky Reels' }));
    const panel = await screen.findByRole('dialog', { name: 'Lucky Reels' });
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('?game=lucky-reels&mode=demo');
    expect((await within(panel).findByTitle('Lucky Reels')).getAttribute('src')).toBe(
      '/games/house/lucky-reels?session=s-1',
    );
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { mode: 'demo' },
    ]);
  });

  it('asks only for the lobbies the brand offers', async () => {
    const calls = stubApi(homeApi);
    renderAt('/', <CasinoHome money={TEST_MONEY} casino={CASINO} live={null} />);
    await screen.findByRole('list', { name: 'Popular' });
    expect(calls.map((call) => call.url)).toEqual(['/api/casino/lobby?kind=casino']);
    expect(screen.queryByRole('region', { name: 'Live casino' })).toBeNull();
  });

  it('says so when the games cannot be loaded, and tries again', async () => {
    let failing = true;
    stubApi((call) =>
      failing && call.url.startsWith('/api/casino/lobby')
        ? Response.json({ response: ['Down'], code: 'DOWN' }, { status: 500 })
        : homeApi(call),
    );
    // The query's own retries are the app's business, not this test's.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderAt('/', <CasinoHome money={TEST_MONEY} casino={CASINO} live={null} />, client);
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toContain('The games could not be loaded.');
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Popular' })).toBeTruthy());
  });

  it('shows nothing of a lobby without games', async () => {
    stubApi((call) =>
      call.url.startsWith('/api/casino/lobby')
        ? Response.json({ response: testLobby({ rails: [] }) })
        : undefined,
    );
    const { container } = renderAt(
      '/',
      <CasinoHome money={TEST_MONEY} casino={CASINO} live={null} />,
    );
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Casino' })).toBeNull();
    expect(container.textContent).toBe('');
  });
});
