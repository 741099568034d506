import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  OFFICE_SPORTS_API,
  officeBetsResponseSchema,
  type OfficeBetsQuery,
} from '@tribuna/contracts/sports-office';
import { api } from '../../../lib/http';
import { SPORTS_QUERY_KEY } from './sports-keys';

export type BetsFilters = Partial<OfficeBetsQuery>;

export async function getSportsBets(query: BetsFilters, signal?: AbortSignal) {
  const { response } = await api(OFFICE_SPORTS_API.bets, officeBetsResponseSchema, {
    query,
    signal,
  });
  return response;
}

export function sportsBetsQueryOptions(query: BetsFilters) {
  return queryOptions({
    queryKey: [...SPORTS_QUERY_KEY, 'bets', query],
    queryFn: ({ signal }) => getSportsBets(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSportsBets(query: BetsFilters) {
  return useQuery(sportsBetsQueryOptions(query));
}
