import type { Db } from '../../db/database';
import type { EventBus } from '../../lib/bus';
import type { LiveService } from '../live/live.service';
import type { TenantsService } from '../tenants/tenants.service';
import type { Chains } from './house-chain';
import type { HouseWallet } from './house-wallet';

/** What every part of the house (single-player games, shared tables, crash) is built on. */
export interface HouseContext {
  db: Db;
  bus: EventBus;
  live: LiveService;
  tenants: TenantsService;
  /** The seamless wallet, called as the house provider (signed). */
  wallet: HouseWallet;
  /** The shared tables' hash chains. */
  chains: Chains;
  clock: () => Date;
}
