import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TournamentDetail,
  TournamentEnterRequest,
  TournamentMe,
} from '@tribuna/contracts/tournaments';
import { apiRequest } from '../../../lib/http';
import { TOURNAMENTS_PATHS, tournamentsKeys } from '../tournaments-keys';

export interface EnterInput {
  id: string;
  /** A buy-in's price as the player confirmed it; absent for an opt-in. */
  acceptBuyIn: number | null;
  idempotencyKey: string;
}

export interface EnterResult {
  me: TournamentMe;
  /** The cash balance after a buy-in (null: nothing paid). */
  balance: number | null;
}

/** `POST /api/tournaments/:id/enter`: opts in, or pays the buy-in (once per key). */
export async function enterTournament(input: EnterInput): Promise<EnterResult> {
  const body: TournamentEnterRequest =
    input.acceptBuyIn === null ? {} : { accept_buy_in: input.acceptBuyIn };
  const answer = await apiRequest<{ response: EnterResult }>(
    'POST',
    TOURNAMENTS_PATHS.enter(input.id),
    {
      body,
      idempotencyKey: input.idempotencyKey,
      // The page says what went wrong, beside its button.
      showErrors: false,
    },
  );
  return answer.response;
}

export function useEnterTournament() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: enterTournament,
    // The page says "you are in" at once, before it is read again.
    onSuccess: (result, input) => {
      client.setQueriesData<TournamentDetail>({ queryKey: tournamentsKeys.details }, (detail) =>
        detail && detail.id === input.id && !detail.me
          ? { ...detail, me: result.me, entrants: detail.entrants + 1 }
          : detail,
      );
    },
    // Refused too (already in, closed meanwhile): the page, the list and the widget read
    // the entry again either way.
    onSettled: () => client.invalidateQueries({ queryKey: tournamentsKeys.all }),
  });
}
