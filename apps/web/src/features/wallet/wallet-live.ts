import type { QueryClient } from '@tanstack/react-query';
import type {
  Deposit,
  LIVE_WALLET_EVENTS as LiveWalletEvents,
  WalletBalance,
  WalletSummary,
} from '@tribuna/contracts/wallet';
import { walletKeys } from './wallet-keys';

// Literals type-checked against the contract: this runs in the layout of every page,
// which must not download the contract's zod schemas.
const BALANCE_CHANGED: (typeof LiveWalletEvents)['balance'] = 'balance.changed';
const DEPOSIT_CHANGED: (typeof LiveWalletEvents)['deposit'] = 'deposit.changed';
const WITHDRAWAL_CHANGED: (typeof LiveWalletEvents)['withdrawal'] = 'withdrawal.changed';

function isBalance(data: unknown): data is WalletBalance {
  if (typeof data !== 'object' || data === null) return false;
  const { cash, bonus, withheld } = data as Record<string, unknown>;
  return [cash, bonus, withheld].every((value) => Number.isSafeInteger(value));
}

function isDeposit(data: unknown): data is Deposit {
  if (typeof data !== 'object' || data === null) return false;
  const { id, status } = data as Record<string, unknown>;
  return typeof id === 'string' && typeof status === 'string';
}

function updateSummaries(client: QueryClient, change: (summary: WalletSummary) => WalletSummary) {
  client.setQueriesData<WalletSummary>({ queryKey: walletKeys.summaries }, (summary) =>
    summary ? change(summary) : summary,
  );
}

/**
 * A wallet event of the player's live topic, applied to the cached wallet without a
 * reload: the new balance is set at once (the header shows it), and the lists it
 * changes are fetched again. Answers whether the event was the wallet's.
 */
export function applyWalletEvent(client: QueryClient, event: { type: string; data: unknown }) {
  switch (event.type) {
    case BALANCE_CHANGED: {
      const balance = event.data;
      if (isBalance(balance)) updateSummaries(client, (summary) => ({ ...summary, balance }));
      void client.invalidateQueries({ queryKey: walletKeys.transactionLists });
      return true;
    }
    case DEPOSIT_CHANGED: {
      const deposit = event.data;
      if (isDeposit(deposit)) {
        updateSummaries(client, (summary) => ({
          ...summary,
          pending_deposit:
            deposit.status === 'pending'
              ? deposit
              : summary.pending_deposit?.id === deposit.id
                ? null
                : summary.pending_deposit,
        }));
      }
      void client.invalidateQueries({ queryKey: walletKeys.paymentLists });
      return true;
    }
    case WITHDRAWAL_CHANGED:
      // Today's withdrawn total and the held amount change with it.
      void client.invalidateQueries({ queryKey: walletKeys.summaries });
      void client.invalidateQueries({ queryKey: walletKeys.paymentLists });
      return true;
    default:
      return false;
  }
}

/** After a reconnect the events missed meanwhile are gone: fetch the wallet again. */
export function refreshWallet(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: walletKeys.all });
}
