import { eq } from 'drizzle-orm';
import type { Currency } from '@tribuna/contracts/currencies';
import type { SiteSettings } from '@tribuna/contracts/site-settings';
import {
  LIVE_WALLET_EVENTS,
  type Deposit,
  type PaymentMethods,
  type Withdrawal,
} from '@tribuna/contracts/wallet';
import type { Db, DbOrTx, Tx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { AuditService } from '../audit/audit.service';
import type { InboxService } from '../inbox/inbox.service';
import type { LiveService } from '../live/live.service';
import type { PlayersService } from '../players/players.service';
import type { TenantsService } from '../tenants/tenants.service';
import type { LedgerCatalogue } from '../../kernel/module';
import type { ActivityService } from '../activity/activity.service';
import type { AccountRef, Ledger } from './ledger';
import { walletPaymentMethods } from './wallet.schema';

export interface WalletDeps {
  db: Db;
  /** The account kinds and transaction types the modules declare (the ledger takes only these). */
  catalogue: LedgerCatalogue;
  audit: AuditService;
  live: LiveService;
  tenants: TenantsService;
  players: PlayersService;
  /** Deposits and withdrawals are written to the player's activity (limits read them). */
  activity: ActivityService;
  /** The player's inbox: a deposit or withdrawal decided by staff. */
  inbox: Pick<InboxService, 'send'>;
  /** Now: injected so payment hours and "today" can be tested. */
  clock?: () => Date;
}

/** What a brand's wallet rules are read from: its site settings and payment methods. */
export interface Brand {
  tenantId: string;
  settings: SiteSettings;
  currency: Currency;
  methods: PaymentMethods;
}

export const NO_METHODS: PaymentMethods = {
  bank_transfer: { enabled: false, bank: '', holder: '', cvu: '', alias: '', cuit: '' },
  crypto: [],
};

export type WalletContext = ReturnType<typeof createWalletContext>;

/** What the wallet's services share: the ledger, the other modules, the clock. */
export function createWalletContext(deps: WalletDeps & { ledger: Ledger }) {
  const { db, ledger, tenants, live } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function methodsOf(tenantId: string, tx: DbOrTx = db): Promise<PaymentMethods> {
    const [row] = await tx
      .select({ methods: walletPaymentMethods.methods })
      .from(walletPaymentMethods)
      .where(eq(walletPaymentMethods.tenantId, tenantId));
    return row?.methods ?? NO_METHODS;
  }

  return {
    ...deps,
    ledger,
    clock,
    methodsOf,

    /** Site settings come from the tenants service; read fresh, as staff may just have changed them. */
    async brandOf(tenantId: string): Promise<Brand> {
      const tenant = await tenants.getById(tenantId);
      if (!tenant) throw new AppError(404, 'NOT_FOUND', 'office.tenant_not_found');
      return {
        tenantId,
        settings: tenant.settings,
        currency: tenant.settings.currency,
        methods: await methodsOf(tenantId),
      };
    },

    /**
     * Locks a player for a staff decision's money move, before its transaction's first
     * write, as every money move of theirs, in one statement: the player's lock (their
     * records commit in the order they were taken), then all their accounts (opening the
     * ones it touches).
     */
    async lockPlayer(
      tx: Tx,
      move: { tenantId: string; currency: Currency; playerId: string; accounts: AccountRef[] },
    ): Promise<void> {
      await ledger.lockAccounts(tx, move);
    },

    /**
     * After the commit, never inside it: the player's open tabs hear what changed. Answers
     * the balance it sent, so a caller answering it too need not read it again.
     */
    async publish(
      tenantId: string,
      playerId: string,
      payment?: { deposit: Deposit } | { withdrawal: Withdrawal },
    ) {
      const balance = await ledger.balances(tenantId, playerId);
      await live.publishToPlayer(playerId, { type: LIVE_WALLET_EVENTS.balance, data: balance });
      if (payment && 'deposit' in payment) {
        await live.publishToPlayer(playerId, {
          type: LIVE_WALLET_EVENTS.deposit,
          data: payment.deposit,
        });
      } else if (payment) {
        await live.publishToPlayer(playerId, {
          type: LIVE_WALLET_EVENTS.withdrawal,
          data: payment.withdrawal,
        });
      }
      return balance;
    },
  };
}
