import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest } from '@tribuna/contracts/auth';
import { apiRequest } from '../../../lib/http';

/** `POST /api/auth/password/reset`: the one-time token from the mail and the new password. */
export async function resetPassword(body: ResetPasswordRequest): Promise<string> {
  const answer = await apiRequest<{ response: { message: string } }>(
    'POST',
    '/auth/password/reset',
    // The form shows the failure itself.
    { body, auth: false, showErrors: false },
  );
  return answer.response.message;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
