import { SPORTS_TRANSACTION_TYPES } from '@tribuna/contracts/sports';
import { eq, inArray } from 'drizzle-orm';
import type { Sport } from '@tribuna/contracts/sports';
import type { Db, DbOrTx } from '../../db/database';
import type { BrandSettings } from '../../kernel/brand-settings';
import type { Idempotency } from '../../kernel/idempotency';
import { defineModule } from '../../kernel/module';
import type { EventBus } from '../../lib/bus';
import { isUuid } from '../../lib/uuid';
import type { AuditService } from '../audit/audit.service';
import type { LiveService } from '../live/live.service';
import type { PlayersService } from '../players/players.service';
import type { TenantsService } from '../tenants/tenants.service';
import type { WalletService } from '../wallet/wallet.service';
import { createSportsBetting } from './sports-betting';
import { createSportsCatalogue } from './sports-catalogue';
import type { SportsContext } from './sports-context';
import { createSportsFeed, type SportsFeedOptions } from './sports-feed';
import { createSportsOfficeService } from './sports-office.service';
import {
  createSportsSettings,
  SPORTS_BRAND_SETTINGS,
  type SportsBrandSettings,
} from './sports-settings';
import { sportsBetsRoutes } from './sports-bets.routes';
import { sportsOfficeRoutes } from './sports.office-routes';
import { sportsRoutes } from './sports.routes';
import { sportsBetLegs, sportsEvents } from './sports.schema';

export type SportsModule = ReturnType<typeof createSportsModule>;

declare module '../../kernel/module' {
  interface ModuleServices {
    sports: SportsModule;
  }
}

/**
 * The sportsbook (ADR 0017): the platform's fixtures and prices from a feed (the
 * simulated one by default), each brand's view of them, bets, settlement and cash out.
 */
export function createSportsModule(
  deps: {
    db: Db;
    bus: EventBus;
    live: LiveService;
    tenants: TenantsService;
    audit: AuditService;
    wallet: WalletService;
    idempotency: Idempotency;
    /** The brand's own terms per sport (the module's brand settings). */
    store: BrandSettings<SportsBrandSettings>;
    /** The desk's bet search finds players by name (through their service). */
    players: PlayersService;
    clock?: () => Date;
  },
  options: SportsFeedOptions = {},
) {
  const { players, store, ...shared } = deps;
  const context: SportsContext = {
    ...shared,
    settings: createSportsSettings({ ...deps, store }),
    clock: deps.clock ?? (() => new Date()),
  };
  const catalogue = createSportsCatalogue(context);
  const betting = createSportsBetting(context);
  const feed = createSportsFeed(context, betting.settlement, options);
  const office = createSportsOfficeService({
    context,
    players,
    manualResult: (actor, tenantId, marketId, outcomes) =>
      betting.manualResult(actor, tenantId, marketId, outcomes),
  });
  return {
    /** What the module's parts share (tests drive a second feed runtime on it). */
    context,
    settings: context.settings,
    catalogue,
    betting,
    feed,
    /** The trading desk (sports.office-routes.ts). */
    office,
    /**
     * The sports of each bet's legs, by bet id (the activity stream's reference of a
     * sports wager): tournaments count bets by sport. Bets not found are left out.
     */
    async betSports(via: DbOrTx, betIds: readonly string[]): Promise<Map<string, Sport[]>> {
      const out = new Map<string, Sport[]>();
      const ids = [...new Set(betIds)].filter(isUuid);
      if (ids.length === 0) return out;
      const rows = await via
        .selectDistinct({ betId: sportsBetLegs.betId, sport: sportsEvents.sport })
        .from(sportsBetLegs)
        .innerJoin(sportsEvents, eq(sportsEvents.id, sportsBetLegs.eventId))
        .where(inArray(sportsBetLegs.betId, ids));
      for (const row of rows) out.set(row.betId, [...(out.get(row.betId) ?? []), row.sport]);
      return out;
    },
    /** The feed (a held job: one process runs it) and the bets' sweeper. */
    jobs: [...feed.jobs, ...betting.jobs],
  };
}

/** The sportsbook and live betting: the feed, each brand's prices, bets and the desk. */
export const sportsModule = defineModule({
  name: 'sports',
  needs: ['audit', 'live', 'tenants', 'players', 'wallet'],
  ledger: { brandAccounts: ['sportsbook'], transactionTypes: SPORTS_TRANSACTION_TYPES },
  settings: SPORTS_BRAND_SETTINGS,
  create: (deps, { db, bus, env, log, idempotency, settings, jobs }) =>
    createSportsModule(
      { db, bus, idempotency, store: settings.of('sports', SPORTS_BRAND_SETTINGS), ...deps },
      // Without SPORTS_FEED (tests, benches) no simulator runs.
      {
        feed: env.SPORTS_FEED ?? 'off',
        speed: env.SPORTS_FEED_SPEED,
        seed: env.SPORTS_FEED_SEED,
        holder: jobs.holder,
        onError: (error, what) => log.error({ err: error }, `sports: ${what}`),
      },
    ),
  async routes(groups, sports) {
    await groups.open((api) => sportsRoutes(api, { sports }));
    await groups.player((api) => sportsBetsRoutes(api, { sports }));
    await groups.office(['trader'], (api) => sportsOfficeRoutes(api, { sports }));
  },
  jobs: (sports) => sports.jobs,
});
