import {
  advanceSimulator,
  createSimulator,
  finishInSimulator,
  recoveryMessages,
  scoreInSimulator,
  type SimulatorState,
} from '@tribuna/games/sports/simulator';
import type { FeedSource } from './sports-feed-source';

/** The stored state's shape this build understands (SimulatorState['version']). */
const STATE_VERSION: SimulatorState['version'] = 1;

function isSimulatorState(value: unknown): value is SimulatorState {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<Record<keyof SimulatorState, unknown>>;
  return (
    v.version === STATE_VERSION &&
    typeof v.seed === 'string' &&
    typeof v.speed === 'number' &&
    typeof v.now === 'number' &&
    Array.isArray(v.events) &&
    Array.isArray(v.rng)
  );
}

/**
 * The built-in simulated feed (packages/games/src/sports/simulator.ts).
 *
 * A stored world is kept whatever seed and speed are configured now: its matches in
 * play have bets on them. The seed only shapes a new world. The speed cannot be changed
 * under a running world: a match's clock is (now − kick-off) × speed, so another speed
 * would make every match in play jump ahead or freeze; a new speed applies from the next
 * new world (an empty sports_simulator_state).
 */
export function simulatedSource(options: {
  seed: string;
  speed: number;
}): FeedSource<SimulatorState> {
  return {
    id: 'simulated',
    create: (now) => createSimulator({ seed: options.seed, speed: options.speed }, now),
    restore(stored) {
      if (!isSimulatorState(stored)) {
        const version =
          stored && typeof stored === 'object' && 'version' in stored
            ? String(stored.version)
            : 'none';
        return { reason: `stored simulator state version ${version}, expected ${STATE_VERSION}` };
      }
      const notes: string[] = [];
      if (stored.speed !== options.speed) {
        notes.push(
          `the stored world runs at speed ${stored.speed}; SPORTS_FEED_SPEED=${options.speed} applies to the next new world`,
        );
      }
      if (stored.seed !== options.seed) {
        notes.push(`the stored world was made from seed "${stored.seed}"; it is kept`);
      }
      return notes.length > 0 ? { state: stored, note: notes.join('; ') } : { state: stored };
    },
    advance: (state, now) => advanceSimulator(state, now),
    score: (state, eventFeedId, side, points, now) =>
      scoreInSimulator(state, eventFeedId, side, points, now),
    finish: (state, eventFeedId, now) => finishInSimulator(state, eventFeedId, now),
    recovery: (state, now) => recoveryMessages(state, now),
  };
}
