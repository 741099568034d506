import type { Language } from '@tribuna/contracts/languages';
import type { Tenant } from './modules/tenants/tenants.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant that owns the request's Host (null only on routes with `tenant: false`). */
    tenant: Tenant;
    /** The caller's language: Master-Language, else the tenant's default, else es_ES. */
    language: Language;
  }
  interface FastifyContextConfig {
    /** Set false for routes that answer on any host (health, docs). */
    tenant?: boolean;
    /** Routes that keep working while the tenant or the platform is in maintenance. */
    allowDuringMaintenance?: boolean;
  }
}
