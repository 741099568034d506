// What the games bench and its workers agree on: the games and the bets each round places.
import type { CrashBet } from '../packages/games/src/crash';
import type { RouletteBet } from '../packages/games/src/roulette';

export type GameName = 'slot' | 'roulette' | 'blackjack' | 'crash';

/** One unit on each kind of bet, every round. */
export const ROULETTE_BETS: readonly RouletteBet[] = [
  { type: 'straight', amount: 1, numbers: [17] },
  { type: 'split', amount: 1, numbers: [0, 2] },
  { type: 'street', amount: 1, numbers: [34, 35, 36] },
  { type: 'corner', amount: 1, numbers: [1, 2, 4, 5] },
  { type: 'six_line', amount: 1, numbers: [13, 14, 15, 16, 17, 18] },
  { type: 'column', amount: 1, index: 2 },
  { type: 'dozen', amount: 1, index: 3 },
  { type: 'red', amount: 1 },
  { type: 'black', amount: 1 },
  { type: 'even', amount: 1 },
  { type: 'odd', amount: 1 },
  { type: 'low', amount: 1 },
  { type: 'high', amount: 1 },
];

/** Five players with automatic cash-outs from 1.01x to 100x, 100 minor units each. */
export const CRASH_BETS: readonly CrashBet[] = [101, 150, 200, 1000, 10_000].map(
  (cashOutAt, i) => ({
    playerId: `p${i}`,
    stake: 100,
    cashOutAt,
  }),
);
