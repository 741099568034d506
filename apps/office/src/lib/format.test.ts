import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { brandTimeZone, formatDateTime, setBrandTimeZone } from './format';
import { changeLanguage, initI18n } from './i18n';

// Near midnight UTC: in Buenos Aires (UTC−3 all year) it is still the day before, so a
// time shown in the reader's zone (these tests' machine's is UTC) would be another day.
const LATE = '2026-03-02T02:30:00.000Z';

/** ICU puts a narrow no-break space before AM/PM in some versions, a plain one in others. */
function plain(text: string): string {
  return text.replace(/\u202f|\u00a0/g, ' ');
}

beforeAll(async () => {
  await initI18n('en_US');
});
afterEach(async () => {
  setBrandTimeZone(undefined);
  await changeLanguage('en_US');
});

describe('the office’s times', () => {
  it('are in the brand’s zone once it is known, in the reader’s language', async () => {
    setBrandTimeZone('America/Argentina/Buenos_Aires');
    expect(brandTimeZone()).toBe('America/Argentina/Buenos_Aires');
    expect(plain(formatDateTime(LATE))).toBe('Mar 1, 2026, 11:30 PM');
    await changeLanguage('es_ES');
    expect(plain(formatDateTime(LATE))).toBe('1 mar 2026, 23:30');
    await changeLanguage('pt_BR');
    expect(plain(formatDateTime(LATE))).toBe('1 de mar. de 2026, 23:30');
  });

  it('take a zone asked for over the brand’s', () => {
    setBrandTimeZone('America/Argentina/Buenos_Aires');
    expect(plain(formatDateTime(LATE, 'Asia/Tokyo'))).toBe('Mar 2, 2026, 11:30 AM');
  });

  it('say a missing time as a dash and an unknown zone in the reader’s own', () => {
    setBrandTimeZone('Nowhere/Else');
    const own = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
    expect(formatDateTime(LATE)).toBe(own.format(new Date(LATE)));
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime('soon')).toBe('soon');
  });
});
