import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OFFICE_API,
  officeStaffResponseSchema,
  type OfficeStaffUpdateRequest,
} from '@tribuna/contracts/office';
import { api } from '../../../lib/http';
import { staffQueryOptions } from './get-staff';

export async function updateStaff({ id, ...body }: OfficeStaffUpdateRequest & { id: string }) {
  const path = `${OFFICE_API.staff}/${encodeURIComponent(id)}`;
  const { response } = await api(path, officeStaffResponseSchema, { method: 'PATCH', body });
  return response;
}

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryOptions.queryKey }),
  });
}
