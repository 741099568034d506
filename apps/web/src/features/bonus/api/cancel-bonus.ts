import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Bonus } from '@tribuna/contracts/bonus';
import { apiRequest } from '../../../lib/http';
import { BONUS_PATHS, bonusKeys } from '../bonus-keys';

/** `POST /api/bonuses/:id/cancel`: its bonus money is forfeited; the player's cash is not. */
export async function cancelBonus(id: string): Promise<Bonus> {
  const answer = await apiRequest<{ response: Bonus }>('POST', BONUS_PATHS.cancel(id));
  return answer.response;
}

export function useCancelBonus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelBonus,
    onSettled: () => client.invalidateQueries({ queryKey: bonusKeys.all }),
  });
}
