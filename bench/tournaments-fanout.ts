// Tournament boards live: 2,000 WebSocket clients of one brand joined to the `tournaments`
// channel while 50 players play (a round each every 500 ms) in a running tournament; each
// board frame's arrival minus its `updated_at` (the time of the newest score it holds) is the
// latency of a score reaching the watchers' boards. Beside it, in the same run, a bare `ws`
// server broadcasting a board frame of the same size to the same clients once per second.
// `npm run bench -- tournaments`, written to bench/results/<date>-tournaments.md.
import type WebSocket from 'ws';
import {
  connectClients,
  latencyOf,
  startServerProcess,
  type Latency,
  type ServerProcess,
} from './live-clients';

const CLIENTS = Number(process.env.TOURNAMENT_CLIENTS ?? 2_000);
const WARMUP_MS = 5_000;
const MEASURE_MS = Number(process.env.TOURNAMENT_MEASURE_MS ?? 20_000);
const UPDATED_AT = Buffer.from('"updated_at":"');

type Mode = 'app' | 'bare';

interface ModeResult {
  mode: Mode;
  clients: number;
  rounds: number;
  boards: number;
  delivered: number;
  latency: Latency;
}

async function startServer(mode: Mode): Promise<ServerProcess> {
  return startServerProcess('tournaments-fanout-server.ts', `tournament server (${mode})`, {
    TOURNAMENT_MODE: mode,
  });
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
    await connectClients(sockets, server.port, 'tournaments', CLIENTS, onFrame);
    const run = (durationMs: number) =>
      server.request<{ rounds: number; boards: number }>({ type: 'run', durationMs }, 'done');
    await run(WARMUP_MS);
    measuring = true;
    const done = await run(MEASURE_MS);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    measuring = false;
    const sorted = Float64Array.from(samples).sort();
    return {
      mode,
      clients: sockets.length,
      rounds: done.rounds,
      boards: done.boards,
      delivered: samples.length,
      latency: latencyOf(sorted),
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
