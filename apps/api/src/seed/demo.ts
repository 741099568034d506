import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';

/**
 * Demo brands and accounts on a database that has no tenant yet, so a fresh
 * `npm start` shows every branch of the spec. Each module seeds its own part through its
 * service, like staff would: first what the platform shares (the brands, the catalogue,
 * the owner), then each brand's.
 */
export async function seedDemo(app: FastifyInstance, database?: Database): Promise<void> {
  // Two processes starting at once on one PostgreSQL would both find it empty and both
  // seed: the second waits on this lock until the first has committed, then finds it seeded.
  // (PGlite has one process per data folder, and its transactions are serialised, so no lock.)
  if (database?.kind === 'postgres') {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
      await seedOnce(app);
    });
    return;
  }
  await seedOnce(app);
}

// Any constant shared by every process (the migration lock is 7_130_001).
const SEED_LOCK = 7_130_002;

async function seedOnce(app: FastifyInstance): Promise<void> {
  const { tenants } = app.services;
  if ((await tenants.list()).length > 0) return;
  await app.kernel.seedPlatform();
  for (const tenant of await tenants.list()) {
    await app.kernel.seedBrand({
      id: tenant.id,
      slug: tenant.slug,
      name: tenant.settings.name,
      language: tenant.settings.language,
    });
    app.log.info({ brand: tenant.slug, hosts: tenant.hosts }, 'seeded demo brand');
  }
}
