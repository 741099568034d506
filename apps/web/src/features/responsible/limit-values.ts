import type { Currency } from '@tribuna/contracts/currencies';
import type { LimitKind } from '@tribuna/contracts/jurisdiction';
import type { Language } from '@tribuna/contracts/language-codes';
import { formatMoney } from '@tribuna/contracts/money';
import { MAX_SESSION_MINUTES } from '@tribuna/contracts/responsible';
import { parseTypedAmount, type AmountProblem } from '@tribuna/contracts/typed-amount';

/** The brand's one currency, as limits are kept in it. */
export interface BrandMoney {
  currency: Currency;
  decimals: number;
}

/** Money kinds are minor units of the brand's currency; `session` is minutes. */
export function isMoneyKind(kind: LimitKind): boolean {
  return kind !== 'session';
}

/** Whole hours and the minutes left over. */
export function splitMinutes(total: number): { hours: number; minutes: number } {
  const whole = Math.max(0, Math.floor(total));
  return { hours: Math.floor(whole / 60), minutes: whole % 60 };
}

/** A limit's value (or a use of it) as the player reads it: money, or "2 h 30 min". */
export function limitValueText(
  kind: LimitKind,
  value: number,
  money: BrandMoney,
  language: Language,
  duration: (parts: { hours: number; minutes: number }) => string,
): string {
  return isMoneyKind(kind)
    ? formatMoney(value, money.currency, money.decimals, language)
    : duration(splitMinutes(value));
}

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

/** How much of a limit is used, 0 to 100 (a limit passed by a lowering counts as full). */
export function usedPercent(used: number, limit: number): number {
  if (limit <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round((used / limit) * 100)));
}
