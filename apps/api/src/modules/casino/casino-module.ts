import type { Db } from '../../db/database';
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

export type CasinoModule = ReturnType<typeof createCasinoModule>;

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
      players,
      publishBalance: wallet.publishBalance,
      clock,
    }),
    office: createCasinoOfficeService({ db, catalogue, audit, players, tenants }),
    ...createCatalogueImport({ db, catalogue }),
  };
}
