import { GameError } from './game-error';
import { createRoundRandom, nextInt, type RandomSource, type RoundSeeds } from './random';

// A 5-reel, 3-row video slot with 20 fixed paylines, a wild (substitutes for every
// symbol but the scatter, and pays on its own), a scatter (pays anywhere x total bet;
// 3 or more award 10 free spins on their own reel strips, wins x2, retriggers +10).
// Line wins pay left to right from reel 1, the highest win per line only; line and
// scatter wins add up. Bets and wins are integer minor units: a line pays
// floor(line bet x pay x multiplier), the scatter floor(total bet x pay x multiplier).
// The maths (exact RTP, its base and free-spin shares) is in slot-math.ts.

export const SLOT_SYMBOLS = [
  'wild',
  'scatter',
  'seven',
  'bell',
  'bar',
  'cherry',
  'ace',
  'king',
  'queen',
  'jack',
] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

/** One letter per symbol, in SLOT_SYMBOLS order: reel strips are written with them. */
export const SLOT_SYMBOL_CODES = 'WS7BRCAKQJ';
export const WILD = 0;
export const SCATTER = 1;

export const SLOT_REELS = 5;
export const SLOT_ROWS = 3;

export type SlotMode = 'base' | 'free';

export interface SlotDefinition {
  /** Each strip a string of symbol codes; a reel shows 3 consecutive positions (wrapping). */
  strips: Readonly<Record<SlotMode, readonly string[]>>;
  /** Row (0 top, 1 middle, 2 bottom) per reel. */
  paylines: readonly (readonly number[])[];
  /** x line bet for 3, 4 and 5 of a kind. */
  paytable: Readonly<Record<Exclude<SlotSymbol, 'scatter'>, readonly [number, number, number]>>;
  /** x total bet for 3, 4 and 5 scatters anywhere. */
  scatterPays: readonly [number, number, number];
  freeSpins: { trigger: number; award: number; retrigger: number; multiplier: number };
  /** What the game declares, as percentages with two decimals (slot-math.ts proves them). */
  declaredRtp: { total: number; base: number; freeSpins: number };
}

export const SLOT_PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 0, 2, 0],
];

/**
 * The house slot. Strips of 30 with one scatter each (so a reel shows at most one);
 * base reels 1 and 5 carry 2 wilds, 2 and 4 three, 3 two; free-spin reels 4 wilds each.
 */
export const HOUSE_SLOT: SlotDefinition = {
  strips: {
    base: [
      'BW7KQJCAKRJBAQJBAKRKWR7AQCQCJS',
      'C7KJKCBKRWQAQWAQASCJAQ7JWRJKRB',
      'BWRKQCKJAJKARQJKRCJW7JAB7ACAQS',
      'WACKA7KRJBQWJBKQKQRWQCASRACJ7J',
      'CK7RKQARCJSWKJRBQAJQCAWQABJB7K',
    ],
    free: [
      'BRCA7AWCWQ7JRSKCWJKABRQKWJQJQK',
      'JSCBQWKAQCKRQRKJA7BJK7QAWJWCWR',
      'QKWJBCKAQCRJWS7BJWQRCWKQ7QAJAK',
      'CKCWA7JRQJW7RKJKJQKQARBWCSWBQA',
      'JAQJBKCARWC7BJKCSWKQRWAJQR7WKQ',
    ],
  },
  paylines: SLOT_PAYLINES,
  paytable: {
    wild: [50, 250, 1000],
    seven: [25, 100, 500],
    bell: [15, 50, 200],
    bar: [10, 30, 150],
    cherry: [8, 20, 100],
    ace: [5, 15, 75],
    king: [4, 10, 50],
    queen: [3, 8, 40],
    jack: [2, 6, 30],
  },
  scatterPays: [2, 10, 50],
  freeSpins: { trigger: 3, award: 10, retrigger: 10, multiplier: 2 },
  declaredRtp: { total: 96.0, base: 67.19, freeSpins: 28.81 },
};

/** A definition in numbers, checked once: strips as symbol indices, pays by [symbol][count]. */
export interface CompiledSlot {
  definition: SlotDefinition;
  strips: Readonly<Record<SlotMode, readonly Uint8Array[]>>;
  /** pays[symbol * 6 + count], x line bet (0 below 3 and for the scatter). */
  pays: Int32Array;
  /** scatterPays[count], x total bet. */
  scatterPays: Int32Array;
  lines: Uint8Array;
  lineCount: number;
}

function badDefinition(message: string): never {
  throw new GameError('slot.definition_invalid', message);
}

export function compileSlot(definition: SlotDefinition): CompiledSlot {
  const strips = {} as Record<SlotMode, Uint8Array[]>;
  for (const mode of ['base', 'free'] as const) {
    const reels = definition.strips[mode];
    if (reels.length !== SLOT_REELS) badDefinition(`${mode}: ${SLOT_REELS} reels`);
    strips[mode] = reels.map((strip, reel) => {
      const codes = Uint8Array.from(strip, (letter) => {
        const index = SLOT_SYMBOL_CODES.indexOf(letter);
        if (index < 0) badDefinition(`${mode} reel ${reel + 1}: unknown symbol ${letter}`);
        return index;
      });
      if (codes.length < SLOT_ROWS) badDefinition(`${mode} reel ${reel + 1}: too short`);
      // Scatters at least SLOT_ROWS apart (wrapping): a reel shows one at most, which is
      // what the exact scatter maths assumes.
      const scatters = [...codes.keys()].filter((i) => codes[i] === SCATTER);
      scatters.forEach((position, i) => {
        const next = scatters[(i + 1) % scatters.length] ?? position;
        const gap = (next - position + codes.length) % codes.length || codes.length;
        if (gap < SLOT_ROWS) badDefinition(`${mode} reel ${reel + 1}: scatters too close`);
      });
      return codes;
    });
  }
  const pays = new Int32Array(SLOT_SYMBOLS.length * 6);
  SLOT_SYMBOLS.forEach((symbol, index) => {
    if (symbol === 'scatter') return;
    definition.paytable[symbol].forEach((pay, i) => {
      if (!Number.isSafeInteger(pay) || pay < 0) badDefinition(`${symbol}: pays are whole numbers`);
      pays[index * 6 + 3 + i] = pay;
    });
  });
  const scatterPays = new Int32Array(6);
  definition.scatterPays.forEach((pay, i) => {
    scatterPays[3 + i] = pay;
  });
  const lines = new Uint8Array(definition.paylines.length * SLOT_REELS);
  definition.paylines.forEach((line, l) => {
    if (line.length !== SLOT_REELS || line.some((row) => row < 0 || row >= SLOT_ROWS)) {
      badDefinition(`payline ${l + 1}: one row 0-2 per reel`);
    }
    line.forEach((row, reel) => {
      lines[l * SLOT_REELS + reel] = row;
    });
  });
  return { definition, strips, pays, scatterPays, lines, lineCount: definition.paylines.length };
}

export const HOUSE_SLOT_COMPILED = compileSlot(HOUSE_SLOT);

/**
 * The best win of one line's five symbols, x line bet: the wilds from reel 1 pay as
 * wilds, or stand in for the first other symbol; the higher of the two counts. Packed as
 * pay * 256 + symbol * 8 + count (0 when nothing pays), so the hot path allocates nothing.
 */
export function evaluateLine(slot: CompiledSlot, symbols: ArrayLike<number>): number {
  const first = symbols[0] ?? SCATTER;
  if (first === SCATTER) return 0;
  let wilds = 0;
  while (wilds < SLOT_REELS && symbols[wilds] === WILD) wilds += 1;
  const wildPay = slot.pays[WILD * 6 + wilds] ?? 0;
  if (wilds === SLOT_REELS) return wildPay * 256 + WILD * 8 + wilds;
  const symbol = symbols[wilds] ?? SCATTER;
  if (symbol === SCATTER) return wildPay > 0 ? wildPay * 256 + WILD * 8 + wilds : 0;
  let count = wilds + 1;
  while (count < SLOT_REELS && (symbols[count] === symbol || symbols[count] === WILD)) count += 1;
  const symbolPay = slot.pays[symbol * 6 + count] ?? 0;
  if (symbolPay === 0 && wildPay === 0) return 0;
  return symbolPay >= wildPay
    ? symbolPay * 256 + symbol * 8 + count
    : wildPay * 256 + WILD * 8 + wilds;
}

export interface SlotLineWin {
  /** 1-based, as the paytable screen numbers them. */
  line: number;
  symbol: SlotSymbol;
  count: number;
  amount: number;
}

export interface SlotSpin {
  mode: SlotMode;
  lineBet: number;
  /** What this spin cost: lines x line bet for a base spin, 0 for a free spin. */
  totalBet: number;
  stops: number[];
  /** grid[reel][row], row 0 at the top. */
  grid: SlotSymbol[][];
  lineWins: SlotLineWin[];
  scatter: { count: number; amount: number };
  freeSpinsAwarded: number;
  multiplier: number;
  totalWin: number;
}

export function assertLineBet(lineBet: number): void {
  if (!Number.isSafeInteger(lineBet) || lineBet <= 0) {
    throw new GameError(
      'slot.line_bet_invalid',
      'A line bet is a whole number of minor units above 0.',
    );
  }
}

/** Evaluates the grid that the reel stops show. */
export function evaluateSlotStops(
  slot: CompiledSlot,
  mode: SlotMode,
  stops: readonly number[],
  lineBet: number,
): SlotSpin {
  assertLineBet(lineBet);
  const strips = slot.strips[mode];
  const cells = new Uint8Array(SLOT_REELS * SLOT_ROWS);
  let scatters = 0;
  for (let reel = 0; reel < SLOT_REELS; reel += 1) {
    const strip = strips[reel] as Uint8Array;
    const stop = stops[reel] ?? -1;
    if (!Number.isInteger(stop) || stop < 0 || stop >= strip.length) {
      throw new GameError(
        'slot.stop_invalid',
        `Reel ${reel + 1} stops at 0 to ${strip.length - 1}.`,
      );
    }
    for (let row = 0; row < SLOT_ROWS; row += 1) {
      const symbol = strip[(stop + row) % strip.length] ?? 0;
      cells[reel * SLOT_ROWS + row] = symbol;
      if (symbol === SCATTER) scatters += 1;
    }
  }
  const multiplier = mode === 'free' ? slot.definition.freeSpins.multiplier : 1;
  const totalBetUnits = lineBet * slot.lineCount;
  const lineWins: SlotLineWin[] = [];
  const symbols = new Uint8Array(SLOT_REELS);
  let totalWin = 0;
  for (let line = 0; line < slot.lineCount; line += 1) {
    for (let reel = 0; reel < SLOT_REELS; reel += 1) {
      symbols[reel] = cells[reel * SLOT_ROWS + (slot.lines[line * SLOT_REELS + reel] ?? 0)] ?? 0;
    }
    const packed = evaluateLine(slot, symbols);
    if (packed === 0) continue;
    const amount = Math.floor(lineBet * Math.floor(packed / 256) * multiplier);
    totalWin += amount;
    lineWins.push({
      line: line + 1,
      symbol: SLOT_SYMBOLS[(packed >> 3) & 31] ?? 'wild',
      count: packed & 7,
      amount,
    });
  }
  const scatterAmount = Math.floor(totalBetUnits * (slot.scatterPays[scatters] ?? 0) * multiplier);
  totalWin += scatterAmount;
  const { trigger, award, retrigger } = slot.definition.freeSpins;
  const freeSpinsAwarded = scatters >= trigger ? (mode === 'base' ? award : retrigger) : 0;
  const grid: SlotSymbol[][] = [];
  for (let reel = 0; reel < SLOT_REELS; reel += 1) {
    const column: SlotSymbol[] = [];
    for (let row = 0; row < SLOT_ROWS; row += 1) {
      column.push(SLOT_SYMBOLS[cells[reel * SLOT_ROWS + row] ?? 0] ?? 'wild');
    }
    grid.push(column);
  }
  return {
    mode,
    lineBet,
    totalBet: mode === 'base' ? totalBetUnits : 0,
    stops: [...stops],
    grid,
    lineWins,
    scatter: { count: scatters, amount: scatterAmount },
    freeSpinsAwarded,
    multiplier,
    totalWin,
  };
}

/** One spin: a uniform stop per reel (unbiased integers), in reel order. */
export function spinSlot(
  slot: CompiledSlot,
  mode: SlotMode,
  lineBet: number,
  random: RandomSource,
): SlotSpin {
  const stops = slot.strips[mode].map((strip) => nextInt(random, strip.length));
  return evaluateSlotStops(slot, mode, stops, lineBet);
}

/** The free spins a base spin awarded: the caller keeps it between rounds. */
export interface FreeSpinSession {
  lineBet: number;
  spinsLeft: number;
  spinsPlayed: number;
  multiplier: number;
  /** What the free spins have won so far (not the spin that triggered them). */
  totalWin: number;
}

export interface SlotRound {
  spin: SlotSpin;
  /** The session after this spin; null when there are no free spins (left). */
  session: FreeSpinSession | null;
}

/** A paid spin (its own nonce). Free spins it awards come back as a session. */
export function playSlot(
  seeds: RoundSeeds,
  lineBet: number,
  slot: CompiledSlot = HOUSE_SLOT_COMPILED,
): SlotRound {
  assertLineBet(lineBet);
  const spin = spinSlot(slot, 'base', lineBet, createRoundRandom(seeds));
  if (spin.freeSpinsAwarded === 0) return { spin, session: null };
  return {
    spin,
    session: {
      lineBet,
      spinsLeft: spin.freeSpinsAwarded,
      spinsPlayed: 0,
      multiplier: slot.definition.freeSpins.multiplier,
      totalWin: 0,
    },
  };
}

/**
 * One free spin of a session (its own nonce). The last spin answers the session with
 * spinsLeft 0, so the caller sees the session's total.
 */
export function playFreeSpin(
  seeds: RoundSeeds,
  session: FreeSpinSession,
  slot: CompiledSlot = HOUSE_SLOT_COMPILED,
): SlotRound {
  if (session.spinsLeft <= 0) {
    throw new GameError('slot.no_free_spins', 'This session has no free spins left.');
  }
  const spin = spinSlot(slot, 'free', session.lineBet, createRoundRandom(seeds));
  return {
    spin,
    session: {
      ...session,
      spinsLeft: session.spinsLeft - 1 + spin.freeSpinsAwarded,
      spinsPlayed: session.spinsPlayed + 1,
      totalWin: session.totalWin + spin.totalWin,
    },
  };
}

/** Replays a past spin from its revealed seeds (and, for a free spin, the session before it). */
export function verifySlot(
  seeds: RoundSeeds,
  lineBet: number,
  sessionBefore: FreeSpinSession | null = null,
  slot: CompiledSlot = HOUSE_SLOT_COMPILED,
): SlotRound {
  if (sessionBefore === null) return playSlot(seeds, lineBet, slot);
  if (sessionBefore.lineBet !== lineBet) {
    throw new GameError('slot.line_bet_invalid', 'A free spin plays at its session’s line bet.');
  }
  return playFreeSpin(seeds, sessionBefore, slot);
}

/**
 * A paid spin and every free spin it awards (retriggers included), all on one generator:
 * the house's slot round (one nonce per paid spin) and the unit the RTP simulation counts.
 */
export interface SlotRoundSpins {
  spin: SlotSpin;
  /** The free spins, in order; empty when none were awarded. */
  freeSpins: SlotSpin[];
  totalBet: number;
  totalWin: number;
}

export function playSlotRoundFrom(
  slot: CompiledSlot,
  lineBet: number,
  random: RandomSource,
): SlotRoundSpins {
  const spin = spinSlot(slot, 'base', lineBet, random);
  const freeSpins: SlotSpin[] = [];
  let totalWin = spin.totalWin;
  let spinsLeft = spin.freeSpinsAwarded;
  while (spinsLeft > 0) {
    const free = spinSlot(slot, 'free', lineBet, random);
    freeSpins.push(free);
    totalWin += free.totalWin;
    spinsLeft += free.freeSpinsAwarded - 1;
  }
  return { spin, freeSpins, totalBet: spin.totalBet, totalWin };
}

/** A house slot round from its seeds: what the server plays and the verifier replays. */
export function playSlotRoundWithSeeds(
  seeds: RoundSeeds,
  lineBet: number,
  slot: CompiledSlot = HOUSE_SLOT_COMPILED,
): SlotRoundSpins {
  assertLineBet(lineBet);
  return playSlotRoundFrom(slot, lineBet, createRoundRandom(seeds));
}

/** What one paid spin returns in all, for simulations that need only the sums. */
export function playSlotRoundWithFreeSpins(
  slot: CompiledSlot,
  lineBet: number,
  random: RandomSource,
): { totalBet: number; totalWin: number; freeSpins: number } {
  const round = playSlotRoundFrom(slot, lineBet, random);
  return { totalBet: round.totalBet, totalWin: round.totalWin, freeSpins: round.freeSpins.length };
}
