import {
  channelTopic,
  LIVE_CLOSE_CODES,
  type LiveChannelName,
  LIVE_HEARTBEAT_MS,
  playerTopic,
  tenantTopic,
  type LiveEvent,
  type LiveServerMessage,
} from '@tribuna/contracts/live';
import { WebSocket } from 'ws';
import type { BusMessage, EventBus, Subscription } from '../../lib/bus';

/** Published by the tenants service on `system` whenever a brand's settings or hosts change. */
const SYSTEM_TOPIC = 'system';
const TENANT_CHANGED = 'tenant.changed';
/** Published on `player:<id>` when sessions end; data null means all of them. */
export const SESSION_REVOKED = 'session.revoked';

/**
 * A socket that has not read this much of what we sent is too slow (or gone): it is
 * dropped rather than buffered without bound; its page reconnects and reloads.
 */
export const MAX_BUFFERED_BYTES = 1024 * 1024;

export interface LiveConnection {
  /** Adds the player's topic to this socket (replacing a previous player's). */
  authenticate(player: { playerId: string; sessionId: string }): Promise<void>;
  /** Adds the brand's topic of `channel`; answers `subscribed` once it is live. */
  subscribe(channel: LiveChannelName): Promise<void>;
  /** Stops hearing `channel` (nothing happens when it was not joined). */
  unsubscribe(channel: LiveChannelName): void;
}

interface Client {
  socket: WebSocket;
  tenantId: string;
  player: { playerId: string; sessionId: string } | null;
  /** Channels joined with `subscribe`, so closing the socket leaves them too. */
  channels: Set<LiveChannelName>;
  /** The topics whose subscription is live for this socket: only these are delivered. */
  hearing: Set<string>;
  /** Cleared on every heartbeat, set again by the pong. */
  alive: boolean;
  closed: boolean;
}

interface Topic {
  clients: Set<Client>;
  subscription: Subscription;
}

export type LiveService = ReturnType<typeof createLiveService>;

function tenantIdOf(data: unknown): string | null {
  if (data && typeof data === 'object' && 'tenantId' in data) {
    const { tenantId } = data;
    if (typeof tenantId === 'string') return tenantId;
  }
  return null;
}

/**
 * The sockets of this process and what they hear. One bus subscription per topic
 * that has at least one local socket, so with Redis each process subscribes only to
 * the tenants and players it serves, and an event published on any process reaches
 * the sockets of every other one.
 */
export function createLiveService(deps: {
  bus: EventBus;
  heartbeatMs?: number;
  /** A socket with more than this waiting to be sent is dropped (default 1 MiB). */
  maxBufferedBytes?: number;
}) {
  const { bus } = deps;
  const maxBuffered = deps.maxBufferedBytes ?? MAX_BUFFERED_BYTES;
  const clients = new Set<Client>();
  const topics = new Map<string, Topic>();

  function send(client: Client, message: LiveServerMessage): void {
    if (client.socket.readyState === WebSocket.OPEN) client.socket.send(JSON.stringify(message));
  }

  /**
   * One frame for every socket of a topic: serialised and encoded once, then the same
   * bytes go to each socket (ws frames a Buffer without copying it), instead of one
   * JSON.stringify and one UTF-8 encoding per socket. `binary: false` keeps it a text frame.
   */
  function broadcast(
    recipients: Iterable<Client>,
    topic: string,
    message: LiveServerMessage,
  ): void {
    let frame: Buffer | null = null;
    for (const client of recipients) {
      if (!client.hearing.has(topic) || client.socket.readyState !== WebSocket.OPEN) continue;
      if (client.socket.bufferedAmount > maxBuffered) {
        // A close frame would wait behind the backlog: cut the connection now.
        client.socket.terminate();
        leave(client);
        continue;
      }
      frame ??= Buffer.from(JSON.stringify(message), 'utf8');
      client.socket.send(frame, { binary: false });
    }
  }

  function revoked(message: BusMessage): { sessionId: string } | 'all' {
    const data = message.data;
    if (data && typeof data === 'object' && 'sessionId' in data) {
      const { sessionId } = data;
      if (typeof sessionId === 'string') return { sessionId };
    }
    return 'all';
  }

  function deliver(topic: string, message: BusMessage): void {
    const entry = topics.get(topic);
    if (!entry) return;
    if (message.type === SESSION_REVOKED && topic.startsWith('player:')) {
      const which = revoked(message);
      for (const client of [...entry.clients]) {
        if (!client.hearing.has(topic)) continue;
        if (which === 'all' || client.player?.sessionId === which.sessionId) {
          client.socket.close(LIVE_CLOSE_CODES.sessionRevoked, 'session revoked');
          leave(client);
        }
      }
      return;
    }
    const event: LiveEvent = { type: message.type, data: message.data };
    broadcast(entry.clients, topic, { type: 'event', topic, event });
  }

  /**
   * Resolves once the socket hears `topic`: with Redis that is after the SUBSCRIBE is
   * acknowledged, so an event published anywhere after `hello`/`authenticated` arrives.
   */
  async function join(client: Client, topic: string): Promise<void> {
    let entry = topics.get(topic);
    if (!entry) {
      entry = {
        clients: new Set(),
        subscription: bus.subscribe(topic, (message) => deliver(topic, message)),
      };
      topics.set(topic, entry);
    }
    entry.clients.add(client);
    await entry.subscription.ready;
    if (entry.clients.has(client)) client.hearing.add(topic);
  }

  function part(client: Client, topic: string): void {
    const entry = topics.get(topic);
    if (!entry) return;
    entry.clients.delete(client);
    client.hearing.delete(topic);
    if (entry.clients.size === 0) {
      topics.delete(topic);
      entry.subscription();
    }
  }

  function leave(client: Client): void {
    if (client.closed) return;
    client.closed = true;
    clients.delete(client);
    part(client, tenantTopic(client.tenantId));
    if (client.player) part(client, playerTopic(client.player.playerId));
    for (const channel of client.channels) part(client, channelTopic(channel, client.tenantId));
    client.channels.clear();
  }

  const offSystem = bus.subscribe(SYSTEM_TOPIC, (message) => {
    if (message.type !== TENANT_CHANGED) return;
    // When the message names the tenant, only its pages re-fetch; otherwise all of them
    // do (a page that re-fetches for nothing costs one cached call).
    const only = tenantIdOf(message.data);
    for (const client of clients) {
      if (only === null || client.tenantId === only)
        send(client, { type: 'configuration.changed' });
    }
  });

  // A socket whose peer vanished (no FIN: lost Wi-Fi, sleeping phone) is found by the
  // missing pong and dropped, so its subscriptions do not pile up.
  const heartbeat = setInterval(() => {
    for (const client of clients) {
      if (!client.alive) {
        client.socket.terminate();
        leave(client);
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
  }, deps.heartbeatMs ?? LIVE_HEARTBEAT_MS);
  heartbeat.unref();

  return {
    /** Takes a freshly opened socket of `tenantId`: it hears the tenant's topic at once. */
    connect(socket: WebSocket, tenantId: string): LiveConnection {
      const client: Client = {
        socket,
        tenantId,
        player: null,
        channels: new Set(),
        hearing: new Set(),
        alive: true,
        closed: false,
      };
      clients.add(client);
      socket.on('pong', () => {
        client.alive = true;
      });
      socket.on('close', () => leave(client));
      void join(client, tenantTopic(tenantId)).then(() => send(client, { type: 'hello' }));
      return {
        async authenticate(player) {
          // The socket may have closed while the token was being checked.
          if (client.closed) return;
          if (client.player) part(client, playerTopic(client.player.playerId));
          client.player = player;
          await join(client, playerTopic(player.playerId));
          if (client.player === player) send(client, { type: 'authenticated' });
        },
        async subscribe(channel) {
          if (client.closed) return;
          const topic = channelTopic(channel, client.tenantId);
          client.channels.add(channel);
          await join(client, topic);
          // An `unsubscribe` (or a close) may have come while the bus was subscribing.
          if (client.hearing.has(topic)) send(client, { type: 'subscribed', channel });
        },
        unsubscribe(channel) {
          if (client.closed || !client.channels.delete(channel)) return;
          part(client, channelTopic(channel, client.tenantId));
        },
      };
    },

    /** Everyone on the brand's site hears it, on every process. */
    publishToTenant(tenantId: string, event: LiveEvent): Promise<void> {
      return bus.publish(tenantTopic(tenantId), { type: event.type, data: event.data });
    },

    /** Every open page of this player hears it, on every process. */
    publishToPlayer(playerId: string, event: LiveEvent): Promise<void> {
      return bus.publish(playerTopic(playerId), { type: event.type, data: event.data });
    },

    /**
     * Only the pages of the brand that joined `channel` (`subscribe` frame) hear it, on
     * every process: the sportsbook's prices go to the pages that show them.
     */
    publishToChannel(tenantId: string, channel: LiveChannelName, event: LiveEvent): Promise<void> {
      return bus.publish(channelTopic(channel, tenantId), { type: event.type, data: event.data });
    },

    /** How many sockets this process holds (for health and tests). */
    connections(): number {
      return clients.size;
    },

    /** Tells every socket to come back later and stops listening. */
    close(): void {
      clearInterval(heartbeat);
      offSystem();
      for (const client of [...clients]) {
        client.socket.close(LIVE_CLOSE_CODES.goingAway, 'server shutting down');
        leave(client);
      }
    },
  };
}
