import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MilesWithdrawal } from '@tribuna/contracts/miles';
import { apiRequest } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { MILES_PATHS, milesKeys } from '../miles-keys';

/** `GET /api/miles/withdrawals`: the player's withdrawals of miles to cash, newest first. */
export async function getMilesWithdrawals(): Promise<MilesWithdrawal[]> {
  const answer = await apiRequest<{ response: { items: MilesWithdrawal[] } }>(
    'GET',
    MILES_PATHS.withdrawals,
    { showErrors: false },
  );
  return answer.response.items;
}

export function milesWithdrawalsQuery(playerId: string) {
  return queryOptions({
    queryKey: milesKeys.withdrawals(playerId),
    queryFn: getMilesWithdrawals,
    staleTime: 60_000,
  });
}

export function useMilesWithdrawals() {
  const { user, loggedIn } = useSession();
  const playerId = loggedIn && user ? user.id : '';
  return useQuery({ ...milesWithdrawalsQuery(playerId), enabled: playerId !== '' });
}
