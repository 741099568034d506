import { queryOptions, useQuery } from '@tanstack/react-query';
import { OFFICE_API, officeTenantsResponseSchema } from '@tribuna/contracts/office';
import { api } from '../../../lib/http';

export async function getTenants(signal?: AbortSignal) {
  const { response } = await api(OFFICE_API.tenants, officeTenantsResponseSchema, { signal });
  return response.items;
}

export const tenantsQueryOptions = queryOptions({
  queryKey: ['office', 'tenants'],
  queryFn: ({ signal }) => getTenants(signal),
});

export function useTenants() {
  return useQuery(tenantsQueryOptions);
}
