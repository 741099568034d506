import type { ErrorCode } from '@tribuna/contracts/envelope';
import type { Language } from '@tribuna/contracts/languages';

/** A refusal of the house API, with its messages in the page's language. */
export class HouseApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'NETWORK';
  readonly messages: string[];

  constructor(status: number, code: ErrorCode | 'NETWORK', messages: string[]) {
    super(messages.join(' ') || code);
    this.name = 'HouseApiError';
    this.status = status;
    this.code = code;
    this.messages = messages;
  }
}

export interface HouseApi {
  /** `path` below `/api/house/<game>`, e.g. `/slot/spin`; answers the envelope's `response`. */
  get<T>(path: string): Promise<T>;
  /** A POST or PUT: each call gets its own Idempotency-Key, kept across its one retry. */
  send<T>(method: 'POST' | 'PUT', path: string, body?: unknown): Promise<T>;
  /** Any house path (e.g. `/api/house/rounds/<id>`). */
  getAbsolute<T>(url: string): Promise<T>;
}

const TIMEOUT_MS = 20_000;

/** The house API for one game session: the token travels in `X-Game-Token`. */
export function createHouseApi(options: {
  game: string;
  token: string;
  language: () => Language;
  /** Tells the shell the session is over (expired or refused), to show it. */
  onSessionLost?: (error: HouseApiError) => void;
}): HouseApi {
  const base = `/api/house/${encodeURIComponent(options.game)}`;

  async function request<T>(
    method: string,
    url: string,
    body: unknown,
    key: string | null,
  ): Promise<T> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'master-language': options.language(),
      'x-game-token': options.token,
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (key) headers['idempotency-key'] = key;
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
        credentials: 'omit',
      });
    } catch {
      throw new HouseApiError(0, 'NETWORK', []);
    }
    const json = (await response.json().catch(() => null)) as {
      response?: unknown;
      code?: ErrorCode;
    } | null;
    if (response.ok && json && 'response' in json) return json.response as T;
    const messages = Array.isArray(json?.response)
      ? json.response.filter((m): m is string => typeof m === 'string')
      : [];
    const error = new HouseApiError(response.status, json?.code ?? 'INTERNAL', messages);
    if (response.status === 401) options.onSessionLost?.(error);
    throw error;
  }

  return {
    get: <T>(path: string) => request<T>('GET', `${base}${path}`, undefined, null),
    getAbsolute: <T>(url: string) => request<T>('GET', url, undefined, null),
    async send<T>(method: 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
      const key = crypto.randomUUID();
      try {
        return await request<T>(method, `${base}${path}`, body ?? {}, key);
      } catch (error) {
        // Lost on the way: the same key again answers the first answer, never a second move.
        if (error instanceof HouseApiError && error.code === 'NETWORK') {
          return request<T>(method, `${base}${path}`, body ?? {}, key);
        }
        throw error;
      }
    },
  };
}
