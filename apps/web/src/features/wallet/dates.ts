import { localeOf } from '@tribuna/contracts/money';

/** A moment of a payment or movement, in the page's language and the brand's time zone. */
export function formatDateTime(iso: string, language: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(localeOf(language), {
      dateStyle: 'medium',
      timeStyle: 'short',
      ...(timeZone ? { timeZone } : {}),
    }).format(date);
  } catch {
    // An unknown zone name: the visitor's own zone rather than nothing.
    return new Intl.DateTimeFormat(localeOf(language), {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(date);
  }
}

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

/**
 * A time zone as people name it, in the page's language ("hora estándar de Argentina"
 * for `America/Argentina/Buenos_Aires`); the zone's id where the language has no name.
 */
export function zoneName(timeZone: string, language: string): string {
  try {
    const part = new Intl.DateTimeFormat(localeOf(language), {
      timeZone,
      timeZoneName: 'longGeneric',
    })
      .formatToParts(new Date())
      .find((p) => p.type === 'timeZoneName');
    return part?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}
