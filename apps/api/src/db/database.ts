import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { PreparingClient } from './prepared-statements';
import { DRIZZLE_PARSERS, sharingParsers } from './pglite-parsers';
import { isEmptyCluster, readClusterTemplate } from './cluster-template';

/** The one database type every module writes against, whichever engine runs it. */
export type Db = PgDatabase<PgQueryResultHKT>;
/** An open transaction, as `db.transaction` hands it to its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or an open transaction: services accept both. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

export class DataDirLockedError extends Error {
  constructor(dir: string) {
    super(
      `Another Tribuna process is already using the data folder ${dir}. ` +
        'Stop it first, or start this one with another DATA_DIR (or a DATABASE_URL).',
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * PGlite in `dataDir` (or in memory when dataDir is null) by default; PostgreSQL when
 * a URL is given. Migrations are applied before this returns.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string | null;
  /**
   * An in-memory PGlite starts from this dump (`dumpDataDir`) instead of an empty cluster:
   * the tests' snapshot of a migrated database, which loads in a fraction of initdb's time.
   */
  pgliteFrom?: Blob | undefined;
  /** Where a fresh data folder's template is read from (tests; the build's by default). */
  clusterTemplate?: string | undefined;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(options.dataDir, options.pgliteFrom, options.clusterTemplate);
}

/**
 * A migrated, empty database as a PGlite dump: the tests' starting point (uncompressed,
 * loaded many times) and the fresh data folder's template (`gzip`, kept on disk).
 */
export async function migratedPgliteDump(compression: 'none' | 'gzip' = 'none'): Promise<Blob> {
  const client = await PGlite.create();
  try {
    await migratePglite(drizzlePglite(client), { migrationsFolder });
    return await client.dumpDataDir(compression);
  } finally {
    await client.close();
  }
}

async function openPglite(
  dataDir: string | null,
  from?: Blob,
  templateFile?: string,
): Promise<Database> {
  let release: (() => Promise<void>) | undefined;
  let folder: string | undefined;
  if (dataDir) {
    folder = path.join(dataDir, 'pglite');
    // PGlite does not create parent folders, and two processes on one folder corrupt it.
    await fs.mkdir(folder, { recursive: true });
    const lock = await lockDataDir(dataDir, (error) => {
      console.error('Lost the lock on the data folder; stopping.', error);
      process.exit(1);
    });
    if (!lock) throw new DataDirLockedError(dataDir);
    release = () => lock.release();
  }
  // A fresh folder starts from the build's template when there is one (cluster-template.ts).
  const template =
    folder && (await isEmptyCluster(folder)) ? await readClusterTemplate(templateFile) : undefined;
  const loadDataDir = folder ? template : from;
  const options = { parsers: DRIZZLE_PARSERS, ...(loadDataDir ? { loadDataDir } : {}) };
  const client = folder ? await PGlite.create(folder, options) : await PGlite.create(options);
  const db = drizzlePglite(sharingParsers(client));
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    await release?.();
    throw error;
  }
  return {
    db,
    kind: 'pglite',
    async close() {
      await client.close();
      await release?.();
    },
  };
}

// Any constant shared by every process: only one of them migrates at a time.
const MIGRATION_LOCK = 7_130_001;

async function openPostgres(url: string): Promise<Database> {
  // Every parameterised statement is prepared once per connection (prepared-statements.ts).
  const pool = new pg.Pool({ connectionString: url, max: 20, Client: PreparingClient });
  // An idle connection can die (server restart, admin termination); the pool replaces
  // it, so this is worth a log line, not a crash.
  pool.on('error', (error) => console.warn('PostgreSQL idle connection lost:', error.message));
  const lockClient = await pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(lockClient), { migrationsFolder });
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    lockClient.release();
  }
  const db = drizzlePg(pool);
  return {
    db,
    kind: 'postgres',
    async close() {
      await pool.end();
    },
  };
}

/** A cheap round trip, for readiness checks. */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
