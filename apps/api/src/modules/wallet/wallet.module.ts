import { addFieldLabels } from '@tribuna/contracts/field-labels';
import { addMessages } from '@tribuna/contracts/messages';
import { walletInboxMessages } from '@tribuna/contracts/messages/wallet-inbox';
import { WALLET_FIELD_LABELS } from '@tribuna/contracts/wallet-field-labels';
import { WALLET_TRANSACTION_TYPES } from '@tribuna/contracts/wallet';
import { defineModule } from '../../kernel/module';
import { SYSTEM_ACTOR } from '../audit/audit.service';
import { DEMO_PAYMENT_METHODS, DEMO_PROOF_PNG, DEMO_STARTING_DEPOSIT } from './demo-wallet';
import { walletOfficeRoutes } from './wallet.office-routes';
import { walletRoutes } from './wallet.routes';
import { createWalletService, type WalletService } from './wallet.service';

// Validation messages name the wallet's fields as people do ("the network field": "red").
addFieldLabels(WALLET_FIELD_LABELS);
// What it writes in the player's inbox, rendered there when read (ADR 0050).
addMessages(walletInboxMessages);

declare module '../../kernel/module' {
  interface ModuleServices {
    wallet: WalletService;
  }
}

/**
 * The wallet: the ledger every product moves money through, deposits and withdrawals,
 * the player's lists and the payments desk.
 */
export const walletModule = defineModule({
  name: 'wallet',
  needs: ['audit', 'live', 'tenants', 'players', 'activity', 'inbox'],
  ledger: {
    brandAccounts: ['deposits', 'withdrawals', 'adjustments'],
    transactionTypes: WALLET_TRANSACTION_TYPES,
  },
  create: (deps, { db, ledger, clock }) =>
    createWalletService({ db, catalogue: ledger, clock, ...deps }),
  async routes(groups, wallet) {
    await groups.player((api) => walletRoutes(api, { wallet }));
    await groups.office(['payments'], (api) => walletOfficeRoutes(api, { wallet }));
  },
  jobs: (wallet) => wallet.jobs,
  seed: {
    /**
     * The brand's payment methods, and a starting balance for `demo`: a bank deposit
     * asked and approved through the wallet's own calls, like any other.
     */
    async brand(wallet, brand, { players }) {
      const methods = DEMO_PAYMENT_METHODS[brand.slug];
      if (methods) await wallet.setMethods(SYSTEM_ACTOR, brand.id, methods);
      const amount = DEMO_STARTING_DEPOSIT[brand.slug];
      const [demo] = (await players.refs(brand.id, { q: 'demo' })).filter(
        (p) => p.username === 'demo',
      );
      if (!amount || !demo) return;
      const deposit = await wallet.deposits.createBank(
        brand.id,
        demo.id,
        `seed-deposit-${brand.slug}`,
        {
          amount,
          proof: { name: 'comprobante.png', content: DEMO_PROOF_PNG },
        },
      );
      await wallet.deposits.approve(
        SYSTEM_ACTOR,
        brand.id,
        `seed-approve-${brand.slug}`,
        deposit.id,
      );
    },
  },
});
