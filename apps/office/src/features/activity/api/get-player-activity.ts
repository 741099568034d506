import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  OFFICE_ACTIVITY_API,
  officePlayerActivityResponseSchema,
  type OfficePlayerActivity,
  type OfficePlayerActivityQuery,
} from '@tribuna/contracts/activity';
import { api } from '../../../lib/http';
import { ACTIVITY_QUERY_KEY } from './activity-keys';

export async function getPlayerActivity(
  playerId: string,
  query: OfficePlayerActivityQuery,
  signal?: AbortSignal,
): Promise<OfficePlayerActivity> {
  const path = `${OFFICE_ACTIVITY_API.players}/${encodeURIComponent(playerId)}/activity`;
  const { response } = await api(path, officePlayerActivityResponseSchema, { query, signal });
  return response;
}

export function playerActivityQueryOptions(playerId: string, query: OfficePlayerActivityQuery) {
  return queryOptions({
    queryKey: [...ACTIVITY_QUERY_KEY, 'player', playerId, query],
    queryFn: ({ signal }) => getPlayerActivity(playerId, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePlayerActivity(playerId: string, query: OfficePlayerActivityQuery) {
  return useQuery(playerActivityQueryOptions(playerId, query));
}
