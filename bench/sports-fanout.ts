// Odds fan-out: at least 5,000 WebSocket clients of one brand, joined to the
// `sports` live channel, hearing 200 live markets' prices (20 events × 10 markets, each
// event's markets all changing every 2 s: 10 messages/s, 50,000 frames/s), with the
// publish-to-receive latency and the server's memory; beside it, in the same run, a bare
// `ws` server broadcasting the same frames to the same number of clients.
//
// The server (the real app, or the bare one) runs in a child process (bench/fanout-server.ts)
// and publishes on its own timer, stamping each message; the clients run in this process
// and take the difference on arrival (one machine, one clock).
import type WebSocket from 'ws';
import { EVENTS, MARKETS_PER_EVENT, type FanoutRun, type FanoutStats } from './fanout-shared';
import {
  connectClients,
  latencyOf,
  percentileOf,
  startServerProcess,
  type Latency,
  type ServerProcess,
} from './live-clients';

export const FANOUT_CLIENTS = Number(process.env.FANOUT_CLIENTS ?? 5_000);
/** `app` alone for a before/after of the app's code; both by default. */
const MODES: Mode[] = process.env.FANOUT_MODES === 'app' ? ['app'] : ['app', 'bare'];
const INTERVAL_MS = 100;
const WARMUP_MS = 5_000;
const MEASURE_MS = 20_000;
const SENT_AT = Buffer.from('"sent_at":');

type Mode = 'app' | 'bare';

interface Memory {
  rssMb: number;
  heapUsedMb: number;
}

interface ModeResult {
  mode: Mode;
  clients: number;
  connectSeconds: number;
  connectedMemory: Memory;
  stats: FanoutStats;
  /** Publish-to-receive, ms, over every frame of the measured window. */
  latency: Latency;
  delivered: number;
  expected: number;
  /** CPU of this (the clients') process during the measured window. */
  clientCpuSeconds: number;
}

async function startServer(mode: Mode): Promise<ServerProcess> {
  return startServerProcess('fanout-server.ts', `fanout server (${mode})`, { FANOUT_MODE: mode });
}

/** Reads the stamp without parsing the frame: the clients' CPU is the scarce thing here. */
function sentAt(frame: Buffer): number | null {
  const at = frame.indexOf(SENT_AT);
  if (at === -1) return null;
  let end = at + SENT_AT.length;
  while (end < frame.length) {
    const c = frame[end];
    if (c === undefined || !((c >= 0x30 && c <= 0x39) || c === 0x2e)) break;
    end += 1;
  }
  const value = Number(frame.toString('latin1', at + SENT_AT.length, end));
  return Number.isFinite(value) ? value : null;
}

async function measure(mode: Mode): Promise<ModeResult> {
  const server = await startServer(mode);
  const sockets: WebSocket[] = [];
  try {
    let measureFrom = Number.POSITIVE_INFINITY;
    let samples = new Float64Array(4_000_000);
    let count = 0;
    function onFrame(frame: Buffer): void {
      const stamp = sentAt(frame);
      if (stamp === null || stamp < measureFrom) return;
      if (count === samples.length) {
        const bigger = new Float64Array(samples.length * 2);
        bigger.set(samples);
        samples = bigger;
      }
      samples[count] = performance.timeOrigin + performance.now() - stamp;
      count += 1;
    }

    const connectBegan = performance.now();
    await connectClients(sockets, server.port, 'sports', FANOUT_CLIENTS, onFrame);
    const connectSeconds = (performance.now() - connectBegan) / 1000;
    const connectedMemory = await server.request<Memory>({ type: 'memory' }, 'memory');

    const run = (durationMs: number): Promise<FanoutStats> =>
      server.request<FanoutStats>(
        { type: 'run', durationMs, intervalMs: INTERVAL_MS } satisfies FanoutRun,
        'stats',
      );
    await run(WARMUP_MS);
    // Let the warm-up's last frames drain before the window opens.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    measureFrom = performance.timeOrigin + performance.now();
    const cpuStart = process.cpuUsage();
    const stats = await run(MEASURE_MS);
    const expected = stats.published * FANOUT_CLIENTS;
    const drainUntil = performance.now() + 10_000;
    while (count < expected && performance.now() < drainUntil) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const cpu = process.cpuUsage(cpuStart);
    const sorted = samples.subarray(0, count).sort();
    return {
      mode,
      clients: sockets.length,
      connectSeconds,
      connectedMemory,
      stats,
      latency: latencyOf(sorted),
      delivered: count,
      expected,
      clientCpuSeconds: (cpu.user + cpu.system) / 1e6,
    };
  } finally {
    for (const socket of sockets) socket.terminate();
    await server.stop();
  }
}

function ms(value: number): string {
  return Number.isNaN(value)
    ? '–'
    : value < 10
      ? `${value.toFixed(2)} ms`
      : `${value.toFixed(1)} ms`;
}

function sortedCopy(values: number[]): Float64Array {
  return Float64Array.from(values).sort();
}

/** Section (i); false when a server lost frames. */
export async function benchFanout(out: (line?: string) => void): Promise<boolean> {
  const results: ModeResult[] = [];
  for (const mode of MODES) results.push(await measure(mode));

  out('## (i) Sports odds fan-out over WebSockets');
  out();
  out(
    `${FANOUT_CLIENTS.toLocaleString('en')} WebSocket clients (ws, one process: this bench's) on one brand, ` +
      `each joined to the \`sports\` channel as a page does (\`hello\`, \`subscribe\`, \`subscribed\`). ` +
      `${EVENTS} live events × ${MARKETS_PER_EVENT} markets = ${EVENTS * MARKETS_PER_EVENT} markets; one ` +
      '`sports.markets` message (sportsMarketsChangedSchema, every market of the event with new prices) ' +
      `every ${INTERVAL_MS} ms, so every market changes every ${(EVENTS * INTERVAL_MS) / 1000} s: ` +
      `${1000 / INTERVAL_MS} messages/s, ${((1000 / INTERVAL_MS) * FANOUT_CLIENTS).toLocaleString('en')} frames/s. ` +
      '"app": the real app (embedded: PGlite, in-process bus, feed off) in a child process, publishing ' +
      'through `live.publishToChannel`; "bare ws": a `ws` server in a child process sending the same ' +
      'frame (one JSON.stringify per message) to every client. Each message carries the time it was ' +
      `published; latency is its arrival at each client minus that, over every frame of ${MEASURE_MS / 1000} s ` +
      `after ${WARMUP_MS / 1000} s of warm-up. "publish call" is the server's synchronous time per message ` +
      '(serialise and write to every socket: the time its event loop is blocked), "its CPU" the CPU time ' +
      'the process spent in it (not stretched when other work takes the core). The machine has 2 cores: ' +
      "the server, the clients and the kernel's loopback share them, so the clients' own CPU (below) is " +
      'part of every latency.',
  );
  out();
  out(
    '| server | clients | frame | messages | messages/s achieved | frames delivered | p50 | p95 | p99 | max | publish call p50 / p99 | its CPU p50 | server CPU | clients CPU |',
  );
  out('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  let ok = true;
  for (const r of results) {
    const publish = sortedCopy(r.stats.publishMs);
    const publishCpu = sortedCopy(r.stats.publishCpuMs);
    const lost = r.expected - r.delivered;
    if (lost > 0) ok = false;
    out(
      `| ${r.mode === 'app' ? 'app' : 'bare ws'} | ${r.clients.toLocaleString('en')} | ${(r.stats.frameBytes / 1024).toFixed(1)} KB | ` +
        `${r.stats.published} (${r.stats.late} late) | ${(r.stats.published / r.stats.wallSeconds).toFixed(1)} | ${r.delivered.toLocaleString('en')} of ${r.expected.toLocaleString('en')} | ` +
        `${ms(r.latency.p50)} | ${ms(r.latency.p95)} | ${ms(r.latency.p99)} | ${ms(r.latency.max)} | ` +
        `${ms(percentileOf(publish, 50))} / ${ms(percentileOf(publish, 99))} | ` +
        `${ms(percentileOf(publishCpu, 50))} | ` +
        `${Math.round((100 * r.stats.cpuSeconds) / r.stats.wallSeconds)} % | ` +
        `${Math.round((100 * r.clientCpuSeconds) / r.stats.wallSeconds)} % |`,
    );
  }
  out();
  out(
    '| server | RSS idle | RSS with clients | RSS peak (publishing) | heap idle | heap with clients | heap peak | connect time |',
  );
  out('|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    out(
      `| ${r.mode === 'app' ? 'app' : 'bare ws'} | ${r.stats.idleMemory.rssMb} MB | ${r.connectedMemory.rssMb} MB | ` +
        `${r.stats.peakMemory.rssMb} MB | ${r.stats.idleMemory.heapUsedMb} MB | ${r.connectedMemory.heapUsedMb} MB | ` +
        `${r.stats.peakMemory.heapUsedMb} MB | ${r.connectSeconds.toFixed(1)} s |`,
    );
  }
  out();
  out(
    'Idle: after start-up (the app: migrations and demo seed done), before any client. A "late" message ' +
      'was published more than one interval after it was due (the server fell behind); then it ' +
      'publishes the next at once, so "messages/s achieved" is the rate the server sustained.',
  );
  out();
  return ok;
}
