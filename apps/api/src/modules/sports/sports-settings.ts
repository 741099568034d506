import { eq } from 'drizzle-orm';
import {
  defaultSportSettings,
  SPORTS,
  type Sport,
  type SportSettings,
} from '@tribuna/contracts/sports';
import type { SportSettingsRequest } from '@tribuna/contracts/sports-office';
import type { Db } from '../../db/database';
import type { Actor, AuditService } from '../audit/audit.service';
import type { TenantsService } from '../tenants/tenants.service';
import { AppError } from '../../lib/app-error';
import { sportsSettings } from './sports.schema';

export type SportsSettings = ReturnType<typeof createSportsSettings>;

/**
 * A brand's margin, limits, bet delay and cash-out terms per sport. Read on every
 * listing and bet, so each brand's are cached for a few seconds; a change made on
 * another process is seen within that time.
 */
export function createSportsSettings(deps: {
  db: Db;
  tenants: TenantsService;
  audit: AuditService;
  cacheMs?: number;
}) {
  const { db } = deps;
  const cacheMs = deps.cacheMs ?? 2000;
  const cache = new Map<string, { until: number; settings: Map<Sport, SportSettings> }>();

  async function load(tenantId: string): Promise<Map<Sport, SportSettings>> {
    const tenant = await deps.tenants.getById(tenantId);
    if (!tenant) throw new AppError(404, 'NOT_FOUND', 'office.tenant_not_found');
    const rows = await db
      .select()
      .from(sportsSettings)
      .where(eq(sportsSettings.tenantId, tenantId));
    const out = new Map<Sport, SportSettings>();
    for (const sport of SPORTS) {
      const row = rows.find((r) => r.sport === sport);
      const defaults = defaultSportSettings(sport, tenant.settings.currency);
      out.set(sport, row ? { ...defaults, ...row.settings, sport } : defaults);
    }
    return out;
  }

  async function all(tenantId: string): Promise<Map<Sport, SportSettings>> {
    const hit = cache.get(tenantId);
    if (hit && hit.until > Date.now()) return hit.settings;
    const settings = await load(tenantId);
    cache.set(tenantId, { until: Date.now() + cacheMs, settings });
    return settings;
  }

  return {
    all,

    async of(tenantId: string, sport: Sport): Promise<SportSettings> {
      const settings = (await all(tenantId)).get(sport);
      if (!settings) throw new Error(`sports: no settings for ${sport}`);
      return settings;
    },

    async set(
      actor: Actor,
      tenantId: string,
      sport: Sport,
      request: SportSettingsRequest,
    ): Promise<SportSettings[]> {
      const before = (await load(tenantId)).get(sport) ?? null;
      await db.transaction(async (tx) => {
        await tx
          .insert(sportsSettings)
          .values({ tenantId, sport, settings: request })
          .onConflictDoUpdate({
            target: [sportsSettings.tenantId, sportsSettings.sport],
            set: { settings: request },
          });
        await deps.audit.record(tx, actor, {
          tenantId,
          action: 'sports.settings',
          targetType: 'sport',
          targetId: sport,
          before,
          after: { ...request, sport },
        });
      });
      cache.delete(tenantId);
      return [...(await all(tenantId)).values()];
    },

    /** Drops the cache (tests that change settings through the database). */
    forget(tenantId?: string): void {
      if (tenantId) cache.delete(tenantId);
      else cache.clear();
    },
  };
}
