import { FEED_PRODUCERS, type FeedProducer } from '@tribuna/contracts/sports-feed';

export type FeedWatchdog = ReturnType<typeof createFeedWatchdog>;

/**
 * Per producer, when it was last heard. A producer silent for `downMs` is down (its
 * markets get suspended); the next heartbeat brings it back (and asks for a recovery).
 */
export function createFeedWatchdog(options: { downMs: number; now: () => number }) {
  const last = new Map<FeedProducer, number>();
  const down = new Set<FeedProducer>();

  function reset(): void {
    const at = options.now();
    for (const producer of FEED_PRODUCERS) last.set(producer, at);
    down.clear();
  }
  reset();

  return {
    /** A fresh start (taking the lease over): every producer counts as just heard. */
    reset,

    /** A heartbeat (or any message) of `producer`; true when it was down until now. */
    heard(producer: FeedProducer): boolean {
      last.set(producer, options.now());
      return down.delete(producer);
    },

    /** The producers that have just gone down. */
    check(): FeedProducer[] {
      const at = options.now();
      const fresh: FeedProducer[] = [];
      for (const producer of FEED_PRODUCERS) {
        if (down.has(producer)) continue;
        if (at - (last.get(producer) ?? at) > options.downMs) {
          down.add(producer);
          fresh.push(producer);
        }
      }
      return fresh;
    },

    /** A suspension that failed: `producer` counts as up again, so the next check retries it. */
    undo(producer: FeedProducer): void {
      down.delete(producer);
    },

    isDown(producer: FeedProducer): boolean {
      return down.has(producer);
    },
  };
}
