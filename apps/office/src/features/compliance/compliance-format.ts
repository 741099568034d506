import { currencyDecimals, currencySchema, type Currency } from '@tribuna/contracts/currencies';
import { LIMIT_KINDS, LIMIT_PERIODS, type LimitKind } from '@tribuna/contracts/jurisdiction';
import type { Language } from '@tribuna/contracts/language-codes';
import { formatMoney as formatMoneyIn, localeOf } from '@tribuna/contracts/money';
import type { BreakView } from '@tribuna/contracts/responsible';

/** The player's answer names its currency as text: the brand's own when it is not one we know. */
export function currencyOf(code: string, fallback: Currency): Currency {
  const parsed = currencySchema.safeParse(code);
  return parsed.success ? parsed.data : fallback;
}

/** Minutes as hours and minutes ("2 h 05 min"), the way session limits are read. */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = String(minutes % 60).padStart(2, '0');
  return hours > 0 ? `${hours} h ${rest} min` : `${minutes % 60} min`;
}

/**
 * One limit's figure: money (minor units of the brand's currency) for deposits, losses and
 * wagers, time for sessions.
 */
export function formatLimit(
  kind: LimitKind,
  value: number,
  currency: Currency,
  language: Language,
): string {
  if (kind === 'session') return formatMinutes(value);
  return formatMoneyIn(value, currency, currencyDecimals(currency), language);
}

/** Whole units of the brand's currency (the profile's default limits), "ARS 1,500". */
export function formatWhole(value: number, currency: Currency, language: Language): string {
  return formatMoneyIn(value, currency, 0, language);
}

/** How much of a limit is used, as a whole percentage ("85 %" in the reader's format). */
export function formatShare(used: number, limit: number, language: Language): string {
  const share = limit > 0 ? used / limit : 0;
  return new Intl.NumberFormat(localeOf(language), {
    style: 'percent',
    maximumFractionDigits: 0,
  }).format(share);
}

/** How close a limit is: from 80 % (where a loss limit raises a flag) a warning, at 100 % reached. */
export function shareTone(used: number, limit: number): 'reached' | 'near' | undefined {
  if (limit <= 0 || used >= limit) return limit > 0 || used > 0 ? 'reached' : undefined;
  return used * 5 >= limit * 4 ? 'near' : undefined;
}

/** Limits in a fixed order, by kind then period, whatever order the answer has. */
export function sortLimits<T extends { kind: LimitKind; period: (typeof LIMIT_PERIODS)[number] }>(
  limits: readonly T[],
): T[] {
  const rank = (limit: T) =>
    LIMIT_KINDS.indexOf(limit.kind) * LIMIT_PERIODS.length + LIMIT_PERIODS.indexOf(limit.period);
  return [...limits].sort((a, b) => rank(a) - rank(b));
}

/** A break is in force until it ends; a permanent one always is. */
export function breakInForce(entry: Pick<BreakView, 'ends_at'>, now: Date): boolean {
  return entry.ends_at === null || new Date(entry.ends_at).getTime() > now.getTime();
}

/** A country's name in the reader's language ("Spain", "España"); the code when unknown. */
export function countryName(code: string, language: Language): string {
  try {
    return new Intl.DisplayNames([localeOf(language)], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
