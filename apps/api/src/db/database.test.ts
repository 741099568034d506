import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tenants } from '../modules/tenants/tenants.schema';
import { DataDirLockedError, openDatabase, type Database } from './database';

const open: Database[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((d) => d.close()));
});

describe('the embedded database', () => {
  it('creates its folder, migrates, and refuses a second user of the same folder', async () => {
    const dataDir = path.join(
      await fs.mkdtemp(path.join(os.tmpdir(), 'tribuna-db-')),
      'nested',
      'data',
    );
    const first = await openDatabase({ dataDir });
    open.push(first);
    // Migrated: the tables exist.
    await first.db.insert(tenants).values({ slug: 'kept' });

    await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(openDatabase({ dataDir })).rejects.toThrow(/already using the data folder/);

    // Once the first one closes, the folder (and its data) can be opened again.
    await open.pop()?.close();
    const again = await openDatabase({ dataDir });
    open.push(again);
    const rows = await again.db.select({ slug: tenants.slug }).from(tenants);
    expect(rows).toEqual([{ slug: 'kept' }]);
  });
});
