import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Bet } from '@tribuna/contracts/sports';
import { apiRequest } from '../../../lib/http';
import { SPORTS_PATHS, sportsKeys } from '../sports-keys';

export interface CashOutAnswer {
  bet: Bet;
  balance: number;
}

/** `POST /api/sports/bets/:id/cash-out` with the offer the player saw. */
export async function cashOut(id: string, amount: number, idempotencyKey: string) {
  const answer = await apiRequest<{ response: CashOutAnswer }>('POST', SPORTS_PATHS.cashOut(id), {
    body: { amount },
    idempotencyKey,
    showErrors: false,
  });
  return answer.response;
}

/**
 * `onTaken` is the mutation's own: it is heard even when the bet's card is gone by the
 * time the answer comes (the live `sports.bet` moved the bet out of the open list).
 */
export function useCashOut(onTaken: (answer: CashOutAnswer) => void) {
  const client = useQueryClient();
  return useMutation({
    onSuccess: onTaken,
    mutationFn: ({ bet, amount, key }: { bet: Bet; amount: number; key: string }) =>
      cashOut(bet.id, amount, key),
    // A refused offer has moved: the lists show the new one. Not awaited: the caller hears
    // the answer first, before the list (where this bet may no longer be) is read again.
    onSettled: () => {
      void client.invalidateQueries({ queryKey: sportsKeys.betLists });
    },
  });
}
