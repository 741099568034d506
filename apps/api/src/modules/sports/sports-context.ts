import type { Db } from '../../db/database';
import type { Idempotency } from '../../kernel/idempotency';
import type { EventBus } from '../../lib/bus';
import type { AuditService } from '../audit/audit.service';
import type { LiveService } from '../live/live.service';
import type { TenantsService } from '../tenants/tenants.service';
import type { WalletService } from '../wallet/wallet.service';
import type { SportsSettings } from './sports-settings';

/** What every part of the sportsbook is built from. */
export interface SportsContext {
  db: Db;
  bus: EventBus;
  live: LiveService;
  tenants: TenantsService;
  audit: AuditService;
  /** Money moves only through `wallet.ledger`. */
  wallet: WalletService;
  /** Slips and cash outs run once per Idempotency-Key. */
  idempotency: Idempotency;
  settings: SportsSettings;
  clock: () => Date;
}

/**
 * What the feed's ingestion tells the bets once the markets' rows have changed (after
 * its commit). Each is idempotent, and the betting side's `sweep` finds anything a
 * crash between the two left behind.
 */
export interface SettlementHooks {
  /** The markets got results (status settled): settle the legs on them. */
  settleMarkets(marketIds: string[]): Promise<void>;
  /** The markets were cancelled (status void): their legs are void. */
  voidMarkets(marketIds: string[]): Promise<void>;
  /** The markets' settlement was rolled back (open or suspended again): unsettle their legs. */
  rollbackMarkets(marketIds: string[]): Promise<void>;
  /** A bet stop or price change on these markets: pending live bets may be decided early. */
  marketsChanged(marketIds: string[]): void;
}
