import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import { z } from 'zod';

export interface BusMessage {
  type: string;
  data: unknown;
}
export type BusHandler = (message: BusMessage) => void;

/** Call it to stop listening; `ready` settles once messages published anywhere arrive. */
export type Subscription = (() => void) & { ready: Promise<void> };

function subscription(off: () => void, ready: Promise<void> = Promise.resolve()): Subscription {
  return Object.assign(off, { ready });
}

/**
 * Publish/subscribe between the parts of the platform and across processes. Topics:
 * `tenant:<id>` and `player:<id>` for what players see live, `system` for cache
 * invalidation and session revocation.
 */
export interface EventBus {
  publish(topic: string, message: BusMessage): Promise<void>;
  /** Returns the unsubscribe function, which also says when the subscription is live. */
  subscribe(topic: string, handler: BusHandler): Subscription;
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
      return subscription(() => emitter.off(topic, handler));
    },
    close() {
      emitter.removeAllListeners();
      return Promise.resolve();
    },
  };
}

const CHANNEL_PREFIX = 'tribuna:';
const busMessageSchema = z.object({ type: z.string(), data: z.unknown() });

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
  // Per topic, the pending SUBSCRIBE: later listeners of the topic wait for the same one.
  const pending = new Map<string, Promise<void>>();

  subscriber.on('message', (channel: string, payload: string) => {
    if (!channel.startsWith(CHANNEL_PREFIX)) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      return;
    }
    // Anything on Redis may have been written by anyone: take only well-formed messages.
    const message = busMessageSchema.safeParse(parsed);
    if (message.success) void local.publish(channel.slice(CHANNEL_PREFIX.length), message.data);
  });

  return {
    async publish(topic, message) {
      await publisher.publish(CHANNEL_PREFIX + topic, JSON.stringify(message));
    },
    subscribe(topic, handler) {
      const count = counts.get(topic) ?? 0;
      counts.set(topic, count + 1);
      if (count === 0) {
        const ready = subscriber.subscribe(CHANNEL_PREFIX + topic).then(
          () => undefined,
          (error: unknown) => {
            // Not fatal: ioredis subscribes again on reconnect.
            console.error(`bus: could not subscribe to ${topic}`, error);
          },
        );
        pending.set(topic, ready);
      }
      const off = local.subscribe(topic, handler);
      let active = true;
      return subscription(() => {
        if (!active) return;
        active = false;
        off();
        const left = (counts.get(topic) ?? 1) - 1;
        if (left === 0) {
          counts.delete(topic);
          pending.delete(topic);
          subscriber.unsubscribe(CHANNEL_PREFIX + topic).catch(() => {});
        } else counts.set(topic, left);
      }, pending.get(topic));
    },
    async close() {
      await local.close();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
