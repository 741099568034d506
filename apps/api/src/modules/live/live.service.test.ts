import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { channelTopic, type LiveServerMessage } from '@tribuna/contracts/live';
import { createMemoryBus, createRedisBus, type EventBus } from '../../lib/bus';
import { createLiveService, type LiveConnection, type LiveService } from './live.service';
import { readEnv } from '../../env';

let live: LiveService | undefined;
let server: WebSocketServer | undefined;
/** Extra services and servers of a test (a second "process"), closed after it. */
const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  live?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Served {
  url: string;
  service: LiveService;
  wss: WebSocketServer;
}

/** A bare `ws` server whose sockets are handed to a live service, as the route does. */
async function start(
  heartbeatMs: number,
  bus: EventBus,
  maxBufferedBytes?: number,
): Promise<Served> {
  const service = createLiveService({ bus, heartbeatMs, maxBufferedBytes });
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  // The path names the tenant, standing in for the Host the route resolves; the
  // route's frame parsing is stood in for by two fixed frames.
  wss.on('connection', (socket, req) => {
    const connection: LiveConnection = service.connect(socket, req.url?.slice(1) || 'tenant-1');
    socket.on('message', (raw: Buffer) => {
      const frame = raw.toString('utf8');
      if (frame === 'subscribe') void connection.subscribe('sports');
      if (frame === 'unsubscribe') connection.unsubscribe('sports');
    });
  });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  return { url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`, service, wss };
}

async function serve(
  heartbeatMs: number,
  bus: EventBus = createMemoryBus(),
  maxBufferedBytes?: number,
): Promise<string> {
  const served = await start(heartbeatMs, bus, maxBufferedBytes);
  live = served.service;
  server = served.wss;
  return served.url;
}

function opened(socket: WebSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
}

describe('live heartbeat', () => {
  it('drops a socket that stops answering pings and keeps one that answers', async () => {
    const url = await serve(200);
    // autoPong off: a peer that vanished without closing the connection.
    const dead = new WebSocket(url, { autoPong: false });
    const alive = new WebSocket(url);
    await Promise.all([opened(dead), opened(alive)]);
    expect(live?.connections()).toBe(2);

    const code = await new Promise<number>((resolve) => dead.once('close', resolve));
    expect(code).toBe(1006); // terminated, no close frame
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(alive.readyState).toBe(WebSocket.OPEN);
    expect(live?.connections()).toBe(1);
    alive.close();
  });

  it('closes every socket with 1001 when the service stops', async () => {
    const url = await serve(10_000);
    const client = new WebSocket(url);
    await opened(client);
    const closed = new Promise<number>((resolve) => client.once('close', resolve));
    live?.close();
    expect(await closed).toBe(1001);
    expect(live?.connections()).toBe(0);
  });
});

describe('configuration changes', () => {
  function frames(socket: WebSocket): string[] {
    const seen: string[] = [];
    socket.on('message', (raw: Buffer) => seen.push(raw.toString('utf8')));
    return seen;
  }

  it("go to the named tenant's sockets only, and to all when none is named", async () => {
    const bus = createMemoryBus();
    const url = await serve(10_000, bus);
    const one = new WebSocket(`${url}/t1`);
    const two = new WebSocket(`${url}/t2`);
    const seenOne = frames(one);
    const seenTwo = frames(two);
    await Promise.all([opened(one), opened(two)]);
    await new Promise((resolve) => setTimeout(resolve, 50));

    await bus.publish('system', { type: 'tenant.changed', data: { tenantId: 't2' } });
    await bus.publish('system', { type: 'tenant.changed', data: null });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const changed = JSON.stringify({ type: 'configuration.changed' });
    const hello = JSON.stringify({ type: 'hello' });
    expect(seenOne).toEqual([hello, changed]);
    expect(seenTwo).toEqual([hello, changed, changed]);
    one.close();
    two.close();
  });
});

/** Every frame a socket receives, parsed. */
function inbox(socket: WebSocket): LiveServerMessage[] {
  const seen: LiveServerMessage[] = [];
  socket.on('message', (raw: Buffer) =>
    seen.push(JSON.parse(raw.toString('utf8')) as LiveServerMessage),
  );
  return seen;
}

async function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const began = Date.now();
  while (!check()) {
    if (Date.now() - began > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A bus that counts its live subscriptions per topic, to see what the service holds. */
function countingBus(): { bus: EventBus; subscribed: Map<string, number> } {
  const inner = createMemoryBus();
  const subscribed = new Map<string, number>();
  return {
    subscribed,
    bus: {
      publish: (topic, message) => inner.publish(topic, message),
      subscribe(topic, handler) {
        subscribed.set(topic, (subscribed.get(topic) ?? 0) + 1);
        const off = inner.subscribe(topic, handler);
        return Object.assign(
          () => {
            subscribed.set(topic, (subscribed.get(topic) ?? 1) - 1);
            off();
          },
          { ready: off.ready },
        );
      },
      close: () => inner.close(),
    },
  };
}

describe('channels', () => {
  it('hold one bus subscription per topic, released when the last socket leaves or closes', async () => {
    const { bus, subscribed } = countingBus();
    const url = await serve(10_000, bus);
    const sockets = [
      new WebSocket(`${url}/t1`),
      new WebSocket(`${url}/t1`),
      new WebSocket(`${url}/t1`),
    ];
    const seen = sockets.map(inbox);
    await Promise.all(sockets.map(opened));
    for (const socket of sockets) socket.send('subscribe');
    await until(() => seen.every((s) => s.some((m) => m.type === 'subscribed')));
    const topic = channelTopic('sports', 't1');
    expect(subscribed.get(topic)).toBe(1);

    await live?.publishToChannel('t1', 'sports', { type: 'odds', data: 7 });
    await until(() => seen.every((s) => s.some((m) => m.type === 'event')));
    const event = { type: 'event', topic, event: { type: 'odds', data: 7 } };
    for (const s of seen) expect(s.filter((m) => m.type === 'event')).toEqual([event]);

    sockets[0]?.send('unsubscribe');
    sockets[1]?.close();
    await until(() => live?.connections() === 2);
    expect(subscribed.get(topic)).toBe(1);
    sockets[2]?.close();
    sockets[0]?.send('unsubscribe');
    await until(() => subscribed.get(topic) === 0);
    sockets[0]?.close();
  });
});

const redisUrl = readEnv().REDIS_URL;

describe.runIf(Boolean(redisUrl))('channels on Redis (two processes)', () => {
  it("reach a subscribed socket of another process, and only that brand's subscribers", async () => {
    // Two buses on their own Redis connections: two processes as far as Redis can tell.
    const busA = await createRedisBus(redisUrl ?? '');
    const busB = await createRedisBus(redisUrl ?? '');
    cleanups.push(
      () => busA.close(),
      () => busB.close(),
    );
    const a = await start(10_000, busA);
    const b = await start(10_000, busB);
    cleanups.push(
      () => a.service.close(),
      () => b.service.close(),
      () => new Promise<void>((resolve) => a.wss.close(() => resolve())),
      () => new Promise<void>((resolve) => b.wss.close(() => resolve())),
    );
    // Unique brands: other test files may share this Redis.
    const brand = `brand-${crypto.randomUUID()}`;
    const otherBrand = `brand-${crypto.randomUUID()}`;
    const subscriber = new WebSocket(`${b.url}/${brand}`);
    const bystander = new WebSocket(`${b.url}/${brand}`);
    const foreign = new WebSocket(`${b.url}/${otherBrand}`);
    const sockets = [subscriber, bystander, foreign];
    cleanups.push(() => sockets.forEach((s) => s.close()));
    const [heard, notJoined, heardForeign] = sockets.map(inbox);
    await Promise.all(sockets.map(opened));
    subscriber.send('subscribe');
    foreign.send('subscribe');
    await until(() =>
      [heard, heardForeign].every((s) => s?.some((m) => m.type === 'subscribed') ?? false),
    );

    await a.service.publishToChannel(brand, 'sports', { type: 'odds', data: { n: 1 } });
    await until(() => heard?.some((m) => m.type === 'event') ?? false);
    expect(heard?.filter((m) => m.type === 'event')).toEqual([
      {
        type: 'event',
        topic: channelTopic('sports', brand),
        event: { type: 'odds', data: { n: 1 } },
      },
    ]);
    // Give a wrongly delivered copy time to arrive before saying none did.
    await a.service.publishToTenant(brand, { type: 'marker', data: null });
    await until(() => notJoined?.some((m) => m.type === 'event') ?? false);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(notJoined?.filter((m) => m.type === 'event')).toEqual([
      { type: 'event', topic: `tenant:${brand}`, event: { type: 'marker', data: null } },
    ]);
    expect(heardForeign?.filter((m) => m.type === 'event')).toEqual([]);
  });
});

describe('slow sockets', () => {
  it('drops a socket that does not read what it is sent, and keeps serving the others', async () => {
    const bus = createMemoryBus();
    const url = await serve(10_000, bus, 256 * 1024);
    const slow = new WebSocket(`${url}/tenant-1`);
    const fast = new WebSocket(`${url}/tenant-1`);
    await Promise.all([opened(slow), opened(fast)]);
    let heard = 0;
    fast.on('message', () => {
      heard += 1;
    });
    for (const socket of [slow, fast]) socket.send('subscribe');
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The slow page stops reading: what the server sends it piles up in its buffer.
    slow.pause();
    const big = 'x'.repeat(100_000);
    const topic = channelTopic('sports', 'tenant-1');
    for (let i = 0; i < 300 && (live?.connections() ?? 0) > 1; i += 1) {
      await bus.publish(topic, { type: 'sports.markets', data: { big, i } });
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(live?.connections()).toBe(1);
    const before = heard;
    await bus.publish(topic, { type: 'sports.markets', data: { last: true } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toBeGreaterThan(before);
    expect(fast.readyState).toBe(WebSocket.OPEN);
    slow.terminate();
    fast.close();
  });
});
