// Tournament boards live: 2,000 WebSocket clients of one brand joined to the `tournaments`
// channel while 50 players play (a round each every 500 ms) in a running tournament; each
// board frame's arrival minus its `updated_at` (the time of the newest score it holds) is the
// latency of a score reaching the watchers' boards. Beside it, in the same run, a bare `ws`
// server broadcasting a board frame of the same size to the same clients once per second.
// `npm run bench -- tournaments`, written to bench/results/<date>-tournaments.md.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import WebSocket from 'ws';
import { freePort } from '../apps/api/src/test/server-process';
import { ROOT } from './lib';

const CLIENTS = Number(process.env.TOURNAMENT_CLIENTS ?? 2_000);
const WARMUP_MS = 5_000;
const MEASURE_MS = Number(process.env.TOURNAMENT_MEASURE_MS ?? 20_000);
const CONNECTING_AT_ONCE = 100;
const UPDATED_AT = Buffer.from('"updated_at":"');

type Mode = 'app' | 'bare';

interface ModeResult {
  mode: Mode;
  clients: number;
  rounds: number;
  boards: number;
  delivered: number;
  latency: { p50: number; p95: number; p99: number; max: number };
}

interface Server {
  port: number;
  run(durationMs: number): Promise<{ rounds: number; boards: number }>;
  stop(): Promise<void>;
}

async function startServer(mode: Mode): Promise<Server> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'bench/tournaments-fanout-server.ts')],
    {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        NODE_ENV: 'production',
        TOURNAMENT_MODE: mode,
        PORT: String(port),
      },
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('listening')) resolve();
    });
    child.once('exit', (code) =>
      reject(new Error(`tournament server (${mode}) exited with ${code}: ${output}`)),
    );
  });
  child.stdout?.resume();
  return {
    port,
    run(durationMs) {
      return new Promise((resolve) => {
        function onMessage(reply: { type: string; rounds: number; boards: number }): void {
          if (reply.type !== 'done') return;
          child.off('message', onMessage);
          resolve(reply);
        }
        child.on('message', onMessage);
        child.send({ type: 'run', durationMs });
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

/** Reads `updated_at` without parsing the frame: the clients' CPU is the scarce thing here. */
function updatedAt(frame: Buffer): number | null {
  const at = frame.indexOf(UPDATED_AT);
  if (at === -1) return null;
  const start = at + UPDATED_AT.length;
  const end = frame.indexOf(0x22, start);
  const value = Date.parse(frame.toString('latin1', start, end));
  return Number.isFinite(value) ? value : null;
}

function percentileOf(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

function connect(port: number, onFrame: (frame: Buffer) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/live?language=en_US`, {
      headers: { host: 'localhost' },
      perMessageDeflate: false,
    });
    let joined = false;
    socket.on('message', (raw: Buffer) => {
      if (joined) {
        onFrame(raw);
        return;
      }
      const text = raw.toString('utf8');
      if (text.includes('"hello"'))
        socket.send(JSON.stringify({ type: 'subscribe', channel: 'tournaments' }));
      else if (text.includes('"subscribed"')) {
        joined = true;
        resolve(socket);
      }
    });
    socket.once('error', reject);
  });
}

async function measure(mode: Mode): Promise<ModeResult> {
  const server = await startServer(mode);
  const sockets: WebSocket[] = [];
  try {
    let measuring = false;
    const samples: number[] = [];
    const onFrame = (frame: Buffer): void => {
      if (!measuring) return;
      const stamp = updatedAt(frame);
      if (stamp !== null) samples.push(Date.now() - stamp);
    };
    for (let i = 0; i < CLIENTS; i += CONNECTING_AT_ONCE) {
      const batch = Math.min(CONNECTING_AT_ONCE, CLIENTS - i);
      sockets.push(
        ...(await Promise.all(Array.from({ length: batch }, () => connect(server.port, onFrame)))),
      );
    }
    await server.run(WARMUP_MS);
    measuring = true;
    const done = await server.run(MEASURE_MS);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    measuring = false;
    const sorted = Float64Array.from(samples).sort();
    return {
      mode,
      clients: sockets.length,
      rounds: done.rounds,
      boards: done.boards,
      delivered: samples.length,
      latency: {
        p50: percentileOf(sorted, 50),
        p95: percentileOf(sorted, 95),
        p99: percentileOf(sorted, 99),
        max: sorted[sorted.length - 1] ?? Number.NaN,
      },
    };
  } finally {
    for (const socket of sockets) socket.terminate();
    await server.stop();
  }
}

const ms = (value: number) => (Number.isNaN(value) ? '–' : `${value.toFixed(0)} ms`);

/** Section (m). */
export async function benchTournaments(out: (line?: string) => void): Promise<boolean> {
  const results = [await measure('app'), await measure('bare')];
  out('## (m) Tournament boards over WebSockets');
  out();
  out(
    `${CLIENTS.toLocaleString('en')} WebSocket clients (ws, this bench's process) on one brand, each joined ` +
      'to the `tournaments` channel as a page does. "app": the real app (embedded: PGlite, in-process bus, ' +
      'its jobs on) in a child process, with a running automatic casino tournament and 50 players each ' +
      'playing a round (a stake and its win, written to the activity stream) every 500 ms; the scoring ' +
      'consumer (every second) scores them and publishes `tournament.board` (first 50 places) after each ' +
      "batch. Latency: a frame's arrival minus its `updated_at`, the time of the newest score it holds (an " +
      'older score of the same batch waits up to one consumer period more). "bare ws": a `ws` server ' +
      'broadcasting a board frame of the same shape (50 places, stamped when sent) to the same clients ' +
      `once per second. ${MEASURE_MS / 1000} s measured after ${WARMUP_MS / 1000} s of warm-up.`,
  );
  out();
  out(
    '| server | clients | rounds played | boards published | frames received | p50 | p95 | p99 | max |',
  );
  out('|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    out(
      `| ${r.mode === 'app' ? 'app' : 'bare ws'} | ${r.clients.toLocaleString('en')} | ${r.rounds} | ${r.boards} | ` +
        `${r.delivered.toLocaleString('en')} | ${ms(r.latency.p50)} | ${ms(r.latency.p95)} | ${ms(r.latency.p99)} | ${ms(r.latency.max)} |`,
    );
  }
  out();
  const app = results[0];
  return app !== undefined && app.boards > 0 && app.delivered >= app.boards * app.clients * 0.99;
}
