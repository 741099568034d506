import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest, TokenAnswer } from '@tribuna/contracts/auth';
import { apiRequest } from '../../../lib/http';
import { startSession } from '../../../lib/session';

/** `POST /api/auth/register`: answers like login, so the new player is logged in. */
export async function register(body: RegisterRequest): Promise<TokenAnswer> {
  const answer = await apiRequest<{ response: TokenAnswer }>('POST', '/auth/register', {
    body,
    auth: false,
    // The form shows the failure itself.
    showErrors: false,
  });
  return answer.response;
}

export function useRegister() {
  return useMutation({
    mutationFn: async (body: RegisterRequest) => startSession(await register(body)),
  });
}
