import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OFFICE_BONUS_API,
  officeBonusResponseSchema,
  type OfficeBonus,
} from '@tribuna/contracts/bonus';
import { api } from '../../../lib/http';
import { BONUS_QUERY_KEY } from './bonus-keys';

/**
 * Gives a player a campaign, started at once (a deposit match waits for its deposit). No
 * idempotency key: each player receives a campaign once, so a repeated call is refused.
 */
export async function grantBonus({
  playerId,
  campaignId,
}: {
  playerId: string;
  campaignId: string;
}): Promise<OfficeBonus> {
  const path = OFFICE_BONUS_API.grant(encodeURIComponent(playerId));
  const { response } = await api(path, officeBonusResponseSchema, {
    method: 'POST',
    body: { campaign_id: campaignId },
  });
  return response;
}

/** The player's list, the campaigns' counts and the cost report all change. */
export function useGrantBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantBonus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: BONUS_QUERY_KEY }),
  });
}
