import { useMutation } from '@tanstack/react-query';
import type { User } from '@tribuna/contracts/auth';
import type { UpdateProfileRequest } from '@tribuna/contracts/profile';
import { apiRequest } from '../../../lib/http';
import { setSessionUser } from '../../../lib/session';

/** `POST /api/auth/profile`: the personal data; answers the user at the top level. */
export async function updateProfile(body: UpdateProfileRequest): Promise<User> {
  const answer = await apiRequest<{ user: User }>('POST', '/auth/profile', {
    body,
    // The form shows the failure under its fields.
    showErrors: false,
  });
  return answer.user;
}

export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    // The header and every other view of the player read the session's user.
    onSuccess: setSessionUser,
  });
}
