import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tokenResponseSchema } from '@tribuna/contracts/auth';
import { OFFICE_API, type OfficeLoginRequest } from '@tribuna/contracts/office';
import { api } from '../../../lib/http';
import { setAccessToken } from '../../../lib/session';

export async function login(body: OfficeLoginRequest): Promise<void> {
  const { response } = await api(OFFICE_API.login, tokenResponseSchema, { method: 'POST', body });
  setAccessToken(response.token);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    // Whatever an earlier account could see must not leak into this one.
    onSuccess: () => queryClient.clear(),
  });
}
