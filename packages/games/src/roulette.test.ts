import { describe, expect, it } from 'vitest';
import { GameError } from './game-error';
import { createSimulationRandom } from './random';
import {
  ROULETTE_PAYOUTS,
  playRoulette,
  rouletteBetNumbers,
  rouletteBetRtp,
  rouletteColor,
  settleRoulette,
  spinRoulette,
  verifyRoulette,
  type RouletteBet,
  type RouletteBetType,
} from './roulette';

const seeds = {
  serverSeed: 'e5380c4f06a3d40e9d004f69341cf831de4c56aa2e61d8dd6ebc863c137203ac',
  clientSeed: 'player-seed',
  nonce: 0,
};

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof GameError) return error.code;
    throw error;
  }
  return undefined;
}

/** One bet of each type, each with a winning number and a losing one. */
const CASES: { bet: RouletteBet; wins: number; loses: number; odds: number }[] = [
  { bet: { type: 'straight', amount: 10, numbers: [17] }, wins: 17, loses: 18, odds: 35 },
  { bet: { type: 'split', amount: 10, numbers: [17, 18] }, wins: 18, loses: 19, odds: 17 },
  { bet: { type: 'split', amount: 10, numbers: [14, 17] }, wins: 14, loses: 15, odds: 17 },
  { bet: { type: 'split', amount: 10, numbers: [0, 2] }, wins: 0, loses: 1, odds: 17 },
  { bet: { type: 'street', amount: 10, numbers: [34, 35, 36] }, wins: 35, loses: 33, odds: 11 },
  { bet: { type: 'street', amount: 10, numbers: [0, 1, 2] }, wins: 0, loses: 3, odds: 11 },
  { bet: { type: 'corner', amount: 10, numbers: [1, 2, 4, 5] }, wins: 5, loses: 3, odds: 8 },
  { bet: { type: 'corner', amount: 10, numbers: [0, 1, 2, 3] }, wins: 3, loses: 4, odds: 8 },
  {
    bet: { type: 'six_line', amount: 10, numbers: [31, 32, 33, 34, 35, 36] },
    wins: 31,
    loses: 30,
    odds: 5,
  },
  { bet: { type: 'column', amount: 10, index: 1 }, wins: 34, loses: 0, odds: 2 },
  { bet: { type: 'column', amount: 10, index: 3 }, wins: 36, loses: 35, odds: 2 },
  { bet: { type: 'dozen', amount: 10, index: 2 }, wins: 24, loses: 25, odds: 2 },
  { bet: { type: 'red', amount: 10 }, wins: 32, loses: 0, odds: 1 },
  { bet: { type: 'black', amount: 10 }, wins: 26, loses: 32, odds: 1 },
  { bet: { type: 'even', amount: 10 }, wins: 36, loses: 0, odds: 1 },
  { bet: { type: 'odd', amount: 10 }, wins: 35, loses: 36, odds: 1 },
  { bet: { type: 'low', amount: 10 }, wins: 18, loses: 19, odds: 1 },
  { bet: { type: 'high', amount: 10 }, wins: 19, loses: 0, odds: 1 },
];

describe('European roulette', () => {
  it.each(CASES)('pays $bet.type at $odds:1 (case $#)', ({ bet, wins, loses, odds }) => {
    expect(ROULETTE_PAYOUTS[bet.type]).toBe(odds);
    const won = settleRoulette(wins, [bet]);
    expect(won.bets[0]).toEqual({ bet, won: true, payout: 10 * (odds + 1) });
    expect(won.totalPayout).toBe(10 * (odds + 1));
    const lost = settleRoulette(loses, [bet]);
    expect(lost.bets[0]?.payout).toBe(0);
    expect(lost.totalStake).toBe(10);
  });

  it('covers the right numbers with every outside bet', () => {
    expect(rouletteBetNumbers({ type: 'column', amount: 1, index: 2 })).toEqual([
      2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35,
    ]);
    expect(rouletteBetNumbers({ type: 'dozen', amount: 1, index: 3 })).toEqual(
      Array.from({ length: 12 }, (_, i) => 25 + i),
    );
    const red = rouletteBetNumbers({ type: 'red', amount: 1 });
    const black = rouletteBetNumbers({ type: 'black', amount: 1 });
    expect(red).toHaveLength(18);
    expect(black).toHaveLength(18);
    expect(new Set([...red, ...black]).size).toBe(36);
    expect(red).toEqual([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
    expect(rouletteColor(0)).toBe('green');
    expect(rouletteColor(1)).toBe('red');
    expect(rouletteColor(2)).toBe('black');
  });

  it('refuses bets the table does not take', () => {
    const refused: [RouletteBet, string][] = [
      [{ type: 'split', amount: 10, numbers: [17, 19] }, 'roulette.numbers_not_adjacent'],
      [{ type: 'split', amount: 10, numbers: [3, 4] }, 'roulette.numbers_not_adjacent'],
      [{ type: 'split', amount: 10, numbers: [0, 4] }, 'roulette.numbers_not_adjacent'],
      [{ type: 'split', amount: 10, numbers: [5] }, 'roulette.numbers_invalid'],
      [{ type: 'street', amount: 10, numbers: [2, 3, 4] }, 'roulette.numbers_not_adjacent'],
      [{ type: 'corner', amount: 10, numbers: [3, 4, 6, 7] }, 'roulette.numbers_not_adjacent'],
      [{ type: 'corner', amount: 10, numbers: [1, 2, 3, 4] }, 'roulette.numbers_not_adjacent'],
      [
        { type: 'six_line', amount: 10, numbers: [2, 3, 4, 5, 6, 7] },
        'roulette.numbers_not_adjacent',
      ],
      [{ type: 'straight', amount: 10, numbers: [37] }, 'roulette.numbers_invalid'],
      [{ type: 'straight', amount: 10, numbers: [1.5] }, 'roulette.numbers_invalid'],
      [{ type: 'straight', amount: 0, numbers: [1] }, 'roulette.amount_invalid'],
      [{ type: 'straight', amount: 1.5, numbers: [1] }, 'roulette.amount_invalid'],
      [{ type: 'column', amount: 10, index: 4 }, 'roulette.index_invalid'],
      [{ type: 'dozen', amount: 10 }, 'roulette.index_invalid'],
      [{ type: 'red', amount: 10, numbers: [1] }, 'roulette.numbers_invalid'],
      [{ type: 'even', amount: 10, index: 1 }, 'roulette.index_invalid'],
      [{ type: 'straight', amount: 10, numbers: [1], index: 1 }, 'roulette.index_invalid'],
      [{ type: 'basket' as RouletteBetType, amount: 10 }, 'roulette.bet_type_invalid'],
    ];
    for (const [bet, code] of refused) expect(codeOf(() => rouletteBetNumbers(bet))).toBe(code);
    expect(codeOf(() => playRoulette(seeds, []))).toBe('roulette.no_bets');
    // One bad bet refuses the whole round.
    expect(
      codeOf(() =>
        playRoulette(seeds, [
          { type: 'red', amount: 10 },
          { type: 'split', amount: 10, numbers: [1, 5] },
        ]),
      ),
    ).toBe('roulette.numbers_not_adjacent');
  });

  it('counts every valid inside bet of the table', () => {
    const count = (type: RouletteBetType, size: number) => {
      let valid = 0;
      const numbers: number[] = [];
      const walk = (from: number) => {
        if (numbers.length === size) {
          if (codeOf(() => rouletteBetNumbers({ type, amount: 1, numbers })) === undefined)
            valid += 1;
          return;
        }
        for (let n = from; n <= 36; n += 1) {
          numbers.push(n);
          walk(n + 1);
          numbers.pop();
        }
      };
      walk(0);
      return valid;
    };
    // 57 splits on 1-36 + 3 with zero; 12 streets + 2 with zero; 22 corners + 0-1-2-3; 11 lines.
    expect(count('straight', 1)).toBe(37);
    expect(count('split', 2)).toBe(60);
    expect(count('street', 3)).toBe(14);
    expect(count('corner', 4)).toBe(23);
  });

  it('returns exactly 36/37 = 97.297 % on every bet', () => {
    const bets: RouletteBet[] = [
      ...CASES.map((c) => c.bet),
      { type: 'six_line', amount: 1, numbers: [1, 2, 3, 4, 5, 6] },
    ];
    for (const bet of bets) {
      const { numerator, denominator } = rouletteBetRtp(bet);
      expect(numerator * 37).toBe(36 * denominator);
    }
    // And by settling every pocket once: what a bet returns over the 37 results.
    for (const bet of bets) {
      let paid = 0;
      for (let n = 0; n <= 36; n += 1) paid += settleRoulette(n, [bet]).totalPayout;
      expect(paid).toBe(bet.amount * 36);
    }
    expect(Math.round((36 / 37) * 1000) / 10).toBe(97.3);
  });

  it('settles several bets in one round and replays it from the seeds (known answer)', () => {
    const bets: RouletteBet[] = [
      { type: 'straight', amount: 100, numbers: [6] },
      { type: 'split', amount: 50, numbers: [3, 6] },
      { type: 'even', amount: 200 },
      { type: 'red', amount: 200 },
    ];
    const round = playRoulette({ ...seeds, nonce: 1 }, bets);
    expect(round.number).toBe(6);
    expect(round.color).toBe('black');
    expect(round.bets.map((b) => b.payout)).toEqual([3600, 900, 400, 0]);
    expect(round.totalStake).toBe(550);
    expect(round.totalPayout).toBe(4900);
    expect(verifyRoulette({ ...seeds, nonce: 1 }, bets)).toEqual(round);
    expect([0, 2, 3, 4].map((nonce) => playRoulette({ ...seeds, nonce }, bets).number)).toEqual([
      0, 25, 14, 2,
    ]);
  });

  it('returns close to 97.3 % by simulation', () => {
    const random = createSimulationRandom('roulette-test');
    const bet: RouletteBet = { type: 'straight', amount: 1, numbers: [17] };
    const rounds = 200_000;
    let paid = 0;
    for (let i = 0; i < rounds; i += 1)
      paid += settleRoulette(spinRoulette(random), [bet]).totalPayout;
    // A straight's return has standard deviation sqrt(36^2/37 - (36/37)^2) = 5.84.
    const sd = Math.sqrt((36 * 36) / 37 - (36 / 37) ** 2);
    expect(Math.abs(paid / rounds - 36 / 37)).toBeLessThan((4 * sd) / Math.sqrt(rounds));
  });
});
