import { Redis } from 'ioredis';
import { openDatabase, type Database } from './db/database';
import type { Env } from './env';
import { createMemoryBus, createRedisBus, type EventBus } from './lib/bus';
import {
  createMemoryRateLimiter,
  createRedisRateLimiter,
  type RateLimiter,
} from './lib/rate-limiter';
import { loadSecrets, type Secrets } from './lib/secrets';

/** What the app runs on: embedded by default, PostgreSQL and Redis when configured. */
export interface Infrastructure {
  database: Database;
  bus: EventBus;
  limiter: RateLimiter;
  secrets: Secrets;
  close(): Promise<void>;
}

export async function openInfrastructure(
  env: Pick<Env, 'DATABASE_URL' | 'REDIS_URL' | 'DATA_DIR' | 'SECRET_KEY'>,
  options: { inMemoryDatabase?: boolean; pgliteFrom?: Blob } = {},
): Promise<Infrastructure> {
  const secrets = await loadSecrets({ secretKey: env.SECRET_KEY, dataDir: env.DATA_DIR });
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: options.inMemoryDatabase ? null : env.DATA_DIR,
    pgliteFrom: options.pgliteFrom,
  });
  let redis: Redis | undefined;
  let bus: EventBus;
  let limiter: RateLimiter;
  try {
    if (env.REDIS_URL) {
      redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: 3 });
      bus = await createRedisBus(env.REDIS_URL);
      limiter = createRedisRateLimiter(redis);
    } else {
      bus = createMemoryBus();
      limiter = createMemoryRateLimiter();
    }
  } catch (error) {
    await database.close();
    redis?.disconnect();
    throw error;
  }
  return {
    database,
    bus,
    limiter,
    secrets,
    async close() {
      await bus.close();
      await redis?.quit().catch(() => redis?.disconnect());
      await database.close();
    },
  };
}
