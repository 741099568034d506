import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  OFFICE_API,
  officePlayersResponseSchema,
  type OfficePlayersQuery,
} from '@tribuna/contracts/office';
import { api } from '../../../lib/http';

export type PlayersQuery = Partial<OfficePlayersQuery>;

export async function getPlayers(query: PlayersQuery, signal?: AbortSignal) {
  const { response } = await api(OFFICE_API.players, officePlayersResponseSchema, {
    query,
    signal,
  });
  return response;
}

export function playersQueryOptions(query: PlayersQuery) {
  return queryOptions({
    queryKey: ['office', 'players', 'list', query],
    queryFn: ({ signal }) => getPlayers(query, signal),
    // Keep the last page on screen while the next search runs.
    placeholderData: keepPreviousData,
  });
}

export function usePlayers(query: PlayersQuery) {
  return useQuery(playersQueryOptions(query));
}
