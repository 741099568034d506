import type { Currency } from '@tribuna/contracts/currencies';
import type { LimitKind } from '@tribuna/contracts/jurisdiction';
import type { Language } from '@tribuna/contracts/language-codes';
import { formatMoney } from '@tribuna/contracts/money';

// No zod here (nor anything that imports it): the reality check's dialog says durations
// and money with these, on any page.

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

/** Hours and minutes as the player reads them: "2 h 30 min", or "45 min" under an hour. */
export function durationText(
  minutes: number,
  say: (
    key: 'responsible.duration' | 'responsible.duration_minutes',
    parts: { hours: number; minutes: number },
  ) => string,
): string {
  const parts = splitMinutes(minutes);
  return parts.hours > 0
    ? say('responsible.duration', parts)
    : say('responsible.duration_minutes', parts);
}

/** A limit's value (or a use of it) as the player reads it: money, or "2 h 30 min". */
export function limitValueText(
  kind: LimitKind,
  value: number,
  money: BrandMoney,
  language: Language,
  duration: (minutes: number) => string,
): string {
  return isMoneyKind(kind)
    ? formatMoney(value, money.currency, money.decimals, language)
    : duration(value);
}

/** How much of a limit is used, 0 to 100 (a limit passed by a lowering counts as full). */
export function usedPercent(used: number, limit: number): number {
  if (limit <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round((used / limit) * 100)));
}
