import { z } from 'zod';
import type { EventBus } from '../../lib/bus';

/** Between two sweeps of the shared tables while nobody, on any process, watches one. */
export const IDLE_SWEEP_MS = 10_000;

const WATCH_TOPIC = 'house.tables';
const WATCHED = 'house.table.watched';
const watchedSchema = z.object({ tenant_id: z.uuid(), game: z.string() });

export interface WatchedTable {
  tenantId: string;
  game: string;
}

export type WatchedTables = ReturnType<typeof createWatchedTables>;

/**
 * The shared tables players watch, on this process or another. One process at a time
 * runs a table's job (jobs.ts), and it must open the rounds of every watched table on
 * time, not only of those asked for on it: a player's call marks the table here and
 * tells the other processes (again every tenth of `activeMs` while players keep asking).
 * A table nobody asked for in `activeMs` drops out.
 */
export function createWatchedTables(deps: {
  bus: EventBus;
  /** Whether a brand is ours (anything but null). */
  tenants: { getById(tenantId: string): Promise<object | null> };
  /** The games of this kind of table (the others' announcements are theirs). */
  games: readonly string[];
  activeMs: number;
  now: () => number;
  onError: (error: unknown) => void;
}) {
  const tables = new Map<string, WatchedTable & { at: number; told: number }>();
  const keyOf = (tenantId: string, game: string) => `${tenantId}|${game}`;

  function mark(tenantId: string, game: string, told: number): void {
    const now = deps.now();
    const known = tables.get(keyOf(tenantId, game));
    if (known) known.at = now;
    else tables.set(keyOf(tenantId, game), { tenantId, game, at: now, told });
  }

  deps.bus.subscribe(WATCH_TOPIC, (message) => {
    if (message.type !== WATCHED) return;
    const parsed = watchedSchema.safeParse(message.data);
    if (!parsed.success || !deps.games.includes(parsed.data.game)) return;
    const { tenant_id: tenantId, game } = parsed.data;
    if (tables.has(keyOf(tenantId, game))) {
      mark(tenantId, game, deps.now());
      return;
    }
    // Another deployment on the same Redis has brands of its own: not ours to open rounds for.
    deps.tenants.getById(tenantId).then((tenant) => {
      if (tenant) mark(tenantId, game, deps.now());
    }, deps.onError);
  });

  function current(): WatchedTable[] {
    const now = deps.now();
    const live: WatchedTable[] = [];
    for (const [key, table] of tables) {
      if (now - table.at > deps.activeMs) tables.delete(key);
      else live.push({ tenantId: table.tenantId, game: table.game });
    }
    return live;
  }

  return {
    /** A player asked for the table on this process. */
    touch(tenantId: string, game: string): void {
      mark(tenantId, game, Number.NEGATIVE_INFINITY);
      const table = tables.get(keyOf(tenantId, game));
      const now = deps.now();
      if (!table || now - table.told < deps.activeMs / 10) return;
      table.told = now;
      deps.bus
        .publish(WATCH_TOPIC, { type: WATCHED, data: { tenant_id: tenantId, game } })
        .catch(deps.onError);
    },

    /** The tables watched now, anywhere. */
    current,

    /** Whether any table is watched: the tables' job then runs at its busy pace. */
    any(): boolean {
      return current().length > 0;
    },
  };
}
