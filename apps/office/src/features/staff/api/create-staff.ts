import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OFFICE_API,
  officeStaffResponseSchema,
  type OfficeStaffCreateRequest,
} from '@tribuna/contracts/office';
import { api } from '../../../lib/http';
import { staffQueryOptions } from './get-staff';

export async function createStaff(body: OfficeStaffCreateRequest) {
  const { response } = await api(OFFICE_API.staff, officeStaffResponseSchema, {
    method: 'POST',
    body,
  });
  return response;
}

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryOptions.queryKey }),
  });
}
