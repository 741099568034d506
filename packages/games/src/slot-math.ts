import {
  SCATTER,
  SLOT_REELS,
  SLOT_ROWS,
  SLOT_SYMBOLS,
  evaluateLine,
  type CompiledSlot,
  type SlotMode,
} from './slot';

// The slot's exact RTP, in fractions of BigInts.
//
// Lines: a payline reads one row per reel, and as a reel's stop runs over its strip,
// the symbol on any one row runs over the strip's symbols once each. So every line sees
// five independent symbols drawn with the strips' frequencies, and the lines' RTP is one
// line's expectation, summed over all 10^5 symbol combinations weighted by how many stop
// positions give them (the enumeration of the L^5 stops, grouped by symbol; the test
// checks it against a plain enumeration of every stop on small strips).
// Scatters: a reel shows one (strips keep them 3 apart) with probability 3 x scatters / L,
// independently per reel.
// Free spins: every free spin has the same expectation Y (x2 included) and retriggers with
// probability q, adding 10 spins; the expected number of spins of a session is
// 10 / (1 - 10q) (a branching process, finite while 10q < 1) and, by Wald's identity, a
// session is worth 10 Y / (1 - 10q). RTP = base lines + base scatters + P(trigger) x that.

export interface Fraction {
  numerator: bigint;
  denominator: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function fraction(numerator: bigint, denominator = 1n): Fraction {
  const divisor = gcd(numerator, denominator) || 1n;
  const sign = denominator < 0n ? -1n : 1n;
  return { numerator: (sign * numerator) / divisor, denominator: (sign * denominator) / divisor };
}

export function add(a: Fraction, b: Fraction): Fraction {
  return fraction(
    a.numerator * b.denominator + b.numerator * a.denominator,
    a.denominator * b.denominator,
  );
}

export function sub(a: Fraction, b: Fraction): Fraction {
  return add(a, { numerator: -b.numerator, denominator: b.denominator });
}

export function mul(a: Fraction, b: Fraction): Fraction {
  return fraction(a.numerator * b.numerator, a.denominator * b.denominator);
}

export function div(a: Fraction, b: Fraction): Fraction {
  return fraction(a.numerator * b.denominator, a.denominator * b.numerator);
}

export function toNumber(value: Fraction): number {
  // 15 significant digits survive the division of two scaled BigInts.
  const scale = 10n ** 18n;
  return Number((value.numerator * scale) / value.denominator) / 1e18;
}

/** E[one line's pay] x line bet, exactly, for the mode's strips. */
export function lineExpectation(slot: CompiledSlot, mode: SlotMode): Fraction {
  const strips = slot.strips[mode];
  const counts = strips.map((strip) => {
    const c = new Array<number>(SLOT_SYMBOLS.length).fill(0);
    for (const symbol of strip) c[symbol] = (c[symbol] ?? 0) + 1;
    return c;
  });
  const symbols = new Uint8Array(SLOT_REELS);
  let total = 0n;
  // Sums of weight x pay stay far below 2^53 per innermost loop; BigInt outside it.
  function walk(reel: number, weight: number): void {
    const reelCounts = counts[reel] ?? [];
    for (let symbol = 0; symbol < SLOT_SYMBOLS.length; symbol += 1) {
      const count = reelCounts[symbol] ?? 0;
      if (count === 0) continue;
      symbols[reel] = symbol;
      if (reel === SLOT_REELS - 1) {
        const packed = evaluateLine(slot, symbols);
        if (packed !== 0) total += BigInt(weight * count * Math.floor(packed / 256));
      } else {
        walk(reel + 1, weight * count);
      }
    }
  }
  walk(0, 1);
  const stops = strips.reduce((product, strip) => product * BigInt(strip.length), 1n);
  return fraction(total, stops);
}

/** P(k scatters on the grid), k = 0..5, exactly. */
export function scatterDistribution(slot: CompiledSlot, mode: SlotMode): Fraction[] {
  let distribution: Fraction[] = [fraction(1n)];
  for (const strip of slot.strips[mode]) {
    const scatters = strip.reduce((n, symbol) => n + (symbol === SCATTER ? 1 : 0), 0);
    const p = fraction(BigInt(SLOT_ROWS * scatters), BigInt(strip.length));
    const notP = sub(fraction(1n), p);
    const next: Fraction[] = Array.from({ length: distribution.length + 1 }, () => fraction(0n));
    distribution.forEach((value, k) => {
      next[k] = add(next[k] ?? fraction(0n), mul(value, notP));
      next[k + 1] = add(next[k + 1] ?? fraction(0n), mul(value, p));
    });
    distribution = next;
  }
  return distribution;
}

function atLeast(distribution: readonly Fraction[], k: number): Fraction {
  return distribution.slice(k).reduce(add, fraction(0n));
}

/** E[scatter pay] x total bet. */
function scatterExpectation(slot: CompiledSlot, distribution: readonly Fraction[]): Fraction {
  return distribution.reduce(
    (sum, p, k) => add(sum, mul(p, fraction(BigInt(slot.scatterPays[k] ?? 0)))),
    fraction(0n),
  );
}

export interface SlotRtp {
  /** Everything below is per unit of total bet (1 = 100 %). */
  baseLines: Fraction;
  baseScatter: Fraction;
  base: Fraction;
  triggerProbability: Fraction;
  freeSpinValue: Fraction;
  retriggerProbability: Fraction;
  expectedFreeSpins: Fraction;
  /** What a session of free spins is worth, x total bet. */
  sessionValue: Fraction;
  freeSpins: Fraction;
  total: Fraction;
}

export function slotRtp(slot: CompiledSlot): SlotRtp {
  const { award, retrigger, multiplier, trigger } = slot.definition.freeSpins;
  // Each of the n lines pays x line bet and the total bet is n x line bet: RTP = E[line].
  const baseLines = lineExpectation(slot, 'base');
  const baseScatters = scatterDistribution(slot, 'base');
  const baseScatter = scatterExpectation(slot, baseScatters);
  const triggerProbability = atLeast(baseScatters, trigger);
  const freeScatters = scatterDistribution(slot, 'free');
  const freeSpinValue = mul(
    fraction(BigInt(multiplier)),
    add(lineExpectation(slot, 'free'), scatterExpectation(slot, freeScatters)),
  );
  const retriggerProbability = atLeast(freeScatters, trigger);
  const growth = mul(fraction(BigInt(retrigger)), retriggerProbability);
  if (growth.numerator >= growth.denominator) {
    throw new Error('Free spins retrigger too often: the expected session is unbounded.');
  }
  const expectedFreeSpins = div(fraction(BigInt(award)), sub(fraction(1n), growth));
  const sessionValue = mul(expectedFreeSpins, freeSpinValue);
  const base = add(baseLines, baseScatter);
  const freeSpins = mul(triggerProbability, sessionValue);
  return {
    baseLines,
    baseScatter,
    base,
    triggerProbability,
    freeSpinValue,
    retriggerProbability,
    expectedFreeSpins,
    sessionValue,
    freeSpins,
    total: add(base, freeSpins),
  };
}

export interface GridSums {
  /** Every stop combination of the mode's strips, counted once (L1 x ... x L5). */
  stops: bigint;
  /** Sums over them of the spin's win W (lines + scatter, x line bet, no multiplier). */
  win: bigint;
  winSquared: bigint;
  /** Of W over the spins that trigger (or retrigger) free spins, and how many do. */
  winTriggering: bigint;
  triggering: bigint;
}

/**
 * Plays every stop combination of the mode's strips (L^5 grids, 24.3 million for strips
 * of 30): the full enumeration behind the mean and the variance. Each line's pay comes
 * from a table of all 10^5 five-symbol sequences filled by evaluateLine.
 */
export function enumerateGrids(slot: CompiledSlot, mode: SlotMode): GridSums {
  const symbolCount = SLOT_SYMBOLS.length;
  const table = new Int32Array(symbolCount ** SLOT_REELS);
  const sequence = new Uint8Array(SLOT_REELS);
  for (let index = 0; index < table.length; index += 1) {
    let rest = index;
    for (let reel = SLOT_REELS - 1; reel >= 0; reel -= 1) {
      sequence[reel] = rest % symbolCount;
      rest = Math.floor(rest / symbolCount);
    }
    table[index] = Math.floor(evaluateLine(slot, sequence) / 256);
  }
  const strips = slot.strips[mode];
  const lines = slot.lineCount;
  const rows = (reel: number) =>
    Uint8Array.from({ length: lines }, (_, l) => slot.lines[l * SLOT_REELS + reel] ?? 0);
  const lineRows = Array.from({ length: SLOT_REELS }, (_, reel) => rows(reel));
  // windows[reel][stop * 3 + row]: the symbol a stop shows on a row; scatter count per stop.
  const windows = strips.map((strip) =>
    Uint8Array.from(
      { length: strip.length * SLOT_ROWS },
      (_, i) => strip[(Math.floor(i / SLOT_ROWS) + (i % SLOT_ROWS)) % strip.length] ?? 0,
    ),
  );
  const scatterAt = strips.map((strip) =>
    Uint8Array.from(strip, (_, stop) => {
      let n = 0;
      for (let row = 0; row < SLOT_ROWS; row += 1) {
        if (strip[(stop + row) % strip.length] === SCATTER) n += 1;
      }
      return n;
    }),
  );
  const { trigger } = slot.definition.freeSpins;
  const prefixes = Array.from({ length: SLOT_REELS }, () => new Int32Array(lines));
  const sums = { win: 0n, winSquared: 0n, winTriggering: 0n, triggering: 0n };
  const last = SLOT_REELS - 1;
  const lastWindow = windows[last] ?? new Uint8Array(0);
  const lastScatters = scatterAt[last] ?? new Uint8Array(0);
  const lastRows = lineRows[last] ?? new Uint8Array(0);
  // lastSymbols[stop * lines + line]: what each line reads on the last reel.
  const lastSymbols = Uint8Array.from(
    { length: (strips[last]?.length ?? 0) * lines },
    (_, i) => lastWindow[Math.floor(i / lines) * SLOT_ROWS + (lastRows[i % lines] ?? 0)] ?? 0,
  );
  const scatterLinePays = Float64Array.from(slot.scatterPays, (pay) => pay * lines);
  function walk(reel: number, scatters: number): void {
    const window = windows[reel] ?? new Uint8Array(0);
    const reelRows = lineRows[reel] ?? new Uint8Array(0);
    const before = reel === 0 ? null : (prefixes[reel - 1] ?? null);
    const prefix = prefixes[reel] ?? new Int32Array(0);
    const length = strips[reel]?.length ?? 0;
    for (let stop = 0; stop < length; stop += 1) {
      for (let l = 0; l < lines; l += 1) {
        prefix[l] =
          ((before ? (before[l] ?? 0) : 0) + (window[stop * SLOT_ROWS + (reelRows[l] ?? 0)] ?? 0)) *
          symbolCount;
      }
      const seen = scatters + (scatterAt[reel]?.[stop] ?? 0);
      if (reel + 1 < last) {
        walk(reel + 1, seen);
        continue;
      }
      const totals = lastReel(
        prefix,
        seen,
        lastSymbols,
        lastScatters,
        table,
        scatterLinePays,
        trigger,
      );
      const win = totals[0] ?? 0;
      const winSquared = totals[1] ?? 0;
      const winTriggering = totals[2] ?? 0;
      const triggering = totals[3] ?? 0;
      sums.win += BigInt(win);
      sums.winSquared += BigInt(winSquared);
      sums.winTriggering += BigInt(winTriggering);
      sums.triggering += BigInt(triggering);
    }
  }
  walk(0, 0);
  const stops = strips.reduce((product, strip) => product * BigInt(strip.length), 1n);
  return { stops, ...sums };
}

/** The hot loop of enumerateGrids, kept small and monomorphic for the JIT. */
function lastReel(
  prefix: Int32Array,
  scatters: number,
  lastSymbols: Uint8Array,
  lastScatters: Uint8Array,
  table: Int32Array,
  scatterLinePays: Float64Array,
  trigger: number,
): [number, number, number, number] {
  const lines = prefix.length;
  const stops = lastScatters.length;
  let win = 0;
  let winSquared = 0;
  let winTriggering = 0;
  let triggering = 0;
  for (let stop = 0; stop < stops; stop += 1) {
    const offset = stop * lines;
    let w = 0;
    for (let l = 0; l < lines; l += 1) {
      w += table[(prefix[l] as number) + (lastSymbols[offset + l] as number)] as number;
    }
    const count = scatters + (lastScatters[stop] as number);
    w += scatterLinePays[count] as number;
    win += w;
    winSquared += w * w;
    if (count >= trigger) {
      winTriggering += w;
      triggering += 1;
    }
  }
  return [win, winSquared, winTriggering, triggering];
}

export interface SlotVariance {
  /** Per paid spin with its free spins, x total bet: the RTP again, by full enumeration. */
  mean: Fraction;
  variance: Fraction;
  standardDeviation: number;
}

/**
 * The exact variance of what one paid spin returns (its free spins included), x total
 * bet. X = B + T x S: B the base spin's win, T whether it triggers, S the session, which
 * is independent of the base grid. A free spin's subtree Z = Y + R x (Z_1 + ... + Z_r)
 * (Y its win, R whether it retriggers, r the spins added) gives
 * E[Z] = E[Y] / (1 - rq) and E[Z^2] (1 - rq) = E[Y^2] + 2r E[YR] E[Z] + r(r-1) q E[Z]^2;
 * a session of a spins: E[S] = a E[Z], E[S^2] = a E[Z^2] + a(a-1) E[Z]^2.
 */
export function slotVariance(slot: CompiledSlot, base?: GridSums, free?: GridSums): SlotVariance {
  const baseSums = base ?? enumerateGrids(slot, 'base');
  const freeSums = free ?? enumerateGrids(slot, 'free');
  const { award, retrigger, multiplier } = slot.definition.freeSpins;
  const perTotalBet = BigInt(slot.lineCount);
  const f = (n: bigint) => fraction(n);
  // In total bets: W / lines; free spins x multiplier.
  const eB = fraction(baseSums.win, baseSums.stops * perTotalBet);
  const eB2 = fraction(baseSums.winSquared, baseSums.stops * perTotalBet * perTotalBet);
  const eBT = fraction(baseSums.winTriggering, baseSums.stops * perTotalBet);
  const eT = fraction(baseSums.triggering, baseSums.stops);
  const m = f(BigInt(multiplier));
  const eY = mul(m, fraction(freeSums.win, freeSums.stops * perTotalBet));
  const eY2 = mul(
    mul(m, m),
    fraction(freeSums.winSquared, freeSums.stops * perTotalBet * perTotalBet),
  );
  const eYR = mul(m, fraction(freeSums.winTriggering, freeSums.stops * perTotalBet));
  const q = fraction(freeSums.triggering, freeSums.stops);
  const r = f(BigInt(retrigger));
  const a = f(BigInt(award));
  const oneMinusRq = sub(f(1n), mul(r, q));
  const eZ = div(eY, oneMinusRq);
  const eZ2 = div(
    add(
      add(eY2, mul(mul(f(2n), r), mul(eYR, eZ))),
      mul(mul(mul(r, sub(r, f(1n))), q), mul(eZ, eZ)),
    ),
    oneMinusRq,
  );
  const eS = mul(a, eZ);
  const eS2 = add(mul(a, eZ2), mul(mul(a, sub(a, f(1n))), mul(eZ, eZ)));
  const mean = add(eB, mul(eT, eS));
  const second = add(add(eB2, mul(mul(f(2n), eBT), eS)), mul(eT, eS2));
  const variance = sub(second, mul(mean, mean));
  return { mean, variance, standardDeviation: Math.sqrt(toNumber(variance)) };
}
