import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyReferrals } from '@tribuna/contracts/referrals';
import { apiRequest } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { REFERRALS_PATHS, referralsKeys } from '../referrals-keys';

/** `GET /api/referrals`: the player's code and link, the brand's rules and their referrals. */
export async function getReferrals(): Promise<MyReferrals> {
  const answer = await apiRequest<{ response: MyReferrals }>('GET', REFERRALS_PATHS.mine, {
    // The section says it in place, with a retry.
    showErrors: false,
  });
  return answer.response;
}

export function referralsQuery(playerId: string) {
  return queryOptions({
    queryKey: referralsKeys.mine(playerId),
    queryFn: getReferrals,
    // A friend's state moves as they play: read again when the player comes back to it.
    staleTime: 30_000,
  });
}

/** The logged player's referrals; nothing is asked for a guest. */
export function useReferrals() {
  const { user, loggedIn } = useSession();
  const playerId = loggedIn && user ? user.id : '';
  return useQuery({ ...referralsQuery(playerId), enabled: playerId !== '' });
}
