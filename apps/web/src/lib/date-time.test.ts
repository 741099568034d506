import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDay, formatTime } from './date-time';

// A moment near midnight UTC: in the brand's zone (UTC−3 all year) it is still the day
// before, so a time shown in the device's zone instead would show on another day.
const LATE = '2026-11-24T01:30:00.000Z';
const ZONE = 'America/Argentina/Buenos_Aires';

/** ICU puts a narrow no-break space before AM/PM in some versions, a plain one in others. */
function plain(text: string): string {
  return text.replace(/\u202f|\u00a0/g, ' ');
}

describe('times in the brand’s zone', () => {
  it('says a date and time in the zone, in each language', () => {
    expect(plain(formatDateTime(LATE, 'en_US', ZONE))).toBe('Nov 23, 2026, 10:30 PM');
    expect(plain(formatDateTime(LATE, 'es_ES', ZONE))).toBe('23 nov 2026, 22:30');
    expect(plain(formatDateTime(LATE, 'pt_BR', ZONE))).toBe('23 de nov. de 2026, 22:30');
    expect(plain(formatDateTime(LATE, 'en_US', 'Asia/Tokyo'))).toBe('Nov 24, 2026, 10:30 AM');
  });

  it('says the day it is in the zone', () => {
    expect(formatDate(LATE, 'en_US', ZONE)).toBe('November 23, 2026');
    expect(formatDate(LATE, 'es_ES', ZONE)).toBe('23 de noviembre de 2026');
    expect(formatDate(LATE, 'pt_BR', 'Asia/Tokyo')).toBe('24 de novembro de 2026');
  });

  it('says a time of day with its seconds', () => {
    expect(plain(formatTime('2026-11-23T12:00:05.000Z', 'en_US', ZONE))).toBe('9:00:05 AM');
    expect(plain(formatTime('2026-11-23T12:00:05.000Z', 'es_ES', ZONE))).toBe('9:00:05');
  });

  it('falls back to the device’s zone for an unknown zone, and to the text for a bad date', () => {
    const own = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
    expect(formatDateTime(LATE, 'en_US', 'Nowhere/Else')).toBe(own.format(new Date(LATE)));
    expect(plain(formatDateTime('not a date', 'en_US', ZONE))).toBe('not a date');
  });

  it('says a calendar day as it is, and a month', () => {
    expect(formatDay('2026-11-01', 'en_US')).toBe('Nov 1, 2026');
    expect(formatDay('2026-11-01', 'es_ES', 'month')).toBe('noviembre de 2026');
  });
});
