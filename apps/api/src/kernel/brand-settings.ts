import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../db/database';
import type { EventBus } from '../lib/bus';
import { brandSettings } from './brand-settings.schema';

/** One module's settings for each brand: read parsed (with defaults), written whole. */
export interface BrandSettings<T> {
  read(tenantId: string, tx?: DbOrTx): Promise<T>;
  /**
   * Validates and stores `value` (what the office sends: every field); answers it parsed.
   * In a caller's transaction, the caches are dropped only when the caller says it
   * committed (`changed`): dropped before, a read in between would cache the old value.
   */
  write(tenantId: string, value: T, tx?: DbOrTx): Promise<T>;
  /** After a write in a transaction committed: every process drops its cached copy. */
  changed(tenantId: string): Promise<void>;
  /** Drops this process's cached copy (a write on another process is heard through the bus). */
  forget(tenantId?: string): void;
}

export interface BrandSettingsStore {
  of<S extends z.ZodObject>(module: string, schema: S): BrandSettings<z.output<S>>;
}

const TOPIC = 'system';
const CHANGED = 'brand-settings.changed';

/**
 * Parses stored settings field by field: a field that is missing, or that no longer
 * validates (the schema moved on since it was saved), takes its default; the others
 * keep what the brand chose.
 */
export function parseSettings<S extends z.ZodObject>(schema: S, stored: unknown): z.output<S> {
  const whole = schema.safeParse(stored ?? {});
  if (whole.success) return whole.data;
  const source = typeof stored === 'object' && stored !== null ? stored : {};
  const fields: Record<string, unknown> = {};
  const shape: Record<string, z.ZodType> = schema.shape;
  for (const [key, field] of Object.entries(shape)) {
    const value: unknown = (source as Record<string, unknown>)[key];
    fields[key] = field.safeParse(value).success ? value : undefined;
  }
  return schema.parse(fields);
}

/**
 * The store behind every module's `settings`. Read on hot paths (a bet reads the
 * sportsbook's), so each brand's are cached for a few seconds and dropped on every
 * process when they change (through the bus).
 */
export function createBrandSettingsStore(deps: {
  db: Db;
  bus: EventBus;
  cacheMs?: number;
}): BrandSettingsStore & { close(): void } {
  const cacheMs = deps.cacheMs ?? 5000;
  const cache = new Map<string, { until: number; value: unknown }>();
  const keyOf = (module: string, tenantId: string) => `${module}:${tenantId}`;
  const unsubscribe = deps.bus.subscribe(TOPIC, (message) => {
    if (message.type !== CHANGED) return;
    const data = message.data as { key?: unknown };
    if (typeof data.key === 'string') cache.delete(data.key);
  });

  async function stored(module: string, tenantId: string, tx: DbOrTx): Promise<unknown> {
    const [row] = await tx
      .select({ value: brandSettings.value })
      .from(brandSettings)
      .where(and(eq(brandSettings.tenantId, tenantId), eq(brandSettings.module, module)));
    return row?.value;
  }

  return {
    of<S extends z.ZodObject>(module: string, schema: S): BrandSettings<z.output<S>> {
      async function changed(tenantId: string): Promise<void> {
        const key = keyOf(module, tenantId);
        cache.delete(key);
        await deps.bus.publish(TOPIC, { type: CHANGED, data: { key } });
      }
      return {
        async read(tenantId, tx) {
          const key = keyOf(module, tenantId);
          // Inside a transaction, what it sees; outside, the cache.
          if (tx) return parseSettings(schema, await stored(module, tenantId, tx));
          const hit = cache.get(key);
          if (hit && hit.until > Date.now()) return hit.value as z.output<S>;
          const value = parseSettings(schema, await stored(module, tenantId, deps.db));
          cache.set(key, { until: Date.now() + cacheMs, value });
          return value;
        },
        async write(tenantId, value, tx) {
          const parsed = schema.parse(value);
          await (tx ?? deps.db)
            .insert(brandSettings)
            .values({ tenantId, module, value: parsed })
            .onConflictDoUpdate({
              target: [brandSettings.tenantId, brandSettings.module],
              set: { value: parsed, updatedAt: sql`now()` },
            });
          if (!tx) await changed(tenantId);
          return parsed;
        },
        changed,
        forget(tenantId) {
          if (tenantId) cache.delete(keyOf(module, tenantId));
          else for (const key of cache.keys()) if (key.startsWith(`${module}:`)) cache.delete(key);
        },
      };
    },
    close: () => unsubscribe(),
  };
}
