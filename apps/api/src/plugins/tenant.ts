import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LANGUAGE, isLanguage } from '@tribuna/contracts/languages';
import { AppError } from '../lib/app-error';
import {
  normalizeHost,
  type Tenant,
  type TenantsService,
} from '../modules/tenants/tenants.service';

export const LANGUAGE_HEADER = 'master-language';
export const API_KEY_HEADER = 'master-api-key';

/** API routes that stop while a tenant or the platform is in maintenance. */
function blockedByMaintenance(request: FastifyRequest): boolean {
  if (request.routeOptions.config.allowDuringMaintenance) return false;
  return request.url.startsWith('/api/');
}

/**
 * Finds the tenant that owns the request's Host, the caller's language, and
 * enforces maintenance. An unknown host never falls back to another tenant.
 */
export const tenantPlugin = fp(function tenantPlugin(
  app: FastifyInstance,
  opts: { tenants: TenantsService },
) {
  app.decorateRequest('tenant', null as unknown as Tenant);
  app.decorateRequest('language', DEFAULT_LANGUAGE);

  app.addHook('onRequest', async (request) => {
    const header = request.headers[LANGUAGE_HEADER];
    const asked = isLanguage(header) ? header : undefined;
    if (asked) request.language = asked;
    if (request.routeOptions.config.tenant === false) return;

    const tenant = await opts.tenants.resolveHost(request.headers.host);
    if (!tenant) {
      throw new AppError(404, 'UNKNOWN_HOST', 'tenant.unknown_host', {
        params: { host: normalizeHost(request.headers.host) || '?' },
        alert: true,
      });
    }
    request.tenant = tenant;
    if (!asked) request.language = tenant.settings.language;
    const key = request.headers[API_KEY_HEADER];
    if (key !== undefined && key !== tenant.apiKey) {
      throw new AppError(403, 'FORBIDDEN', 'tenant.api_key_mismatch');
    }

    if (
      blockedByMaintenance(request) &&
      (tenant.settings.maintenance.enabled || (await opts.tenants.isPlatformInMaintenance()))
    ) {
      throw new AppError(503, 'MAINTENANCE', 'tenant.maintenance', {
        alert: true,
        headers: { 'retry-after': '300' },
      });
    }
  });
});

/**
 * For calls that must carry the site key. Any key that is sent must be this
 * tenant's; the hook above refuses a wrong one on every call.
 */
export function assertApiKey(request: FastifyRequest): void {
  if (request.headers[API_KEY_HEADER] === undefined) {
    throw new AppError(400, 'BAD_REQUEST', 'tenant.api_key_missing');
  }
}
