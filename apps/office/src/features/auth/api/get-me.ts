import { queryOptions, useQuery } from '@tanstack/react-query';
import { OFFICE_API, officeMeResponseSchema, type OfficeMe } from '@tribuna/contracts/office';
import { setBrandTimeZone } from '../../../lib/format';
import { api } from '../../../lib/http';

export async function getMe(signal?: AbortSignal): Promise<OfficeMe> {
  const { response } = await api(OFFICE_API.me, officeMeResponseSchema, { signal });
  // Before any page shows a time: the screens wait for `me` (guards.tsx).
  setBrandTimeZone(response.tenant.timezone);
  return response;
}

export const meQueryOptions = queryOptions({
  queryKey: ['office', 'me'],
  queryFn: ({ signal }) => getMe(signal),
  staleTime: 60_000,
});

export function useMe() {
  return useQuery(meQueryOptions);
}
