import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedPgliteDump } from '../db/database';
import { readEnv } from '../env';

/**
 * Once per run: a migrated PGlite, dumped to a file that every test app starts from.
 * A fresh PGlite spends seconds in initdb and the migrations; loading the dump takes a
 * fraction of that, and the API's test files create some forty apps.
 */
let file: string | undefined;

export async function setup(project: TestProject): Promise<void> {
  if (readEnv().DATABASE_URL) {
    project.provide('pgliteDump', null);
    return;
  }
  file = path.join(os.tmpdir(), `tribuna-test-pglite-${crypto.randomBytes(6).toString('hex')}.tar`);
  const dump = await migratedPgliteDump();
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
}

export async function teardown(): Promise<void> {
  if (file) await fs.rm(file, { force: true });
}
