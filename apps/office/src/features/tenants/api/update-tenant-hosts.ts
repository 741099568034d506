import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OFFICE_API, officeTenantResponseSchema } from '@tribuna/contracts/office';
import { api } from '../../../lib/http';
import { tenantsQueryOptions } from './get-tenants';

export async function updateTenantHosts({ id, hosts }: { id: string; hosts: string[] }) {
  const path = `${OFFICE_API.tenants}/${encodeURIComponent(id)}/hosts`;
  const { response } = await api(path, officeTenantResponseSchema, {
    method: 'PUT',
    body: { hosts },
  });
  return response;
}

export function useUpdateTenantHosts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTenantHosts,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantsQueryOptions.queryKey }),
  });
}
