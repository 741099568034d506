import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LimitRefRequest, Responsible } from '@tribuna/contracts/responsible';
import { apiRequest } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { RESPONSIBLE_PATHS, responsibleKeys } from '../responsible-keys';

/** `POST /api/responsible/limits/confirm`: applies a raise (or removal) whose cool-off is over. */
export async function confirmLimit(body: LimitRefRequest): Promise<Responsible> {
  const answer = await apiRequest<{ response: Responsible }>('POST', RESPONSIBLE_PATHS.confirm, {
    body,
    showErrors: false,
  });
  return answer.response;
}

export function useConfirmLimit() {
  const client = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: confirmLimit,
    onSuccess: (state) => client.setQueryData(responsibleKeys.state(user?.id ?? ''), state),
  });
}
