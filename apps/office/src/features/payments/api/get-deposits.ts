import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  OFFICE_PAYMENTS_API,
  officeDepositsResponseSchema,
  type OfficePaymentsQuery,
} from '@tribuna/contracts/wallet';
import { api } from '../../../lib/http';
import { PAYMENTS_QUERY_KEY } from './payments-keys';

export type PaymentsFilters = Partial<OfficePaymentsQuery>;

export async function getDeposits(query: PaymentsFilters, signal?: AbortSignal) {
  const { response } = await api(OFFICE_PAYMENTS_API.deposits, officeDepositsResponseSchema, {
    query,
    signal,
  });
  return response;
}

export function depositsQueryOptions(query: PaymentsFilters) {
  return queryOptions({
    queryKey: [...PAYMENTS_QUERY_KEY, 'deposits', query],
    queryFn: ({ signal }) => getDeposits(query, signal),
    // Keep the last page on screen while the next filter runs.
    placeholderData: keepPreviousData,
  });
}

export function useDeposits(query: PaymentsFilters) {
  return useQuery(depositsQueryOptions(query));
}
