import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

export interface BusMessage {
  type: string;
  data: unknown;
}
export type BusHandler = (message: BusMessage) => void;

/**
 * Publish/subscribe between the parts of the platform and across processes. Topics:
 * `tenant:<id>` and `player:<id>` for what players see live, `system` for cache
 * invalidation and session revocation.
 */
export interface EventBus {
  publish(topic: string, message: BusMessage): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(topic: string, handler: BusHandler): () => void;
  close(): Promise<void>;
}

export function createMemoryBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish(topic, message) {
      emitter.emit(topic, message);
      return Promise.resolve();
    },
    subscribe(topic, handler) {
      emitter.on(topic, handler);
      return () => emitter.off(topic, handler);
    },
    close() {
      emitter.removeAllListeners();
      return Promise.resolve();
    },
  };
}

const CHANNEL_PREFIX = 'tribuna:';

/**
 * Redis pub/sub: one subscriber connection per process, one Redis channel per topic
 * that has local listeners (counted, so the last listener leaving unsubscribes).
 */
export async function createRedisBus(url: string): Promise<EventBus> {
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: true });
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const local = createMemoryBus();
  const counts = new Map<string, number>();

  subscriber.on('message', (channel: string, payload: string) => {
    if (!channel.startsWith(CHANNEL_PREFIX)) return;
    let message: BusMessage;
    try {
      message = JSON.parse(payload) as BusMessage;
    } catch {
      return;
    }
    void local.publish(channel.slice(CHANNEL_PREFIX.length), message);
  });

  return {
    async publish(topic, message) {
      await publisher.publish(CHANNEL_PREFIX + topic, JSON.stringify(message));
    },
    subscribe(topic, handler) {
      const count = counts.get(topic) ?? 0;
      counts.set(topic, count + 1);
      if (count === 0) void subscriber.subscribe(CHANNEL_PREFIX + topic);
      const off = local.subscribe(topic, handler);
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        off();
        const left = (counts.get(topic) ?? 1) - 1;
        if (left === 0) {
          counts.delete(topic);
          void subscriber.unsubscribe(CHANNEL_PREFIX + topic);
        } else counts.set(topic, left);
      };
    },
    async close() {
      await local.close();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
