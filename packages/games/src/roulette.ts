import { GameError } from './game-error';
import { createRoundRandom, nextInt, type RandomSource, type RoundSeeds } from './random';

// European roulette: one zero, 37 pockets, the result one unbiased integer in [0, 36].
// Inside bets name their numbers as on the table (three columns: 1-2-3 is the first row);
// zero combines with its neighbours 1, 2 and 3 as European tables allow (0-1, 0-2, 0-3
// splits, 0-1-2 and 0-2-3 streets, 0-1-2-3 corner).

export const ROULETTE_POCKETS = 37;

export type RouletteBetType =
  | 'straight'
  | 'split'
  | 'street'
  | 'corner'
  | 'six_line'
  | 'column'
  | 'dozen'
  | 'red'
  | 'black'
  | 'even'
  | 'odd'
  | 'low'
  | 'high';

export interface RouletteBet {
  type: RouletteBetType;
  /** Integer minor units, > 0. */
  amount: number;
  /** Inside bets: the numbers covered. */
  numbers?: readonly number[];
  /** Column and dozen: 1, 2 or 3. */
  index?: number;
}

/** Winnings per unit staked, the stake coming back on top. */
export const ROULETTE_PAYOUTS: Readonly<Record<RouletteBetType, number>> = {
  straight: 35,
  split: 17,
  street: 11,
  corner: 8,
  six_line: 5,
  column: 2,
  dozen: 2,
  red: 1,
  black: 1,
  even: 1,
  odd: 1,
  low: 1,
  high: 1,
};

export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

const INSIDE_SIZES: Partial<Record<RouletteBetType, number>> = {
  straight: 1,
  split: 2,
  street: 3,
  corner: 4,
  six_line: 6,
};

function refuse(code: string, message: string): never {
  throw new GameError(`roulette.${code}`, message);
}

function key(numbers: readonly number[]): string {
  return [...numbers].sort((a, b) => a - b).join('-');
}

/** Every valid cover of an inside bet type, as sorted keys. */
function insideCovers(type: RouletteBetType): Set<string> {
  const covers = new Set<string>();
  if (type === 'straight') for (let n = 0; n <= 36; n += 1) covers.add(key([n]));
  if (type === 'split') {
    for (let n = 1; n <= 36; n += 1) {
      if (n % 3 !== 0) covers.add(key([n, n + 1]));
      if (n <= 33) covers.add(key([n, n + 3]));
    }
    for (const n of [1, 2, 3]) covers.add(key([0, n]));
  }
  if (type === 'street') {
    for (let row = 0; row < 12; row += 1) covers.add(key([3 * row + 1, 3 * row + 2, 3 * row + 3]));
    covers.add(key([0, 1, 2]));
    covers.add(key([0, 2, 3]));
  }
  if (type === 'corner') {
    for (let n = 1; n <= 32; n += 1) if (n % 3 !== 0) covers.add(key([n, n + 1, n + 3, n + 4]));
    covers.add(key([0, 1, 2, 3]));
  }
  if (type === 'six_line') {
    for (let row = 0; row < 11; row += 1) {
      covers.add(key(Array.from({ length: 6 }, (_, i) => 3 * row + 1 + i)));
    }
  }
  return covers;
}

const COVERS = new Map<RouletteBetType, Set<string>>(
  (['straight', 'split', 'street', 'corner', 'six_line'] as const).map((type) => [
    type,
    insideCovers(type),
  ]),
);

/** The pockets a bet wins on; throws a GameError for a bet the table does not take. */
export function rouletteBetNumbers(bet: RouletteBet): number[] {
  if (!Number.isSafeInteger(bet.amount) || bet.amount <= 0) {
    refuse('amount_invalid', 'A bet amount is a whole number of minor units above 0.');
  }
  if (!Object.hasOwn(ROULETTE_PAYOUTS, bet.type))
    refuse('bet_type_invalid', `Unknown bet type ${bet.type}.`);
  const size = INSIDE_SIZES[bet.type];
  if (size !== undefined) {
    const numbers = bet.numbers ?? [];
    if (numbers.length !== size) {
      refuse('numbers_invalid', `A ${bet.type} bet covers ${size} number(s).`);
    }
    if (numbers.some((n) => !Number.isInteger(n) || n < 0 || n > 36)) {
      refuse('numbers_invalid', 'Numbers go from 0 to 36.');
    }
    if (!COVERS.get(bet.type)?.has(key(numbers))) {
      refuse(
        'numbers_not_adjacent',
        `${numbers.join(', ')} is not a ${bet.type.replace('_', ' ')} on the table.`,
      );
    }
    if (bet.index !== undefined) refuse('index_invalid', 'Inside bets take no index.');
    return [...numbers].sort((a, b) => a - b);
  }
  if (bet.numbers !== undefined) refuse('numbers_invalid', 'Outside bets take no numbers.');
  const all = Array.from({ length: 36 }, (_, i) => i + 1);
  if (bet.type === 'column' || bet.type === 'dozen') {
    const index = bet.index;
    if (index !== 1 && index !== 2 && index !== 3) {
      refuse('index_invalid', `A ${bet.type} bet names column or dozen 1, 2 or 3.`);
    }
    return bet.type === 'column'
      ? all.filter((n) => (n - 1) % 3 === index - 1)
      : all.filter((n) => Math.ceil(n / 12) === index);
  }
  if (bet.index !== undefined) refuse('index_invalid', 'Even-money bets take no index.');
  switch (bet.type) {
    case 'red':
      return all.filter((n) => RED_NUMBERS.has(n));
    case 'black':
      return all.filter((n) => !RED_NUMBERS.has(n));
    case 'even':
      return all.filter((n) => n % 2 === 0);
    case 'odd':
      return all.filter((n) => n % 2 === 1);
    case 'low':
      return all.filter((n) => n <= 18);
    default:
      return all.filter((n) => n >= 19);
  }
}

export interface RouletteBetResult {
  bet: RouletteBet;
  won: boolean;
  /** Paid back: stake x (payout + 1) when won, else 0. */
  payout: number;
}

export interface RouletteRound {
  number: number;
  color: 'green' | 'red' | 'black';
  bets: RouletteBetResult[];
  totalStake: number;
  totalPayout: number;
}

export function rouletteColor(number: number): RouletteRound['color'] {
  if (number === 0) return 'green';
  return RED_NUMBERS.has(number) ? 'red' : 'black';
}

/** Validates every bet first, so a round with one bad bet takes none. */
export function validateRouletteBets(bets: readonly RouletteBet[]): void {
  if (bets.length === 0) refuse('no_bets', 'A round needs at least one bet.');
  for (const bet of bets) rouletteBetNumbers(bet);
}

export function settleRoulette(number: number, bets: readonly RouletteBet[]): RouletteRound {
  if (!Number.isInteger(number) || number < 0 || number > 36) {
    refuse('number_invalid', 'The result is a number from 0 to 36.');
  }
  validateRouletteBets(bets);
  const results = bets.map((bet) => {
    const won = rouletteBetNumbers(bet).includes(number);
    return { bet, won, payout: won ? bet.amount * (ROULETTE_PAYOUTS[bet.type] + 1) : 0 };
  });
  return {
    number,
    color: rouletteColor(number),
    bets: results,
    totalStake: bets.reduce((sum, bet) => sum + bet.amount, 0),
    totalPayout: results.reduce((sum, r) => sum + r.payout, 0),
  };
}

export function spinRoulette(random: RandomSource): number {
  return nextInt(random, ROULETTE_POCKETS);
}

/** Plays (or, with the revealed seed, verifies) one round: the same inputs, the same round. */
export function playRoulette(seeds: RoundSeeds, bets: readonly RouletteBet[]): RouletteRound {
  validateRouletteBets(bets);
  return settleRoulette(spinRoulette(createRoundRandom(seeds)), bets);
}

export const verifyRoulette = playRoulette;

/**
 * A bet's return to player as an exact fraction of its stake: (payout + 1) x covered / 37.
 * Every bet gives 36/37 = 97.297 %.
 */
export function rouletteBetRtp(bet: RouletteBet): { numerator: number; denominator: number } {
  const covered = rouletteBetNumbers(bet).length;
  return {
    numerator: (ROULETTE_PAYOUTS[bet.type] + 1) * covered,
    denominator: ROULETTE_POCKETS,
  };
}
