import { currentLanguage } from './i18n';

/**
 * A date and time in the reader's language, in their own time zone or in `timeZone` (the
 * brand's, where a screen's days are the brand's).
 */
export function formatDateTime(value: string | null | undefined, timeZone?: string): string {
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
