import { currentLanguage } from './i18n';

/** A date and time in the reader's language and their own time zone. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(currentLanguage().replace('_', '-'), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}
