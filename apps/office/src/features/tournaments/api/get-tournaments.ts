import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  OFFICE_TOURNAMENTS_API,
  officeTournamentsResponseSchema,
  type OfficeTournament,
  type TournamentState,
} from '@tribuna/contracts/tournaments';
import { api } from '../../../lib/http';
import { TOURNAMENTS_QUERY_KEY } from './tournaments-keys';

/** The brand's tournaments of one state, or all. */
export async function getTournaments(
  state: TournamentState | undefined,
  signal?: AbortSignal,
): Promise<OfficeTournament[]> {
  const { response } = await api(OFFICE_TOURNAMENTS_API.list, officeTournamentsResponseSchema, {
    query: { state },
    signal,
  });
  return response.items;
}

export function useTournaments(state: TournamentState | undefined) {
  return useQuery(
    queryOptions({
      queryKey: [...TOURNAMENTS_QUERY_KEY, 'list', state ?? 'all'],
      queryFn: ({ signal }) => getTournaments(state, signal),
    }),
  );
}
