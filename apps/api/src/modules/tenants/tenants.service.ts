import crypto from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { SiteSettings } from '@tribuna/contracts/site-settings';
import { currencyDecimals } from '@tribuna/contracts/currencies';
import type { Configurations } from '@tribuna/contracts/configurations';
import type { Language } from '@tribuna/contracts/languages';
import {
  JURISDICTION_PRESET_PROFILES,
  jurisdictionProfileSchema,
  type JurisdictionProfile,
} from '@tribuna/contracts/jurisdiction';
import type { Db, DbOrTx } from '../../db/database';
import type { EventBus } from '../../lib/bus';
import { AppError } from '../../lib/app-error';
import type { Actor, AuditService } from '../audit/audit.service';
import { platformSettings, sites, tenantHosts, tenants } from './tenants.schema';

export interface Tenant {
  id: string;
  slug: string;
  hosts: string[];
  apiKey: string;
  hash: string;
  settings: SiteSettings;
  /** The rules its regulator sets (age, bonuses, default limits, breaks). */
  jurisdiction: JurisdictionProfile;
  version: number;
}

/** A stored profile, parsed: none stored (or one that no longer parses) is the general preset. */
function jurisdictionOf(stored: unknown): JurisdictionProfile {
  const parsed = jurisdictionProfileSchema.safeParse(stored);
  return parsed.success ? parsed.data : JURISDICTION_PRESET_PROFILES.general;
}

/** Host header to the lookup key: port stripped, lower-cased, no trailing dot. */
export function normalizeHost(raw: string | undefined): string {
  if (!raw) return '';
  let host = raw.trim().toLowerCase();
  if (host.startsWith('[')) host = host.slice(0, host.indexOf(']') + 1);
  else host = host.replace(/:\d+$/, '');
  return host.replace(/\.$/, '');
}

const CACHE_MS = 60_000;
const MISS_CACHE_MS = 5_000;
const SYSTEM_TOPIC = 'system';
const TENANT_CHANGED = 'tenant.changed';

export type TenantsService = ReturnType<typeof createTenantsService>;

/**
 * Tenants, their hosts and site settings. Lookups by host are cached in memory and
 * the cache is dropped on every process through the bus when anything changes.
 */
export function createTenantsService(deps: { db: Db; bus: EventBus; audit: AuditService }) {
  const { db, bus, audit } = deps;
  let byHost = new Map<string, { tenant: Tenant | null; until: number }>();
  let byId = new Map<string, { tenant: Tenant; until: number }>();
  // Bumped on every change: a load that began before it is not cached after it.
  let generation = 0;
  let platform: { maintenance: boolean; until: number } | null = null;
  let answers = new Map<string, { response: { configurations: Configurations } }>();

  bus.subscribe(SYSTEM_TOPIC, (message) => {
    if (message.type === TENANT_CHANGED) {
      byHost = new Map();
      byId = new Map();
      generation += 1;
      platform = null;
      answers = new Map();
    }
  });

  async function changed(): Promise<void> {
    byHost = new Map();
    byId = new Map();
    generation += 1;
    platform = null;
    answers = new Map();
    await bus.publish(SYSTEM_TOPIC, { type: TENANT_CHANGED, data: null });
  }

  async function load(tenantId: string, via: DbOrTx = db): Promise<Tenant | null> {
    const [row] = await via
      .select({
        id: tenants.id,
        slug: tenants.slug,
        apiKey: sites.apiKey,
        hash: sites.hash,
        settings: sites.settings,
        jurisdiction: sites.jurisdiction,
        version: sites.version,
      })
      .from(tenants)
      .innerJoin(sites, eq(sites.tenantId, tenants.id))
      .where(eq(tenants.id, tenantId));
    if (!row) return null;
    const hosts = await via
      .select({ host: tenantHosts.host })
      .from(tenantHosts)
      .where(eq(tenantHosts.tenantId, tenantId))
      .orderBy(asc(tenantHosts.createdAt), asc(tenantHosts.host));
    return {
      ...row,
      jurisdiction: jurisdictionOf(row.jurisdiction),
      hosts: hosts.map((h) => h.host),
    };
  }

  /**
   * A brand as the host lookup caches it (same lifetime, dropped on every change): for
   * the hot paths (a bet, a cash out) that need its settings but not a fresh read. In a
   * transaction, `via` it: PGlite answers nothing else until the transaction ends.
   */
  async function cachedById(tenantId: string, via: DbOrTx = db): Promise<Tenant | null> {
    const hit = byId.get(tenantId);
    if (hit && hit.until > Date.now()) return hit.tenant;
    const started = generation;
    const tenant = await load(tenantId, via);
    if (tenant && started === generation) {
      byId.set(tenantId, { tenant, until: Date.now() + CACHE_MS });
    }
    return tenant;
  }

  /** The cached answer for a host, if fresh: `undefined` means "ask the database". */
  function cachedHost(rawHost: string | undefined): Tenant | null | undefined {
    const cached = byHost.get(normalizeHost(rawHost));
    return cached && cached.until > Date.now() ? cached.tenant : undefined;
  }

  function cachedPlatformMaintenance(): boolean | undefined {
    return platform && platform.until > Date.now() ? platform.maintenance : undefined;
  }

  return {
    /**
     * Every request asks this, so a fresh cached answer is given synchronously (the
     * tenant hook then saves a promise and a microtask per request).
     */
    cachedHost,

    async resolveHost(rawHost: string | undefined): Promise<Tenant | null> {
      const cached = cachedHost(rawHost);
      if (cached !== undefined) return cached;
      const host = normalizeHost(rawHost);
      const started = generation;
      const [row] = await db
        .select({ tenantId: tenantHosts.tenantId })
        .from(tenantHosts)
        .where(eq(tenantHosts.host, host));
      const tenant = row ? await load(row.tenantId) : null;
      byHost.set(host, { tenant, until: Date.now() + (tenant ? CACHE_MS : MISS_CACHE_MS) });
      if (tenant && started === generation) {
        byId.set(tenant.id, { tenant, until: Date.now() + CACHE_MS });
      }
      return tenant;
    },

    /** Read fresh from the database (staff may just have changed the brand). */
    getById: load,

    cachedById,

    async list(): Promise<Tenant[]> {
      const rows = await db
        .select({ id: tenants.id })
        .from(tenants)
        .orderBy(asc(tenants.createdAt));
      const all = await Promise.all(rows.map((r) => load(r.id)));
      return all.filter((t): t is Tenant => t !== null);
    },

    /**
     * The configuration answer a page starts from, in the language it asked for. It is
     * asked on every page load, so it is built once per site version, language and
     * platform switch, frozen, and shared (its JSON is memoised by the route).
     */
    async configurationsAnswer(
      tenant: Tenant,
      language: Language | undefined,
    ): Promise<{ response: { configurations: Configurations } }> {
      const maintenance = cachedPlatformMaintenance() ?? (await this.isPlatformInMaintenance());
      const { settings } = tenant;
      const current =
        language && settings.languages.includes(language) ? language : settings.language;
      const key = `${tenant.id}:${tenant.version}:${current}:${maintenance}`;
      const cached = answers.get(key);
      if (cached) return cached;
      // The route rules are served per build (`/builds/meta/{id}.json`), not here.
      const { redirects: _redirects, ...s } = settings;
      const configurations: Configurations = {
        ...s,
        maintenance: { enabled: s.maintenance.enabled || maintenance },
        currency_decimals: currencyDecimals(s.currency),
        jurisdiction: {
          minimum_age: tenant.jurisdiction.minimum_age,
          bonuses_allowed: tenant.jurisdiction.bonuses_allowed,
          country: tenant.jurisdiction.country,
        },
        current_language: current,
      };
      const answer = deepFreeze({ response: { configurations } });
      answers.set(key, answer);
      return answer;
    },

    cachedPlatformMaintenance,

    async isPlatformInMaintenance(): Promise<boolean> {
      const cached = cachedPlatformMaintenance();
      if (cached !== undefined) return cached;
      const [row] = await db.select().from(platformSettings).where(eq(platformSettings.id, 1));
      platform = { maintenance: row?.maintenance ?? false, until: Date.now() + CACHE_MS };
      return platform.maintenance;
    },

    async setPlatformMaintenance(actor: Actor, maintenance: boolean): Promise<void> {
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(platformSettings).where(eq(platformSettings.id, 1));
        await tx
          .insert(platformSettings)
          .values({ id: 1, maintenance })
          .onConflictDoUpdate({
            target: platformSettings.id,
            set: { maintenance, updatedAt: sql`now()` },
          });
        await audit.record(tx, actor, {
          tenantId: null,
          action: 'platform.maintenance',
          targetType: 'platform',
          before: { maintenance: before?.maintenance ?? false },
          after: { maintenance },
        });
      });
      await changed();
    },

    /**
     * Replaces a site's settings. `expectedVersion` guards against two staff editing
     * at once: the second save is refused instead of silently undoing the first.
     */
    async updateSettings(
      actor: Actor,
      tenantId: string,
      settings: SiteSettings,
      expectedVersion?: number,
    ): Promise<Tenant> {
      await db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(sites)
          .where(eq(sites.tenantId, tenantId))
          .for('update');
        if (!current) throw new AppError(404, 'NOT_FOUND', 'office.tenant_not_found');
        if (expectedVersion !== undefined && current.version !== expectedVersion) {
          throw new AppError(409, 'CONFLICT', 'office.settings_conflict', { alert: true });
        }
        await tx
          .update(sites)
          .set({ settings, version: current.version + 1, updatedAt: sql`now()` })
          .where(eq(sites.tenantId, tenantId));
        await audit.record(tx, actor, {
          tenantId,
          action: 'site.settings.update',
          targetType: 'site',
          targetId: tenantId,
          before: current.settings,
          after: settings,
        });
      });
      await changed();
      const tenant = await load(tenantId);
      if (!tenant) throw new AppError(404, 'NOT_FOUND', 'office.tenant_not_found');
      return tenant;
    },

    /** Replaces the brand's jurisdiction profile (the platform owner's call), audited. */
    async setJurisdiction(
      actor: Actor,
      tenantId: string,
      profile: JurisdictionProfile,
    ): Promise<Tenant> {
      await db.transaction(async (tx) => {
        const [current] = await tx
          .select({ jurisdiction: sites.jurisdiction, version: sites.version })
          .from(sites)
          .where(eq(sites.tenantId, tenantId))
          .for('update');
        if (!current) throw new AppError(404, 'NOT_FOUND', 'office.tenant_not_found');
        // The version moves too: the cached configuration answers are keyed by it.
        await tx
          .update(sites)
          .set({ jurisdiction: profile, version: current.version + 1, updatedAt: sql`now()` })
          .where(eq(sites.tenantId, tenantId));
        await audit.record(tx, actor, {
          tenantId,
          action: 'jurisdiction.update',
          targetType: 'site',
          targetId: tenantId,
          before: jurisdictionOf(current.jurisdiction),
          after: profile,
        });
      });
      await changed();
      const tenant = await load(tenantId);
      if (!tenant) throw new AppError(404, 'NOT_FOUND', 'office.tenant_not_found');
      return tenant;
    },

    /** `within` runs in the same transaction, e.g. to add the brand's first staff account. */
    async create(
      actor: Actor,
      input: {
        slug: string;
        hosts: string[];
        settings: SiteSettings;
        jurisdiction?: JurisdictionProfile;
      },
      within?: (tx: DbOrTx, tenantId: string) => Promise<void>,
    ): Promise<Tenant> {
      const hosts = [...new Set(input.hosts.map(normalizeHost))];
      const id = await db.transaction(async (tx) => {
        const [slugTaken] = await tx.select().from(tenants).where(eq(tenants.slug, input.slug));
        if (slugTaken) throw new AppError(409, 'CONFLICT', 'office.slug_taken');
        for (const host of hosts) {
          const [taken] = await tx.select().from(tenantHosts).where(eq(tenantHosts.host, host));
          if (taken) throw new AppError(409, 'CONFLICT', 'office.host_taken', { params: { host } });
        }
        const [tenant] = await tx.insert(tenants).values({ slug: input.slug }).returning();
        if (!tenant) throw new Error('tenant insert returned nothing');
        await tx.insert(tenantHosts).values(hosts.map((host) => ({ host, tenantId: tenant.id })));
        const site = {
          tenantId: tenant.id,
          apiKey: `pk_${crypto.randomBytes(18).toString('base64url')}`,
          hash: crypto.randomBytes(16).toString('hex'),
          settings: input.settings,
          jurisdiction: input.jurisdiction ?? null,
        };
        await tx.insert(sites).values(site);
        await audit.record(tx, actor, {
          tenantId: tenant.id,
          action: 'tenant.create',
          targetType: 'tenant',
          targetId: tenant.id,
          after: { slug: input.slug, hosts, settings: input.settings },
        });
        await within?.(tx, tenant.id);
        return tenant.id;
      });
      await changed();
      const tenant = await load(id);
      if (!tenant) throw new Error('created tenant not found');
      return tenant;
    },

    async setHosts(actor: Actor, tenantId: string, rawHosts: string[]): Promise<Tenant> {
      const hosts = [...new Set(rawHosts.map(normalizeHost))];
      await db.transaction(async (tx) => {
        const before = await tx
          .select({ host: tenantHosts.host })
          .from(tenantHosts)
          .where(eq(tenantHosts.tenantId, tenantId));
        for (const host of hosts) {
          const [taken] = await tx.select().from(tenantHosts).where(eq(tenantHosts.host, host));
          if (taken && taken.tenantId !== tenantId) {
            throw new AppError(409, 'CONFLICT', 'office.host_taken', { params: { host } });
          }
        }
        await tx.delete(tenantHosts).where(eq(tenantHosts.tenantId, tenantId));
        await tx.insert(tenantHosts).values(hosts.map((host) => ({ host, tenantId })));
        await audit.record(tx, actor, {
          tenantId,
          action: 'tenant.hosts.update',
          targetType: 'tenant',
          targetId: tenantId,
          before: before.map((h) => h.host),
          after: hosts,
        });
      });
      await changed();
      const tenant = await load(tenantId);
      if (!tenant) throw new AppError(404, 'NOT_FOUND', 'office.tenant_not_found');
      return tenant;
    },
  };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
