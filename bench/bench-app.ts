import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type {} from '../apps/api/src/types';
import { buildApp } from '../apps/api/src/app';
import type { AppEnv } from '../apps/api/src/env';
import { openInfrastructure, type Infrastructure } from '../apps/api/src/infrastructure';
import { seedDemo } from '../apps/api/src/seed/demo';
import { tempDir } from './lib';

/**
 * The real app in the bench's own process (for `app.inject`), seeded with the demo brands,
 * on a PGlite in a temporary folder or on `databaseUrl`. No simulated sports feed: the
 * benches make their own markets.
 */
export async function openBenchApp(
  name: string,
  databaseUrl: string | undefined,
  /** `warn` where the app serves in a process of its own, so its troubles still show. */
  logLevel: AppEnv['LOG_LEVEL'] = 'silent',
): Promise<{
  app: FastifyInstance;
  infra: Infrastructure;
  where: string;
  /** Closes the app and its database, and removes the temporary folder. */
  close: () => Promise<void>;
}> {
  const dataDir = tempDir(`tribuna-bench-${name}-`);
  const infra = await openInfrastructure({
    DATABASE_URL: databaseUrl,
    REDIS_URL: undefined,
    DATA_DIR: dataDir,
    SECRET_KEY: 'bench-secret-key-bench-secret-key-bench-secret',
  });
  const app = await buildApp(
    {
      LOG_LEVEL: logLevel,
      TRUST_PROXY: false,
      NODE_ENV: 'production',
      SMTP_URL: undefined,
      MAIL_FROM: 'bench@tribuna.localhost',
    },
    infra,
  );
  await app.ready();
  await seedDemo(app, infra.database);
  const where = databaseUrl
    ? `database ${new URL(databaseUrl).pathname.slice(1)}`
    : path.join(dataDir, 'pglite');
  async function close(): Promise<void> {
    try {
      await app.close();
      await infra.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return { app, infra, where, close };
}
