import type { Language } from '@tribuna/contracts/language-codes';
import { MAX_SESSION_MINUTES } from '@tribuna/contracts/responsible';
import { parseTypedAmount, type AmountProblem } from '@tribuna/contracts/typed-amount';
import type { BrandMoney } from './limit-values';

export type TypedLimit =
  { ok: true; value: number } | { ok: false; problem: AmountProblem | 'session_invalid' };

/** A money limit typed in the player's format ("1.500,50"), as minor units. */
export function readMoneyLimit(
  text: string,
  money: BrandMoney,
  language: Language,
): { ok: true; value: number } | { ok: false; problem: AmountProblem } {
  const parsed = parseTypedAmount(text, money.decimals, language);
  return parsed.ok ? { ok: true, value: parsed.minor } : parsed;
}

/**
 * A session limit typed as hours and minutes (either may be empty, read as 0): whole
 * numbers, more than no time at all and at most the contract's month of minutes.
 */
export function readSessionLimit(hours: string, minutes: string): TypedLimit {
  const whole = (text: string) =>
    text.trim() === '' ? 0 : /^\d{1,6}$/.test(text.trim()) ? Number(text) : NaN;
  const total = whole(hours) * 60 + whole(minutes);
  if (!Number.isInteger(total) || total < 1 || total > MAX_SESSION_MINUTES) {
    return { ok: false, problem: 'session_invalid' };
  }
  return { ok: true, value: total };
}
