import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migratedPgliteDump } from '../db/database';
import { PGLITE_DUMP_ENV } from './test-database';

/**
 * Once per run: a migrated PGlite, dumped to a file that every test app starts from.
 * A fresh PGlite spends seconds in initdb and the migrations; loading the dump takes a
 * fraction of that, and the API's test files create some forty apps.
 */
let file: string | undefined;

export async function setup(): Promise<void> {
  if (process.env.DATABASE_URL) return;
  file = path.join(os.tmpdir(), `tribuna-test-pglite-${crypto.randomBytes(6).toString('hex')}.tar`);
  const dump = await migratedPgliteDump();
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  // The workers start after this and inherit the environment.
  process.env[PGLITE_DUMP_ENV] = file;
}

export async function teardown(): Promise<void> {
  if (file) await fs.rm(file, { force: true });
}
