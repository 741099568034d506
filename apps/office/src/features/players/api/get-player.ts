import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  OFFICE_API,
  officePlayerResponseSchema,
  type OfficePlayerDetail,
} from '@tribuna/contracts/office';
import { api } from '../../../lib/http';

export async function getPlayer(id: string, signal?: AbortSignal): Promise<OfficePlayerDetail> {
  const path = `${OFFICE_API.players}/${encodeURIComponent(id)}`;
  const { response } = await api(path, officePlayerResponseSchema, { signal });
  return response;
}

export function playerQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['office', 'players', 'detail', id],
    queryFn: ({ signal }) => getPlayer(id, signal),
  });
}

/** Everything the support and compliance desks see of a player (`enabled` for them). */
export function usePlayer(id: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...playerQueryOptions(id), enabled });
}
