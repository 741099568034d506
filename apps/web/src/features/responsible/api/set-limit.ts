import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Responsible, SetLimitRequest } from '@tribuna/contracts/responsible';
import { apiRequest } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { RESPONSIBLE_PATHS, responsibleKeys } from '../responsible-keys';

/**
 * `PUT /api/responsible/limits`: a lower limit applies at once; a higher one, or `value`
 * null (removing it), waits the cool-off and then the player's confirmation.
 */
export async function setLimit(
  body: SetLimitRequest,
  options: { showErrors?: boolean } = {},
): Promise<Responsible> {
  const answer = await apiRequest<{ response: Responsible }>('PUT', RESPONSIBLE_PATHS.limits, {
    body,
    // The form shows the failure in place unless asked otherwise.
    showErrors: options.showErrors ?? false,
  });
  return answer.response;
}

export function useSetLimit() {
  const client = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: (body: SetLimitRequest) => setLimit(body),
    onSuccess: (state) => client.setQueryData(responsibleKeys.state(user?.id ?? ''), state),
  });
}
