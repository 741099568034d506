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
