import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { tenants } from '../modules/tenants/tenants.schema';
import { migratedDump } from '../test/test-database';
import { writeClusterTemplate } from './cluster-template';
import { DataDirLockedError, migratedPgliteDump, openDatabase, type Database } from './database';

const open: Database[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((d) => d.close()));
});

// Each test starts PGlite clusters on disk (initdb, migrations, a dump): tens of seconds on
// two busy cores, so more than the suite's default allows.
describe('the embedded database', { timeout: 120_000 }, () => {
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

  it('starts a fresh folder from the build’s template, and never a folder that has a cluster', async () => {
    const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'tribuna-template-'));
    // A template with a mark of its own: a brand no migration or initdb would make.
    const source = await PGlite.create({
      loadDataDir: (await migratedDump()) ?? (await migratedPgliteDump()),
    });
    await source.query("insert into tenants (slug) values ('from-template')");
    const clusterTemplate = await writeClusterTemplate(
      await source.dumpDataDir('gzip'),
      path.join(scratch, 'template.tar.gz'),
    );
    await source.close();
    const slugs = async (database: Database) =>
      (await database.db.select({ slug: tenants.slug }).from(tenants)).map((r) => r.slug).sort();

    const dataDir = path.join(scratch, 'data');
    const fresh = await openDatabase({ dataDir, clusterTemplate });
    open.push(fresh);
    expect(await slugs(fresh)).toEqual(['from-template']);
    await fresh.db.insert(tenants).values({ slug: 'written-after' });
    await open.pop()?.close();

    // Opened again: its own cluster, not the template's copy.
    const again = await openDatabase({ dataDir, clusterTemplate });
    open.push(again);
    expect(await slugs(again)).toEqual(['from-template', 'written-after']);

    // No template: initdb, as before there was one.
    const bare = await openDatabase({
      dataDir: path.join(scratch, 'bare'),
      clusterTemplate: path.join(scratch, 'missing.tar.gz'),
    });
    open.push(bare);
    expect(await slugs(bare)).toEqual([]);
  });
});
