import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket as ServerSocket } from 'ws';
import {
  channelTopic,
  playerTopic,
  tenantTopic,
  type LiveClientMessage,
  type LiveEvent,
  type LiveServerMessage,
} from '@tribuna/contracts/live';
import { openLiveChannel, type LiveChannel } from './live';
import {
  bindLiveHub,
  LIVE_CHANNEL_JOINED,
  listenLiveChannel,
  listenPlayerEvents,
  type LiveHubBinding,
} from './live-hub';

/** The frames the hub sent through a stand-in socket, which is open or not as told. */
function recorder(open = true): {
  sent: LiveClientMessage[];
  open: boolean;
  send(m: LiveClientMessage): boolean;
} {
  const state = {
    sent: [] as LiveClientMessage[],
    open,
    send(message: LiveClientMessage) {
      if (!state.open) return false;
      state.sent.push(message);
      return true;
    },
  };
  return state;
}

function event(topic: string, type = 'odds', data: unknown = 1): LiveServerMessage {
  return { type: 'event', topic, event: { type, data } };
}

/** happy-dom's own handle on the page, to point `location` at the test server. */
interface HappyWindow {
  happyDOM: { setURL(url: string): void };
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});

describe('the live hub', () => {
  let socket: ReturnType<typeof recorder>;
  let hub: LiveHubBinding;
  beforeEach(() => {
    socket = recorder();
    hub = bindLiveHub(socket);
    cleanups.push(() => hub.unbind());
  });

  it('subscribes with the first listener of a channel and unsubscribes after the last', () => {
    const off1 = listenLiveChannel('sports', () => undefined);
    const off2 = listenLiveChannel('sports', () => undefined);
    expect(socket.sent).toEqual([{ type: 'subscribe', channel: 'sports' }]);
    off1();
    off1(); // twice is harmless
    expect(socket.sent).toHaveLength(1);
    off2();
    expect(socket.sent).toEqual([
      { type: 'subscribe', channel: 'sports' },
      { type: 'unsubscribe', channel: 'sports' },
    ]);
  });

  it('dispatches by topic: channel events, player events, and not the tenant topic', () => {
    const sports: LiveEvent[] = [];
    const player: LiveEvent[] = [];
    cleanups.push(listenLiveChannel('sports', (e) => sports.push(e)));
    cleanups.push(listenPlayerEvents((e) => player.push(e)));
    hub.receive(event(channelTopic('sports', 't1'), 'odds', 1));
    hub.receive(event(playerTopic('p1'), 'balance.changed', 2));
    hub.receive(event(tenantTopic('t1'), 'news', 3));
    hub.receive({ type: 'pong' });
    hub.receive({ type: 'subscribed', channel: 'sports' });
    expect(sports).toEqual([
      { type: 'odds', data: 1 },
      { type: LIVE_CHANNEL_JOINED, data: null },
    ]);
    expect(player).toEqual([{ type: 'balance.changed', data: 2 }]);
  });

  it('stops calling a listener once it unsubscribes, and a broken one does not stop others', () => {
    const heard: number[] = [];
    const off = listenLiveChannel('sports', () => heard.push(1));
    cleanups.push(
      listenLiveChannel('sports', () => {
        throw new Error('broken screen');
      }),
    );
    cleanups.push(listenLiveChannel('sports', () => heard.push(2)));
    const error = console.error;
    console.error = () => undefined;
    try {
      hub.receive(event(channelTopic('sports', 't1')));
      off();
      hub.receive(event(channelTopic('sports', 't1')));
    } finally {
      console.error = error;
    }
    expect(heard).toEqual([1, 2, 2]);
  });

  it('waits for the socket: subscribes on every hello, only channels that still have listeners', () => {
    socket.open = false;
    const off = listenLiveChannel('sports', () => undefined);
    expect(socket.sent).toEqual([]);
    socket.open = true;
    hub.receive({ type: 'hello' });
    expect(socket.sent).toEqual([{ type: 'subscribe', channel: 'sports' }]);
    // A reconnection: the new socket joins again.
    hub.receive({ type: 'hello' });
    expect(socket.sent).toHaveLength(2);
    socket.open = false;
    off(); // while away: nothing to send, and the next hello joins nothing
    socket.open = true;
    hub.receive({ type: 'hello' });
    expect(socket.sent).toHaveLength(2);
  });

  it('sends to the socket bound last (the layout opens a new one on login)', () => {
    const next = recorder();
    const binding = bindLiveHub(next);
    hub.unbind(); // the old socket's cleanup comes after the new one's binding in React
    cleanups.push(() => binding.unbind());
    cleanups.push(listenLiveChannel('sports', () => undefined));
    expect(socket.sent).toEqual([]);
    expect(next.sent).toEqual([{ type: 'subscribe', channel: 'sports' }]);
  });
});

describe('the live hub on a real socket', () => {
  it('joins the channel, hears it, and joins again after the server drops the socket', async () => {
    // A stand-in for `/api/live`: hello on connect, `subscribed` for subscribe.
    const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
    const frames: LiveClientMessage[] = [];
    const subscribed = new Set<ServerSocket>();
    wss.on('connection', (peer) => {
      peer.send(JSON.stringify({ type: 'hello' }));
      peer.on('message', (raw: Buffer) => {
        const frame = JSON.parse(raw.toString('utf8')) as LiveClientMessage;
        frames.push(frame);
        if (frame.type === 'subscribe') {
          subscribed.add(peer);
          peer.send(JSON.stringify({ type: 'subscribed', channel: frame.channel }));
        }
        if (frame.type === 'unsubscribe') subscribed.delete(peer);
      });
      peer.on('close', () => subscribed.delete(peer));
    });
    const port = (wss.address() as AddressInfo).port;
    (window as unknown as HappyWindow).happyDOM.setURL(`http://127.0.0.1:${port}/`);

    // As the root layout wires them.
    const channel: LiveChannel = openLiveChannel({
      language: () => 'en_US',
      token: () => Promise.resolve(null),
      onMessage: (message) => binding.receive(message),
    });
    const binding = bindLiveHub(channel);
    const heard: LiveEvent[] = [];
    const off = listenLiveChannel('sports', (e) => heard.push(e));
    try {
      await until(() => subscribed.size === 1);
      const push = (n: number) => {
        for (const peer of subscribed)
          peer.send(JSON.stringify(event(channelTopic('sports', 't'), 'odds', n)));
      };
      const odds = () => heard.filter((e) => e.type === 'odds');
      push(1);
      await until(() => odds().length === 1);

      // Dropped without a close frame: the page reconnects after its backoff (0.5–1 s).
      for (const peer of subscribed) peer.terminate();
      subscribed.clear();
      await until(() => subscribed.size === 1, 5_000);
      push(2);
      await until(() => odds().length === 2);
      // Each join was announced, so the screen could fetch what it missed while away.
      expect(heard).toEqual([
        { type: LIVE_CHANNEL_JOINED, data: null },
        { type: 'odds', data: 1 },
        { type: LIVE_CHANNEL_JOINED, data: null },
        { type: 'odds', data: 2 },
      ]);

      off();
      await until(() => subscribed.size === 0);
      expect(frames.filter((f) => f.type !== 'auth')).toEqual([
        { type: 'subscribe', channel: 'sports' },
        { type: 'subscribe', channel: 'sports' },
        { type: 'unsubscribe', channel: 'sports' },
      ]);
    } finally {
      off();
      binding.unbind();
      channel.close();
      for (const peer of wss.clients) peer.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    }
  }, 15_000);
});

async function until(check: () => boolean, timeoutMs = 3_000): Promise<void> {
  const began = Date.now();
  while (!check()) {
    if (Date.now() - began > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
