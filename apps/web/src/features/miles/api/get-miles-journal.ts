import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MilesEntry } from '@tribuna/contracts/miles';
import { apiRequest } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { MILES_PATHS, milesKeys } from '../miles-keys';

/** `GET /api/miles/journal`: every move of the player's miles in the last 31 days. */
export async function getMilesJournal(): Promise<MilesEntry[]> {
  const answer = await apiRequest<{ response: { items: MilesEntry[] } }>(
    'GET',
    MILES_PATHS.journal,
    { showErrors: false },
  );
  return answer.response.items;
}

export function milesJournalQuery(playerId: string) {
  return queryOptions({
    queryKey: milesKeys.journal(playerId),
    queryFn: getMilesJournal,
    staleTime: 30_000,
  });
}

export function useMilesJournal() {
  const { user, loggedIn } = useSession();
  const playerId = loggedIn && user ? user.id : '';
  return useQuery({ ...milesJournalQuery(playerId), enabled: playerId !== '' });
}
