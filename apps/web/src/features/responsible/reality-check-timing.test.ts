import { describe, expect, it } from 'vitest';
import { DUE_MARGIN_MS, MIN_RECHECK_MS, msUntilCheck } from './reality-check-timing';

const RECEIVED = Date.parse('2026-11-27T10:00:00.000Z');

describe('msUntilCheck', () => {
  it('waits until the next check on a device whose clock agrees with the server', () => {
    const clock = { now: '2026-11-27T10:00:00.000Z', next_check_at: '2026-11-27T10:15:00.000Z' };
    expect(msUntilCheck(clock, RECEIVED, RECEIVED)).toBe(15 * 60_000 + DUE_MARGIN_MS);
    expect(msUntilCheck(clock, RECEIVED, RECEIVED + 60_000)).toBe(14 * 60_000 + DUE_MARGIN_MS);
  });

  it("corrects a device's clock that runs ahead or behind the server's", () => {
    // The server says 09:55 when this device says 10:00: due at 10:10 server time is 10:15 here.
    const behind = { now: '2026-11-27T09:55:00.000Z', next_check_at: '2026-11-27T10:10:00.000Z' };
    expect(msUntilCheck(behind, RECEIVED, RECEIVED)).toBe(15 * 60_000 + DUE_MARGIN_MS);
    const ahead = { now: '2026-11-27T10:07:00.000Z', next_check_at: '2026-11-27T10:22:00.000Z' };
    expect(msUntilCheck(ahead, RECEIVED, RECEIVED)).toBe(15 * 60_000 + DUE_MARGIN_MS);
  });

  it('asks again a moment later when the time has passed, never in a tight loop', () => {
    const clock = { now: '2026-11-27T10:00:00.000Z', next_check_at: '2026-11-27T09:59:00.000Z' };
    expect(msUntilCheck(clock, RECEIVED, RECEIVED)).toBe(MIN_RECHECK_MS);
    expect(msUntilCheck({ now: 'nonsense', next_check_at: 'x' }, RECEIVED)).toBe(MIN_RECHECK_MS);
  });
});
