import { localeOf } from '@tribuna/contracts/money';

// Moments as the player reads them: in the page's language and the brand's time zone
// (product.md: "times are shown in the brand's time zone everywhere"), whatever zone the
// player's device is set to.

function format(
  iso: string,
  language: string,
  timeZone: string | undefined,
  style: Intl.DateTimeFormatOptions,
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(localeOf(language), {
      ...style,
      ...(timeZone ? { timeZone } : {}),
    }).format(date);
  } catch {
    // An unknown zone name: the visitor's own zone rather than nothing.
    return new Intl.DateTimeFormat(localeOf(language), style).format(date);
  }
}

/** A day, written out ("November 27, 2026"). */
export function formatDate(iso: string, language: string, timeZone?: string): string {
  return format(iso, language, timeZone, { dateStyle: 'long' });
}

/** A date and time ("27 nov 2026, 09:00"). */
export function formatDateTime(iso: string, language: string, timeZone?: string): string {
  return format(iso, language, timeZone, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A time of day with its seconds, for a list of today's rounds ("09:00:05"). */
export function formatTime(iso: string, language: string, timeZone?: string): string {
  return format(iso, language, timeZone, { timeStyle: 'medium' });
}

/**
 * A calendar day ("2026-11-27", already the brand's day) as the player reads it, with no zone
 * to move it: `month` names the month and year only ("November 2026").
 */
export function formatDay(
  day: string,
  language: string,
  style: 'medium' | 'month' = 'medium',
): string {
  return format(
    `${day}T12:00:00Z`,
    language,
    'UTC',
    style === 'month' ? { month: 'long', year: 'numeric' } : { dateStyle: 'medium' },
  );
}
