import type { RouletteBetInput } from '@tribuna/contracts/house';
import { rouletteBetNumbers, type RouletteBetType } from '@tribuna/games/roulette';

export type InsideMode = 'straight' | 'split' | 'street' | 'corner' | 'six_line';

/** How many numbers the player picks for a mode (street and six-line fill their rows). */
export const PICKS: Record<InsideMode, number> = {
  straight: 1,
  split: 2,
  street: 3,
  corner: 4,
  six_line: 6,
};

/** A bet without its amount: what a chip lands on. */
export interface BetSpot {
  type: RouletteBetType;
  numbers?: number[];
  index?: number;
}

/** One spot's identity, so chips on the same spot add up. */
export function spotKey(spot: BetSpot): string {
  if (spot.numbers) return `${spot.type}:${[...spot.numbers].sort((a, b) => a - b).join('-')}`;
  return spot.index === undefined ? spot.type : `${spot.type}:${spot.index}`;
}

/** The table's rows hold 3 numbers: 1-2-3 is the first. */
function rowOf(n: number): number[] {
  const first = 3 * Math.ceil(n / 3) - 2;
  return [first, first + 1, first + 2];
}

/**
 * A click on `n` in `mode`: a street or six-line fills in from its row, other modes
 * collect picks. Answers the spot once complete, or the picks so far.
 */
export function pickNumber(
  mode: InsideMode,
  picks: readonly number[],
  n: number,
): { spot: BetSpot | null; picks: number[]; invalid: boolean } {
  if (mode === 'street' && n > 0 && picks.length === 0) {
    return { spot: { type: 'street', numbers: rowOf(n) }, picks: [], invalid: false };
  }
  if (mode === 'six_line' && n > 0) {
    const row = rowOf(n);
    const first = row[0] ?? 1;
    const numbers = first >= 34 ? [...rowOf(first - 3), ...row] : [...row, ...rowOf(first + 3)];
    return { spot: { type: 'six_line', numbers }, picks: [], invalid: false };
  }
  if (mode === 'six_line') return { spot: null, picks: [], invalid: true };
  const next = picks.includes(n) ? picks.filter((p) => p !== n) : [...picks, n];
  if (next.length < PICKS[mode]) return { spot: null, picks: next, invalid: false };
  const spot: BetSpot = { type: mode, numbers: next };
  try {
    rouletteBetNumbers({ ...spot, amount: 1 });
    return { spot, picks: [], invalid: false };
  } catch {
    return { spot: null, picks: [], invalid: true };
  }
}

export interface Placement {
  spot: BetSpot;
  amount: number;
}

/** The chips placed, in order (the undo stack), as the request's bets: one per spot. */
export function betsOf(placements: readonly Placement[]): RouletteBetInput[] {
  const bets = new Map<string, RouletteBetInput>();
  for (const { spot, amount } of placements) {
    const key = spotKey(spot);
    const bet = bets.get(key);
    if (bet) bet.amount += amount;
    else bets.set(key, { ...spot, amount });
  }
  return [...bets.values()];
}

/** The amount on each spot, by key. */
export function amountsBySpot(placements: readonly Placement[]): Map<string, number> {
  const amounts = new Map<string, number>();
  for (const { spot, amount } of placements) {
    const key = spotKey(spot);
    amounts.set(key, (amounts.get(key) ?? 0) + amount);
  }
  return amounts;
}

/** Chip values from the table minimum: 1, 5, 10, 25, 100 and 500 minimums, within the maximum. */
export function chipValues(min: number, max: number): number[] {
  const chips = [1, 5, 10, 25, 100, 500].map((f) => f * min).filter((v) => v <= max);
  return chips.length > 0 ? chips : [min];
}
