import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, shouldRetry } from './http';

describe('shouldRetry', () => {
  it('retries safe methods on the retry statuses and network failures only', () => {
    for (const status of [408, 409, 425, 429, 500, 502, 503, 504] as const) {
      expect(shouldRetry('GET', status)).toBe(true);
      expect(shouldRetry('POST', status)).toBe(false);
    }
    expect(shouldRetry('HEAD', 'network')).toBe(true);
    expect(shouldRetry('OPTIONS', 503)).toBe(true);
    expect(shouldRetry('GET', 404)).toBe(false);
    expect(shouldRetry('GET', 501)).toBe(false);
    expect(shouldRetry('POST', 'network')).toBe(false);
  });
});

describe('apiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  const unavailable = () =>
    Response.json(
      { response: ['We are currently under maintenance.'], code: 'MAINTENANCE' },
      {
        status: 503,
      },
    );

  it('tries a GET twice, then raises the envelope', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(unavailable()));
    const error = await apiRequest('GET', '/things', { query: { a: 'x', b: '', c: null } }).catch(
      (e: unknown) => e,
    );
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[0]?.[0] as string).toBe('/api/things?a=x');
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).messages).toEqual(['We are currently under maintenance.']);
    expect((error as ApiError).status).toBe(503);
  });

  it('never retries a POST', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(unavailable()));
    await expect(apiRequest('POST', '/things', { body: { a: 1 } })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"a":1}');
    expect((init?.headers as Record<string, string>)['Master-Language']).toBeDefined();
  });

  it('answers the body of a success', async () => {
    fetchMock.mockResolvedValue(Response.json({ response: { ok: 1 } }));
    await expect(apiRequest('POST', '/x')).resolves.toEqual({ response: { ok: 1 } });
  });
});
