import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@tribuna/contracts/auth';
import { apiRequest } from '../../../lib/http';

/** `POST /api/auth/password/change`: the server ends the player's other sessions. */
export async function changePassword(body: ChangePasswordRequest): Promise<string> {
  const answer = await apiRequest<{ response: { message: string } }>(
    'POST',
    '/auth/password/change',
    // The form shows the failure under its fields.
    { body, showErrors: false },
  );
  return answer.response.message;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
