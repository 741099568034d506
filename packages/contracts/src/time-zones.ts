import { localeOf } from './money';

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

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone: a brand's "today". */
export function dayIn(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
