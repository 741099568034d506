import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OFFICE_TOURNAMENTS_API,
  officeTournamentResponseSchema,
  type OfficeTournament,
  type OfficeTournamentRequest,
} from '@tribuna/contracts/tournaments';
import { api } from '../../../lib/http';
import { TOURNAMENTS_QUERY_KEY } from './tournaments-keys';

/** Creates a tournament (no id) or changes one, which the API allows only before its start. */
export async function saveTournament(input: {
  id: string | null;
  request: OfficeTournamentRequest;
}): Promise<OfficeTournament> {
  const { response } = await api(
    input.id === null
      ? OFFICE_TOURNAMENTS_API.list
      : OFFICE_TOURNAMENTS_API.detail(encodeURIComponent(input.id)),
    officeTournamentResponseSchema,
    { method: input.id === null ? 'POST' : 'PUT', body: input.request },
  );
  return response;
}

export function useSaveTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTournament,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TOURNAMENTS_QUERY_KEY }),
  });
}
