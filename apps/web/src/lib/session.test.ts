import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExpiredAuthSessionError } from './http';
import {
  AUTH_COOKIES,
  EXPIRY_MARGIN_MS,
  getSession,
  resetSession,
  storeTokens,
  tokenStatus,
  validToken,
} from './session';
import { readCookie } from './cookies';

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
