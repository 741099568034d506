import type { Language } from '@tribuna/contracts/language-codes';
import { currentLanguage } from '../../lib/i18n';
import { toMinorUnits } from '../../lib/money';

/**
 * A signed amount typed in major units in the staff member's format ("-150,50", "+20" in
 * es_ES) in exact minor units; null if not one.
 */
export function parseSignedAmount(
  text: string,
  decimals: number,
  language: Language = currentLanguage(),
): number | null {
  const match = /^\s*([+-]?)\s*(.*)$/.exec(text);
  const magnitude = toMinorUnits(match?.[2] ?? '', decimals, language);
  if (magnitude === null) return null;
  // No negative zero: it would pass as an amount that is not 0.
  return match?.[1] === '-' && magnitude !== 0 ? -magnitude : magnitude;
}
