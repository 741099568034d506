import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createMemoryBus, createRedisBus, type BusMessage, type EventBus } from './bus';
import { readEnv } from '../env';

function collector() {
  const seen: BusMessage[] = [];
  let wake: (() => void) | undefined;
  return {
    seen,
    handler: (message: BusMessage) => {
      seen.push(message);
      wake?.();
    },
    async until(count: number, timeoutMs = 3_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (seen.length < count) {
        if (Date.now() > deadline) throw new Error(`only ${seen.length} of ${count} messages`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 50);
        });
      }
    },
  };
}

/** The same promises, whichever bus runs underneath. */
function behaves(name: string, open: () => Promise<EventBus>, enabled = true): void {
  describe.runIf(enabled)(name, () => {
    it('delivers to the listeners of a topic only, until they leave', async () => {
      const bus = await open();
      const topic = `t-${crypto.randomUUID()}`;
      const a = collector();
      const b = collector();
      const other = collector();
      const offA = bus.subscribe(topic, a.handler);
      const offB = bus.subscribe(topic, b.handler);
      const offOther = bus.subscribe(`${topic}-other`, other.handler);
      await Promise.all([offA.ready, offB.ready, offOther.ready]);

      await bus.publish(topic, { type: 'x', data: { n: 1 } });
      await Promise.all([a.until(1), b.until(1)]);
      expect(a.seen).toEqual([{ type: 'x', data: { n: 1 } }]);

      offA();
      offA(); // twice is harmless
      await bus.publish(topic, { type: 'x', data: { n: 2 } });
      await b.until(2);
      expect(a.seen).toHaveLength(1);
      expect(other.seen).toHaveLength(0);
      offB();
      offOther();
      await bus.close();
    });
  });
}

behaves('memory bus', () => Promise.resolve(createMemoryBus()));

const redisUrl = readEnv().REDIS_URL;
behaves('redis bus', () => createRedisBus(redisUrl ?? ''), Boolean(redisUrl));

describe.runIf(Boolean(redisUrl))('redis bus across processes', () => {
  it('carries a message from one bus to another, and ignores junk on the channel', async () => {
    const url = redisUrl ?? '';
    const [here, there] = await Promise.all([createRedisBus(url), createRedisBus(url)]);
    const topic = `t-${crypto.randomUUID()}`;
    const got = collector();
    const off = there.subscribe(topic, got.handler);
    await off.ready;

    const raw = new Redis(url);
    await raw.publish(`tribuna:${topic}`, 'not json');
    await raw.publish(`tribuna:${topic}`, JSON.stringify({ nope: true }));
    raw.disconnect();
    await here.publish(topic, { type: 'player.blocked', data: null });
    await got.until(1);
    expect(got.seen).toEqual([{ type: 'player.blocked', data: null }]);
    off();
    await Promise.all([here.close(), there.close()]);
  });
});
