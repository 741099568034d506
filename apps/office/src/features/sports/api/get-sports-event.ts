import { queryOptions, useQuery } from '@tanstack/react-query';
import { OFFICE_SPORTS_API, officeEventResponseSchema } from '@tribuna/contracts/sports-office';
import { api } from '../../../lib/http';
import { SPORTS_QUERY_KEY, SPORTS_REFRESH_MS } from './sports-keys';

export async function getSportsEvent(id: string, signal?: AbortSignal) {
  const path = `${OFFICE_SPORTS_API.events}/${encodeURIComponent(id)}`;
  const { response } = await api(path, officeEventResponseSchema, { signal });
  return response;
}

export function sportsEventQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...SPORTS_QUERY_KEY, 'event', id],
    queryFn: ({ signal }) => getSportsEvent(id, signal),
    refetchInterval: SPORTS_REFRESH_MS,
  });
}

export function useSportsEvent(id: string) {
  return useQuery(sportsEventQueryOptions(id));
}
