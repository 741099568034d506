import type { z } from 'zod';
import { errorEnvelopeSchema, type ErrorCode } from '@tribuna/contracts/envelope';
import { tokenResponseSchema } from '@tribuna/contracts/auth';
import { OFFICE_API } from '@tribuna/contracts/office';
import { readCookie } from './cookies';
import { currentLanguage, messageText, uiText } from './i18n';
import { clearSession, getAccessToken, setAccessToken } from './session';

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';
const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** An error answer of the API: its translated messages, machine code and field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly messages: string[],
    readonly fields: Record<string, string[]> = {},
  ) {
    super(messages.join(' '));
    this.name = 'ApiError';
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | undefined | null;

export interface RequestOptions {
  method?: Method;
  /** JSON, or FormData for an upload. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal | undefined;
  /** Sent as `Idempotency-Key` on a money-moving call: one key per staff action, reused on a retry. */
  idempotencyKey?: string;
}

function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

function headers(options: RequestOptions, cookieAuth: boolean): Headers {
  const result = new Headers({ Accept: 'application/json', 'Master-Language': currentLanguage() });
  // A FormData upload sets its own multipart type, with the boundary.
  if (options.body !== undefined && !(options.body instanceof FormData)) {
    result.set('Content-Type', 'application/json');
  }
  const token = getAccessToken();
  if (token) result.set('Authorization', `Bearer ${token}`);
  const xsrf = readCookie(XSRF_COOKIE);
  if (cookieAuth && xsrf) result.set(XSRF_HEADER, xsrf);
  if (options.idempotencyKey) result.set(IDEMPOTENCY_HEADER, options.idempotencyKey);
  return result;
}

async function toApiError(response: Response): Promise<ApiError> {
  const json: unknown = await response.json().catch(() => null);
  const parsed = errorEnvelopeSchema.safeParse(json);
  if (parsed.success) {
    const { code, response: texts, fields } = parsed.data;
    return new ApiError(response.status, code, texts, fields);
  }
  return new ApiError(response.status, 'INTERNAL', [messageText('error.internal')]);
}

async function send(path: string, options: RequestOptions, cookieAuth = false): Promise<Response> {
  try {
    return await fetch(withQuery(path, options.query), {
      method: options.method ?? 'GET',
      headers: headers(options, cookieAuth),
      body:
        options.body === undefined
          ? null
          : options.body instanceof FormData
            ? options.body
            : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'INTERNAL', [uiText('error.network')]);
  }
}

let refreshing: Promise<boolean> | null = null;

/**
 * Trades the httpOnly refresh cookie for a new access token. Concurrent callers
 * share one call: the refresh token rotates, so a second parallel use would look
 * like a replay and revoke the whole session.
 */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      // No XSRF cookie means no session was ever opened here: skip a refused call.
      if (!readCookie(XSRF_COOKIE)) {
        clearSession();
        return false;
      }
      const response = await send(OFFICE_API.refresh, { method: 'POST' }, true);
      if (!response.ok) {
        clearSession();
        return false;
      }
      const { response: answer } = tokenResponseSchema.parse(await response.json());
      setAccessToken(answer.token);
      return true;
    } catch {
      clearSession();
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

async function sendAuthorised(
  path: string,
  options: RequestOptions,
  cookieAuth: boolean,
): Promise<Response> {
  let response = await send(path, options, cookieAuth);
  // An expired access token: refresh once and repeat the call.
  if (response.status === 401 && !cookieAuth && getAccessToken() && (await refreshSession())) {
    response = await send(path, options, cookieAuth);
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

/** Calls the API and checks the answer against its contract schema. */
export async function api<S extends z.ZodType>(
  path: string,
  schema: S,
  options: RequestOptions = {},
  cookieAuth = false,
): Promise<z.output<S>> {
  const response = await sendAuthorised(path, options, cookieAuth);
  const json: unknown = await response.json();
  return schema.parse(json);
}

/** A file of the API (a proof, an export): a plain link could not carry the staff token. */
export async function apiBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  const response = await sendAuthorised(path, options, false);
  return response.blob();
}

/** The message to show for any failure. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.messages.join(' ') || messageText('error.internal');
  return messageText('error.internal');
}
