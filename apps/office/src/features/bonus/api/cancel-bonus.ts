import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OFFICE_BONUS_API,
  officeBonusResponseSchema,
  type OfficeBonus,
} from '@tribuna/contracts/bonus';
import { api } from '../../../lib/http';
import { BONUS_QUERY_KEY } from './bonus-keys';

/** Cancels a player's bonus with staff's reason: its bonus money is forfeited. */
export async function cancelBonus({
  bonusId,
  reason,
}: {
  bonusId: string;
  reason: string;
}): Promise<OfficeBonus> {
  const path = OFFICE_BONUS_API.cancel(encodeURIComponent(bonusId));
  const { response } = await api(path, officeBonusResponseSchema, {
    method: 'POST',
    body: { reason },
  });
  return response;
}

export function useCancelBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBonus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: BONUS_QUERY_KEY }),
  });
}
