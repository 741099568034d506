import { useSyncExternalStore } from 'react';
import type { TokenAnswer, User } from '@tribuna/contracts/auth';
import { readCookie, writeCookie } from './cookies';
import { ApiError, ExpiredAuthSessionError } from './api-error';
import { API_BASE, apiRequest, baseHeaders } from './http';
import { safeAppPath } from './navigation';

/** The spec's auth cookies (prefix `auth.`, strategy `local`). */
export const AUTH_COOKIES = {
  token: 'auth._token.local',
  tokenExpiration: 'auth._token_expiration.local',
  refreshTokenExpiration: 'auth._refresh_token_expiration.local',
  strategy: 'auth.strategy',
  redirect: 'auth.redirect',
  /** Set by the server, httpOnly: the page never reads it. */
  refreshToken: 'auth._refresh_token.local',
} as const;

const STRATEGY = 'local';
/** A token this close to its expiry is treated as expired (spec §9). */
export const EXPIRY_MARGIN_MS = 500;

export type TokenStatus = 'unknown' | 'valid' | 'expired';

/** Unknown without an expiry; expired from `EXPIRY_MARGIN_MS` before the expiry on. */
export function tokenStatus(expiresAt: number | null, now: number = Date.now()): TokenStatus {
  if (!expiresAt) return 'unknown';
  return now < expiresAt - EXPIRY_MARGIN_MS ? 'valid' : 'expired';
}

export interface SessionState {
  user: User | null;
  loggedIn: boolean;
  strategy: typeof STRATEGY | null;
  busy: boolean;
  token: string | null;
  tokenExpiresAt: number | null;
  refreshExpiresAt: number | null;
}

function numberCookie(name: string): number | null {
  const value = Number(readCookie(name));
  return Number.isFinite(value) && value > 0 ? value : null;
}

function fromCookies(): SessionState {
  const raw = readCookie(AUTH_COOKIES.token);
  const token = raw?.startsWith('Bearer ') ? raw.slice('Bearer '.length) : null;
  return {
    user: null,
    loggedIn: false,
    strategy: readCookie(AUTH_COOKIES.strategy) === STRATEGY ? STRATEGY : null,
    busy: false,
    token,
    tokenExpiresAt: token ? numberCookie(AUTH_COOKIES.tokenExpiration) : null,
    refreshExpiresAt: token ? numberCookie(AUTH_COOKIES.refreshTokenExpiration) : null,
  };
}

let state: SessionState = fromCookies();
const listeners = new Set<() => void>();
let refreshing: Promise<string> | null = null;

/** Who changed `loggedIn`: this tab, or another tab of the same site. */
export type SessionChangeSource = 'this-tab' | 'other-tab';
type LoggedInWatcher = (loggedIn: boolean, source: SessionChangeSource) => void;
const loggedInWatchers = new Set<LoggedInWatcher>();

function set(patch: Partial<SessionState>, source: SessionChangeSource = 'this-tab'): void {
  const before = state.loggedIn;
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
  if (state.loggedIn !== before) {
    for (const watcher of loggedInWatchers) watcher(state.loggedIn, source);
  }
}

/** Called whenever `loggedIn` changes, here or in another tab; returns the unsubscribe. */
export function watchLoggedIn(watcher: LoggedInWatcher): () => void {
  loggedInWatchers.add(watcher);
  return () => loggedInWatchers.delete(watcher);
}

// Cross-tab sync: the auth cookies are shared, but a tab only learns of a change by a
// message (cookies fire no event). Tabs then re-read the cookies, never trust the message.
const CHANNEL_NAME = 'tribuna-session';
type SessionMessage = 'login' | 'logout' | 'tokens';
let channel: BroadcastChannel | null = null;

function openChannel(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const kind = event.data;
    if (kind === 'login' || kind === 'logout' || kind === 'tokens') onOtherTab(kind);
  };
  return channel;
}

function tellOtherTabs(kind: SessionMessage): void {
  openChannel()?.postMessage(kind);
}

/** Another tab logged in, out, or refreshed: follow what the cookies now say. */
function onOtherTab(kind: SessionMessage): void {
  const cookies = fromCookies();
  if (!cookies.token) {
    if (state.token || state.loggedIn) forget('other-tab');
    return;
  }
  if (cookies.token !== state.token) {
    set(
      {
        strategy: cookies.strategy,
        token: cookies.token,
        tokenExpiresAt: cookies.tokenExpiresAt,
        refreshExpiresAt: cookies.refreshExpiresAt,
      },
      'other-tab',
    );
  }
  if (kind === 'login' && !state.loggedIn) void readUser('other-tab').catch(() => null);
}

/** Listens to the other tabs (from start-up on: a tab that never starts need not follow). */
export function syncSessionAcrossTabs(): void {
  openChannel();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSession(): SessionState {
  return state;
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

/** Keeps a new token pair (login, register, refresh) in state and in the auth cookies. */
export function storeTokens(answer: TokenAnswer, now: number = Date.now()): void {
  const tokenExpiresAt = now + answer.expires_in * 1000;
  const refreshExpiresAt = now + answer.refresh_expires_in * 1000;
  writeCookie(AUTH_COOKIES.strategy, STRATEGY);
  writeCookie(AUTH_COOKIES.token, `Bearer ${answer.token}`);
  writeCookie(AUTH_COOKIES.tokenExpiration, String(tokenExpiresAt));
  writeCookie(AUTH_COOKIES.refreshTokenExpiration, String(refreshExpiresAt));
  set({ strategy: STRATEGY, token: answer.token, tokenExpiresAt, refreshExpiresAt });
  tellOtherTabs('tokens');
}

/**
 * Forgets the session here and, unless the server already did (logout), asks it to
 * drop the httpOnly refresh cookie.
 */
export function resetSession(options: { clearServerCookie?: boolean } = {}): void {
  const hadSession = state.token !== null;
  for (const name of [
    AUTH_COOKIES.token,
    AUTH_COOKIES.tokenExpiration,
    AUTH_COOKIES.refreshTokenExpiration,
    AUTH_COOKIES.strategy,
  ]) {
    writeCookie(name, null);
  }
  forget('this-tab');
  if (hadSession && options.clearServerCookie !== false) void clearRefreshCookie();
  if (hadSession) tellOtherTabs('logout');
}

function forget(source: SessionChangeSource): void {
  set(
    {
      user: null,
      loggedIn: false,
      strategy: null,
      token: null,
      tokenExpiresAt: null,
      refreshExpiresAt: null,
    },
    source,
  );
}

async function clearRefreshCookie(): Promise<void> {
  try {
    await fetch('/_auth/reset', {
      method: 'POST',
      headers: { ...baseHeaders(), 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ token: AUTH_COOKIES.refreshToken }),
    });
  } catch {
    // Offline: the cookie expires on its own, and the server refuses a reused token.
  }
}

const REFRESH_LOCK = 'tribuna-refresh';

/** The part of the Web Locks API used here (absent on old browsers and in tests). */
export interface RefreshLockManager {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

function lockManager(): RefreshLockManager | null {
  return typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : null;
}

/** A token another tab stored since this tab last looked, if it is still good. */
function tokenFromOtherTab(): string | null {
  const cookies = fromCookies();
  if (!cookies.token || tokenStatus(cookies.tokenExpiresAt) !== 'valid') return null;
  set({
    strategy: cookies.strategy,
    token: cookies.token,
    tokenExpiresAt: cookies.tokenExpiresAt,
    refreshExpiresAt: cookies.refreshExpiresAt,
  });
  return cookies.token;
}

async function refreshNow(): Promise<string> {
  // Inside the lock: a tab that waited may find the work done by the tab before it.
  const fresh = tokenFromOtherTab();
  if (fresh) return fresh;
  const answer = await apiRequest<{ response: TokenAnswer }>('POST', '/auth/refresh', {
    auth: false,
    // A refused refresh ends the session; the guards send the player to log in.
    showErrors: false,
  });
  storeTokens(answer.response);
  return answer.response.token;
}

/**
 * Exchanges the httpOnly refresh cookie for a new token pair. The server rotates the
 * refresh token on every use and takes a second use as theft, so callers share one
 * request in this tab, and tabs take turns through a Web Lock.
 */
export function refreshTokens(): Promise<string> {
  refreshing ??= (async () => {
    try {
      const locks = lockManager();
      return await (locks ? locks.request(REFRESH_LOCK, refreshNow) : refreshNow());
    } catch (error) {
      if (error instanceof ApiError && error.status > 0 && error.status < 500) resetSession();
      throw error;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/**
 * The access token to send now: refreshed when only it has expired; when nothing
 * can be used, the session is reset and the call aborted (ExpiredAuthSessionError).
 */
export async function validToken(now: number = Date.now()): Promise<string | null> {
  if (!state.token) return null;
  if (tokenStatus(state.tokenExpiresAt, now) !== 'expired') return state.token;
  if (tokenStatus(state.refreshExpiresAt, now) === 'expired') {
    resetSession();
    throw new ExpiredAuthSessionError();
  }
  return refreshTokens();
}

/** Reads the player (answered at the top level) and marks the session logged in. */
export function fetchUser(): Promise<User | null> {
  return readUser('this-tab');
}

async function readUser(source: SessionChangeSource): Promise<User | null> {
  if (!state.token) return null;
  set({ busy: true });
  try {
    const answer = await apiRequest<{ user?: User }>('POST', '/auth/user', {
      // A refused token resets the session below; no message for the player.
      showErrors: false,
    });
    if (!answer.user) throw new Error('The user response has no user field');
    set({ user: answer.user, loggedIn: true }, source);
    return answer.user;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      resetSession();
    }
    throw error;
  } finally {
    set({ busy: false });
  }
}

/** After login or register: keep the tokens, then read the player. */
export async function startSession(answer: TokenAnswer): Promise<User | null> {
  storeTokens(answer);
  const user = await fetchUser();
  tellOtherTabs('login');
  return user;
}

export async function logout(): Promise<void> {
  set({ busy: true });
  try {
    await fetch(`${API_BASE}/auth/logout`, {
      method: 'POST',
      headers: {
        ...baseHeaders(),
        'Content-Type': 'application/json',
        ...(state.token ? { Authorization: `Bearer ${state.token}` } : {}),
      },
      credentials: 'same-origin',
      body: '{}',
    });
  } catch {
    // Offline: the session still ends here.
  } finally {
    // The logout call revoked the refresh family and cleared its cookie.
    resetSession({ clearServerCookie: false });
    set({ busy: false });
  }
}

/** The page a guest wanted before being sent to log in: full path and query. */
export function rememberTarget(target: string): void {
  writeCookie(AUTH_COOKIES.redirect, target);
}

export function takeRememberedTarget(): string | null {
  const target = readCookie(AUTH_COOKIES.redirect);
  writeCookie(AUTH_COOKIES.redirect, null);
  // Only paths on this site: never an open redirect.
  return safeAppPath(target);
}

/** Spec: off by default; `true` means every 1000 ms. */
export type TokenValidationInterval = boolean | number;
export const DEFAULT_TOKEN_VALIDATION_MS = 1000;

/** The check's period in ms, or null when it is off. */
export function tokenValidationDelay(option: TokenValidationInterval): number | null {
  if (option === true) return DEFAULT_TOKEN_VALIDATION_MS;
  if (typeof option === 'number' && Number.isFinite(option) && option > 0) return option;
  return null;
}

/**
 * Checks the tokens every interval while the page is open: an expired access token is
 * refreshed, a dead session reset (which moves the player, see `watchLoggedIn`).
 * Returns the stop function.
 */
export function startTokenValidation(option: TokenValidationInterval): () => void {
  const delay = tokenValidationDelay(option);
  if (delay === null) return () => undefined;
  const timer = setInterval(() => {
    if (!state.token || refreshing) return;
    // validToken refreshes or resets; a failure has already reset when it must.
    validToken().catch(() => undefined);
  }, delay);
  return () => clearInterval(timer);
}

/** The player as the server now has it (after the profile saves), for every view of it. */
export function setSessionUser(user: User): void {
  if (state.loggedIn) set({ user });
}
