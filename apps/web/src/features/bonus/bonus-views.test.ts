import { describe, expect, it } from 'vitest';
import { BONUS_SECTIONS, BONUS_STATUSES } from '@tribuna/contracts/bonus';
import { BONUS_VIEWS, isBonusView, statusOfView, viewOfStatus } from './bonus-views';

describe('the bonus sections', () => {
  it("are the contract's six, each status listed in one", () => {
    expect([...BONUS_VIEWS].sort()).toEqual([...BONUS_SECTIONS].sort());
    for (const status of BONUS_STATUSES) expect(statusOfView(viewOfStatus(status))).toBe(status);
    expect(viewOfStatus('active')).toBe('list');
    expect(isBonusView('code')).toBe(true);
    expect(isBonusView('active')).toBe(false);
    expect(isBonusView(undefined)).toBe(false);
  });
});
