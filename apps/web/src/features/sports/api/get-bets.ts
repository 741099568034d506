import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Bet } from '@tribuna/contracts/sports';
import { apiRequest } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { SPORTS_PATHS, sportsKeys, type BetsFilter } from '../sports-keys';

export interface BetsPage {
  bets: Bet[];
  total: number;
}

/** `GET /api/sports/bets?status=&limit=&offset=`: the player's bets, newest first. */
export async function getBets(filter: BetsFilter): Promise<BetsPage> {
  const answer = await apiRequest<{ response: BetsPage }>('GET', SPORTS_PATHS.bets, {
    query: { status: filter.status, limit: filter.limit, offset: filter.offset },
    showErrors: false,
  });
  return answer.response;
}

export function betsQuery(playerId: string, filter: BetsFilter) {
  return queryOptions({
    queryKey: sportsKeys.bets(playerId, filter),
    queryFn: () => getBets(filter),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
}

/** The logged player's bets; nothing for a guest. */
export function useBets(filter: BetsFilter) {
  const { user, loggedIn } = useSession();
  const playerId = loggedIn && user ? user.id : '';
  return useQuery({ ...betsQuery(playerId, filter), enabled: playerId !== '' });
}
