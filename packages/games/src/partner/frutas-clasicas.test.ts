import { describe, expect, it } from 'vitest';
import { createSimulationRandom } from '../random';
import { fraction, toNumber } from '../slot-math';
import {
  FRUTAS_REELS,
  FRUTAS_RTP,
  FRUTAS_SYMBOLS,
  playFrutas,
  settleFrutas,
} from './frutas-clasicas';
import { volatilityOf } from './volatility';

/** Every stop combination played for a bet of 1: total paid, its squares, hits, count. */
function enumerate() {
  const [a, b, c] = FRUTAS_REELS.map((reel) => reel.length) as [number, number, number];
  let paid = 0n;
  let squares = 0n;
  let hits = 0;
  let count = 0;
  for (let x = 0; x < a; x += 1) {
    for (let y = 0; y < b; y += 1) {
      for (let z = 0; z < c; z += 1) {
        const { payout } = settleFrutas(1, [x, y, z]);
        paid += BigInt(payout);
        squares += BigInt(payout * payout);
        if (payout > 0) hits += 1;
        count += 1;
      }
    }
  }
  return { paid, squares, hits, count };
}

describe('frutas clásicas', () => {
  it('has three fixed reels of 22 stops with every symbol, one seven each', () => {
    for (const reel of FRUTAS_REELS) {
      expect(reel).toHaveLength(22);
      for (const symbol of FRUTAS_SYMBOLS) expect(reel).toContain(symbol);
      expect(reel.filter((s) => s === 'seven')).toHaveLength(1);
    }
  });

  it('pays the paytable on the line', () => {
    const at = (reel: number, symbol: string) => FRUTAS_REELS[reel]?.indexOf(symbol as never) ?? -1;
    const three = (symbol: string) =>
      settleFrutas(100, [at(0, symbol), at(1, symbol), at(2, symbol)]).payout;
    expect(three('seven')).toBe(20_000);
    expect(three('bar')).toBe(6_000);
    expect(three('cherry')).toBe(1_000);
    expect(settleFrutas(100, [at(0, 'cherry'), at(1, 'cherry'), at(2, 'lemon')]).payout).toBe(800);
    expect(settleFrutas(100, [at(0, 'cherry'), at(1, 'lemon'), at(2, 'cherry')]).payout).toBe(200);
    expect(settleFrutas(100, [at(0, 'lemon'), at(1, 'cherry'), at(2, 'cherry')]).payout).toBe(0);
    expect(() => settleFrutas(100, [22, 0, 0])).toThrow();
  });

  it('returns exactly 10,164 / 10,648 = 95.4545 % over all 10,648 stop combinations', () => {
    const { paid, count, hits } = enumerate();
    expect(count).toBe(10_648);
    const rtp = fraction(paid, BigInt(count));
    expect(rtp).toEqual(fraction(10_164n, 10_648n));
    expect(Math.round(toNumber(rtp) * 10_000) / 100).toBe(Number(FRUTAS_RTP));
    // About one spin in five pays something.
    expect(hits / count).toBeCloseTo(0.2097, 4);
  });

  it('is medium volatility: a deviation of 3.74 bets a spin', () => {
    const { paid, squares, count } = enumerate();
    const mean = Number(paid) / count;
    const deviation = Math.sqrt(Number(squares) / count - mean * mean);
    expect(deviation).toBeCloseTo(3.743, 3);
    expect(volatilityOf(deviation)).toBe('medium');
  });

  it('stops every reel anywhere from the source', () => {
    const random = createSimulationRandom('frutas');
    const seen = FRUTAS_REELS.map(() => new Set<number>());
    for (let i = 0; i < 3_000; i += 1) {
      playFrutas(100, random).stops.forEach((stop, reel) => seen[reel]?.add(stop));
    }
    expect(seen.map((s) => s.size)).toEqual([22, 22, 22]);
  });
});
