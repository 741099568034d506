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

function maintenance(): AppError {
  return new AppError(503, 'MAINTENANCE', 'tenant.maintenance', {
    alert: true,
    headers: { 'retry-after': '300' },
  });
}

/** API routes that stop while a tenant or the platform is in maintenance. */
function blockedByMaintenance(request: FastifyRequest): boolean {
  if (request.routeOptions.config.allowDuringMaintenance) return false;
  return request.url.startsWith('/api/');
}

function hostLines(rawHeaders: string[]): number {
  let count = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    if (rawHeaders[i]?.toLowerCase() === 'host') count += 1;
  }
  return count;
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

  /** Everything after the tenant is known; throws the refusals. Synchronous when it can be. */
  function admit(
    request: FastifyRequest,
    tenant: Tenant | null,
    asked: boolean,
  ): void | Promise<void> {
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
    if (!blockedByMaintenance(request)) return;
    if (tenant.settings.maintenance.enabled) throw maintenance();
    const platform = opts.tenants.cachedPlatformMaintenance();
    if (platform === false) return;
    if (platform === true) throw maintenance();
    return opts.tenants.isPlatformInMaintenance().then((on) => {
      if (on) throw maintenance();
    });
  }

  // A callback hook with a synchronous path: nearly every request finds its tenant in
  // the cache, and this hook runs on all of them.
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers[LANGUAGE_HEADER];
    const asked = isLanguage(header);
    if (asked) request.language = header;
    // Node keeps the first of two Host lines; a proxy in front may have routed by the
    // other, so the brand would be ambiguous (HTTP/1.1 says: answer 400).
    if (hostLines(request.raw.rawHeaders) > 1) {
      done(new AppError(400, 'BAD_REQUEST', 'tenant.host_repeated'));
      return;
    }
    if (request.routeOptions.config.tenant === false) {
      done();
      return;
    }
    let pending: void | Promise<void>;
    try {
      const cached = opts.tenants.cachedHost(request.headers.host);
      pending =
        cached === undefined
          ? opts.tenants
              .resolveHost(request.headers.host)
              .then((tenant) => admit(request, tenant, asked))
          : admit(request, cached, asked);
    } catch (error) {
      done(error as Error);
      return;
    }
    if (pending) pending.then(() => done(), done);
    else done();
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
