import { describe, expect, it } from 'vitest';
import {
  CRASH_GROWTH_PER_MS,
  buildHashChain,
  crashPayout,
  crashPoint,
  crashPointForSeed,
  crashPointFromUint32,
  multiplierAt,
  settleCrash,
  timeToReach,
  verifyChainLink,
  verifyChainSeed,
  verifyCrash,
} from './crash';
import { GameError } from './game-error';
import { createSimulationRandom, hashSeed } from './random';

const finalSeed = 'e5380c4f06a3d40e9d004f69341cf831de4c56aa2e61d8dd6ebc863c137203ac';
const TWO_POW_32 = 2 ** 32;

/** The smallest uint32 whose crash point reaches m (hundredths): 2^32 - floor(99 x 2^32 / m). */
function threshold(m: number): number {
  return TWO_POW_32 - Math.floor((99 * TWO_POW_32) / m);
}

describe('crash', () => {
  it('turns a uint32 into floor(0.99 / (1 - u) x 100) / 100, at least 1.00', () => {
    expect(crashPointFromUint32(0)).toBe(100);
    expect(crashPointFromUint32(2 ** 31)).toBe(198);
    expect(crashPointFromUint32(TWO_POW_32 - 1)).toBe(99 * TWO_POW_32);
    expect(crashPointFromUint32(Math.ceil(TWO_POW_32 * 0.9))).toBe(990);
    expect(crashPointFromUint32(Math.floor(TWO_POW_32 * 0.9))).toBe(989);
    // Exact at the edges of the 0.01 grid, where a float division could slip by one.
    for (const m of [101, 150, 200, 333, 1000, 10_000, 123_456]) {
      const k = threshold(m);
      expect(crashPointFromUint32(k)).toBeGreaterThanOrEqual(m);
      expect(crashPointFromUint32(k - 1)).toBeLessThan(m);
    }
  });

  it('gives P(crash >= m) = 0.99 / m exactly up to 2^-32: a 1 % edge on every cash-out', () => {
    for (const m of [101, 110, 200, 250, 1000, 100_000]) {
      // The engine's crash point is non-decreasing in k, and reaches m from threshold(m) on.
      const k = threshold(m);
      expect(crashPointFromUint32(k)).toBeGreaterThanOrEqual(m);
      expect(crashPointFromUint32(k - 1)).toBeLessThan(m);
      const p = (TWO_POW_32 - k) / TWO_POW_32;
      expect(Math.abs(p - 99 / m)).toBeLessThan(2 ** -32);
      // Cashing out at m returns m x P(crash >= m): 99 %, short by less than m x 2^-32.
      expect(0.99 - (m / 100) * p).toBeGreaterThanOrEqual(0);
      expect(0.99 - (m / 100) * p).toBeLessThan((m / 100) * 2 ** -32);
    }
    // The instant crash (1.00x) takes 1 - 0.99 / 1.01 of rounds.
    expect(threshold(101) / TWO_POW_32).toBeCloseTo(1 - 0.99 / 1.01, 9);
  });

  it('matches P(crash >= m) = 0.99 / m by simulation', () => {
    const random = createSimulationRandom('crash-distribution');
    const rounds = 1_000_000;
    const marks = [101, 120, 200, 500, 1000, 10_000];
    const reached = new Array<number>(marks.length).fill(0);
    let instant = 0;
    for (let i = 0; i < rounds; i += 1) {
      const point = crashPoint(random);
      if (point === 100) instant += 1;
      marks.forEach((m, j) => {
        if (point >= m) reached[j] = (reached[j] ?? 0) + 1;
      });
    }
    marks.forEach((m, j) => {
      const p = 99 / m;
      // 4 standard errors of a binomial proportion.
      const tolerance = 4 * Math.sqrt((p * (1 - p)) / rounds);
      expect(Math.abs((reached[j] ?? 0) / rounds - p)).toBeLessThan(tolerance);
    });
    const pInstant = 1 - 0.99 / 1.01;
    expect(Math.abs(instant / rounds - pInstant)).toBeLessThan(
      4 * Math.sqrt((pInstant * (1 - pInstant)) / rounds),
    );
  });

  it('builds and verifies a hash chain played backwards (known answer)', () => {
    const chain = buildHashChain(finalSeed, 5);
    expect(chain.seeds).toHaveLength(5);
    expect(chain.seeds[4]).toBe(finalSeed);
    expect(chain.seeds[3]).toBe(hashSeed(finalSeed));
    expect(chain.commitment).toBe(
      'bfc3e4f4dab18e56e501d115b4c0aa5338b83a042c36af854b84ba8d821cb295',
    );
    expect(chain.seeds[0]).toBe('ec4bfc5071e6e446cc4b0351016c992ff0cf73d15f2966bc66140e3d203174ed');
    chain.seeds.forEach((seed, round) => {
      expect(verifyChainSeed(seed, round, chain.commitment)).toBe(true);
      if (round > 0) expect(verifyChainLink(seed, chain.seeds[round - 1] ?? '')).toBe(true);
    });
    expect(chain.seeds.map((seed) => crashPointForSeed(seed, 'public-salt'))).toEqual([
      1860, 2659, 138, 243, 150,
    ]);
  });

  it('refuses a seed that is not the chain’s, or not at its place in it', () => {
    const chain = buildHashChain(finalSeed, 5);
    const forged = `${chain.seeds[2]?.slice(0, 63)}0`;
    expect(verifyChainSeed(forged, 2, chain.commitment)).toBe(false);
    expect(verifyChainSeed(chain.seeds[2] ?? '', 3, chain.commitment)).toBe(false);
    expect(verifyChainSeed(chain.seeds[2] ?? '', 1, chain.commitment)).toBe(false);
    expect(verifyChainSeed('not hex', 0, chain.commitment)).toBe(false);
    expect(verifyChainLink(chain.seeds[1] ?? '', chain.seeds[2] ?? '')).toBe(false);
    expect(() => buildHashChain(finalSeed, 0)).toThrow(GameError);
  });

  it('grows the multiplier as e^(0.00006 t) and finds when it reaches a value', () => {
    expect(CRASH_GROWTH_PER_MS).toBe(0.00006);
    expect(multiplierAt(0)).toBe(100);
    expect(multiplierAt(-5)).toBe(100);
    expect(multiplierAt(11_552)).toBe(199);
    expect(multiplierAt(11_553)).toBe(200);
    expect(timeToReach(200)).toBe(11_553);
    expect(timeToReach(100)).toBe(0);
    for (const m of [101, 150, 200, 1000, 5000, 100_000]) {
      const t = timeToReach(m);
      expect(multiplierAt(t)).toBeGreaterThanOrEqual(m);
      expect(multiplierAt(t - 1)).toBeLessThan(m);
      expect(t).toBeCloseTo(Math.log(m / 100) / CRASH_GROWTH_PER_MS, -1);
    }
  });

  it('pays every player of a round at the one crash point', () => {
    const round = settleCrash(243, [
      { playerId: 'a', stake: 1000, cashOutAt: 150 },
      { playerId: 'b', stake: 333, cashOutAt: 243 },
      { playerId: 'c', stake: 1000, cashOutAt: 244 },
      { playerId: 'd', stake: 500 },
      { playerId: 'e', stake: 7, cashOutAt: 101 },
    ]);
    expect(round.crashedAtMs).toBe(timeToReach(243));
    expect(round.bets.map((b) => [b.playerId, b.won, b.payout])).toEqual([
      ['a', true, 1500],
      ['b', true, 809],
      ['c', false, 0],
      ['d', false, 0],
      ['e', true, 7],
    ]);
    expect(() => settleCrash(200, [{ playerId: 'a', stake: 10, cashOutAt: 100 }])).toThrow(
      'cash-out',
    );
    expect(() => settleCrash(200, [{ playerId: 'a', stake: 0 }])).toThrow('stake');
    const chain = buildHashChain(finalSeed, 5);
    expect(
      verifyCrash(chain.seeds[3] ?? '', 'public-salt', [
        { playerId: 'a', stake: 100, cashOutAt: 200 },
      ]),
    ).toMatchObject({ crashPoint: 243, bets: [{ won: true, payout: 200 }] });
  });

  it('pays stake x multiplier rounded down to the minor unit, exactly', () => {
    expect(crashPayout(333, 243)).toBe(809); // 809.19
    expect(crashPayout(7, 101)).toBe(7); // 7.07
    expect(crashPayout(100, 100)).toBe(100);
    // In floats 905841914957 x 558645 / 100 floors to ...533; exactly it is ...532.45.
    expect(Math.floor((905_841_914_957 * 558_645) / 100)).toBe(5_060_440_565_811_533);
    expect(crashPayout(905_841_914_957, 558_645)).toBe(5_060_440_565_811_532);
    expect(crashPayout(985_372_016_506, 776_436)).toBe(7_650_783_070_078_526);
    const round = settleCrash(800_000, [
      { playerId: 'a', stake: 547_419_415_536, cashOutAt: 751_149 },
    ]);
    expect(round.bets[0]?.payout).toBe(4_111_935_465_604_508);
    expect(() => crashPayout(Number.MAX_SAFE_INTEGER, 200)).toThrow(GameError);
  });
});
