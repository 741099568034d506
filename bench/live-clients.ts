// What the WebSocket fan-out benches (bench/sports-fanout.ts, bench/tournaments-fanout.ts)
// share: their server in a child process driven over IPC, the clients joined to a live
// channel as a page joins, and the latency percentiles.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import WebSocket from 'ws';
import { freePort } from '../apps/api/src/test/server-process';
import { ROOT } from './lib';

/** Upgrades in flight at once while connecting (the listen backlog is 511). */
const CONNECTING_AT_ONCE = 100;
const HOST = 'localhost';

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Sends `message` and waits for the first reply of type `answer`. */
  request<T>(message: { type: string } & Record<string, unknown>, answer: string): Promise<T>;
  stop(): Promise<void>;
}

export interface Latency {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/**
 * Starts `script` (a path under bench/) on a free port, with `env` beside PORT, and waits
 * for it to print `listening`.
 */
export async function startServerProcess(
  script: string,
  label: string,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench', script)], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('listening')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`${label} exited with ${code}: ${output}`)));
  });
  child.stdout?.resume();
  return {
    child,
    port,
    request<T>(message: { type: string }, answer: string): Promise<T> {
      return new Promise<T>((resolve) => {
        function onMessage(reply: { type: string }): void {
          if (reply.type !== answer) return;
          child.off('message', onMessage);
          resolve(reply as T);
        }
        child.on('message', onMessage);
        child.send(message);
      });
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ type: 'stop' });
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** One client as a page opens it: hello, then `subscribe` to `channel`, then `subscribed`. */
function connect(
  port: number,
  channel: string,
  onFrame: (frame: Buffer) => void,
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/live?language=en_US`, {
      headers: { host: HOST },
      perMessageDeflate: false,
    });
    let joined = false;
    socket.on('message', (raw: Buffer) => {
      if (joined) {
        onFrame(raw);
        return;
      }
      const text = raw.toString('utf8');
      if (text.includes('"hello"')) socket.send(JSON.stringify({ type: 'subscribe', channel }));
      else if (text.includes('"subscribed"')) {
        joined = true;
        resolve(socket);
      }
    });
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) =>
      reject(new Error(`upgrade refused: ${res.statusCode}`)),
    );
  });
}

/**
 * Joins `count` clients to `channel`, a batch at a time, into `sockets` (the caller's, so it
 * can close those already joined when one fails); every later frame goes to `onFrame`.
 */
export async function connectClients(
  sockets: WebSocket[],
  port: number,
  channel: string,
  count: number,
  onFrame: (frame: Buffer) => void,
): Promise<void> {
  for (let i = 0; i < count; i += CONNECTING_AT_ONCE) {
    const batch = Math.min(CONNECTING_AT_ONCE, count - i);
    sockets.push(
      ...(await Promise.all(Array.from({ length: batch }, () => connect(port, channel, onFrame)))),
    );
  }
}

export function percentileOf(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

export function latencyOf(sorted: Float64Array): Latency {
  return {
    p50: percentileOf(sorted, 50),
    p95: percentileOf(sorted, 95),
    p99: percentileOf(sorted, 99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
}
