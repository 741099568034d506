import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { createMemoryBus, type EventBus } from '../../lib/bus';
import { createLiveService, type LiveService } from './live.service';

let live: LiveService | undefined;
let server: WebSocketServer | undefined;

afterEach(async () => {
  live?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

/** A bare `ws` server whose sockets are handed to the live service, as the route does. */
async function serve(heartbeatMs: number, bus: EventBus = createMemoryBus()): Promise<string> {
  const service = createLiveService({ bus, heartbeatMs });
  live = service;
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  server = wss;
  // The path names the tenant, standing in for the Host the route resolves.
  wss.on('connection', (socket, req) => service.connect(socket, req.url?.slice(1) || 'tenant-1'));
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  return `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
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
