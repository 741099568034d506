import type { FeedMessage } from '@tribuna/contracts/sports-feed';

/**
 * Where the feed's messages come from, driven by the process holding the lease. Its
 * state is plain JSON, stored so that a process taking over carries on the same world.
 * Methods (not function properties) so a source of any state type fits `FeedSource`.
 */
export interface FeedSource<S = unknown> {
  /** The key of its stored state (sports_simulator_state.feed_id). */
  readonly id: string;
  create(now: number): S;
  /**
   * A stored state read back: usable (with a note when something of it was not taken,
   * e.g. a different speed), or why it cannot be used (then a new world starts).
   */
  restore(stored: unknown): { state: S; note?: string } | { reason: string };
  /** Moves the world to `now` (real ms since the epoch). */
  advance(state: S, now: number): { state: S; messages: FeedMessage[] };
  /** The office's console: a goal, basket or point now. Null when the event is not live. */
  score(
    state: S,
    eventFeedId: string,
    side: 'home' | 'away',
    points: number,
    now: number,
  ): { state: S; messages: FeedMessage[] } | null;
  /**
   * The office's console: plays a live or upcoming event to its end now, and settles it
   * as at full time. Null when the event cannot be finished. Optional: a real feed's
   * matches end when they end.
   */
  finish?(state: S, eventFeedId: string, now: number): { state: S; messages: FeedMessage[] } | null;
  /** Everything not finished, after a restart or an outage. */
  recovery(state: S, now: number): FeedMessage[];
}
