import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  OFFICE_BONUS_API,
  officePlayerBonusesResponseSchema,
  type OfficeBonus,
} from '@tribuna/contracts/bonus';
import { api } from '../../../lib/http';
import { BONUS_QUERY_KEY } from './bonus-keys';

/** A player's bonuses, newest first. */
export async function getPlayerBonuses(
  playerId: string,
  signal?: AbortSignal,
): Promise<OfficeBonus[]> {
  const path = OFFICE_BONUS_API.player(encodeURIComponent(playerId));
  const { response } = await api(path, officePlayerBonusesResponseSchema, { signal });
  return response.items;
}

export function playerBonusesQueryOptions(playerId: string) {
  return queryOptions({
    queryKey: [...BONUS_QUERY_KEY, 'player', playerId],
    queryFn: ({ signal }) => getPlayerBonuses(playerId, signal),
  });
}

export function usePlayerBonuses(playerId: string) {
  return useQuery(playerBonusesQueryOptions(playerId));
}
