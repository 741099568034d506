import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  OFFICE_TOURNAMENTS_API,
  officeTournamentDetailResponseSchema,
  type OfficeTournament,
  type OfficeTournamentEntrant,
} from '@tribuna/contracts/tournaments';
import { api } from '../../../lib/http';
import { TOURNAMENTS_QUERY_KEY } from './tournaments-keys';

export interface TournamentDetail {
  tournament: OfficeTournament;
  entrants: OfficeTournamentEntrant[];
}

/** One tournament with every entrant, by position. */
export async function getTournament(id: string, signal?: AbortSignal): Promise<TournamentDetail> {
  const { response } = await api(
    OFFICE_TOURNAMENTS_API.detail(encodeURIComponent(id)),
    officeTournamentDetailResponseSchema,
    { signal },
  );
  return response;
}

export function useTournament(id: string) {
  return useQuery(
    queryOptions({
      queryKey: [...TOURNAMENTS_QUERY_KEY, 'detail', id],
      queryFn: ({ signal }) => getTournament(id, signal),
    }),
  );
}
