import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  OFFICE_CASINO_API,
  officeRoundsResponseSchema,
  type OfficeRoundsQuery,
} from '@tribuna/contracts/casino-office';
import { api } from '../../../lib/http';
import { CASINO_QUERY_KEY } from './casino-keys';

export type RoundsFilters = Partial<OfficeRoundsQuery>;

export async function getRounds(query: RoundsFilters, signal?: AbortSignal) {
  const { response } = await api(OFFICE_CASINO_API.rounds, officeRoundsResponseSchema, {
    query,
    signal,
  });
  return response;
}

export function roundsQueryOptions(query: RoundsFilters) {
  return queryOptions({
    queryKey: [...CASINO_QUERY_KEY, 'rounds', query],
    queryFn: ({ signal }) => getRounds(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useRounds(query: RoundsFilters) {
  return useQuery(roundsQueryOptions(query));
}
