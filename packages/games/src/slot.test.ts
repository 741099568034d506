import { describe, expect, it } from 'vitest';
import { GameError } from './game-error';
import { createSimulationRandom } from './random';
import {
  HOUSE_SLOT,
  HOUSE_SLOT_COMPILED,
  SLOT_PAYLINES,
  SLOT_SYMBOLS,
  SLOT_SYMBOL_CODES,
  compileSlot,
  evaluateLine,
  evaluateSlotStops,
  playFreeSpin,
  playSlot,
  playSlotRoundWithFreeSpins,
  verifySlot,
  type CompiledSlot,
  type SlotDefinition,
  type SlotMode,
} from './slot';
import {
  enumerateGrids,
  fraction,
  mul,
  slotRtp,
  slotVariance,
  toNumber,
  type Fraction,
} from './slot-math';
import { addSample, emptyMoments } from './statistics';

const seeds = {
  serverSeed: 'e5380c4f06a3d40e9d004f69341cf831de4c56aa2e61d8dd6ebc863c137203ac',
  clientSeed: 'player-seed',
  nonce: 0,
};

/** A line's win from its five symbol codes, e.g. 'WAAKQ'. */
function line(codes: string): { symbol: string; count: number; pay: number } | null {
  const packed = evaluateLine(
    HOUSE_SLOT_COMPILED,
    Array.from(codes, (code) => SLOT_SYMBOL_CODES.indexOf(code)),
  );
  if (packed === 0) return null;
  return {
    symbol: SLOT_SYMBOLS[(packed >> 3) & 31] ?? '?',
    count: packed & 7,
    pay: Math.floor(packed / 256),
  };
}

/** The stop that shows the reel's first scatter on `row`. */
function scatterStop(slot: CompiledSlot, mode: SlotMode, reel: number, row: number): number {
  const strip = slot.definition.strips[mode][reel] ?? '';
  return (strip.indexOf('S') - row + strip.length) % strip.length;
}

/** A stop that shows no scatter on the reel. */
function plainStop(slot: CompiledSlot, mode: SlotMode, reel: number): number {
  const strip = slot.definition.strips[mode][reel] ?? '';
  return (strip.indexOf('S') + 1) % strip.length;
}

function same(a: Fraction, b: Fraction): boolean {
  return a.numerator * b.denominator === b.numerator * a.denominator;
}

/** Small strips (8 stops: 32,768 grids) to check the maths against every spin of the engine. */
const SMALL: SlotDefinition = {
  ...HOUSE_SLOT,
  strips: {
    base: ['SAWKQAKW', 'AKWQAKQA', 'QSAKAWKQ', 'KAQWKAQK', 'ASKAQWAK'],
    free: ['WASKWQAK', 'KAWQKAQW', 'KWSAQAKA', 'AWKQKAQK', 'QAWSKAKW'],
  },
};
const SMALL_STOPS = 8 ** 5;

describe('slot lines', () => {
  it('pays left to right from reel 1, wilds standing in for the symbol', () => {
    expect(line('AAAKQ')).toEqual({ symbol: 'ace', count: 3, pay: 5 });
    expect(line('WAAKQ')).toEqual({ symbol: 'ace', count: 3, pay: 5 });
    expect(line('AWAKA')).toEqual({ symbol: 'ace', count: 3, pay: 5 });
    expect(line('AWWWA')).toEqual({ symbol: 'ace', count: 5, pay: 75 });
    expect(line('KAAAA')).toBeNull();
    expect(line('AAKAA')).toBeNull();
    expect(line('7777J')).toEqual({ symbol: 'seven', count: 4, pay: 100 });
  });

  it('keeps the highest win of a line: the wilds’ own or the symbol they stand in for', () => {
    expect(line('WWWAK')).toEqual({ symbol: 'wild', count: 3, pay: 50 });
    expect(line('WWAAA')).toEqual({ symbol: 'ace', count: 5, pay: 75 });
    expect(line('WWWW7')).toEqual({ symbol: 'seven', count: 5, pay: 500 });
    expect(line('WWWWJ')).toEqual({ symbol: 'wild', count: 4, pay: 250 });
    expect(line('WWWWW')).toEqual({ symbol: 'wild', count: 5, pay: 1000 });
  });

  it('never lets the scatter take part in a line', () => {
    expect(line('SAAAA')).toBeNull();
    expect(line('AASAA')).toBeNull();
    expect(line('WWSAA')).toBeNull();
    expect(line('WWWSA')).toEqual({ symbol: 'wild', count: 3, pay: 50 });
    expect(line('WSSSS')).toBeNull();
  });

  it('defines 20 distinct fixed paylines', () => {
    expect(SLOT_PAYLINES).toHaveLength(20);
    expect(new Set(SLOT_PAYLINES.map((l) => l.join(''))).size).toBe(20);
  });

  it('refuses a definition with scatters a reel could show twice', () => {
    const bad = {
      ...HOUSE_SLOT,
      strips: { ...HOUSE_SLOT.strips, base: ['SAS', ...HOUSE_SLOT.strips.base.slice(1)] },
    };
    expect(() => compileSlot(bad)).toThrow('scatters too close');
    const unknown = {
      ...HOUSE_SLOT,
      strips: { ...HOUSE_SLOT.strips, free: ['AXA', ...HOUSE_SLOT.strips.free.slice(1)] },
    };
    expect(() => compileSlot(unknown)).toThrow('unknown symbol X');
  });
});

describe('slot spins', () => {
  it('reads the grid from the stops and pays every winning line (known answer)', () => {
    const round = playSlot({ ...seeds, nonce: 1 }, 5);
    expect(round.spin.stops).toEqual([16, 22, 12, 25, 15]);
    expect(round.spin.grid[0]).toEqual(['ace', 'king', 'bar']);
    expect(round.spin.lineWins).toEqual([{ line: 19, symbol: 'bar', count: 3, amount: 50 }]);
    expect(round.spin.totalBet).toBe(100);
    expect(round.spin.totalWin).toBe(50);
    expect(round.session).toBeNull();
    expect(verifySlot({ ...seeds, nonce: 1 }, 5)).toEqual(round);
    expect([0, 2].map((nonce) => playSlot({ ...seeds, nonce }, 5).spin.stops)).toEqual([
      [15, 13, 12, 13, 21],
      [12, 19, 12, 5, 24],
    ]);
    const strips = HOUSE_SLOT.strips.base;
    round.spin.grid.forEach((column, reel) => {
      const strip = strips[reel] ?? '';
      const stop = round.spin.stops[reel] ?? 0;
      column.forEach((symbol, row) => {
        expect(SLOT_SYMBOL_CODES[SLOT_SYMBOLS.indexOf(symbol)]).toBe(strip[(stop + row) % 30]);
      });
    });
  });

  it('counts scatters anywhere on the grid and awards free spins from 3', () => {
    const slot = HOUSE_SLOT_COMPILED;
    // Scatters on the top, middle and bottom rows of reels 1, 3 and 5.
    const stops = [
      scatterStop(slot, 'base', 0, 0),
      plainStop(slot, 'base', 1),
      scatterStop(slot, 'base', 2, 1),
      plainStop(slot, 'base', 3),
      scatterStop(slot, 'base', 4, 2),
    ];
    const spin = evaluateSlotStops(slot, 'base', stops, 3);
    expect(spin.grid[0]?.[0]).toBe('scatter');
    expect(spin.grid[2]?.[1]).toBe('scatter');
    expect(spin.grid[4]?.[2]).toBe('scatter');
    expect(spin.scatter).toEqual({ count: 3, amount: 60 * 2 });
    expect(spin.freeSpinsAwarded).toBe(10);
    expect(spin.totalWin).toBe(
      spin.scatter.amount + spin.lineWins.reduce((s, w) => s + w.amount, 0),
    );
    const two = evaluateSlotStops(
      slot,
      'base',
      [...stops.slice(0, 4), plainStop(slot, 'base', 4)],
      3,
    );
    expect(two.scatter).toEqual({ count: 2, amount: 0 });
    expect(two.freeSpinsAwarded).toBe(0);
    const five = evaluateSlotStops(
      slot,
      'base',
      [0, 1, 2, 3, 4].map((reel) => scatterStop(slot, 'base', reel, reel % 3)),
      1,
    );
    expect(five.scatter).toEqual({ count: 5, amount: 20 * 50 });
  });

  it('doubles free-spin wins and retriggers 10 more on 3 scatters', () => {
    const slot = HOUSE_SLOT_COMPILED;
    const stops = [0, 1, 2, 3, 4].map((reel) =>
      reel < 3 ? scatterStop(slot, 'free', reel, 1) : plainStop(slot, 'free', reel),
    );
    const spin = evaluateSlotStops(slot, 'free', stops, 2);
    expect(spin.multiplier).toBe(2);
    expect(spin.totalBet).toBe(0);
    expect(spin.scatter).toEqual({ count: 3, amount: 40 * 2 * 2 });
    expect(spin.freeSpinsAwarded).toBe(10);
    for (const win of spin.lineWins) {
      const pay = HOUSE_SLOT.paytable[win.symbol as 'ace'][win.count - 3] ?? 0;
      expect(win.amount).toBe(2 * pay * 2);
    }
    // The same grid pays half as much in the base game, when base and free strips agree.
    const sameStrips = compileSlot({
      ...HOUSE_SLOT,
      strips: { base: HOUSE_SLOT.strips.free, free: HOUSE_SLOT.strips.free },
    });
    const base = evaluateSlotStops(sameStrips, 'base', stops, 2);
    const free = evaluateSlotStops(sameStrips, 'free', stops, 2);
    expect(free.totalWin).toBe(2 * base.totalWin);
    expect(free.lineWins.map((w) => w.amount)).toEqual(base.lineWins.map((w) => w.amount * 2));
  });

  it('plays a free-spin session round by round, each spin with its own nonce', () => {
    let nonce = 0;
    let round = playSlot({ ...seeds, nonce }, 1);
    while (round.session === null) {
      nonce += 1;
      round = playSlot({ ...seeds, nonce }, 1);
    }
    expect(nonce).toBe(160);
    expect(round.spin.freeSpinsAwarded).toBe(10);
    expect(round.session).toEqual({
      lineBet: 1,
      spinsLeft: 10,
      spinsPlayed: 0,
      multiplier: 2,
      totalWin: 0,
    });
    let session = round.session;
    let won = 0;
    let awarded = 10;
    while (session.spinsLeft > 0) {
      nonce += 1;
      const before = session;
      const next = playFreeSpin({ ...seeds, nonce }, session);
      expect(verifySlot({ ...seeds, nonce }, 1, before)).toEqual(next);
      expect(next.spin.mode).toBe('free');
      won += next.spin.totalWin;
      awarded += next.spin.freeSpinsAwarded;
      if (!next.session) throw new Error('a free spin answers its session');
      expect(next.session.spinsLeft).toBe(before.spinsLeft - 1 + next.spin.freeSpinsAwarded);
      session = next.session;
    }
    expect(session.spinsPlayed).toBe(awarded);
    expect(session.totalWin).toBe(won);
    expect(() => playFreeSpin({ ...seeds, nonce: nonce + 1 }, session)).toThrow(GameError);
    expect(() => verifySlot(seeds, 2, { ...session, spinsLeft: 1 })).toThrow('line bet');
  });

  it('retriggers inside a session', () => {
    const session = { lineBet: 1, spinsLeft: 4, spinsPlayed: 6, multiplier: 2, totalWin: 80 };
    let nonce = 0;
    let round = playFreeSpin({ ...seeds, nonce }, session);
    while (round.spin.freeSpinsAwarded === 0) {
      nonce += 1;
      round = playFreeSpin({ ...seeds, nonce }, session);
    }
    expect(round.spin.scatter.count).toBeGreaterThanOrEqual(3);
    expect(round.session).toMatchObject({
      spinsLeft: 13,
      spinsPlayed: 7,
      totalWin: 80 + round.spin.totalWin,
    });
  });

  it('refuses bad bets and stops', () => {
    expect(() => playSlot(seeds, 0)).toThrow('line bet');
    expect(() => playSlot(seeds, 1.5)).toThrow('line bet');
    expect(() => evaluateSlotStops(HOUSE_SLOT_COMPILED, 'base', [0, 0, 0, 0, 30], 1)).toThrow(
      'Reel 5',
    );
  });
});

describe('slot maths', () => {
  it('agrees with every spin of the engine on small strips (the analytic shortcut is exact)', () => {
    const slot = compileSlot(SMALL);
    const rtp = slotRtp(slot);
    for (const mode of ['base', 'free'] as const) {
      let win = 0;
      let winSquared = 0;
      let triggers = 0;
      let winTriggering = 0;
      const stops = [0, 0, 0, 0, 0];
      for (let i = 0; i < SMALL_STOPS; i += 1) {
        let rest = i;
        for (let reel = 4; reel >= 0; reel -= 1) {
          stops[reel] = rest % 8;
          rest = Math.floor(rest / 8);
        }
        const spin = evaluateSlotStops(slot, mode, stops, 1);
        const unmultiplied = spin.totalWin / spin.multiplier;
        win += unmultiplied;
        winSquared += unmultiplied * unmultiplied;
        if (spin.freeSpinsAwarded > 0) {
          triggers += 1;
          winTriggering += unmultiplied;
        }
      }
      const perSpin = fraction(BigInt(win), BigInt(SMALL_STOPS * 20));
      const triggerRate = fraction(BigInt(triggers), BigInt(SMALL_STOPS));
      if (mode === 'base') {
        expect(same(perSpin, rtp.base)).toBe(true);
        expect(same(triggerRate, rtp.triggerProbability)).toBe(true);
      } else {
        expect(same(mul(perSpin, fraction(2n)), rtp.freeSpinValue)).toBe(true);
        expect(same(triggerRate, rtp.retriggerProbability)).toBe(true);
      }
      const sums = enumerateGrids(slot, mode);
      expect(sums).toEqual({
        stops: BigInt(SMALL_STOPS),
        win: BigInt(win),
        winSquared: BigInt(winSquared),
        winTriggering: BigInt(winTriggering),
        triggering: BigInt(triggers),
      });
    }
  });

  it('gives exactly the declared RTP: 96.00 % = 67.19 % base game + 28.81 % free spins', () => {
    const rtp = slotRtp(HOUSE_SLOT_COMPILED);
    expect(rtp.total).toEqual({ numerator: 266_638_999n, denominator: 277_749_000n });
    expect(Math.round(toNumber(rtp.total) * 10_000) / 100).toBe(HOUSE_SLOT.declaredRtp.total);
    expect(Math.round(toNumber(rtp.base) * 10_000) / 100).toBe(HOUSE_SLOT.declaredRtp.base);
    expect(Math.round(toNumber(rtp.freeSpins) * 10_000) / 100).toBe(
      HOUSE_SLOT.declaredRtp.freeSpins,
    );
    expect(toNumber(rtp.triggerProbability)).toBe(0.00856);
    expect(toNumber(rtp.expectedFreeSpins)).toBeCloseTo(10.936, 3);
  });

  it('plays all 24.3 million stop combinations of each mode: same mean, exact deviation', () => {
    const variance = slotVariance(HOUSE_SLOT_COMPILED);
    expect(variance.mean).toEqual(slotRtp(HOUSE_SLOT_COMPILED).total);
    expect(variance.standardDeviation).toBeCloseTo(HOUSE_SLOT_STANDARD_DEVIATION, 4);
  });

  it('returns the declared RTP by simulation within 4 standard errors', () => {
    const random = createSimulationRandom('slot-test');
    const rounds = 300_000;
    const moments = emptyMoments();
    let bet = 0;
    let won = 0;
    for (let i = 0; i < rounds; i += 1) {
      const round = playSlotRoundWithFreeSpins(HOUSE_SLOT_COMPILED, 1, random);
      bet += round.totalBet;
      won += round.totalWin;
      addSample(moments, round.totalWin / round.totalBet);
    }
    // Tolerance = 4 x sigma / sqrt(rounds), sigma the exact deviation of one paid spin
    // (its free spins included) in total bets: 4 x 4.5896 / sqrt(300,000) = 3.35 points.
    const tolerance = (4 * HOUSE_SLOT_STANDARD_DEVIATION) / Math.sqrt(rounds);
    expect(Math.abs(won / bet - 0.96)).toBeLessThan(tolerance);
    expect(moments.count).toBe(rounds);
  });
});

/** sqrt(Var[one paid spin's return]) in total bets, from slotVariance (full enumeration). */
const HOUSE_SLOT_STANDARD_DEVIATION = 4.58957;
