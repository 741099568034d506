import { describe, expect, it } from 'vitest';
import { balanceEffect, playerActivityQuery } from './activity-format';

describe('activity figures', () => {
  it('shows stakes and withdrawals as money out of the balances, results and deposits as money in', () => {
    expect(balanceEffect({ kind: 'stake', cash: 1_000, bonus: 200 })).toEqual({
      cash: -1_000,
      bonus: -200,
    });
    expect(balanceEffect({ kind: 'withdrawal', cash: 5_000, bonus: 0 })).toEqual({
      cash: -5_000,
      bonus: 0,
    });
    expect(balanceEffect({ kind: 'result', cash: 3_000, bonus: 50 })).toEqual({
      cash: 3_000,
      bonus: 50,
    });
    // A reversed win takes back what it had paid.
    expect(balanceEffect({ kind: 'result', cash: -500, bonus: 0 })).toEqual({
      cash: -500,
      bonus: 0,
    });
    expect(Object.is(balanceEffect({ kind: 'stake', cash: 0, bonus: 0 }).cash, 0)).toBe(true);
  });

  it('reads the filters from the URL, leaving out what the API would refuse', () => {
    const good = new URLSearchParams('product=sports&from=2026-03-01&to=2026-03-02');
    expect(playerActivityQuery(good, 25, 50)).toEqual({
      product: 'sports',
      from: '2026-03-01',
      to: '2026-03-02',
      limit: 25,
      offset: 50,
    });
    const spoiled = new URLSearchParams('product=Sports!&from=yesterday');
    expect(playerActivityQuery(spoiled, 25, 0)).toEqual({
      product: undefined,
      from: undefined,
      to: undefined,
      limit: 25,
      offset: 0,
    });
  });
});
