import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@tribuna/contracts/languages';
import type { TournamentSummary } from '@tribuna/contracts/tournaments';
import { apiRequest } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { TOURNAMENTS_PATHS, tournamentsKeys } from '../tournaments-keys';

/** `GET /api/tournaments?language=`: every state at once, grouped by the page's tabs. */
export async function getTournaments(
  language: Language,
  signal?: AbortSignal,
): Promise<TournamentSummary[]> {
  const answer = await apiRequest<{ response: { items: TournamentSummary[] } }>(
    'GET',
    TOURNAMENTS_PATHS.list,
    // The page says a failure in place, with a retry.
    { query: { language }, showErrors: false, ...(signal ? { signal } : {}) },
  );
  return answer.response.items;
}

export function tournamentsQuery(playerId: string, language: Language) {
  return queryOptions({
    queryKey: tournamentsKeys.list(playerId, language, 'all'),
    queryFn: ({ signal }) => getTournaments(language, signal),
    staleTime: 30_000,
  });
}

/** The tournaments as this visitor sees them (a player's carry their own entry). */
export function useTournaments(language: Language) {
  const { user, loggedIn } = useSession();
  return useQuery(tournamentsQuery(loggedIn && user ? user.id : '', language));
}
