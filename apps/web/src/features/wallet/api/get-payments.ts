import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Payment } from '@tribuna/contracts/wallet';
import { apiRequest } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { WALLET_PATHS, walletKeys, type PageQuery } from '../wallet-keys';

export interface PaymentsPage {
  items: Payment[];
  total: number;
  has_more: boolean;
}

/** `GET /api/wallet/payments`: the player's deposits and withdrawals, newest first. */
export async function getPayments(page: PageQuery): Promise<PaymentsPage> {
  const answer = await apiRequest<{ response: PaymentsPage }>('GET', WALLET_PATHS.payments, {
    query: { limit: page.limit, offset: page.offset },
  });
  return answer.response;
}

export function paymentsQuery(playerId: string, page: PageQuery) {
  return queryOptions({
    queryKey: walletKeys.payments(playerId, page),
    queryFn: () => getPayments(page),
    staleTime: 30_000,
  });
}

export function usePayments(page: PageQuery) {
  const { user } = useSession();
  const playerId = user?.id ?? '';
  return useQuery({
    ...paymentsQuery(playerId, page),
    enabled: playerId !== '',
    // The table keeps its rows while the next page loads.
    placeholderData: keepPreviousData,
  });
}
