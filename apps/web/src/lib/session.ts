import { useSyncExternalStore } from 'react';
import type { TokenAnswer, User } from '@tribuna/contracts/auth';
import { readCookie, writeCookie } from './cookies';
import { API_BASE, ApiError, apiRequest, baseHeaders, ExpiredAuthSessionError } from './http';

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

function set(patch: Partial<SessionState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
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
}

/**
 * Forgets the session here and, unless the server already did (logout), asks it to
 * drop the httpOnly refresh cookie.
 */
export function resetSession(options: { clearServerCookie?: boolean } = {}): void {
  const hadSession = state.token !== null && options.clearServerCookie !== false;
  for (const name of [
    AUTH_COOKIES.token,
    AUTH_COOKIES.tokenExpiration,
    AUTH_COOKIES.refreshTokenExpiration,
    AUTH_COOKIES.strategy,
  ]) {
    writeCookie(name, null);
  }
  set({
    user: null,
    loggedIn: false,
    strategy: null,
    token: null,
    tokenExpiresAt: null,
    refreshExpiresAt: null,
  });
  if (hadSession) void clearRefreshCookie();
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

/**
 * Exchanges the httpOnly refresh cookie for a new token pair. Concurrent callers
 * share one request, since the server rotates the refresh token on every use.
 */
export function refreshTokens(): Promise<string> {
  refreshing ??= (async () => {
    try {
      const answer = await apiRequest<{ response: TokenAnswer }>('POST', '/auth/refresh', {
        auth: false,
        // A refused refresh ends the session; the guards send the player to log in.
        showErrors: false,
      });
      storeTokens(answer.response);
      return answer.response.token;
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
export async function fetchUser(): Promise<User | null> {
  if (!state.token) return null;
  set({ busy: true });
  try {
    const answer = await apiRequest<{ user?: User }>('POST', '/auth/user', {
      // A refused token resets the session below; no message for the player.
      showErrors: false,
    });
    if (!answer.user) throw new Error('The user response has no user field');
    set({ user: answer.user, loggedIn: true });
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
  return fetchUser();
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
  return target?.startsWith('/') && !target.startsWith('//') ? target : null;
}
