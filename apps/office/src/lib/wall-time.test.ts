import { describe, expect, it } from 'vitest';
import { fromWallTime, toWallTime } from './wall-time';

describe('wall time in the brand’s zone', () => {
  it('reads and writes a datetime-local value in the zone, not the computer’s', () => {
    expect(toWallTime('2026-11-20T15:30:00.000Z', 'America/Argentina/Buenos_Aires')).toBe(
      '2026-11-20T12:30',
    );
    expect(fromWallTime('2026-11-20T12:30', 'America/Argentina/Buenos_Aires')).toBe(
      '2026-11-20T15:30:00.000Z',
    );
    expect(fromWallTime('2026-11-20T12:30', 'UTC')).toBe('2026-11-20T12:30:00.000Z');
    expect(toWallTime(null, 'UTC')).toBe('');
  });

  it('finds the offset of each side of a change of time', () => {
    // Madrid: UTC+1 in winter, UTC+2 from 29 March 2026 at 02:00.
    expect(fromWallTime('2026-03-28T12:00', 'Europe/Madrid')).toBe('2026-03-28T11:00:00.000Z');
    expect(fromWallTime('2026-03-29T12:00', 'Europe/Madrid')).toBe('2026-03-29T10:00:00.000Z');
    for (const iso of ['2026-03-29T00:30:00.000Z', '2026-10-25T02:30:00.000Z']) {
      expect(fromWallTime(toWallTime(iso, 'Europe/Madrid'), 'Europe/Madrid')).toBe(iso);
    }
  });

  it('refuses what is not a time of a real day', () => {
    expect(fromWallTime('2026-02-30T10:00', 'UTC')).toBeNull();
    expect(fromWallTime('20/11/2026 10:00', 'UTC')).toBeNull();
    expect(fromWallTime('', 'UTC')).toBeNull();
  });
});
