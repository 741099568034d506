import type { ErrorEnvelope } from '@tribuna/contracts/envelope';
import type { Language } from '@tribuna/contracts/languages';
import { ApiError, ExpiredAuthSessionError } from './api-error';
import { readCookie } from './cookies';

export const API_BASE = '/api';
export const REQUEST_TIMEOUT_MS = 25_000;
const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
// A POST is never retried: money moves are made safe by idempotency keys instead.
const RETRIED_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';
const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export interface HttpContext {
  apiKey: () => string;
  language: () => Language;
  /** A usable access token (refreshed if needed), or null for a guest. */
  token: () => Promise<string | null>;
  /** Said when the network fails, in the page's language. */
  networkMessage: () => string;
  /** Forgets the player's session, when a 401 is set to end it. */
  resetSession: () => void;
}

let context: HttpContext = {
  apiKey: () => '',
  language: () => 'es_ES',
  token: () => Promise.resolve(null),
  networkMessage: () => 'Network error',
  resetSession: () => undefined,
};

/** Wired once at start-up, so this module knows nothing of the session or i18n. */
export function configureHttp(next: Partial<HttpContext>): void {
  context = { ...context, ...next };
}

export interface RequestOptions {
  /** JSON, or FormData for uploads (sent as multipart with the browser's own boundary). */
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** Send the access token (default true; false for calls that must not refresh). */
  auth?: boolean;
  signal?: AbortSignal;
  /**
   * Show a failure to the player (an error notification, or a dark alert when the
   * server asks for one). Default true; false for callers that show it in their own form.
   */
  showErrors?: boolean;
  /**
   * Sent as `Idempotency-Key` on money-moving calls: one key per user action, kept
   * for its retries, so a double click or a resent request moves money once.
   */
  idempotencyKey?: string;
}

export interface ErrorDisplaySettings {
  /** A 401 resets the session (spec §8: only when configured; default off). */
  resetSessionOn401: boolean;
}

let errorDisplay: ErrorDisplaySettings = { resetSessionOn401: false };

export function configureErrorDisplay(next: Partial<ErrorDisplaySettings>): void {
  errorDisplay = { ...errorDisplay, ...next };
}

export function errorDisplaySettings(): ErrorDisplaySettings {
  return errorDisplay;
}

/**
 * Shows an API failure globally. The display code (notifications, dialogs) is loaded
 * only when a call fails, which keeps it out of the first page's JS.
 */
export async function showApiError(error: ApiError): Promise<void> {
  if (errorDisplay.resetSessionOn401 && error.status === 401) context.resetSession();
  const { displayApiError } = await import('./api-error-display');
  await displayApiError(error);
}

export function shouldRetry(method: string, status: number | 'network'): boolean {
  if (!RETRIED_METHODS.has(method.toUpperCase())) return false;
  return status === 'network' || RETRY_STATUSES.has(status);
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = new URL(`${API_BASE}${path}`, window.location.origin);
  for (const [name, value] of Object.entries(query ?? {})) {
    // Empty values are dropped, as the spec's helper does.
    if (value === undefined || value === null || value === '') continue;
    url.searchParams.set(name, String(value));
  }
  return url.pathname + url.search;
}

function isEnvelope(value: unknown): value is ErrorEnvelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as { response?: unknown }).response) &&
    typeof (value as { code?: unknown }).code === 'string'
  );
}

/** Headers every call carries: the site key, the language, the XSRF echo. */
export function baseHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Master-Language': context.language(),
  };
  const key = context.apiKey();
  if (key) headers['Master-Api-Key'] = key;
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers[XSRF_HEADER] = xsrf;
  return headers;
}

async function attempt(method: string, path: string, options: RequestOptions): Promise<Response> {
  const headers = baseHeaders();
  if (options.auth !== false) {
    const token = await context.token();
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  if (options.idempotencyKey) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey;
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const form = options.body instanceof FormData ? options.body : null;
  // FormData sets its own multipart content type, with the boundary.
  if (hasBody && !form) headers['Content-Type'] = 'application/json';
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  return fetch(buildUrl(path, hasBody ? undefined : (options.query ?? queryOf(options.body))), {
    method,
    headers,
    body: hasBody ? (form ?? JSON.stringify(options.body ?? {})) : undefined,
    credentials: 'same-origin',
    signal,
  });
}

/** GET sends the same fields as query parameters (spec §7). */
function queryOf(body: unknown): RequestOptions['query'] {
  if (typeof body !== 'object' || body === null) return undefined;
  const query: NonNullable<RequestOptions['query']> = {};
  for (const [name, value] of Object.entries(body)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) {
      query[name] = value as string | number | boolean;
    }
  }
  return query;
}

/**
 * One API call: the three headers, a 25 s timeout, one retry for safe methods on
 * the retry statuses or a network failure, and error envelopes as ApiError (also
 * shown to the player unless `showErrors: false`).
 */
export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  return withErrorDisplay(
    send(method, path, options, (response) => response.json() as Promise<T>),
    options,
  );
}

/**
 * A file of the API (a CSV export) as a Blob: a plain link could not carry the Bearer
 * token. Failures come as ApiError, shown like any call's unless `showErrors: false`.
 */
export function apiBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  return withErrorDisplay(
    send('GET', path, options, (response) => response.blob()),
    options,
  );
}

async function withErrorDisplay<T>(call: Promise<T>, options: RequestOptions): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && options.showErrors !== false) {
      // Shown on the side; the caller still gets the error to act on.
      showApiError(error).catch(() => undefined);
    }
    throw error;
  }
}

async function send<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: RequestOptions,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  for (let round = 0; ; round++) {
    let response: Response;
    try {
      response = await attempt(method, path, options);
    } catch (error) {
      if (error instanceof ExpiredAuthSessionError) throw error;
      if (options.signal?.aborted) throw error;
      if (round === 0 && shouldRetry(method, 'network')) continue;
      throw new ApiError(0, { code: 'NETWORK', response: [context.networkMessage()] });
    }
    if (response.ok) return read(response);
    if (round === 0 && shouldRetry(method, response.status)) continue;
    const body: unknown = await response.json().catch(() => null);
    if (isEnvelope(body)) throw new ApiError(response.status, body);
    throw new ApiError(response.status, {
      code: response.status >= 500 ? 'INTERNAL' : 'BAD_REQUEST',
      response: [context.networkMessage()],
    });
  }
}
