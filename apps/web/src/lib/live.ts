import type { Language } from '@tribuna/contracts/languages';
import type {
  LIVE_CLOSE_CODES as CloseCodes,
  LIVE_PATH as LivePath,
  LiveClientMessage,
  LiveServerMessage,
} from '@tribuna/contracts/live';

// Copied as literals, type-checked against the contract: importing the contract's
// module at run time would bring its zod schemas into the first page's script.
const LIVE_PATH: typeof LivePath = '/api/live';
const SESSION_REVOKED: (typeof CloseCodes)['sessionRevoked'] = 4401;

export interface LiveOptions {
  language: () => Language;
  /** The player's access token, or null for a guest. */
  token: () => Promise<string | null>;
  onMessage: (message: LiveServerMessage) => void;
}

export interface LiveChannel {
  /** Sends `auth` again (after login or a refresh); a guest keeps the tenant topic. */
  authenticate(): void;
  /** Sends a frame if the socket is open; false when it is not (the caller re-sends on `hello`). */
  send(message: LiveClientMessage): boolean;
  close(): void;
}

const MAX_BACKOFF_MS = 30_000;

function parse(data: unknown): LiveServerMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' && value !== null && 'type' in value
      ? (value as LiveServerMessage)
      : null;
  } catch {
    return null;
  }
}

/**
 * The page's one WebSocket (`/api/live`), reconnecting with backoff. A failure
 * here never breaks the page: the site works without live updates.
 */
export function openLiveChannel(options: LiveOptions): LiveChannel {
  let socket: WebSocket | null = null;
  let closed = false;
  let attempts = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function sendAuth(): void {
    const current = socket;
    options
      .token()
      .then((token) => {
        if (token && current && current.readyState === WebSocket.OPEN) {
          current.send(JSON.stringify({ type: 'auth', token }));
        }
      })
      .catch(() => undefined);
  }

  function connect(): void {
    if (closed) return;
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    const url = `${scheme}://${window.location.host}${LIVE_PATH}?language=${options.language()}`;
    try {
      socket = new WebSocket(url);
    } catch {
      schedule();
      return;
    }
    socket.addEventListener('open', () => {
      attempts = 0;
      sendAuth();
    });
    socket.addEventListener('message', (event: MessageEvent) => {
      const message = parse(event.data);
      if (message) options.onMessage(message);
    });
    socket.addEventListener('close', (event: CloseEvent) => {
      socket = null;
      // A revoked session comes back as a guest; anything else reconnects too.
      if (event.code === SESSION_REVOKED) attempts = 0;
      schedule();
    });
  }

  function schedule(): void {
    if (closed) return;
    const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempts) * (0.5 + Math.random() / 2);
    attempts += 1;
    timer = setTimeout(connect, delay);
  }

  connect();
  return {
    authenticate: sendAuth,
    send(message) {
      if (!socket || socket.readyState !== WebSocket.OPEN) return false;
      socket.send(JSON.stringify(message));
      return true;
    },
    close() {
      closed = true;
      clearTimeout(timer);
      socket?.close(1000);
    },
  };
}
