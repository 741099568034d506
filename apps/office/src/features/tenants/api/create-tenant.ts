import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OFFICE_API,
  officeTenantResponseSchema,
  type OfficeTenantCreateRequest,
} from '@tribuna/contracts/office';
import { api } from '../../../lib/http';
import { tenantsQueryOptions } from './get-tenants';

export async function createTenant(body: OfficeTenantCreateRequest) {
  const { response } = await api(OFFICE_API.tenants, officeTenantResponseSchema, {
    method: 'POST',
    body,
  });
  return response;
}

export function useCreateTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTenant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantsQueryOptions.queryKey }),
  });
}
