import { queryOptions, useQuery } from '@tanstack/react-query';
import { OFFICE_API, officePlatformResponseSchema } from '@tribuna/contracts/office';
import { api } from '../../../lib/http';

export async function getPlatform(signal?: AbortSignal) {
  const { response } = await api(OFFICE_API.platform, officePlatformResponseSchema, { signal });
  return response;
}

export const platformQueryOptions = queryOptions({
  queryKey: ['office', 'platform'],
  queryFn: ({ signal }) => getPlatform(signal),
});

export function usePlatform() {
  return useQuery(platformQueryOptions);
}
