import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@tribuna/contracts/languages';
import type { TournamentDetail } from '@tribuna/contracts/tournaments';
import { apiRequest } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { TOURNAMENTS_PATHS, tournamentsKeys } from '../tournaments-keys';

/** `GET /api/tournaments/:id?language=`: the rules, prizes, board and the reader's entry. */
export async function getTournament(
  id: string,
  language: Language,
  signal?: AbortSignal,
): Promise<TournamentDetail> {
  const answer = await apiRequest<{ response: TournamentDetail }>(
    'GET',
    TOURNAMENTS_PATHS.detail(id),
    // "Not found" is the page's own state, said with the server's words.
    { query: { language }, showErrors: false, ...(signal ? { signal } : {}) },
  );
  return answer.response;
}

export function tournamentQuery(id: string, playerId: string, language: Language) {
  return queryOptions({
    queryKey: tournamentsKeys.detail(id, playerId, language),
    queryFn: ({ signal }) => getTournament(id, language, signal),
    // The live channel keeps the board current; a refetch comes on its (re)join.
    staleTime: 30_000,
  });
}

/** The reader's id in the keys: a guest's page and a player's differ by `me`. */
export function usePlayerId(): string {
  const { user, loggedIn } = useSession();
  return loggedIn && user ? user.id : '';
}

export function useTournament(id: string, language: Language) {
  return useQuery(tournamentQuery(id, usePlayerId(), language));
}
