import { currentLanguage } from './i18n';

let brandZone: string | undefined;

/**
 * The brand's time zone, once the office knows it (from the signed-in staff member's
 * `me`, and again when the brand's settings are saved): every time the office shows is
 * in it, as the brand's days are, whatever zone the reader's computer is in.
 */
export function setBrandTimeZone(timeZone: string | undefined): void {
  brandZone = timeZone;
}

export function brandTimeZone(): string | undefined {
  return brandZone;
}

/**
 * A date and time in the reader's language, in the brand's time zone (or `timeZone`);
 * in the reader's own zone only until the brand's is known.
 */
export function formatDateTime(
  value: string | null | undefined,
  timeZone: string | undefined = brandZone,
): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const locale = currentLanguage().replace('_', '-');
  const style = { dateStyle: 'medium', timeStyle: 'short' } as const;
  try {
    return new Intl.DateTimeFormat(locale, { ...style, timeZone }).format(date);
  } catch {
    // A zone this browser does not know: the reader's own, rather than nothing.
    return new Intl.DateTimeFormat(locale, style).format(date);
  }
}
