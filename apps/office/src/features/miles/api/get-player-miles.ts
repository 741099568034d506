import { queryOptions, useQuery } from '@tanstack/react-query';
import { OFFICE_MILES_API, officePlayerMilesResponseSchema } from '@tribuna/contracts/miles';
import { api } from '../../../lib/http';
import { MILES_QUERY_KEY } from './miles-keys';

/** A player's miles: the summary and the moves of the last 31 days. */
export async function getPlayerMiles(playerId: string, signal?: AbortSignal) {
  const path = OFFICE_MILES_API.player(encodeURIComponent(playerId));
  const { response } = await api(path, officePlayerMilesResponseSchema, { signal });
  return response;
}

export function playerMilesQueryOptions(playerId: string) {
  return queryOptions({
    queryKey: [...MILES_QUERY_KEY, 'player', playerId],
    queryFn: ({ signal }) => getPlayerMiles(playerId, signal),
  });
}

export function usePlayerMiles(playerId: string) {
  return useQuery(playerMilesQueryOptions(playerId));
}
