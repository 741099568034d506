import { z } from 'zod';
import {
  defaultSportSettings,
  SPORTS,
  sportSettingsSchema,
  type Sport,
  type SportSettings,
} from '@tribuna/contracts/sports';
import type { SportSettingsRequest } from '@tribuna/contracts/sports-office';
import type { Db } from '../../db/database';
import type { BrandSettings } from '../../kernel/brand-settings';
import type { Actor, AuditService } from '../audit/audit.service';
import type { TenantsService } from '../tenants/tenants.service';
import { AppError } from '../../lib/app-error';

/**
 * A sport's terms as a brand saved them: what the office sends, but a term added since
 * (`max_price`) may be missing from terms saved before it, and takes its default.
 */
const storedSportSettings = sportSettingsSchema
  .omit({ sport: true })
  .partial({ max_price: true })
  .refine((s) => s.min_stake <= s.max_stake);

/**
 * What a brand changed of its sportsbook's terms, per sport (a sport it never changed
 * takes the defaults of its currency). Stored as the module's brand settings and parsed
 * on every read: a sport whose stored terms no longer validate takes the defaults.
 */
export const SPORTS_BRAND_SETTINGS = z.object({
  football: storedSportSettings.optional(),
  basketball: storedSportSettings.optional(),
  tennis: storedSportSettings.optional(),
} satisfies Record<Sport, z.ZodType>);
export type SportsBrandSettings = z.infer<typeof SPORTS_BRAND_SETTINGS>;

export type SportsSettings = ReturnType<typeof createSportsSettings>;

/**
 * A brand's margin, limits, bet delay and cash-out terms per sport. Read on every
 * listing and bet, from the brand settings store (cached for a few seconds, dropped on
 * every process when they change).
 */
export function createSportsSettings(deps: {
  db: Db;
  tenants: TenantsService;
  audit: AuditService;
  store: BrandSettings<SportsBrandSettings>;
}) {
  const { db, store } = deps;
  // Each brand's terms as last built: rebuilt when the store answers other settings (a
  // change, heard on every process) or after a minute (the currency's defaults).
  const built = new Map<
    string,
    { chosen: SportsBrandSettings; until: number; settings: Map<Sport, SportSettings> }
  >();

  async function all(tenantId: string): Promise<Map<Sport, SportSettings>> {
    const chosen = await store.read(tenantId);
    const hit = built.get(tenantId);
    if (hit && hit.chosen === chosen && hit.until > Date.now()) return hit.settings;
    const tenant = await deps.tenants.cachedById(tenantId);
    if (!tenant) throw new AppError(404, 'NOT_FOUND', 'office.tenant_not_found');
    const settings = new Map<Sport, SportSettings>();
    for (const sport of SPORTS) {
      const defaults = defaultSportSettings(sport, tenant.settings.currency);
      const own = chosen[sport];
      settings.set(sport, own ? { ...defaults, ...own, sport } : defaults);
    }
    built.set(tenantId, { chosen, until: Date.now() + 60_000, settings });
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
      const before = (await all(tenantId)).get(sport) ?? null;
      await db.transaction(async (tx) => {
        const chosen = await store.read(tenantId, tx);
        await store.write(tenantId, { ...chosen, [sport]: request }, tx);
        await deps.audit.record(tx, actor, {
          tenantId,
          action: 'sports.settings',
          targetType: 'sport',
          targetId: sport,
          before,
          after: { ...request, sport },
        });
      });
      await store.changed(tenantId);
      return [...(await all(tenantId)).values()];
    },

    /** Drops the cache (tests that change settings through the database). */
    forget(tenantId?: string): void {
      store.forget(tenantId);
      if (tenantId) built.delete(tenantId);
      else built.clear();
    },
  };
}
