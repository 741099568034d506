import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  OFFICE_CASINO_API,
  officeGgrResponseSchema,
  type OfficeGgrQuery,
} from '@tribuna/contracts/casino-office';
import { api } from '../../../lib/http';
import { CASINO_QUERY_KEY } from './casino-keys';

export async function getGgr(query: OfficeGgrQuery, signal?: AbortSignal) {
  const { response } = await api(OFFICE_CASINO_API.ggr, officeGgrResponseSchema, {
    query,
    signal,
  });
  return response;
}

export function ggrQueryOptions(query: OfficeGgrQuery) {
  return queryOptions({
    queryKey: [...CASINO_QUERY_KEY, 'ggr', query],
    queryFn: ({ signal }) => getGgr(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useGgr(query: OfficeGgrQuery) {
  return useQuery(ggrQueryOptions(query));
}
