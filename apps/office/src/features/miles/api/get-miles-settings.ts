import { queryOptions, useQuery } from '@tanstack/react-query';
import { OFFICE_MILES_API, officeMilesSettingsResponseSchema } from '@tribuna/contracts/miles';
import { api } from '../../../lib/http';
import { MILES_QUERY_KEY } from './miles-keys';

/** The brand's miles terms (its currency's defaults where it set nothing). */
export async function getMilesSettings(signal?: AbortSignal) {
  const { response } = await api(OFFICE_MILES_API.settings, officeMilesSettingsResponseSchema, {
    signal,
  });
  return response;
}

export function milesSettingsQueryOptions() {
  return queryOptions({
    queryKey: [...MILES_QUERY_KEY, 'settings'],
    queryFn: ({ signal }) => getMilesSettings(signal),
  });
}

export function useMilesSettings() {
  return useQuery(milesSettingsQueryOptions());
}
