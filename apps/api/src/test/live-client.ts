import { liveServerMessageSchema, type LiveServerMessage } from '@tribuna/contracts/live';
import WebSocket from 'ws';

export interface LiveTestClient {
  socket: WebSocket;
  send(frame: unknown): void;
  /** The next server frame that matches, waiting up to `timeoutMs`. */
  next(
    match?: (message: LiveServerMessage) => boolean,
    timeoutMs?: number,
  ): Promise<LiveServerMessage>;
  /** Resolves with the close code. */
  closed(timeoutMs?: number): Promise<number>;
  close(): void;
}

/**
 * A real `ws` client of the live channel, as a page would open it, with every frame
 * checked against the contract. `host` picks the brand. `ignore` drops frames that
 * other tests on a shared Redis may cause (`configuration.changed` goes to everyone).
 */
export async function openLiveClient(
  baseUrl: string,
  host: string,
  query = '',
  options: { ignore?: LiveServerMessage['type'][] } = {},
): Promise<LiveTestClient> {
  const url = `${baseUrl.replace(/^http/, 'ws')}/api/live${query}`;
  const socket = new WebSocket(url, { headers: { host } });
  const inbox: LiveServerMessage[] = [];
  const waiters: (() => void)[] = [];
  let closeCode: number | null = null;

  socket.on('message', (raw: Buffer) => {
    const message = liveServerMessageSchema.parse(JSON.parse(raw.toString('utf8')));
    if (options.ignore?.includes(message.type)) return;
    inbox.push(message);
    for (const wake of waiters.splice(0)) wake();
  });
  socket.on('close', (code) => {
    closeCode = code;
    for (const wake of waiters.splice(0)) wake();
  });

  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.once('unexpected-response', (_request, response) => {
      reject(new Error(`live upgrade refused with HTTP ${response.statusCode ?? '?'}`));
    });
  });

  function waitFor<T>(take: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), timeoutMs);
      function check(): void {
        let value: T | undefined;
        try {
          value = take();
        } catch (error) {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
          return;
        }
        if (value !== undefined) {
          clearTimeout(timer);
          resolve(value);
        } else waiters.push(check);
      }
      check();
    });
  }

  return {
    socket,
    send(frame) {
      socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
    },
    next(match = () => true, timeoutMs = 5_000) {
      return waitFor(
        () => {
          const index = inbox.findIndex(match);
          if (index === -1) {
            if (closeCode !== null) throw new Error(`socket closed with ${closeCode}`);
            return undefined;
          }
          return inbox.splice(index, 1)[0];
        },
        timeoutMs,
        'a live frame',
      );
    },
    closed(timeoutMs = 5_000) {
      return waitFor(() => closeCode ?? undefined, timeoutMs, 'the socket to close');
    },
    close() {
      socket.close();
    },
  };
}
