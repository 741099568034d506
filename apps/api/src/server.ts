import { buildApp } from './app';
import { DataDirLockedError } from './db/database';
import { readEnv } from './env';
import { openInfrastructure, type Infrastructure } from './infrastructure';
import { seedDemo } from './seed/demo';

/** Builds, listens, and closes everything on SIGINT/SIGTERM. Nothing else lives here. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const env = readEnv();
  let infra: Infrastructure;
  try {
    infra = await openInfrastructure(env);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(env, infra);
  if (env.SEED_DEMO) await seedDemo(app, infra.database);

  let closing = false;
  async function shutdown(signal: string): Promise<void> {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await app.close();
      await infra.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  }
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  app.log.info(
    {
      port,
      database: infra.database.kind,
      bus: env.REDIS_URL ? 'redis' : 'memory',
      startupMs: Math.round(performance.now() - startedAt),
    },
    `Tribuna is ready on http://localhost:${port}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
