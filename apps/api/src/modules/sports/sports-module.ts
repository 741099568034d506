import type { Db } from '../../db/database';
import type { EventBus } from '../../lib/bus';
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
import { createSportsSettings } from './sports-settings';

export type SportsModule = ReturnType<typeof createSportsModule>;

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
    /** The desk's bet search finds players by name (through their service). */
    players: PlayersService;
    clock?: () => Date;
  },
  options: SportsFeedOptions = {},
) {
  const { players, ...shared } = deps;
  const context: SportsContext = {
    ...shared,
    settings: createSportsSettings(deps),
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
    /** The feed (a held job: one process runs it) and the bets' sweeper. */
    jobs: [...feed.jobs, ...betting.jobs],
  };
}
