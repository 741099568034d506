import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, ApiError, refreshSession } from './http';
import { initI18n } from './i18n';
import { clearSession, getAccessToken, setAccessToken } from './session';
import { z } from 'zod';

// The server is faked here: what is tested is the client's session handling.
function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
const token = (value: string) => ({
  response: { token: value, token_type: 'Bearer', expires_in: 900, refresh_expires_in: 86400 },
});
const schema = z.object({ response: z.string() });

beforeAll(async () => {
  await initI18n('en_US');
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('http client', () => {
  it('refreshes an expired token once for concurrent calls, then repeats them', async () => {
    document.cookie = 'XSRF-TOKEN=nonce.mac; path=/';
    setAccessToken('old');
    const calls: { url: string; auth: string | null; xsrf: string | null }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        const headers = new Headers(init.headers);
        calls.push({ url, auth: headers.get('Authorization'), xsrf: headers.get('X-XSRF-TOKEN') });
        if (url.endsWith('/auth/refresh')) return Promise.resolve(json(200, token('new')));
        return Promise.resolve(
          headers.get('Authorization') === 'Bearer new'
            ? json(200, { response: 'ok' })
            : json(401, { response: ['Expired'], code: 'UNAUTHENTICATED' }),
        );
      }),
    );
    const results = await Promise.all([api('/api/office/a', schema), api('/api/office/b', schema)]);
    expect(results).toEqual([{ response: 'ok' }, { response: 'ok' }]);
    const refreshes = calls.filter((call) => call.url.endsWith('/auth/refresh'));
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.xsrf).toBe('nonce.mac');
    expect(getAccessToken()).toBe('new');
  });

  it('turns an error envelope into an ApiError with its messages and fields', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          json(400, {
            response: ['The username field is required.'],
            code: 'VALIDATION_FAILED',
            fields: { username: ['The username field is required.'] },
          }),
        ),
      ),
    );
    const error: unknown = await api('/api/office/x', schema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      messages: ['The username field is required.'],
      fields: { username: ['The username field is required.'] },
    });
  });

  it('does not ask for a refresh when no session cookie was ever set', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await refreshSession()).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });
});
