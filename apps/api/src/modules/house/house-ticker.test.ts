import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTicker } from './house-ticker';

afterEach(() => {
  vi.useRealTimers();
});

describe('a shared table’s ticker', () => {
  it('ticks at its pace while players are there, and only now and then when nobody is', async () => {
    vi.useFakeTimers();
    let busy = true;
    let ticks = 0;
    const stop = startTicker(
      () => {
        ticks += 1;
        return Promise.resolve();
      },
      { tickMs: 100, idleMs: 1_000, busy: () => busy },
    );
    await vi.advanceTimersByTimeAsync(1_000);
    expect(ticks).toBe(10);
    busy = false;
    ticks = 0;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(ticks).toBe(5);
    await stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(ticks).toBe(5);
  });

  it('never runs two ticks at once, and survives a failing one', async () => {
    vi.useFakeTimers();
    let running = 0;
    let most = 0;
    let calls = 0;
    const stop = startTicker(
      async () => {
        calls += 1;
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 350));
        running -= 1;
        if (calls === 1) throw new Error('a bad tick');
      },
      { tickMs: 100, busy: () => true },
    );
    await vi.advanceTimersByTimeAsync(2_000);
    expect(most).toBe(1);
    expect(calls).toBeGreaterThan(2);
    // The stop waits for the tick in flight.
    const stopped = stop();
    await vi.advanceTimersByTimeAsync(1_000);
    await stopped;
  });
});
