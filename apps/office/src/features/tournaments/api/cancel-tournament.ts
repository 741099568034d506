import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OFFICE_TOURNAMENTS_API,
  officeTournamentResponseSchema,
  type OfficeTournament,
} from '@tribuna/contracts/tournaments';
import { api } from '../../../lib/http';
import { TOURNAMENTS_QUERY_KEY } from './tournaments-keys';

/** Cancels an upcoming or running tournament; the API refunds its buy-ins. */
export async function cancelTournament(input: {
  id: string;
  reason: string;
}): Promise<OfficeTournament> {
  const { response } = await api(
    OFFICE_TOURNAMENTS_API.cancel(encodeURIComponent(input.id)),
    officeTournamentResponseSchema,
    { method: 'POST', body: { reason: input.reason } },
  );
  return response;
}

export function useCancelTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelTournament,
    onSettled: () => queryClient.invalidateQueries({ queryKey: TOURNAMENTS_QUERY_KEY }),
  });
}
