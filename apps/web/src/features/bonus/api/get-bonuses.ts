import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Bonus, BonusStatus } from '@tribuna/contracts/bonus';
import { apiRequest } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { BONUS_PATHS, bonusKeys } from '../bonus-keys';

/** `GET /api/bonuses?status=`: the player's bonuses of one status, newest first. */
export async function getBonuses(status: BonusStatus): Promise<Bonus[]> {
  const answer = await apiRequest<{ response: { items: Bonus[] } }>('GET', BONUS_PATHS.list, {
    query: { status },
    // The list says it in place, with a retry.
    showErrors: false,
  });
  return answer.response.items;
}

export function bonusesQuery(playerId: string, status: BonusStatus) {
  return queryOptions({
    queryKey: bonusKeys.list(playerId, status),
    queryFn: () => getBonuses(status),
    // The wagering moves with every stake: read again when the player comes back to it.
    staleTime: 30_000,
  });
}

/** The logged player's bonuses of one status; nothing is asked for a guest. */
export function useBonuses(status: BonusStatus) {
  const { user, loggedIn } = useSession();
  const playerId = loggedIn && user ? user.id : '';
  return useQuery({ ...bonusesQuery(playerId, status), enabled: playerId !== '' });
}
