import { toMinorUnits } from '../../lib/money';

/** A signed amount typed in major units ("-150.50", "+20") in exact minor units; null if not one. */
export function parseSignedAmount(text: string, decimals: number): number | null {
  const match = /^\s*([+-]?)\s*(.*)$/.exec(text);
  const magnitude = toMinorUnits(match?.[2] ?? '', decimals);
  if (magnitude === null) return null;
  // No negative zero: it would pass as an amount that is not 0.
  return match?.[1] === '-' && magnitude !== 0 ? -magnitude : magnitude;
}
