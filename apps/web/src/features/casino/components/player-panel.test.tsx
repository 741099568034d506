// The frame's game is another page: happy-dom is not to load it.
// @vitest-environment-options { "settings": { "disableIframePageLoading": true } }
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CasinoGame } from '@tribuna/contracts/casino';
import { readCookie } from '../../../lib/cookies';
import { applyLanguage } from '../../../lib/i18n';
import { AUTH_COOKIES, rememberTarget, resetSession, startSession } from '../../../lib/session';
import { freshPageEachTest } from '../../../lib/test-support';
import { facts, renderAt, stubApi, type Call } from '../test-harness';
import { ROULETTE, SLOT, TEST_MONEY, testLobby } from '../test-lobby';
import { CasinoLobby } from './casino-lobby';

const LAUNCH_URL = '/games/house/lucky-reels?session=s-1';

function detail(game: CasinoGame) {
  return Response.json({ response: { ...game, description: '' } });
}

/** The lobby and games of the fixture; launches as the server does for a guest. */
function casinoApi(call: Call): Response | undefined {
  if (call.url.startsWith('/api/casino/lobby')) return Response.json({ response: testLobby() });
  if (call.url === '/api/casino/games/lucky-reels') return detail(SLOT);
  if (call.url === '/api/casino/games/european-roulette') return detail(ROULETTE);
  if (call.method === 'POST' && call.url.endsWith('/launch')) {
    const mode = (call.body as { mode: string }).mode;
    if (mode === 'real') {
      return Response.json(
        { response: ['You must login to access this game'], code: 'LOGIN_REQUIRED' },
        { status: 401 },
      );
    }
    return Response.json({
      response: {
        session_id: 's-1',
        mode,
        url: LAUNCH_URL,
        expires_at: '2026-11-23T18:00:00.000Z',
      },
    });
  }
  return undefined;
}

function renderLobby(path = '/casino/casino-games') {
  return renderAt(
    path,
    <CasinoLobby kind="casino" variant="lobby-1" title="Casino games" money={TEST_MONEY} />,
  );
}

async function tileOf(name: string) {
  await screen.findByRole('list', { name: 'Slots' });
  const [tile] = screen.getAllByRole('article', { name });
  if (!tile) throw new Error(`no tile ${name}`);
  return tile;
}

describe('the player panel', () => {
  beforeEach(() => {
    applyLanguage('en_US');
    resetSession({ clearServerCookie: false });
    rememberTarget(null as unknown as string);
  });
  afterEach(() => {
    cleanup();
    resetSession({ clearServerCookie: false });
    vi.unstubAllGlobals();
  });

  it('opens a demo in a frame, in the address, and closes with Escape back to the tile', async () => {
    const calls = stubApi(casinoApi);
    const { router } = renderLobby();
    const demo = within(await tileOf('Lucky Reels')).getByRole('button', {
      name: 'Demo of Lucky Reels',
    });
    demo.focus();
    fireEvent.click(demo);
    const panel = await screen.findByRole('dialog', { name: 'Lucky Reels' });
    expect(router.state.location.search).toBe('?game=lucky-reels&mode=demo');
    const frame = await within(panel).findByTitle('Lucky Reels');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(LAUNCH_URL);
    // The house's own page, on the site's origin: no sandbox (game-frame.ts says why).
    expect(frame.hasAttribute('sandbox')).toBe(false);
    expect(frame.getAttribute('allow')).toContain('fullscreen');
    expect(frame.hasAttribute('allowfullscreen')).toBe(false);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/casino/games/lucky-reels/launch', body: { mode: 'demo' } },
    ]);
    // The focus starts on the close button, and Tab stays inside the panel: from the
    // last stop (the frame) round to the first (the game's facts' button).
    const close = within(panel).getByRole('button', { name: /Close game/ });
    expect(document.activeElement).toBe(close);
    frame.focus();
    fireEvent.keyDown(frame, { key: 'Tab' });
    expect(document.activeElement).toBe(within(panel).getByRole('button', { name: /Game info/ }));
    // Focus that leaves by the frame (whose keys are its own) comes back to the panel.
    screen.getByRole('searchbox', { name: 'Search games' }).focus();
    expect(document.activeElement).toBe(close);

    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');
    expect(document.activeElement).toBe(
      within(await tileOf('Lucky Reels')).getByRole('button', { name: 'Demo of Lucky Reels' }),
    );
  });

  it('tells a guest who plays for real to log in, and comes back to the game after', async () => {
    stubApi(casinoApi);
    const { router } = renderLobby();
    const tile = await tileOf('European Roulette');
    // No demo for this game: only "Play".
    expect(within(tile).queryByRole('button', { name: /Demo/ })).toBeNull();
    fireEvent.click(within(tile).getByRole('button', { name: 'Play European Roulette' }));
    const panel = await screen.findByRole('dialog', { name: 'European Roulette' });
    const alert = await within(panel).findByRole('alert');
    expect(alert.textContent).toContain('You must login to access this game');
    expect(within(panel).queryByTitle('European Roulette')).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readCookie(AUTH_COOKIES.redirect)).toBe(
      '/casino/casino-games?game=european-roulette&mode=real',
    );
  });

  it('opens from a link: a guest gets the demo of a game that has one', async () => {
    const calls = stubApi(casinoApi);
    renderLobby('/casino/casino-games?game=lucky-reels');
    const panel = await screen.findByRole('dialog', { name: 'Lucky Reels' });
    expect((await within(panel).findByTitle('Lucky Reels')).getAttribute('src')).toBe(LAUNCH_URL);
    expect(calls.find((call) => call.url.endsWith('/launch'))?.body).toEqual({ mode: 'demo' });
  });

  it('launches a logged player for real money', async () => {
    const calls = stubApi((call) =>
      call.method === 'POST' && call.url.endsWith('/launch')
        ? Response.json({
            response: {
              session_id: 's-2',
              mode: 'real',
              url: '/games/house/lucky-reels?session=s-2',
              expires_at: '2026-11-23T18:00:00.000Z',
            },
          })
        : casinoApi(call),
    );
    await startSession({
      token: 'token',
      token_type: 'Bearer',
      expires_in: 900,
      refresh_expires_in: 3600,
    });
    renderLobby();
    fireEvent.click(
      within(await tileOf('Lucky Reels')).getByRole('button', { name: 'Play Lucky Reels' }),
    );
    const panel = await screen.findByRole('dialog', { name: 'Lucky Reels' });
    expect(within(panel).getByText('Real money')).toBeTruthy();
    expect((await within(panel).findByTitle('Lucky Reels')).getAttribute('src')).toBe(
      '/games/house/lucky-reels?session=s-2',
    );
    expect(calls.find((call) => call.url.endsWith('/launch'))?.body).toEqual({ mode: 'real' });
    // The lobby is read again, for its "Recently played".
    await waitFor(() =>
      expect(calls.filter((call) => call.url.startsWith('/api/casino/lobby'))).toHaveLength(2),
    );
  });
});

/** A screen as wide as the panel needs to show the game's facts beside the game, or not. */
function screenIsWide(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

describe("the game's facts in the player panel", () => {
  freshPageEachTest();

  it('are there before the game starts: a guest refused real money weighs them beside the login', async () => {
    screenIsWide(true);
    stubApi(casinoApi);
    renderLobby();
    fireEvent.click(
      within(await tileOf('European Roulette')).getByRole('button', {
        name: 'Play European Roulette',
      }),
    );
    const panel = await screen.findByRole('dialog', { name: 'European Roulette' });
    const info = await within(panel).findByRole('region', { name: 'Game info' });
    expect(
      within(panel)
        .getByRole('button', { name: /Game info/ })
        .getAttribute('aria-expanded'),
    ).toBe('true');
    await within(panel).findByRole('alert');
    expect(facts(info)).toEqual({
      Provider: 'Tribuna Originals',
      Type: 'Casino game',
      'Return to player (RTP)': '96.00%',
      Volatility: 'Medium',
      'Minimum bet': 'ARS 0.10',
      'Maximum bet': 'ARS 100.00',
      'Demo (play for fun)': 'Not available: real money only',
    });
  });

  it('wait behind their button on a phone, where they would cover the game', async () => {
    screenIsWide(false);
    stubApi(casinoApi);
    renderLobby('/casino/casino-games?game=lucky-reels&mode=demo');
    const panel = await screen.findByRole('dialog', { name: 'Lucky Reels' });
    await within(panel).findByTitle('Lucky Reels');
    const toggle = await within(panel).findByRole('button', { name: /Game info/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(panel).queryByRole('region', { name: 'Game info' })).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const info = within(panel).getByRole('region', { name: 'Game info' });
    expect(toggle.getAttribute('aria-controls')).toBe(info.id);
    expect(facts(info)['Demo (play for fun)']).toBe('Available');
    // Its text may scroll, so the keyboard reaches it, inside the panel's Tab cycle.
    expect(info.tabIndex).toBe(0);
    fireEvent.click(toggle);
    expect(within(panel).queryByRole('region', { name: 'Game info' })).toBeNull();
  });

  it('shows the app’s parts for the open game under its bar', async () => {
    stubApi(casinoApi);
    renderAt(
      '/casino/casino-games?game=lucky-reels&mode=demo',
      <CasinoLobby
        kind="casino"
        variant="lobby-1"
        title="Casino games"
        money={TEST_MONEY}
        gameExtra={(slug) => <p>Tournament part of {slug}</p>}
      />,
    );
    const panel = await screen.findByRole('dialog', { name: 'Lucky Reels' });
    expect(within(panel).getByText('Tournament part of lucky-reels')).toBeTruthy();
  });
});
