import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, TokenAnswer } from '@tribuna/contracts/auth';
import { apiRequest } from '../../../lib/http';
import { startSession } from '../../../lib/session';

/** `POST /api/auth/login`: username or email and password; the refresh token comes as a cookie. */
export async function login(body: LoginRequest): Promise<TokenAnswer> {
  const answer = await apiRequest<{ response: TokenAnswer }>('POST', '/auth/login', {
    body,
    auth: false,
    // The form shows the failure itself.
    showErrors: false,
  });
  return answer.response;
}

export function useLogin() {
  return useMutation({
    mutationFn: async (body: LoginRequest) => startSession(await login(body)),
  });
}
