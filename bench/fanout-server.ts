// The server side of the odds fan-out bench (bench/sports-fanout.ts), in a process of its
// own so the clients' work is not counted as the server's. FANOUT_MODE:
// - `app`: the real app, embedded (PGlite in a temporary folder, in-process bus, the
//   simulated feed off), publishing through `live.publishToChannel` as the sportsbook does;
// - `bare`: a bare `ws` server broadcasting the same frames (one JSON.stringify per
//   message, the same string to every socket: the usual broadcast loop).
// The parent drives it over IPC: `run` publishes for a while and answers with stats.
import crypto from 'node:crypto';
import { WebSocketServer } from 'ws';
import type {} from '../apps/api/src/types';
import type {
  channelTopic as ChannelTopic,
  LIVE_PATH as LivePath,
  LiveEvent,
} from '@tribuna/contracts/live';
import type {
  SPORTS_LIVE_EVENTS as SportsLiveEvents,
  Market,
  SportsMarketsChanged,
} from '@tribuna/contracts/sports';
import { EVENTS, MARKETS_PER_EVENT, type FanoutRun, type FanoutStats } from './fanout-shared';

// Literals checked against the contracts, and the app imported only in `app` mode, so
// the bare server's memory is that of `ws` alone, not of the app's modules.
const LIVE_PATH: typeof LivePath = '/api/live';
const MARKETS_EVENT: (typeof SportsLiveEvents)['markets'] = 'sports.markets';
const topicOf: typeof ChannelTopic = (channel, tenantId) => `${channel}:${tenantId}`;

const mode = process.env.FANOUT_MODE === 'bare' ? 'bare' : 'app';
const port = Number(process.env.PORT ?? 0);

function mb(bytes: number): number {
  return Math.round((bytes / 1024 ** 2) * 10) / 10;
}

function memory(): { rssMb: number; heapUsedMb: number } {
  const usage = process.memoryUsage();
  return { rssMb: mb(usage.rss), heapUsedMb: mb(usage.heapUsed) };
}

/** A football event's ten markets, as the sportsbook shows them. */
function marketsOf(): Market[] {
  const outcomes = (keys: string[]) =>
    keys.map((key) => ({ key, odds: 2, active: true, result: null }));
  const market = (type: Market['type'], line: number | null, keys: string[]): Market => ({
    id: crypto.randomUUID(),
    type,
    line,
    status: 'open',
    outcomes: outcomes(keys),
  });
  const scores = ['0:0', '1:0', '0:1', '1:1', '2:0', '0:2', '2:1', '1:2', '2:2', '3:0', '0:3'];
  return [
    market('1x2', null, ['home', 'draw', 'away']),
    market('double_chance', null, ['home_draw', 'home_away', 'draw_away']),
    market('total', 1.5, ['over', 'under']),
    market('total', 2.5, ['over', 'under']),
    market('total', 3.5, ['over', 'under']),
    market('btts', null, ['yes', 'no']),
    market('handicap', -1.5, ['home', 'away']),
    market('handicap', 1.5, ['home', 'away']),
    market('handicap', -0.5, ['home', 'away']),
    market('correct_score', null, [...scores, 'other']),
  ];
}

interface BenchEvent {
  id: string;
  markets: Market[];
}

if (marketsOf().length !== MARKETS_PER_EVENT)
  throw new Error('the bench event has the wrong market count');

const events: BenchEvent[] = Array.from({ length: EVENTS }, () => ({
  id: crypto.randomUUID(),
  markets: marketsOf(),
}));

/** Every market of the event gets new prices (the worst case the bench asks for). */
function changed(event: BenchEvent, tick: number): SportsMarketsChanged {
  for (const market of event.markets) {
    market.outcomes.forEach((outcome, i) => {
      outcome.odds = Math.round((1.5 + ((tick * 7 + i * 13) % 400) / 100) * 100) / 100;
    });
  }
  return { event_id: event.id, markets: event.markets };
}

async function startApp(): Promise<{
  publish: (event: LiveEvent) => void;
  topic: string;
  close: () => Promise<void>;
}> {
  const [{ openBenchApp }, { sportsMarketsChangedSchema }] = await Promise.all([
    import('./bench-app'),
    import('@tribuna/contracts/sports'),
  ]);
  // The messages are the contract's, checked once; `sent_at` is the bench's own field.
  for (const event of events) sportsMarketsChangedSchema.parse(changed(event, 0));
  const { app, close } = await openBenchApp('fanout', undefined, 'warn');
  const tenants = await app.services.tenants.list();
  const tenant = tenants.find((t) => t.slug === 'tribuna');
  if (!tenant) throw new Error('the demo brand tribuna is missing');
  await app.listen({ port, host: '127.0.0.1' });
  return {
    topic: topicOf('sports', tenant.id),
    // The memory bus delivers synchronously: the call covers the whole fan-out.
    publish: (event) => void app.services.live.publishToChannel(tenant.id, 'sports', event),
    close,
  };
}

async function startBare(topic: string): Promise<{
  publish: (event: LiveEvent) => void;
  topic: string;
  close: () => Promise<void>;
}> {
  const wss = new WebSocketServer({ port, host: '127.0.0.1', path: LIVE_PATH });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  // The same first frame as the app's, so the clients need not know which server this is.
  wss.on('connection', (socket) => {
    socket.send(JSON.stringify({ type: 'hello' }));
    socket.on('message', () =>
      socket.send(JSON.stringify({ type: 'subscribed', channel: 'sports' })),
    );
  });
  return {
    topic,
    publish(event) {
      const frame = JSON.stringify({ type: 'event', topic, event });
      for (const client of wss.clients) client.send(frame);
    },
    close: () => new Promise<void>((resolve) => wss.close(() => resolve())),
  };
}

async function main(): Promise<void> {
  const idleBefore = memory();
  const server =
    mode === 'app'
      ? await startApp()
      : await startBare(topicOf('sports', '00000000-0000-4000-8000-000000000000'));
  const idleMemory = mode === 'app' ? memory() : idleBefore;
  let tick = 0;

  function runFor(run: FanoutRun): Promise<FanoutStats> {
    const publishMs: number[] = [];
    const publishCpuMs: number[] = [];
    let late = 0;
    let frameBytes = 0;
    const peak = memory();
    const cpuStart = process.cpuUsage();
    const began = performance.now();
    const sampler = setInterval(() => {
      const now = memory();
      peak.rssMb = Math.max(peak.rssMb, now.rssMb);
      peak.heapUsedMb = Math.max(peak.heapUsedMb, now.heapUsedMb);
    }, 250);
    return new Promise((resolve) => {
      let due = began;
      // A count, not a time: the number of messages is the same whatever the timer does.
      const total = Math.round(run.durationMs / run.intervalMs);
      function publishNext(): void {
        const now = performance.now();
        if (now - due > run.intervalMs) late += 1;
        const event = events[tick % EVENTS];
        if (!event) return;
        const data = { ...changed(event, tick), sent_at: performance.timeOrigin + now };
        const payload = { type: MARKETS_EVENT, data };
        // Once per event (the sizes repeat), outside the timed call.
        if (publishMs.length < EVENTS) {
          const frame = JSON.stringify({ type: 'event', topic: server.topic, event: payload });
          frameBytes = Math.max(frameBytes, Buffer.byteLength(frame));
        }
        tick += 1;
        const start = performance.now();
        const cpuBefore = process.cpuUsage();
        server.publish(payload);
        const cpu = process.cpuUsage(cpuBefore);
        publishMs.push(performance.now() - start);
        publishCpuMs.push((cpu.user + cpu.system) / 1000);
        due += run.intervalMs;
        if (publishMs.length >= total) {
          clearInterval(sampler);
          const cpu = process.cpuUsage(cpuStart);
          const at = memory();
          resolve({
            type: 'stats',
            published: publishMs.length,
            publishMs,
            publishCpuMs,
            late,
            cpuSeconds: (cpu.user + cpu.system) / 1e6,
            wallSeconds: (performance.now() - began) / 1000,
            memory: at,
            peakMemory: {
              rssMb: Math.max(peak.rssMb, at.rssMb),
              heapUsedMb: Math.max(peak.heapUsedMb, at.heapUsedMb),
            },
            idleMemory,
            frameBytes,
          });
          return;
        }
        setTimeout(publishNext, Math.max(0, due - performance.now()));
      }
      publishNext();
    });
  }

  process.on('message', (message: FanoutRun | { type: 'memory' } | { type: 'stop' }) => {
    if (message.type === 'run') {
      void runFor(message).then((stats) => process.send?.(stats));
    } else if (message.type === 'memory') {
      process.send?.({ type: 'memory', ...memory() });
    } else {
      void server.close().then(() => process.exit(0));
    }
  });
  console.log(`listening ${server.topic}`);
}

await main();
