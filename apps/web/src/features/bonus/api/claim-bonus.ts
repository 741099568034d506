import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Bonus } from '@tribuna/contracts/bonus';
import { apiRequest } from '../../../lib/http';
import { BONUS_PATHS, bonusKeys } from '../bonus-keys';

/** `POST /api/bonuses/:id/claim`: an offered bonus, started (one bonus runs at a time). */
export async function claimBonus(id: string): Promise<Bonus> {
  const answer = await apiRequest<{ response: Bonus }>('POST', BONUS_PATHS.claim(id));
  return answer.response;
}

export function useClaimBonus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: claimBonus,
    // Refused too (gone, or another one running): the lists are read again either way.
    onSettled: () => client.invalidateQueries({ queryKey: bonusKeys.all }),
  });
}
