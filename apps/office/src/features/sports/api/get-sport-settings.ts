import { queryOptions, useQuery } from '@tanstack/react-query';
import { OFFICE_SPORTS_API, sportSettingsResponseSchema } from '@tribuna/contracts/sports-office';
import { api } from '../../../lib/http';
import { SPORTS_QUERY_KEY } from './sports-keys';

export async function getSportSettings(signal?: AbortSignal) {
  const { response } = await api(OFFICE_SPORTS_API.settings, sportSettingsResponseSchema, {
    signal,
  });
  return response;
}

export function sportSettingsQueryOptions() {
  return queryOptions({
    queryKey: [...SPORTS_QUERY_KEY, 'settings'],
    queryFn: ({ signal }) => getSportSettings(signal),
  });
}

export function useSportSettings() {
  return useQuery(sportSettingsQueryOptions());
}
