import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okSchema } from '@tribuna/contracts/envelope';
import { OFFICE_API } from '@tribuna/contracts/office';
import { api } from '../../../lib/http';
import { clearSession } from '../../../lib/session';

/** Revokes the refresh family on the server (cookie call, so it carries the XSRF header). */
export async function logout(): Promise<void> {
  await api(OFFICE_API.logout, okSchema, { method: 'POST' }, true);
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    // Signed out locally even if the server could not be reached.
    onSettled: () => {
      clearSession(false);
      queryClient.clear();
    },
  });
}
