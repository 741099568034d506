import { FEED_PRODUCERS, type FeedProducer } from '@tribuna/contracts/sports-feed';

export type FeedWatchdog = ReturnType<typeof createFeedWatchdog>;

/**
 * Per producer, two clocks. Silence: the source was asked and said nothing of the
 * producer for `downMs` (a feed that stopped). Staleness: none of the producer's
 * heartbeats was written for `staleMs[producer]` (this process cannot keep up, and what
 * players bet on is that old). A producer is down on either; the next heartbeat written
 * brings it back (and asks for a recovery). Silence counts only time the source was
 * asked, so a busy process is never taken for a silent feed; staleness is the bound on
 * how far behind a busy process may fall, short for live prices and long for prematch.
 */
export function createFeedWatchdog(options: {
  downMs: number;
  staleMs: Record<FeedProducer, number>;
  now: () => number;
}) {
  const heardAt = new Map<FeedProducer, number>();
  const writtenAt = new Map<FeedProducer, number>();
  let askedAt = 0;
  const down = new Set<FeedProducer>();

  function reset(): void {
    const at = options.now();
    askedAt = at;
    for (const producer of FEED_PRODUCERS) {
      heardAt.set(producer, at);
      writtenAt.set(producer, at);
    }
    down.clear();
  }
  reset();

  return {
    /** A fresh start (taking the lease over): every producer counts as just heard. */
    reset,

    /** The source was asked now, and these producers' heartbeats came. */
    asked(heartbeats: ReadonlySet<FeedProducer>): void {
      askedAt = options.now();
      for (const producer of heartbeats) heardAt.set(producer, askedAt);
    },

    /** A heartbeat of `producer` was written; true when it was down until now. */
    heard(producer: FeedProducer): boolean {
      writtenAt.set(producer, options.now());
      return down.delete(producer);
    },

    /** The producers that have just gone down. */
    check(): FeedProducer[] {
      const at = options.now();
      const fresh: FeedProducer[] = [];
      for (const producer of FEED_PRODUCERS) {
        if (down.has(producer)) continue;
        const silent = askedAt - (heardAt.get(producer) ?? askedAt) > options.downMs;
        const stale = at - (writtenAt.get(producer) ?? at) > options.staleMs[producer];
        if (silent || stale) {
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
