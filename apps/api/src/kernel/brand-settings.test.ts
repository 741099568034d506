import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readEnv } from '../env';
import { createTestApp, type TestApp } from '../test/test-app';
import { brandSettings } from './brand-settings.schema';
import { parseSettings } from './brand-settings';

const schema = z.object({
  enabled: z.boolean().default(true),
  rate: z.number().int().min(1).default(100),
  label: z.string().max(20).default('miles'),
});

describe('parseSettings', () => {
  it('gives every default to a brand that saved nothing', () => {
    expect(parseSettings(schema, undefined)).toEqual({ enabled: true, rate: 100, label: 'miles' });
  });

  it('keeps what the brand chose and defaults a field that no longer validates', () => {
    // Saved under an older schema: `rate` was a string then, `old` is gone now.
    expect(parseSettings(schema, { enabled: false, rate: '5', old: 1 })).toEqual({
      enabled: false,
      rate: 100,
      label: 'miles',
    });
  });

  it('reads anything that is not an object as nothing saved', () => {
    expect(parseSettings(schema, 'garbage')).toEqual({ enabled: true, rate: 100, label: 'miles' });
  });
});

describe('the brand settings store', () => {
  let t: TestApp;
  let tenantId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const tenant = await t.app.services.tenants.resolveHost('localhost');
    if (!tenant) throw new Error('no brand');
    tenantId = tenant.id;
  });
  afterAll(async () => {
    await t.close();
  });

  // On PostgreSQL a read outside the transaction runs while it is open (PGlite would queue
  // it behind the transaction, which waits for it).
  it.skipIf(!readEnv().DATABASE_URL)(
    'serves a write made in a transaction once it committed, though a read cached the old value meanwhile',
    async () => {
      const store = t.app.platform.settings.of('test-module-tx', schema);
      await store.write(tenantId, { enabled: true, rate: 1, label: 'before' });
      await t.infra.database.db.transaction(async (tx) => {
        await store.write(tenantId, { enabled: true, rate: 2, label: 'after' }, tx);
        // Another request reads before the commit: the old value, cached.
        expect((await store.read(tenantId)).label).toBe('before');
      });
      await store.changed(tenantId);
      expect((await store.read(tenantId)).label).toBe('after');
    },
  );

  it('writes a brand’s settings, reads them parsed, and keeps brands apart', async () => {
    const store = t.app.platform.settings.of('test-module', schema);
    await store.write(tenantId, { enabled: false, rate: 7, label: 'x' });
    expect(await store.read(tenantId)).toEqual({ enabled: false, rate: 7, label: 'x' });
    const other = await t.app.services.tenants.resolveHost('lucky.localhost');
    if (!other) throw new Error('no second brand');
    expect(await store.read(other.id)).toEqual({ enabled: true, rate: 100, label: 'miles' });
    await expect(store.write(tenantId, { enabled: true, rate: 0, label: 'x' })).rejects.toThrow();
  });

  it('parses what is stored, even what was written behind its back', async () => {
    const store = t.app.platform.settings.of('test-module', schema);
    await t.infra.database.db.update(brandSettings).set({ value: { enabled: 'yes', rate: 9 } });
    store.forget();
    expect(await store.read(tenantId)).toEqual({ enabled: true, rate: 9, label: 'miles' });
  });
});
