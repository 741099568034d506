import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { apiRequest, shouldRetry } from './http';

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

  it('sends the idempotency key as a header only when given', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(Response.json({ response: {} })));
    await apiRequest('POST', '/wallet/withdrawals', {
      body: { amount: 100 },
      idempotencyKey: 'key-0123456789abcdef',
    });
    await apiRequest('POST', '/wallet/withdrawals', { body: { amount: 100 } });
    const headers = fetchMock.mock.calls.map(
      (call) => (call[1]?.headers ?? {}) as Record<string, string>,
    );
    expect(headers[0]?.['Idempotency-Key']).toBe('key-0123456789abcdef');
    expect(headers[1]).not.toHaveProperty('Idempotency-Key');
  });

  it('keeps the same idempotency key when a GET is retried', async () => {
    fetchMock
      .mockImplementationOnce(() => Promise.resolve(unavailable()))
      .mockImplementationOnce(() => Promise.resolve(Response.json({ response: {} })));
    await apiRequest('GET', '/things', { idempotencyKey: 'same-key-for-retries' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const keys = fetchMock.mock.calls.map(
      (call) => ((call[1]?.headers ?? {}) as Record<string, string>)['Idempotency-Key'],
    );
    expect(keys).toEqual(['same-key-for-retries', 'same-key-for-retries']);
  });

  it('sends FormData as it is, without a JSON content type', async () => {
    fetchMock.mockResolvedValue(Response.json({ response: { id: 'd1' } }));
    const form = new FormData();
    form.set('method', 'bank_transfer');
    form.set('amount', '150050');
    form.set('proof', new File([new Uint8Array([0x89, 0x50])], 'proof.png'));
    await apiRequest('POST', '/wallet/deposits', { body: form, idempotencyKey: 'k'.repeat(16) });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    const headers = init?.headers as Record<string, string>;
    expect(headers['Content-Type']).toBeUndefined();
    expect(headers['Idempotency-Key']).toBe('k'.repeat(16));
  });

  it('still sends JSON bodies with their content type', async () => {
    fetchMock.mockResolvedValue(Response.json({ response: {} }));
    await apiRequest('POST', '/wallet/deposits', { body: { method: 'crypto' } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init?.body).toBe('{"method":"crypto"}');
  });
});
