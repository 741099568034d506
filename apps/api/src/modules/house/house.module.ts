import type { Language } from '@tribuna/contracts/languages';
import { addMessages } from '@tribuna/contracts/messages';
import { houseMessages } from '@tribuna/contracts/messages/house';
import type { Db } from '../../db/database';
import type { Idempotency } from '../../kernel/idempotency';
import { defineModule } from '../../kernel/module';
import type { EventBus } from '../../lib/bus';
import type { LiveService } from '../live/live.service';
import type { TenantsService } from '../tenants/tenants.service';
import { bonusSpinsOf, type HouseBonuses } from './house-bonus-spins';
import { createChains } from './house-chain';
import type { HouseContext } from './house-context';
import type { GameCall } from './house-http';
import { createCrashTable } from './house-crash.service';
import { createSoloGames } from './house-solo.service';
import { createLiveTable, type LiveTableOptions } from './house-table.service';
import { createHouseWallet, type HouseCasinoWallet } from './house-wallet';
import { houseRoutes } from './house.routes';

// The house games' refusals, answered translated (ADR 0043): out of the site's first page.
addMessages(houseMessages);

export type HouseModule = ReturnType<typeof createHouseModule>;

declare module '../../kernel/module' {
  interface ModuleServices {
    house: HouseModule;
  }
}

/** Timings of the shared tables (undefined fields keep their defaults). */
export interface HouseOptions {
  table?: { [K in keyof LiveTableOptions]?: LiveTableOptions[K] | undefined };
}

/**
 * The house provider: our own games, served by us and settled through the seamless
 * wallet like any provider's (ADR 0016), called in process (ADR 0031). Single-player games (slot, roulette,
 * blackjack) on each owner's seed pair; shared tables (live roulette, crash) on hash
 * chains, one round for the whole brand.
 */
export function createHouseModule(
  deps: {
    db: Db;
    bus: EventBus;
    live: LiveService;
    tenants: TenantsService;
    idempotency: Idempotency;
    /** The casino's seamless wallet, called in process as the house provider (ADR 0031). */
    casino: HouseCasinoWallet;
    /** The players' bonuses: a slot offers the bonus spins its player has on it. */
    bonuses: HouseBonuses;
    clock?: () => Date;
  } & HouseOptions,
) {
  const wallet = createHouseWallet({ casino: deps.casino });
  const context: HouseContext = {
    db: deps.db,
    bus: deps.bus,
    live: deps.live,
    tenants: deps.tenants,
    wallet,
    chains: createChains({ db: deps.db }),
    idempotency: deps.idempotency,
    clock: deps.clock ?? (() => new Date()),
  };
  const table = createLiveTable(context, deps.table);
  const crash = createCrashTable(context);
  return {
    wallet,
    solo: createSoloGames(context),
    /** The session's player's bonus spins on this slot (none in demo). */
    bonusSpins: (call: GameCall, language: Language) => bonusSpinsOf(deps.bonuses, call, language),
    table,
    crash,
    /** The shared tables' clocks. */
    jobs: [...table.jobs, ...crash.jobs],
  };
}

/**
 * Our own games, a provider like any other: their pages' API, and the shared tables'
 * clocks while the app runs.
 */
export const houseModule = defineModule({
  name: 'house',
  needs: ['live', 'tenants', 'casino', 'bonus'],
  create: ({ live, tenants, casino, bonus }, { db, bus, env, idempotency }) =>
    createHouseModule({
      db,
      bus,
      live,
      tenants,
      idempotency,
      casino: casino.wallet,
      bonuses: bonus,
      table: {
        bettingMs: env.HOUSE_TABLE_BETTING_MS,
        spinningMs: env.HOUSE_TABLE_SPINNING_MS,
        resultMs: env.HOUSE_TABLE_RESULT_MS,
      },
    }),
  routes: (groups, house) => groups.open((api) => houseRoutes(api, { house })),
  jobs: (house) => house.jobs,
});
