import { expect } from 'vitest';
import type { PricedMarket } from './market-book';

/** Every market sums to 1 (double chance to 2: each outcome covers two results). */
export function expectNormalised(markets: readonly PricedMarket[]): void {
  for (const market of markets) {
    const sum = market.outcomes.reduce((s, o) => s + o.probability, 0);
    expect(Math.abs(sum - (market.type === 'double_chance' ? 2 : 1))).toBeLessThan(1e-9);
    for (const o of market.outcomes) {
      expect(o.probability).toBeGreaterThanOrEqual(0);
      expect(o.probability).toBeLessThanOrEqual(1);
    }
  }
}

export function probabilityOf(
  markets: readonly PricedMarket[],
  type: PricedMarket['type'],
  line: number | null,
  key: string,
): number {
  const market = markets.find((m) => m.type === type && m.line === line);
  const outcome = market?.outcomes.find((o) => o.key === key);
  if (!outcome) throw new Error(`no ${type} ${String(line)} ${key}`);
  return outcome.probability;
}
