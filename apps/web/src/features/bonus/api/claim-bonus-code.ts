import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Bonus, BonusCodeRequest } from '@tribuna/contracts/bonus';
import { apiRequest } from '../../../lib/http';
import { BONUS_PATHS, bonusKeys } from '../bonus-keys';

/** `POST /api/bonuses/code`: the code's bonus, claimed ("Insert a valid bonus code" if none). */
export async function claimBonusCode(body: BonusCodeRequest): Promise<Bonus> {
  const answer = await apiRequest<{ response: Bonus }>('POST', BONUS_PATHS.code, {
    body,
    // The form shows the failure next to its field.
    showErrors: false,
  });
  return answer.response;
}

export function useClaimBonusCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: claimBonusCode,
    onSuccess: () => client.invalidateQueries({ queryKey: bonusKeys.all }),
  });
}
