// Decimal odds (what the API carries) as the other two formats players know. Pure
// functions, no zod: the sports pages format every price with them.

export const ODDS_FORMATS = ['decimal', 'fractional', 'american'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

export function isOddsFormat(value: unknown): value is OddsFormat {
  return typeof value === 'string' && (ODDS_FORMATS as readonly string[]).includes(value);
}

/**
 * The bookmakers' ladder: the fractions players expect to see, some unreduced on
 * purpose (4/6 rather than 2/3). A decimal price that rounds from one of them is shown
 * as it; any other as the reduced fraction of its profit.
 */
const FAMILIAR_FRACTIONS: readonly (readonly [number, number])[] = [
  [1, 100],
  [1, 50],
  [1, 33],
  [1, 25],
  [1, 20],
  [1, 16],
  [1, 14],
  [1, 12],
  [1, 11],
  [1, 10],
  [1, 9],
  [1, 8],
  [2, 13],
  [1, 7],
  [1, 6],
  [2, 11],
  [1, 5],
  [2, 9],
  [1, 4],
  [2, 7],
  [3, 10],
  [1, 3],
  [4, 11],
  [2, 5],
  [4, 9],
  [1, 2],
  [8, 15],
  [4, 7],
  [8, 13],
  [4, 6],
  [8, 11],
  [4, 5],
  [5, 6],
  [10, 11],
  [1, 1],
  [21, 20],
  [11, 10],
  [6, 5],
  [5, 4],
  [11, 8],
  [3, 2],
  [13, 8],
  [7, 4],
  [15, 8],
  [2, 1],
  [9, 4],
  [5, 2],
  [11, 4],
  [3, 1],
  [10, 3],
  [7, 2],
  [4, 1],
  [9, 2],
  [5, 1],
  [11, 2],
  [6, 1],
  [13, 2],
  [7, 1],
  [15, 2],
  [8, 1],
  [17, 2],
  [9, 1],
  [10, 1],
  [11, 1],
  [12, 1],
  [14, 1],
  [16, 1],
  [18, 1],
  [20, 1],
  [25, 1],
  [33, 1],
  [40, 1],
  [50, 1],
  [66, 1],
  [80, 1],
  [100, 1],
];

/** Decimal odds in hundredths (1.85 -> 185), free of float noise. */
export function oddsX100(odds: number): number {
  return Math.round(odds * 100);
}

function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/** 2.50 -> "3/2", 1.67 -> "4/6", 1.91 -> "10/11", 2.00 -> "1/1", 1.72 -> "18/25". */
export function toFractional(odds: number): string {
  const x100 = oddsX100(odds);
  const profit = x100 - 100;
  if (profit <= 0) return '0/1';
  let best: readonly [number, number] | null = null;
  let bestDistance = Infinity;
  for (const fraction of FAMILIAR_FRACTIONS) {
    const [numerator, denominator] = fraction;
    const value = 100 + (100 * numerator) / denominator;
    if (Math.round(value) !== x100) continue;
    const distance = Math.abs(value - x100);
    if (distance < bestDistance) {
      best = fraction;
      bestDistance = distance;
    }
  }
  if (best) return `${best[0]}/${best[1]}`;
  const divisor = gcd(profit, 100);
  return `${profit / divisor}/${100 / divisor}`;
}

/** 2.50 -> "+150", 1.50 -> "-200", 2.00 -> "+100", 1.91 -> "-110". */
export function toAmerican(odds: number): string {
  const x100 = oddsX100(odds);
  const profit = x100 - 100;
  if (profit <= 0) return '-';
  if (x100 >= 200) return `+${profit}`;
  return `-${Math.round(10_000 / profit)}`;
}

/** Two decimals, always: 2 -> "2.00". */
export function toDecimal(odds: number): string {
  return (oddsX100(odds) / 100).toFixed(2);
}

export function formatOdds(odds: number, format: OddsFormat): string {
  switch (format) {
    case 'fractional':
      return toFractional(odds);
    case 'american':
      return toAmerican(odds);
    default:
      return toDecimal(odds);
  }
}
