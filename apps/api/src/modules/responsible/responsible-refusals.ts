import type { Currency } from '@tribuna/contracts/currencies';
import type { LimitKind, LimitPeriod } from '@tribuna/contracts/jurisdiction';
import type { Language } from '@tribuna/contracts/languages';
import { translate } from '@tribuna/contracts/messages';
import { localeOf } from '@tribuna/contracts/money';
import type { BreakKind } from '@tribuna/contracts/responsible';
import { AppError } from '../../lib/app-error';
import { formatMoney } from '../../lib/money-text';

/** An instant as the player reads it: in the brand's zone and the player's language. */
export function whenText(at: Date, timeZone: string, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(at);
}

/** A limit's amount as the player reads it: money, or hours and minutes of play. */
export function limitText(
  kind: LimitKind,
  value: number,
  currency: Currency,
  language: Language,
): string {
  if (kind === 'session') {
    return translate('responsible.time_played', language, {
      hours: Math.floor(value / 60),
      minutes: value % 60,
    });
  }
  return formatMoney(value, currency, language);
}

/** A stake or deposit refused: which limit, how much of it is used, when it resets. */
export function limitReached(refusal: {
  kind: LimitKind;
  period: LimitPeriod;
  limit: number;
  used: number;
  resetsAt: Date;
  currency: Currency;
  timeZone: string;
}): AppError {
  const { kind, period, limit, used, resetsAt, currency, timeZone } = refusal;
  return new AppError(403, 'LIMIT_REACHED', 'responsible.limit_reached', {
    alert: true,
    params: (language) => ({
      limit: translate(`responsible.limit.${kind}.${period}`, language),
      amount: limitText(kind, limit, currency, language),
      used: limitText(kind, Math.min(used, limit), currency, language),
      resets: whenText(resetsAt, timeZone, language),
    }),
  });
}

/** Anything but a withdrawal refused during a time-out or a self-exclusion. */
export function onBreak(kind: BreakKind, endsAt: Date | null, timeZone: string): AppError {
  if (endsAt === null) {
    return new AppError(403, 'ON_BREAK', 'responsible.self_excluded_permanent', { alert: true });
  }
  return new AppError(
    403,
    'ON_BREAK',
    kind === 'time_out' ? 'responsible.on_time_out' : 'responsible.self_excluded',
    { alert: true, params: (language) => ({ until: whenText(endsAt, timeZone, language) }) },
  );
}
