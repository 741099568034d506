import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dialog } from '../../../lib/dialogs';
import { applyLanguage } from '../../../lib/i18n';
import { closeAllNotifications } from '../../../lib/notify';
import { resetSession, startSession } from '../../../lib/session';
import { casinoKeys } from '../casino-keys';
import { renderAt, stubApi, testPlayer, type Call } from '../test-harness';
import { SLOT, TEST_MONEY, testLobby } from '../test-lobby';
import { CasinoLobby } from './casino-lobby';

const HEART = 'Favourite: Lucky Reels';

function lobbyApi(call: Call): Response | undefined {
  if (call.url.startsWith('/api/casino/lobby')) return Response.json({ response: testLobby() });
  return undefined;
}

function renderLobby(client = new QueryClient()) {
  return renderAt(
    '/casino',
    <CasinoLobby kind="casino" variant="lobby-1" title="Casino" money={TEST_MONEY} />,
    client,
  );
}

const hearts = () => screen.getAllByRole('button', { name: HEART });
const pressed = () => hearts().map((heart) => heart.getAttribute('aria-pressed'));

describe('the favourite heart', () => {
  beforeEach(() => {
    applyLanguage('en_US');
    resetSession({ clearServerCookie: false });
  });
  afterEach(() => {
    cleanup();
    dialog.close();
    closeAllNotifications();
    resetSession({ clearServerCookie: false });
    vi.unstubAllGlobals();
  });

  async function logIn() {
    await startSession({
      token: 'token',
      token_type: 'Bearer',
      expires_in: 900,
      refresh_expires_in: 3600,
    });
  }

  it('marks a game on every tile at once, before the server answers, and in the favourites', async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls = stubApi((call) => {
      if (call.url === '/api/casino/favorites/lucky-reels') {
        return new Promise<Response>((resolve) => {
          answer = resolve;
        });
      }
      if (call.url === '/api/casino/favorites') return Response.json({ response: { items: [] } });
      return lobbyApi(call);
    });
    await logIn();
    const client = new QueryClient();
    // The favourites page was read before: it gains the game too.
    client.setQueryData(casinoKeys.favorites(testPlayer.id), { items: [] });
    renderLobby(client);
    await screen.findByRole('list', { name: 'Slots' });
    // In the "Slots" and the "Popular" rails.
    expect(pressed()).toEqual(['false', 'false']);

    const [first] = hearts();
    if (!first) throw new Error('no heart');
    fireEvent.click(first);
    await waitFor(() => expect(pressed()).toEqual(['true', 'true']));
    expect(
      client
        .getQueryData<{ items: { slug: string }[] }>(casinoKeys.favorites(testPlayer.id))
        ?.items.map((game) => game.slug),
    ).toEqual([SLOT.slug]);
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.url)).toEqual([
      '/api/casino/favorites/lucky-reels',
    ]);
    await act(async () => {
      answer(Response.json({ response: { slug: SLOT.slug, favorite: true } }));
      await Promise.resolve();
    });
    expect(pressed()).toEqual(['true', 'true']);
  });

  it('goes back when the server refuses', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubApi((call) => {
      if (call.url === '/api/casino/favorites/lucky-reels') {
        return new Promise<Response>((resolve) => {
          answer = resolve;
        });
      }
      return lobbyApi(call);
    });
    await logIn();
    renderLobby();
    await screen.findByRole('list', { name: 'Slots' });
    const [first] = hearts();
    if (!first) throw new Error('no heart');
    fireEvent.click(first);
    await waitFor(() => expect(pressed()).toEqual(['true', 'true']));
    answer(Response.json({ response: ['Game not found'], code: 'NOT_FOUND' }, { status: 404 }));
    await waitFor(() => expect(pressed()).toEqual(['false', 'false']));
  });

  it('asks a guest to log in, and asks the server nothing', async () => {
    const calls = stubApi(lobbyApi);
    renderLobby();
    const slots = await screen.findByRole('list', { name: 'Slots' });
    fireEvent.click(within(slots).getByRole('button', { name: HEART }));
    await waitFor(() => expect(dialog.isOpen()).toBe(true));
    expect(pressed()).toEqual(['false', 'false']);
    expect(calls.filter((call) => call.url.startsWith('/api/casino/favorites'))).toEqual([]);
  });
});
