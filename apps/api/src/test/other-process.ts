import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows';

/**
 * Second processes for a test file: on PostgreSQL (`databaseUrl`) connections of their own
 * on the test's database, so their transactions really run beside the app's; on PGlite the
 * app's own `db`, whose transactions take turns. `close` (in afterAll) ends the pools.
 */
export function otherProcesses(databaseUrl: string | undefined): {
  db(own: Db, max: number): Promise<Db>;
  close(): Promise<void>;
} {
  const pools: pg.Pool[] = [];
  return {
    async db(own, max) {
      if (!databaseUrl) return own;
      const [row] = rowsOf<{ name: string }>(
        await own.execute(sql`select current_database() as name`),
      );
      const url = new URL(databaseUrl);
      url.pathname = `/${row?.name ?? ''}`;
      const pool = new pg.Pool({ connectionString: url.toString(), max });
      pools.push(pool);
      return drizzle(pool);
    },
    async close() {
      await Promise.all(pools.splice(0).map((pool) => pool.end()));
    },
  };
}
