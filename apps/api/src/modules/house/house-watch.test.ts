import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMemoryBus } from '../../lib/bus';
import { createWatchedTables, type WatchedTables } from './house-watch';

const ours = crypto.randomUUID();
const foreign = crypto.randomUUID();

/** Two processes' views of the watched tables, on one bus and one clock the test moves. */
function twoProcesses() {
  const bus = createMemoryBus();
  let now = 1_000_000;
  const told: unknown[] = [];
  bus.subscribe('house.tables', (message) => told.push(message.data));
  const make = (): WatchedTables =>
    createWatchedTables({
      bus,
      tenants: { getById: (id) => Promise.resolve(id === ours ? {} : null) },
      games: ['ruleta'],
      activeMs: 1_000,
      now: () => now,
      onError: (error) => {
        throw error;
      },
    });
  return {
    a: make(),
    b: make(),
    told,
    move: (ms: number) => {
      now += ms;
    },
  };
}

/** Lets the brand lookups of the announcements answer. */
function settle(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

describe('the watched shared tables', () => {
  it('are known on every process, for brands of this database only, until nobody asks', async () => {
    const { a, b, move } = twoProcesses();
    expect(b.any()).toBe(false);
    a.touch(ours, 'ruleta');
    a.touch(foreign, 'ruleta');
    await settle();
    expect(a.any()).toBe(true);
    expect(b.current()).toEqual([{ tenantId: ours, game: 'ruleta' }]);

    move(600);
    a.touch(ours, 'ruleta');
    await settle();
    move(600);
    // Asked 600 ms ago on A, and told again then: still watched on both.
    expect(b.current()).toEqual([{ tenantId: ours, game: 'ruleta' }]);
    move(500);
    expect(a.any()).toBe(false);
    expect(b.any()).toBe(false);
  });

  it('are told again only now and then while players keep asking, and only for its games', async () => {
    const { a, b, told, move } = twoProcesses();
    a.touch(ours, 'ruleta');
    a.touch(ours, 'ruleta');
    move(50);
    a.touch(ours, 'ruleta');
    expect(told).toHaveLength(1);
    move(100);
    a.touch(ours, 'ruleta');
    expect(told).toHaveLength(2);
    a.touch(ours, 'cohete');
    await settle();
    expect(b.current()).toEqual([{ tenantId: ours, game: 'ruleta' }]);
  });
});
