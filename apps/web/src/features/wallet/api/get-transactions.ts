import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TransactionsPage } from '@tribuna/contracts/wallet';
import { apiRequest } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { WALLET_PATHS, walletKeys, type TransactionsFilter } from '../wallet-keys';

/** `GET /api/wallet/transactions`: every movement, filtered by type and dates (brand time). */
export async function getTransactions(filter: TransactionsFilter): Promise<TransactionsPage> {
  const answer = await apiRequest<{ response: TransactionsPage }>(
    'GET',
    WALLET_PATHS.transactions,
    { query: { ...filter } },
  );
  return answer.response;
}

export function transactionsQuery(playerId: string, filter: TransactionsFilter) {
  return queryOptions({
    queryKey: walletKeys.transactions(playerId, filter),
    queryFn: () => getTransactions(filter),
    staleTime: 30_000,
  });
}

export function useTransactions(filter: TransactionsFilter) {
  const { user } = useSession();
  const playerId = user?.id ?? '';
  return useQuery({
    ...transactionsQuery(playerId, filter),
    enabled: playerId !== '',
    placeholderData: keepPreviousData,
  });
}
