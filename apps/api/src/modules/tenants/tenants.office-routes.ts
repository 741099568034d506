import { errorResponses } from '@tribuna/contracts/envelope';
import {
  OFFICE_API,
  officeIdParamsSchema,
  officePlatformRequestSchema,
  officePlatformResponseSchema,
  officeSiteResponseSchema,
  officeSiteUpdateRequestSchema,
  officeTenantCreateRequestSchema,
  officeTenantHostsRequestSchema,
  officeTenantResponseSchema,
  officeTenantsResponseSchema,
  type OfficeSite,
  type OfficeTenant,
} from '@tribuna/contracts/office';
import type { SiteSettings } from '@tribuna/contracts/site-settings';
import { AppError } from '../../lib/app-error';
import { actorOf } from '../../plugins/office-actor';
import type { StaffService } from '../staff/staff.service';
import { DEMO_BRANDS } from './demo-brands';
import type { Tenant, TenantsService } from './tenants.service';
import type { RouteApp } from '../../kernel/route-groups';

function siteView(tenant: Tenant): OfficeSite {
  return {
    tenant_id: tenant.id,
    slug: tenant.slug,
    hosts: tenant.hosts,
    api_key: tenant.apiKey,
    hash: tenant.hash,
    version: tenant.version,
    settings: tenant.settings,
  };
}

function tenantView(tenant: Tenant): OfficeTenant {
  return {
    id: tenant.id,
    slug: tenant.slug,
    name: tenant.settings.name,
    hosts: tenant.hosts,
    currency: tenant.settings.currency,
    language: tenant.settings.language,
  };
}

/** A new brand starts from the first demo brand's settings, renamed and re-currencied. */
function templateSettings(
  name: string,
  currency: SiteSettings['currency'],
  language: SiteSettings['language'],
): SiteSettings {
  const template = DEMO_BRANDS[0];
  if (!template) throw new Error('no demo brand to use as a template');
  const languages = template.settings.languages.includes(language)
    ? template.settings.languages
    : [language, ...template.settings.languages];
  return {
    ...structuredClone(template.settings),
    name,
    currency,
    language,
    languages,
    maintenance: { enabled: false },
    // The template's rules and popups speak of its own pages and offers, in its
    // language; a new brand starts without any.
    redirects: [],
    popups: [],
  };
}

/**
 * The office's site settings of the host's brand (`/api/office/site`) and the
 * platform owner's brands, hosts and platform switch.
 */
export function tenantsOfficeRoutes(
  api: RouteApp,
  opts: { tenants: TenantsService; staff: StaffService },
): void {
  const { tenants, staff } = opts;
  const security = [{ bearer: [] }];

  api.get(
    OFFICE_API.site,
    {
      schema: {
        tags: ['office'],
        summary: "This brand's site: settings, hosts, public key and hash",
        security,
        response: { 200: officeSiteResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      // Read afresh, not from the host cache, so the version is the stored one.
      const tenant = await tenants.getById(request.tenant.id);
      if (!tenant) throw new AppError(404, 'NOT_FOUND', 'office.tenant_not_found');
      return { response: siteView(tenant) };
    },
  );

  api.put(
    OFFICE_API.site,
    {
      schema: {
        tags: ['office'],
        summary: "Replaces this brand's settings (refused with 409 if someone saved meanwhile)",
        security,
        body: officeSiteUpdateRequestSchema,
        response: { 200: officeSiteResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const tenant = await tenants.updateSettings(
        actorOf(request),
        request.tenant.id,
        request.body.settings,
        request.body.version,
      );
      return { response: siteView(tenant) };
    },
  );

  api.get(
    OFFICE_API.tenants,
    {
      schema: {
        tags: ['office'],
        summary: 'Every brand (platform owner)',
        security,
        response: { 200: officeTenantsResponseSchema, ...errorResponses },
      },
      config: { owner: true },
    },
    async () => ({ response: { items: (await tenants.list()).map(tenantView) } }),
  );

  api.post(
    OFFICE_API.tenants,
    {
      schema: {
        tags: ['office'],
        summary: 'Creates a brand with its hosts and first admin account (platform owner)',
        security,
        body: officeTenantCreateRequestSchema,
        response: { 200: officeTenantResponseSchema, ...errorResponses },
      },
      config: { owner: true },
    },
    async (request) => {
      const { slug, hosts, name, currency, language, admin } = request.body;
      const actor = actorOf(request);
      const insertAdmin = await staff.prepare({ ...admin, scopes: ['admin'] });
      const tenant = await tenants.create(
        actor,
        { slug, hosts, settings: templateSettings(name, currency, language) },
        async (tx, tenantId) => {
          await insertAdmin(tx, actor, tenantId);
        },
      );
      return { response: tenantView(tenant) };
    },
  );

  api.put(
    `${OFFICE_API.tenants}/:id/hosts`,
    {
      schema: {
        tags: ['office'],
        summary: "Replaces a brand's hosts (platform owner)",
        security,
        params: officeIdParamsSchema,
        body: officeTenantHostsRequestSchema,
        response: { 200: officeTenantResponseSchema, ...errorResponses },
      },
      config: { owner: true },
    },
    async (request) => {
      const existing = await tenants.getById(request.params.id);
      if (!existing) throw new AppError(404, 'NOT_FOUND', 'office.tenant_not_found');
      const tenant = await tenants.setHosts(actorOf(request), existing.id, request.body.hosts);
      return { response: tenantView(tenant) };
    },
  );

  api.get(
    OFFICE_API.platform,
    {
      schema: {
        tags: ['office'],
        summary: 'Platform-wide switches (platform owner)',
        security,
        response: { 200: officePlatformResponseSchema, ...errorResponses },
      },
      config: { owner: true },
    },
    async () => ({ response: { maintenance: await tenants.isPlatformInMaintenance() } }),
  );

  api.put(
    OFFICE_API.platform,
    {
      schema: {
        tags: ['office'],
        summary: 'Turns platform maintenance on or off (platform owner)',
        security,
        body: officePlatformRequestSchema,
        response: { 200: officePlatformResponseSchema, ...errorResponses },
      },
      config: { owner: true },
    },
    async (request) => {
      await tenants.setPlatformMaintenance(actorOf(request), request.body.maintenance);
      return { response: { maintenance: request.body.maintenance } };
    },
  );
}
