import { describe, expect, it } from 'vitest';
import { betSteps, nearestStep } from './bet-steps';

describe('bet steps', () => {
  it('are 1-2-5 figures whose stake is within the limits', () => {
    expect(betSteps(100, 1_000, 1)).toEqual([100, 200, 500, 1_000]);
    // 20 lines, total ARS 1 to 100: line bets 5 to 500.
    expect(betSteps(100, 10_000, 20)).toEqual([5, 10, 20, 50, 100, 200, 500]);
    expect(betSteps(1_000, 900, 1)).toEqual([]);
  });

  it('picks the closest step', () => {
    expect(nearestStep([5, 10, 20, 50], 25)).toBe(20);
    expect(nearestStep([], 25)).toBe(25);
  });
});
