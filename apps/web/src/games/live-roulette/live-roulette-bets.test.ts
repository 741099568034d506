import { describe, expect, it } from 'vitest';
import { validateRouletteBets } from '@tribuna/games/roulette';
import { addChip, amountsBySpot, GRID_ROWS, totalOf, WHEEL_ORDER } from './live-roulette-bets';

describe('live roulette chips', () => {
  it('adds chips on one spot up and keeps bets the engine takes', () => {
    let bets = addChip([], { type: 'straight', numbers: [17] }, 100);
    bets = addChip(bets, { type: 'red' }, 500);
    bets = addChip(bets, { type: 'straight', numbers: [17] }, 1_000);
    bets = addChip(bets, { type: 'dozen', index: 2 }, 100);
    expect(bets).toEqual([
      { type: 'straight', numbers: [17], amount: 1_100 },
      { type: 'red', amount: 500 },
      { type: 'dozen', index: 2, amount: 100 },
    ]);
    expect(totalOf(bets)).toBe(1_700);
    expect(() => validateRouletteBets(bets)).not.toThrow();
    expect(amountsBySpot([...bets, { type: 'red', amount: 5 }]).get('red')).toBe(505);
  });

  it('draws every number once, and the wheel holds every pocket once', () => {
    expect(GRID_ROWS.flat().sort((a, b) => a - b)).toEqual(
      Array.from({ length: 36 }, (_, i) => i + 1),
    );
    expect(GRID_ROWS[0]?.[0]).toBe(3);
    expect(new Set(WHEEL_ORDER).size).toBe(37);
  });
});
