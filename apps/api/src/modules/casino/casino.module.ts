import { CASINO_TRANSACTION_TYPES } from '@tribuna/contracts/casino-provider';
import type { Db } from '../../db/database';
import { defineModule } from '../../kernel/module';
import type { EventBus } from '../../lib/bus';
import type { AuditService } from '../audit/audit.service';
import type { PlayersService } from '../players/players.service';
import type { TenantsService } from '../tenants/tenants.service';
import type { WalletService } from '../wallet/wallet.service';
import { createCatalogue } from './casino-catalogue';
import { createCatalogueImport } from './casino-import';
import { createCasinoOfficeService } from './casino-office.service';
import { createCasinoWalletService } from './casino-wallet.service';
import { createCasinoService } from './casino.service';
import { casinoOfficeRoutes } from './casino.office-routes';
import { casinoProviderRoutes } from './casino-provider.routes';
import { casinoRoutes } from './casino.routes';
import { DEMO_CATEGORIES, DEMO_GAMES, DEMO_SLIDERS, HOUSE_PROVIDER } from './demo-casino';

export type CasinoModule = ReturnType<typeof createCasinoModule>;

declare module '../../kernel/module' {
  interface ModuleServices {
    casino: CasinoModule;
  }
}

/**
 * The casino's services over one in-memory catalogue: the players' lobby and launch,
 * the providers' seamless wallet (money through the wallet's ledger), the office's.
 */
export function createCasinoModule(deps: {
  db: Db;
  bus: EventBus;
  audit: AuditService;
  tenants: TenantsService;
  players: PlayersService;
  wallet: WalletService;
  clock?: () => Date;
}) {
  const { db, bus, audit, tenants, players, wallet } = deps;
  const catalogue = createCatalogue({ db, bus });
  const clock = deps.clock ?? (() => new Date());
  return {
    catalogue,
    player: createCasinoService({ db, catalogue, tenants, players, clock }),
    wallet: createCasinoWalletService({
      db,
      ledger: wallet.ledger,
      port: wallet.port,
      players,
      publishBalance: wallet.publishBalance,
      clock,
    }),
    office: createCasinoOfficeService({ db, catalogue, audit, players, tenants }),
    ...createCatalogueImport({ db, catalogue }),
  };
}

/**
 * The casino and live casino: the catalogue each brand shows, lobbies and launch, the
 * providers' seamless-wallet API, and the croupier's desk.
 */
export const casinoModule = defineModule({
  name: 'casino',
  needs: ['audit', 'tenants', 'players', 'wallet'],
  ledger: { brandAccounts: ['casino'], transactionTypes: CASINO_TRANSACTION_TYPES },
  create: (deps, { db, bus }) => createCasinoModule({ db, bus, ...deps }),
  async routes(groups, casino) {
    await casinoRoutes(groups, { casino: casino.player });
    const provider = casinoProviderRoutes({ wallet: casino.wallet });
    await groups.provider(provider.verify, provider.routes);
    await groups.office(['casino'], (api) => casinoOfficeRoutes(api, { office: casino.office }));
  },
  seed: {
    /** The house provider (its secret generated), its games and the lobby's categories. */
    async platform(casino) {
      await casino.importCatalogue({
        providers: [HOUSE_PROVIDER],
        categories: DEMO_CATEGORIES,
        games: DEMO_GAMES,
      });
    },
    /** Every game of the catalogue on the brand, with the lobby's sliders. */
    async brand(casino, brand) {
      await casino.enableForTenant(brand.id, DEMO_SLIDERS);
    },
  },
});
