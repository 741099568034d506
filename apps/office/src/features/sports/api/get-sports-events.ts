import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  OFFICE_SPORTS_API,
  officeEventsResponseSchema,
  type OfficeEventsQuery,
} from '@tribuna/contracts/sports-office';
import { api } from '../../../lib/http';
import { SPORTS_QUERY_KEY, SPORTS_REFRESH_MS } from './sports-keys';

export type EventsFilters = Partial<OfficeEventsQuery>;

export async function getSportsEvents(query: EventsFilters, signal?: AbortSignal) {
  const { response } = await api(OFFICE_SPORTS_API.events, officeEventsResponseSchema, {
    query,
    signal,
  });
  return response;
}

export function sportsEventsQueryOptions(query: EventsFilters) {
  return queryOptions({
    queryKey: [...SPORTS_QUERY_KEY, 'events', query],
    queryFn: ({ signal }) => getSportsEvents(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: SPORTS_REFRESH_MS,
  });
}

export function useSportsEvents(query: EventsFilters) {
  return useQuery(sportsEventsQueryOptions(query));
}
