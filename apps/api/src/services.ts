import type { Infrastructure } from './infrastructure';
import { createTokenIssuer } from './lib/tokens';
import { createXsrf } from './lib/xsrf';
import { createAuditService } from './modules/audit/audit.service';
import { createTenantsService } from './modules/tenants/tenants.service';

/** Every module's service, wired to the ones it uses. Modules meet only here. */
export function createServices(infra: Infrastructure) {
  const { db } = infra.database;
  const { bus, secrets } = infra;
  const tokens = createTokenIssuer(secrets.jwt);
  const xsrf = createXsrf(secrets.hmac);
  const audit = createAuditService({ db });
  const tenants = createTenantsService({ db, bus, audit });
  return { tokens, xsrf, audit, tenants };
}
export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
