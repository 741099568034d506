import { useMutation } from '@tanstack/react-query';
import type { User } from '@tribuna/contracts/auth';
import type { UpdateLanguageRequest } from '@tribuna/contracts/profile';
import { apiRequest } from '../../../lib/http';
import { setSessionUser } from '../../../lib/session';

/** `POST /api/auth/profile/language`: the player's language, kept on the account. */
export async function updateLanguage(body: UpdateLanguageRequest): Promise<User> {
  const answer = await apiRequest<{ user: User }>('POST', '/auth/profile/language', { body });
  return answer.user;
}

export function useUpdateLanguage() {
  return useMutation({ mutationFn: updateLanguage, onSuccess: setSessionUser });
}
