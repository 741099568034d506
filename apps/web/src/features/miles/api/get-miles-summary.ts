import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MilesSummary } from '@tribuna/contracts/miles';
import { apiRequest } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { MILES_PATHS, milesKeys } from '../miles-keys';

/** `GET /api/miles`: balance, pending miles, tier and the withdrawal terms. */
export async function getMilesSummary(): Promise<MilesSummary> {
  const answer = await apiRequest<{ response: MilesSummary }>('GET', MILES_PATHS.summary, {
    // Said in place (the header's menu, the section), never as a notification.
    showErrors: false,
  });
  return answer.response;
}

export function milesSummaryQuery(playerId: string) {
  return queryOptions({
    queryKey: milesKeys.summary(playerId),
    queryFn: getMilesSummary,
    // Play earns miles every few seconds: read again when the player comes back to them.
    staleTime: 30_000,
  });
}

/** The logged player's miles; nothing is asked for a guest. */
export function useMilesSummary() {
  const { user, loggedIn } = useSession();
  const playerId = loggedIn && user ? user.id : '';
  return useQuery({ ...milesSummaryQuery(playerId), enabled: playerId !== '' });
}
