import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RealityCheckRequest, Responsible } from '@tribuna/contracts/responsible';
import { apiRequest } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { RESPONSIBLE_PATHS, responsibleKeys } from '../responsible-keys';

/** `PUT /api/responsible/reality-check`: every 15, 30, 60 or 120 minutes of a session. */
export async function setRealityCheck(body: RealityCheckRequest): Promise<Responsible> {
  const answer = await apiRequest<{ response: Responsible }>(
    'PUT',
    RESPONSIBLE_PATHS.realityCheck,
    { body, showErrors: false },
  );
  return answer.response;
}

export function useSetRealityCheck() {
  const client = useQueryClient();
  const { user } = useSession();
  const playerId = user?.id ?? '';
  return useMutation({
    mutationFn: setRealityCheck,
    onSuccess: (state) => {
      client.setQueryData(responsibleKeys.state(playerId), state);
      // The next check moves with the interval: the clock tells when.
      void client.invalidateQueries({ queryKey: responsibleKeys.session(playerId) });
    },
  });
}
