import { localeOf } from '@tribuna/contracts/money';

/** "09:00" as the language says a time of day ("9:00 AM", "09:00"). */
export function formatTimeOfDay(time: string, language: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const moment = Date.UTC(1970, 0, 1, Number(match[1]), Number(match[2]));
  return new Intl.DateTimeFormat(localeOf(language), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(moment);
}
