import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { openInfrastructure, type Infrastructure } from '../infrastructure';
import { seedDemo } from '../seed/demo';
import { migratedDump } from './test-database';
import { readEnv } from '../env';

export interface TestApp {
  app: FastifyInstance;
  infra: Infrastructure;
  close(): Promise<void>;
}

/**
 * The real app on a real database: PGlite in memory by default; with DATABASE_URL,
 * a fresh PostgreSQL database per call (dropped on close), and Redis with REDIS_URL.
 */
export async function createTestApp(
  options: {
    seed?: boolean;
    staticDir?: string;
    /** Runs the simulated sports feed (off by default: most tests need no simulator). */
    sportsFeed?: boolean;
    sportsSpeed?: number;
    /** The platform's clock (the real one by default). */
    clock?: () => Date;
    realityCheckMinuteMs?: number;
    /** Runs the modules' jobs (yes by default; off for a test that runs a job's work itself). */
    jobs?: boolean;
  } = {},
): Promise<TestApp> {
  const { DATABASE_URL: base, REDIS_URL } = readEnv();
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (base) {
    const name = `tribuna_test_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }
  const infra = await openInfrastructure(
    {
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      DATA_DIR: path.join(os.tmpdir(), 'tribuna-test-secrets'),
      SECRET_KEY: 'test-secret-key-test-secret-key-test-secret-key',
    },
    { inMemoryDatabase: true, pgliteFrom: await migratedDump() },
  );
  const app = await buildApp(
    {
      LOG_LEVEL: 'silent',
      TRUST_PROXY: false,
      NODE_ENV: 'test',
      SMTP_URL: undefined,
      MAIL_FROM: 'test@tribuna.localhost',
      STATIC_DIR: options.staticDir,
      SPORTS_FEED: options.sportsFeed ? 'simulated' : 'off',
      SPORTS_FEED_SPEED: options.sportsSpeed ?? 20,
      REALITY_CHECK_MINUTE_MS: options.realityCheckMinuteMs,
    },
    infra,
    { clock: options.clock, jobs: options.jobs ?? true },
  );
  await app.ready();
  if (options.seed ?? true) await seedDemo(app);
  return {
    app,
    infra,
    async close() {
      await app.close();
      await infra.close();
      await dropDatabase?.();
    },
  };
}
