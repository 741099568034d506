import { describe, expect, it } from 'vitest';
import { simulatedSource } from './sports-feed-simulated';

describe('the simulated source’s stored state', () => {
  const now = Date.UTC(2025, 0, 1, 12);

  it('takes its own state back as it was', () => {
    const source = simulatedSource({ seed: 's', speed: 20 });
    const state = source.create(now);
    const stored: unknown = JSON.parse(JSON.stringify(state));
    expect(source.restore(stored)).toEqual({ state: stored });
  });

  it('refuses a state of another version, saying why', () => {
    const source = simulatedSource({ seed: 's', speed: 20 });
    const state = { ...source.create(now), version: 2 };
    expect(source.restore(state)).toEqual({
      reason: 'stored simulator state version 2, expected 1',
    });
    expect('reason' in source.restore('garbage')).toBe(true);
  });

  it('keeps the stored world’s speed and seed, and notes that the configured ones wait', () => {
    const stored = simulatedSource({ seed: 'old', speed: 20 }).create(now);
    const restored = simulatedSource({ seed: 'new', speed: 60 }).restore(stored);
    if (!('state' in restored)) throw new Error('refused');
    expect(restored.state.speed).toBe(20);
    expect(restored.state.seed).toBe('old');
    expect(restored.note).toContain('SPORTS_FEED_SPEED=60');
  });
});
