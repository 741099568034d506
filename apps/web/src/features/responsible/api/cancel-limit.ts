import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LimitRefRequest, Responsible } from '@tribuna/contracts/responsible';
import { apiRequest } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { RESPONSIBLE_PATHS, responsibleKeys } from '../responsible-keys';

/** `POST /api/responsible/limits/cancel`: drops a raise (or removal) that is waiting. */
export async function cancelLimit(body: LimitRefRequest): Promise<Responsible> {
  const answer = await apiRequest<{ response: Responsible }>('POST', RESPONSIBLE_PATHS.cancel, {
    body,
    showErrors: false,
  });
  return answer.response;
}

export function useCancelLimit() {
  const client = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: cancelLimit,
    onSuccess: (state) => client.setQueryData(responsibleKeys.state(user?.id ?? ''), state),
  });
}
