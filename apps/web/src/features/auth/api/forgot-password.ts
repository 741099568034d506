import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest } from '@tribuna/contracts/auth';
import { apiRequest } from '../../../lib/http';

/** `POST /api/auth/password/forgot`: the same answer whether or not the account exists. */
export async function forgotPassword(body: ForgotPasswordRequest): Promise<string> {
  const answer = await apiRequest<{ response: { message: string } }>(
    'POST',
    '/auth/password/forgot',
    // The form shows the failure itself.
    { body, auth: false, showErrors: false },
  );
  return answer.response.message;
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
