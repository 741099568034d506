import path from 'node:path';
import { z } from 'zod';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  REDIS_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  SMTP_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  MAIL_FROM: z.string().default('Tribuna <no-reply@tribuna.localhost>'),
  /** Overrides the secrets generated into DATA_DIR (set the same value on every process). */
  SECRET_KEY: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Folder with the built web apps (web/ and office/); defaults to the workspace builds. */
  STATIC_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  /** Seed the demo brands and accounts when the database has no tenant yet. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** The live roulette's phases (defaults 15 s, 5 s, 5 s); shorter in browser tests. */
  HOUSE_TABLE_BETTING_MS: z.coerce.number().int().min(1_000).max(600_000).optional(),
  HOUSE_TABLE_SPINNING_MS: z.coerce.number().int().min(100).max(60_000).optional(),
  HOUSE_TABLE_RESULT_MS: z.coerce.number().int().min(100).max(60_000).optional(),
  /** The sportsbook's feed: the built-in simulated one, or none (fixtures stay as they are). */
  SPORTS_FEED: z.enum(['simulated', 'off']).default('simulated'),
  /** Simulated seconds of play per real second. */
  SPORTS_FEED_SPEED: z.coerce.number().min(1).max(600).default(20),
  /** The simulated world's seed (same seed, same calendar and matches). */
  SPORTS_FEED_SEED: z.preprocess(emptyToUndefined, z.string().min(1).max(100).optional()),
  /**
   * How long one minute of the reality check's interval lasts, in milliseconds: shortened
   * only where a test must see the check without waiting a quarter of an hour.
   */
  REALITY_CHECK_MINUTE_MS: z.coerce.number().int().min(100).max(60_000).default(60_000),
});

export type Env = z.infer<typeof envSchema> & { DATA_DIR: string };

/** The one place that reads process.env; everything else takes an Env. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, DATA_DIR: path.resolve(parsed.data.DATA_DIR) };
}

/** What the app itself reads of the environment (tests and benches build one by hand). */
export type AppEnv = Pick<
  Env,
  | 'LOG_LEVEL'
  | 'TRUST_PROXY'
  | 'NODE_ENV'
  | 'SMTP_URL'
  | 'MAIL_FROM'
  | 'HOUSE_TABLE_BETTING_MS'
  | 'HOUSE_TABLE_SPINNING_MS'
  | 'HOUSE_TABLE_RESULT_MS'
> &
  Partial<
    Pick<Env, 'SPORTS_FEED' | 'SPORTS_FEED_SPEED' | 'SPORTS_FEED_SEED' | 'REALITY_CHECK_MINUTE_MS'>
  > & {
    STATIC_DIR?: string | undefined;
  };
