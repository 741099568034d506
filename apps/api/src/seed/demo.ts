import type { FastifyInstance } from 'fastify';
import { SYSTEM_ACTOR } from '../modules/audit/audit.service';
import { DEMO_BRANDS } from '../modules/tenants/demo-brands';

/**
 * Demo brands and accounts on a database that has no tenant yet, so a fresh
 * `npm start` shows every branch of the spec. Runs through the services, like staff.
 */
export async function seedDemo(app: FastifyInstance): Promise<void> {
  const { tenants } = app.services;
  if ((await tenants.list()).length > 0) return;
  for (const brand of DEMO_BRANDS) {
    const tenant = await tenants.create(SYSTEM_ACTOR, brand);
    app.log.info({ brand: brand.slug, hosts: tenant.hosts }, 'seeded demo brand');
  }
}
