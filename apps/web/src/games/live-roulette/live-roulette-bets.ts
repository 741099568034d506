import type { RouletteBetInput } from '@tribuna/contracts/house';

/** What a chip lands on: a straight number or an outside bet. */
export type LiveSpot =
  | { type: 'straight'; numbers: [number] }
  | { type: 'dozen' | 'column'; index: 1 | 2 | 3 }
  | { type: 'red' | 'black' | 'odd' | 'even' | 'low' | 'high' };

/** The table's number grid as it is drawn: three rows (3-6-…-36 on top), twelve columns. */
export const GRID_ROWS: readonly (readonly number[])[] = [3, 2, 1].map((first) =>
  Array.from({ length: 12 }, (_, i) => first + 3 * i),
);

export const EVEN_CHANCES = ['low', 'even', 'red', 'black', 'odd', 'high'] as const;

/** One spot's identity, so chips on the same spot add up. */
export function spotKey(spot: LiveSpot | RouletteBetInput): string {
  if (spot.type === 'straight') return `straight-${spot.numbers?.[0] ?? ''}`;
  if (spot.type === 'dozen' || spot.type === 'column') return `${spot.type}-${spot.index ?? ''}`;
  return spot.type;
}

/** Adds a chip of `amount` to `spot`, merging it with the chips already there. */
export function addChip(
  bets: readonly RouletteBetInput[],
  spot: LiveSpot,
  amount: number,
): RouletteBetInput[] {
  const key = spotKey(spot);
  const found = bets.find((bet) => spotKey(bet) === key);
  if (found) {
    return bets.map((bet) => (bet === found ? { ...bet, amount: bet.amount + amount } : bet));
  }
  return [...bets, { ...spot, amount }];
}

export function totalOf(bets: readonly RouletteBetInput[]): number {
  return bets.reduce((sum, bet) => sum + bet.amount, 0);
}

/** The amount on each spot (placed and pending bets of several calls add up). */
export function amountsBySpot(bets: readonly RouletteBetInput[]): Map<string, number> {
  const amounts = new Map<string, number>();
  for (const bet of bets) {
    const key = spotKey(bet);
    amounts.set(key, (amounts.get(key) ?? 0) + bet.amount);
  }
  return amounts;
}

/** The European wheel's pockets in order, clockwise from zero. */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14,
  31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
] as const;
