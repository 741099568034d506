import type { TransactionsQuery, WALLET_API as WalletApi } from '@tribuna/contracts/wallet';

// The calls' paths as literals type-checked against the contract: the header reads the
// summary, and importing the contract's module would bring zod into the first page.
type ApiPath = `/api/${string}`;
function relative<P extends ApiPath>(path: P): string {
  // apiRequest adds the `/api` base itself.
  return path.slice('/api'.length);
}
const summary: (typeof WalletApi)['summary'] = '/api/wallet';
const deposits: (typeof WalletApi)['deposits'] = '/api/wallet/deposits';
const withdrawals: (typeof WalletApi)['withdrawals'] = '/api/wallet/withdrawals';
const payments: (typeof WalletApi)['payments'] = '/api/wallet/payments';
const transactions: (typeof WalletApi)['transactions'] = '/api/wallet/transactions';

export const WALLET_PATHS = {
  summary: relative(summary),
  deposits: relative(deposits),
  withdrawals: relative(withdrawals),
  payments: relative(payments),
  transactions: relative(transactions),
};

export interface PageQuery {
  limit: number;
  offset: number;
}
export type TransactionsFilter = Partial<Pick<TransactionsQuery, 'type' | 'from' | 'to'>> &
  PageQuery;

/** Query keys: everything of the wallet under `['wallet']`, so one call refreshes it all. */
export const walletKeys = {
  all: ['wallet'] as const,
  summaries: ['wallet', 'summary'] as const,
  summary: (playerId: string) => ['wallet', 'summary', playerId] as const,
  paymentLists: ['wallet', 'payments'] as const,
  payments: (playerId: string, page: PageQuery) => ['wallet', 'payments', playerId, page] as const,
  transactionLists: ['wallet', 'transactions'] as const,
  transactions: (playerId: string, filter: TransactionsFilter) =>
    ['wallet', 'transactions', playerId, filter] as const,
};
