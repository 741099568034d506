import { describe, expect, it } from 'vitest';
import { createSimulationRandom } from '../random';
import { add, fraction, mul, toNumber, type Fraction } from '../slot-math';
import {
  DADOS_MAX_TARGET,
  DADOS_MIN_TARGET,
  DADOS_SIDES,
  MULTIPLIER_SCALE,
  dadosMultiplier,
  playDados,
  settleDados,
} from './dados';
import { volatilityOf } from './volatility';

/** A bet of one whole multiplier unit: its payout is the multiplier itself, no flooring. */
const UNIT = MULTIPLIER_SCALE;

/** The exact RTP of a target: every roll 1..100 settled, payouts summed over bets. */
function exactRtp(target: number): Fraction {
  let paid = 0n;
  for (let roll = 1; roll <= DADOS_SIDES; roll += 1) {
    paid += BigInt(settleDados({ amount: UNIT, target }, roll).payout);
  }
  return fraction(paid, BigInt(UNIT * DADOS_SIDES));
}

function targets(): number[] {
  return Array.from(
    { length: DADOS_MAX_TARGET - DADOS_MIN_TARGET + 1 },
    (_, i) => DADOS_MIN_TARGET + i,
  );
}

describe('dados', () => {
  it('pays 99 / (target - 1) rounded down to 4 decimals', () => {
    expect(dadosMultiplier(2)).toBe(990_000);
    expect(dadosMultiplier(50)).toBe(20_204);
    expect(dadosMultiplier(98)).toBe(10_206);
    expect(() => dadosMultiplier(1)).toThrow();
    expect(() => dadosMultiplier(99)).toThrow();
    expect(() => dadosMultiplier(50.5)).toThrow();
  });

  it('wins strictly under the target', () => {
    expect(settleDados({ amount: 1_000, target: 50 }, 49)).toMatchObject({
      won: true,
      payout: 2_020,
    });
    expect(settleDados({ amount: 1_000, target: 50 }, 50)).toMatchObject({ won: false, payout: 0 });
    expect(settleDados({ amount: 1_000, target: 2 }, 1)).toMatchObject({
      won: true,
      payout: 99_000,
    });
  });

  it('returns at most 99 % on every target, exactly 99 % on 2, at least 98.9914 %, by enumeration', () => {
    const ninetyNine = fraction(99n, 100n);
    let lowest = ninetyNine;
    let sum = fraction(0n);
    for (const target of targets()) {
      const rtp = exactRtp(target);
      // (target - 1)/100 x floor(990,000/(target - 1))/10,000, by its definition.
      expect(rtp).toEqual(
        fraction(BigInt((target - 1) * dadosMultiplier(target)), BigInt(DADOS_SIDES * UNIT)),
      );
      expect(toNumber(rtp)).toBeLessThanOrEqual(0.99);
      if (toNumber(rtp) < toNumber(lowest)) lowest = rtp;
      sum = add(sum, rtp);
    }
    expect(exactRtp(2)).toEqual(ninetyNine);
    expect(exactRtp(51)).toEqual(ninetyNine);
    // The rounding bites most at target 95: 94 x 10,531 / 1,000,000 = 98.9914 %.
    expect(lowest).toEqual(fraction(94n * 10_531n, 1_000_000n));
    // Averaged over the targets, for the record.
    expect(toNumber(mul(sum, fraction(1n, BigInt(targets().length))))).toBeCloseTo(0.99, 3);
  });

  it('is low volatility at the default target of 50 and high at the long shots', () => {
    const deviation = (target: number) => {
      const p = (target - 1) / DADOS_SIDES;
      const m = dadosMultiplier(target) / MULTIPLIER_SCALE;
      return m * Math.sqrt(p * (1 - p));
    };
    expect(volatilityOf(deviation(50))).toBe('low');
    expect(volatilityOf(deviation(2))).toBe('high');
  });

  it('rolls every face of 1..100 from the source', () => {
    const random = createSimulationRandom('dados');
    const seen = new Set<number>();
    for (let i = 0; i < 5_000; i += 1)
      seen.add(playDados({ amount: 100, target: 50 }, random).roll);
    expect([...seen].sort((a, b) => a - b)).toEqual(
      Array.from({ length: DADOS_SIDES }, (_, i) => i + 1),
    );
  });
});
