import { useMutation } from '@tanstack/react-query';
import { OFFICE_API, officeStaffResponseSchema } from '@tribuna/contracts/office';
import { api } from '../../../lib/http';

export async function resetStaffPassword({ id, password }: { id: string; password: string }) {
  const path = `${OFFICE_API.staff}/${encodeURIComponent(id)}/password`;
  const { response } = await api(path, officeStaffResponseSchema, {
    method: 'POST',
    body: { password },
  });
  return response;
}

export function useResetStaffPassword() {
  return useMutation({ mutationFn: resetStaffPassword });
}
