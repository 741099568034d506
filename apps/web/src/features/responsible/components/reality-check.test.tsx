import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionClock } from '@tribuna/contracts/responsible';
import { applyLanguage, i18n } from '../../../lib/i18n';
import { closeAllNotifications, getNotifications } from '../../../lib/notify';
import { getSession, resetSession, startSession } from '../../../lib/session';
import { testPlayer } from '../../../lib/test-player';
import { testClock } from '../test-responsible';
import { RealityCheck } from './reality-check';

const fetchMock = vi.fn<typeof fetch>();
const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ') ?? '';
const urlOf = (input: Parameters<typeof fetch>[0] | undefined) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : (input?.url ?? '');

type Clock = SessionClock | (() => SessionClock);

/** The server's clock: what GET answers next (one after the other, the last one kept). */
function stubClock(gets: Clock[], continued: SessionClock) {
  const queue = [...gets];
  fetchMock.mockImplementation((input, init) => {
    const url = urlOf(input);
    const method = init?.method ?? 'GET';
    if (url === '/api/auth/user') return Promise.resolve(Response.json({ user: testPlayer() }));
    if (method === 'GET' && url === '/api/responsible/session') {
      const next = queue.length > 1 ? queue.shift() : queue[0];
      return Promise.resolve(
        Response.json({ response: typeof next === 'function' ? next() : next }),
      );
    }
    if (method === 'POST' && url === '/api/responsible/session/continue') {
      return Promise.resolve(Response.json({ response: continued }));
    }
    return Promise.resolve(
      Response.json({ response: ['Not found'], code: 'NOT_FOUND' }, { status: 404 }),
    );
  });
}

const sessionCalls = (method: string, url: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) => (init?.method ?? 'GET') === method && urlOf(input) === url,
  ).length;

function renderCheck(handlers: { onLogOut?: () => void; onHistory?: (path: string) => void } = {}) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <RealityCheck
            money={{ currency: 'ARS', decimals: 2 }}
            historyPath="/profile/responsible?view=statement"
            onLogOut={handlers.onLogOut ?? (() => undefined)}
            onHistory={handlers.onHistory ?? (() => undefined)}
          />
          <Routes>
            <Route path="/login" element={<p>The login page</p>} />
            <Route path="*" element={null} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

/** A clock whose server time is this device's now, its check `inMs` away. */
function clockDueIn(inMs: number, overrides: Partial<SessionClock> = {}): SessionClock {
  const now = Date.now();
  return testClock({
    now: new Date(now).toISOString(),
    next_check_at: new Date(now + inMs).toISOString(),
    ...overrides,
  });
}

describe('RealityCheck', () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    stubClock([testClock()], testClock());
    applyLanguage('en_US');
    await startSession({
      token: 'token',
      token_type: 'Bearer',
      expires_in: 900,
      refresh_expires_in: 3600,
    });
  });
  afterEach(() => {
    cleanup();
    closeAllNotifications();
    resetSession({ clearServerCookie: false });
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks the clock on start and every minute, and shows nothing before the check is due', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubClock([clockDueIn(60 * 60_000)], testClock());
    renderCheck();
    await waitFor(() => expect(sessionCalls('GET', '/api/responsible/session')).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await waitFor(() => expect(sessionCalls('GET', '/api/responsible/session')).toBe(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("asks again when the check falls due by the server's clock, and shows the session", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // This device runs five minutes behind the server: the check is due 90 s from now here.
    const ahead = 5 * 60_000;
    const checkAt = Date.now() + ahead + 90_000;
    const notYet = () =>
      testClock({
        now: new Date(Date.now() + ahead).toISOString(),
        next_check_at: new Date(checkAt).toISOString(),
      });
    stubClock([notYet, notYet, testClock({ due: true })], clockDueIn(60 * 60_000));
    renderCheck();
    await waitFor(() => expect(sessionCalls('GET', '/api/responsible/session')).toBe(1));
    // The minute's heartbeat: not due yet.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(plain(dialog.textContent)).toContain('You have been playing for 1 h 5 min.');
    expect(plain(within(dialog).getByTestId('reality-check-wagered').textContent)).toBe(
      'ARS 1,500.00',
    );
    expect(plain(within(dialog).getByTestId('reality-check-net').textContent)).toBe('-ARS 250.00');
  });

  it('stays until answered: Escape does nothing, Continue tells the server and closes it', async () => {
    stubClock([testClock({ due: true })], clockDueIn(60 * 60_000));
    renderCheck();
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    const answer = within(dialog).getByRole('button', { name: 'Continue' });
    expect(document.activeElement).toBe(answer);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    // Focus stays inside: Tab from the last button goes back to the first.
    const buttons = within(dialog).getAllByRole('button');
    buttons.at(-1)?.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(buttons[0]);

    fireEvent.click(answer);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sessionCalls('POST', '/api/responsible/session/continue')).toBe(1);
  });

  it('leads to the history (answering the check) or logs out', async () => {
    const onHistory = vi.fn<(path: string) => void>();
    const onLogOut = vi.fn<() => void>();
    stubClock([testClock({ due: true })], clockDueIn(60 * 60_000));
    renderCheck({ onHistory, onLogOut });
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    expect(onLogOut).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'See my history' }));
    await waitFor(() =>
      expect(onHistory).toHaveBeenCalledWith('/profile/responsible?view=statement'),
    );
    expect(sessionCalls('POST', '/api/responsible/session/continue')).toBe(1);
  });

  it('ends the session here when the server ended it for a session-time limit', async () => {
    const said = 'Your daily session time limit is 1 h 0 min and 1 h 0 min of it is used.';
    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        urlOf(input) === '/api/auth/user'
          ? Response.json({ user: testPlayer() })
          : Response.json({ response: [said], code: 'LIMIT_REACHED' }, { status: 403 }),
      ),
    );
    renderCheck();
    expect(await screen.findByText('The login page')).toBeTruthy();
    expect(getSession().loggedIn).toBe(false);
    await waitFor(() => expect(getNotifications().map((n) => n.messages)).toEqual([[said]]));
  });
});
