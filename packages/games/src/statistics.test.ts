import { describe, expect, it } from 'vitest';
import {
  addSample,
  chiSquare,
  emptyMoments,
  logGamma,
  mergeMoments,
  regularizedGammaQ,
  standardDeviation,
} from './statistics';

describe('statistics', () => {
  it('gives the chi-square tables’ p-values', () => {
    // Critical values at p = 0.05 and 0.001 from the standard tables.
    expect(regularizedGammaQ(1 / 2, 3.841 / 2)).toBeCloseTo(0.05, 4);
    expect(regularizedGammaQ(10 / 2, 18.307 / 2)).toBeCloseTo(0.05, 4);
    expect(regularizedGammaQ(99 / 2, 123.225 / 2)).toBeCloseTo(0.05, 4);
    expect(regularizedGammaQ(99 / 2, 148.23 / 2)).toBeCloseTo(0.001, 4);
    expect(regularizedGammaQ(36 / 2, 67.985 / 2)).toBeCloseTo(0.001, 4);
    expect(regularizedGammaQ(3, 0)).toBe(1);
  });

  it('computes ln Γ', () => {
    expect(logGamma(1)).toBeCloseTo(0, 12);
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 12);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12);
  });

  it('scores counts against equal or given expectations', () => {
    expect(chiSquare([10, 10, 10, 10]).statistic).toBe(0);
    expect(chiSquare([10, 10, 10, 10]).pValue).toBe(1);
    const skewed = chiSquare([30, 10]);
    expect(skewed.statistic).toBe(10);
    expect(skewed.pValue).toBeLessThan(0.002);
    expect(chiSquare([25, 75], [25, 75]).statistic).toBe(0);
  });

  it('merges running moments as if they were one run', () => {
    const values = [1, 4, 4, 9, 20, 0, 3];
    const one = emptyMoments();
    values.forEach((v) => addSample(one, v));
    const a = emptyMoments();
    const b = emptyMoments();
    values.slice(0, 3).forEach((v) => addSample(a, v));
    values.slice(3).forEach((v) => addSample(b, v));
    const merged = mergeMoments(a, b);
    expect(merged.count).toBe(7);
    expect(merged.mean).toBeCloseTo(41 / 7, 12);
    expect(standardDeviation(merged)).toBeCloseTo(standardDeviation(one), 12);
    const mean = 41 / 7;
    const sampleVariance = values.reduce((s, v) => s + (v - mean) ** 2, 0) / 6;
    expect(standardDeviation(one)).toBeCloseTo(Math.sqrt(sampleVariance), 12);
  });
});
