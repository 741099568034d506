import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Responsible } from '@tribuna/contracts/responsible';
import { apiRequest } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { RESPONSIBLE_PATHS, responsibleKeys } from '../responsible-keys';

/** `GET /api/responsible`: the player's limits, reality check and the breaks offered. */
export async function getResponsible(): Promise<Responsible> {
  const answer = await apiRequest<{ response: Responsible }>('GET', RESPONSIBLE_PATHS.base, {
    // The section says it in place, with a retry.
    showErrors: false,
  });
  return answer.response;
}

export function responsibleQuery(playerId: string) {
  return queryOptions({
    queryKey: responsibleKeys.state(playerId),
    queryFn: getResponsible,
    // "Used" moves with every bet; read again when the player comes back to the page.
    staleTime: 30_000,
  });
}

/** The logged player's responsible-gambling state; nothing is asked for a guest. */
export function useResponsible() {
  const { user, loggedIn } = useSession();
  const playerId = loggedIn && user ? user.id : '';
  return useQuery({ ...responsibleQuery(playerId), enabled: playerId !== '' });
}
