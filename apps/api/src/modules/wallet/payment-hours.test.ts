import { describe, expect, it } from 'vitest';
import { isWithinPaymentHours, localDate } from './payment-hours';

const TZ = 'America/Argentina/Buenos_Aires'; // UTC-3 all year
const hours = { from: '09:00', to: '03:30' };

function at(localTime: string): Date {
  return new Date(`2026-03-10T${localTime}:00-03:00`);
}

describe('payment hours', () => {
  it('wraps midnight: open from 09:00 to 03:30 brand time', () => {
    expect(isWithinPaymentHours(at('08:59'), hours, TZ)).toBe(false);
    expect(isWithinPaymentHours(at('09:00'), hours, TZ)).toBe(true);
    expect(isWithinPaymentHours(at('23:59'), hours, TZ)).toBe(true);
    expect(isWithinPaymentHours(at('00:00'), hours, TZ)).toBe(true);
    expect(isWithinPaymentHours(at('03:29'), hours, TZ)).toBe(true);
    expect(isWithinPaymentHours(at('03:30'), hours, TZ)).toBe(false);
    expect(isWithinPaymentHours(at('05:00'), hours, TZ)).toBe(false);
  });

  it('reads the hour in the brand time zone, not the server one', () => {
    // 07:00 UTC is 04:00 in Buenos Aires (closed) and 16:00 in Tokyo (open).
    const instant = new Date('2026-03-10T07:00:00Z');
    expect(isWithinPaymentHours(instant, hours, TZ)).toBe(false);
    expect(isWithinPaymentHours(instant, hours, 'Asia/Tokyo')).toBe(true);
  });

  it('is open all day when both ends are equal, and plain when the end is later', () => {
    expect(isWithinPaymentHours(at('04:00'), { from: '00:00', to: '00:00' }, TZ)).toBe(true);
    expect(isWithinPaymentHours(at('12:00'), { from: '10:00', to: '18:00' }, TZ)).toBe(true);
    expect(isWithinPaymentHours(at('18:00'), { from: '10:00', to: '18:00' }, TZ)).toBe(false);
  });

  it("gives the brand's calendar date", () => {
    expect(localDate(new Date('2026-03-11T02:30:00Z'), TZ)).toBe('2026-03-10');
    expect(localDate(new Date('2026-03-11T03:00:00Z'), TZ)).toBe('2026-03-11');
  });
});
