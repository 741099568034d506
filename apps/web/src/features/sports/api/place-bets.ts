import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlaceBetsRequest, PlaceBetsResult } from '@tribuna/contracts/sports';
import { apiRequest } from '../../../lib/http';
import { SPORTS_PATHS, sportsKeys } from '../sports-keys';

/**
 * `POST /api/sports/bets`. A live bet answers after its delay, so this may take
 * seconds; the key is the slip submission's, the same on a retry.
 */
export async function placeBets(
  request: PlaceBetsRequest,
  idempotencyKey: string,
): Promise<PlaceBetsResult> {
  const answer = await apiRequest<{ response: PlaceBetsResult }>('POST', SPORTS_PATHS.bets, {
    body: request,
    idempotencyKey,
    // The slip says it in place, beside the selections.
    showErrors: false,
  });
  return answer.response;
}

export function usePlaceBets() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ request, key }: { request: PlaceBetsRequest; key: string }) =>
      placeBets(request, key),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: sportsKeys.betLists });
      // A free bet used (or refused as used) leaves the slip's offer.
      void client.invalidateQueries({ queryKey: sportsKeys.allFreeBets });
    },
  });
}
