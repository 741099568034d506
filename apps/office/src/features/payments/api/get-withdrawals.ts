import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { OFFICE_PAYMENTS_API, officeWithdrawalsResponseSchema } from '@tribuna/contracts/wallet';
import { api } from '../../../lib/http';
import type { PaymentsFilters } from './get-deposits';
import { PAYMENTS_QUERY_KEY } from './payments-keys';

export async function getWithdrawals(query: PaymentsFilters, signal?: AbortSignal) {
  const { response } = await api(OFFICE_PAYMENTS_API.withdrawals, officeWithdrawalsResponseSchema, {
    query,
    signal,
  });
  return response;
}

export function withdrawalsQueryOptions(query: PaymentsFilters) {
  return queryOptions({
    queryKey: [...PAYMENTS_QUERY_KEY, 'withdrawals', query],
    queryFn: ({ signal }) => getWithdrawals(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useWithdrawals(query: PaymentsFilters) {
  return useQuery(withdrawalsQueryOptions(query));
}
