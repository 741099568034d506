import { queryOptions, useQuery } from '@tanstack/react-query';
import { OFFICE_API, officeSiteResponseSchema, type OfficeSite } from '@tribuna/contracts/office';
import { api } from '../../../lib/http';

export async function getSite(signal?: AbortSignal): Promise<OfficeSite> {
  const { response } = await api(OFFICE_API.site, officeSiteResponseSchema, { signal });
  return response;
}

export const siteQueryOptions = queryOptions({
  queryKey: ['office', 'site'],
  queryFn: ({ signal }) => getSite(signal),
  // The form holds its own draft: a background refetch must not overwrite typing.
  staleTime: Infinity,
});

export function useSite() {
  return useQuery(siteQueryOptions);
}
