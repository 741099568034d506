import { describe, expect, it } from 'vitest';
import { asDay, isBackwards, todayIn } from './day-range';

describe('days of a range', () => {
  it('takes only YYYY-MM-DD days and tells a backwards range', () => {
    expect(asDay('2026-03-01')).toBe('2026-03-01');
    expect(asDay('yesterday')).toBeUndefined();
    expect(isBackwards('2026-03-02', '2026-03-01')).toBe(true);
    expect(isBackwards('2026-03-01', undefined)).toBe(false);
  });

  it('answers today in the brand’s time zone, not the browser’s', () => {
    const lateInBuenosAires = new Date('2026-03-02T02:30:00Z');
    expect(todayIn('America/Argentina/Buenos_Aires', lateInBuenosAires)).toBe('2026-03-01');
    expect(todayIn('Europe/Madrid', lateInBuenosAires)).toBe('2026-03-02');
    expect(todayIn('Not/AZone', lateInBuenosAires)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
