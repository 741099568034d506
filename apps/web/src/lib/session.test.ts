import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExpiredAuthSessionError } from './api-error';
import {
  AUTH_COOKIES,
  EXPIRY_MARGIN_MS,
  fetchUser,
  getSession,
  rememberTarget,
  resetSession,
  startTokenValidation,
  storeTokens,
  syncSessionAcrossTabs,
  takeRememberedTarget,
  tokenStatus,
  tokenValidationDelay,
  validToken,
  watchLoggedIn,
  type RefreshLockManager,
} from './session';
import { readCookie, writeCookie } from './cookies';

describe('tokenStatus', () => {
  const expiresAt = 1_000_000;
  it('is unknown without an expiry', () => {
    expect(tokenStatus(null, expiresAt)).toBe('unknown');
  });
  it('is valid until the 500 ms margin before the expiry', () => {
    expect(EXPIRY_MARGIN_MS).toBe(500);
    expect(tokenStatus(expiresAt, expiresAt - 501)).toBe('valid');
    expect(tokenStatus(expiresAt, expiresAt - 500)).toBe('expired');
    expect(tokenStatus(expiresAt, expiresAt + 1)).toBe('expired');
  });
});

describe('the session', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => {
    resetSession();
    vi.unstubAllGlobals();
  });

  it('keeps the token pair in the spec’s auth cookies', () => {
    storeTokens(
      { token: 'abc', token_type: 'Bearer', expires_in: 900, refresh_expires_in: 3600 },
      1_000,
    );
    expect(readCookie(AUTH_COOKIES.token)).toBe('Bearer abc');
    expect(readCookie(AUTH_COOKIES.tokenExpiration)).toBe(String(1_000 + 900_000));
    expect(readCookie(AUTH_COOKIES.refreshTokenExpiration)).toBe(String(1_000 + 3_600_000));
    expect(readCookie(AUTH_COOKIES.strategy)).toBe('local');
    expect(getSession().token).toBe('abc');
  });

  it('refreshes an expired access token once for concurrent callers', async () => {
    const now = Date.now();
    storeTokens(
      { token: 'old', token_type: 'Bearer', expires_in: -10, refresh_expires_in: 3600 },
      now,
    );
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        Response.json({
          response: {
            token: 'new',
            token_type: 'Bearer',
            expires_in: 900,
            refresh_expires_in: 3600,
          },
        }),
      ),
    );
    const tokens = await Promise.all([validToken(), validToken(), validToken()]);
    expect(tokens).toEqual(['new', 'new', 'new']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0] as string).toBe('/api/auth/refresh');
  });

  it('resets and aborts when both tokens have expired', async () => {
    const now = Date.now();
    storeTokens(
      { token: 'old', token_type: 'Bearer', expires_in: -10, refresh_expires_in: -5 },
      now,
    );
    fetchMock.mockResolvedValue(Response.json({ response: true }));
    await expect(validToken()).rejects.toBeInstanceOf(ExpiredAuthSessionError);
    expect(getSession().token).toBeNull();
    expect(readCookie(AUTH_COOKIES.token)).toBeNull();
  });
});

function tokenAnswer(token: string, expiresIn = 900) {
  return Response.json({
    response: { token, token_type: 'Bearer', expires_in: expiresIn, refresh_expires_in: 3600 },
  });
}

const PLAYER = {
  id: 1,
  username: 'demo',
  email: 'demo@example.com',
  name: 'Demo',
  last_name: 'Player',
};

describe('the remembered target', () => {
  it('comes back once, and only when it is a path of this site', () => {
    rememberTarget('/casino?provider=house&page=2');
    expect(takeRememberedTarget()).toBe('/casino?provider=house&page=2');
    expect(takeRememberedTarget()).toBeNull();
    for (const evil of ['//evil.com', 'https://evil.com', '/\\evil.com', ' javascript:alert(1)']) {
      rememberTarget(evil);
      expect(takeRememberedTarget(), evil).toBeNull();
    }
  });
});

describe('refreshing across tabs', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const names: string[] = [];
  /** Runs callbacks one at a time, as the browser's lock does; `before` plays another tab. */
  function fakeLocks(before: () => void = () => undefined): RefreshLockManager {
    let queue: Promise<unknown> = Promise.resolve();
    return {
      request<T>(name: string, callback: () => Promise<T>): Promise<T> {
        names.push(name);
        const run = queue.then(() => {
          before();
          return callback();
        });
        queue = run.catch(() => undefined);
        return run;
      },
    };
  }
  beforeEach(() => {
    names.length = 0;
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    resetSession({ clearServerCookie: false });
    vi.unstubAllGlobals();
  });

  it('refreshes inside the tribuna-refresh lock, once for concurrent callers', async () => {
    vi.stubGlobal('navigator', { locks: fakeLocks() });
    storeTokens(
      { token: 'old', token_type: 'Bearer', expires_in: -10, refresh_expires_in: 3600 },
      Date.now(),
    );
    fetchMock.mockImplementation(() => Promise.resolve(tokenAnswer('new')));
    expect(await Promise.all([validToken(), validToken()])).toEqual(['new', 'new']);
    expect(names).toEqual(['tribuna-refresh']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('uses the token another tab stored while this one waited, without calling refresh', async () => {
    const now = Date.now();
    storeTokens(
      { token: 'old', token_type: 'Bearer', expires_in: -10, refresh_expires_in: 3600 },
      now,
    );
    // The other tab held the lock and refreshed: the shared cookies now carry its pair.
    vi.stubGlobal('navigator', {
      locks: fakeLocks(() => {
        writeCookie(AUTH_COOKIES.token, 'Bearer from-other-tab');
        writeCookie(AUTH_COOKIES.tokenExpiration, String(now + 900_000));
      }),
    });
    expect(await validToken()).toBe('from-other-tab');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(getSession().token).toBe('from-other-tab');
    expect(getSession().tokenExpiresAt).toBe(now + 900_000);
  });
});

describe('token validation interval', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.useFakeTimers();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    resetSession({ clearServerCookie: false });
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is off by default, 1000 ms for true, or the number given', () => {
    expect(tokenValidationDelay(false)).toBeNull();
    expect(tokenValidationDelay(true)).toBe(1000);
    expect(tokenValidationDelay(250)).toBe(250);
    expect(tokenValidationDelay(0)).toBeNull();
    expect(tokenValidationDelay(-5)).toBeNull();
  });

  it('does nothing when off', async () => {
    storeTokens(
      { token: 'old', token_type: 'Bearer', expires_in: 1, refresh_expires_in: 3600 },
      Date.now(),
    );
    const stop = startTokenValidation(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).not.toHaveBeenCalled();
    stop();
  });

  it('refreshes an access token once it expires, checking every second', async () => {
    storeTokens(
      { token: 'old', token_type: 'Bearer', expires_in: 3, refresh_expires_in: 3600 },
      Date.now(),
    );
    fetchMock.mockImplementation(() => Promise.resolve(tokenAnswer('new')));
    const stop = startTokenValidation(true);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(getSession().token).toBe('new');
    stop();
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('resets the session when both tokens have expired', async () => {
    storeTokens(
      { token: 'old', token_type: 'Bearer', expires_in: 2, refresh_expires_in: 2 },
      Date.now(),
    );
    fetchMock.mockResolvedValue(Response.json({ response: true }));
    const stop = startTokenValidation(500);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(getSession().token).toBeNull();
    expect(readCookie(AUTH_COOKIES.token)).toBeNull();
    stop();
  });
});

describe('the session in other tabs', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let otherTab: BroadcastChannel;
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    syncSessionAcrossTabs();
    otherTab = new BroadcastChannel('tribuna-session');
  });
  afterEach(() => {
    otherTab.close();
    resetSession({ clearServerCookie: false });
    vi.unstubAllGlobals();
  });

  it('a logout in another tab logs this tab out and says so', async () => {
    storeTokens(
      { token: 'abc', token_type: 'Bearer', expires_in: 900, refresh_expires_in: 3600 },
      Date.now(),
    );
    fetchMock.mockResolvedValue(Response.json({ user: PLAYER }));
    await fetchUser();
    expect(getSession().loggedIn).toBe(true);
    const changes: [boolean, string][] = [];
    const stop = watchLoggedIn((loggedIn, source) => changes.push([loggedIn, source]));

    // The other tab cleared the shared cookies, then told the others.
    writeCookie(AUTH_COOKIES.token, null);
    otherTab.postMessage('logout');
    await vi.waitFor(() => expect(getSession().loggedIn).toBe(false));
    expect(getSession().token).toBeNull();
    expect(changes).toEqual([[false, 'other-tab']]);
    stop();
  });

  it('a login in another tab logs this tab in with the shared token', async () => {
    const changes: [boolean, string][] = [];
    const stop = watchLoggedIn((loggedIn, source) => changes.push([loggedIn, source]));
    fetchMock.mockResolvedValue(Response.json({ user: PLAYER }));
    writeCookie(AUTH_COOKIES.strategy, 'local');
    writeCookie(AUTH_COOKIES.token, 'Bearer shared');
    writeCookie(AUTH_COOKIES.tokenExpiration, String(Date.now() + 900_000));
    writeCookie(AUTH_COOKIES.refreshTokenExpiration, String(Date.now() + 3_600_000));
    otherTab.postMessage('login');
    await vi.waitFor(() => expect(getSession().loggedIn).toBe(true));
    expect(getSession().token).toBe('shared');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/user');
    expect(changes).toEqual([[true, 'other-tab']]);
    stop();
  });

  it('tells the other tabs when this one logs out', async () => {
    storeTokens(
      { token: 'abc', token_type: 'Bearer', expires_in: 900, refresh_expires_in: 3600 },
      Date.now(),
    );
    const heard: unknown[] = [];
    otherTab.onmessage = (event: MessageEvent<unknown>) => heard.push(event.data);
    resetSession({ clearServerCookie: false });
    await vi.waitFor(() => expect(heard).toContain('logout'));
  });
});
