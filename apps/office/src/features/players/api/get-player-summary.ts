import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  OFFICE_API,
  officePlayerSummaryResponseSchema,
  type OfficePlayer,
} from '@tribuna/contracts/office';
import { api } from '../../../lib/http';

export async function getPlayerSummary(id: string, signal?: AbortSignal): Promise<OfficePlayer> {
  const path = `${OFFICE_API.players}/${encodeURIComponent(id)}/summary`;
  const { response } = await api(path, officePlayerSummaryResponseSchema, { signal });
  return response;
}

export function playerSummaryQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['office', 'players', 'summary', id],
    queryFn: ({ signal }) => getPlayerSummary(id, signal),
  });
}

/** Who the player is, for staff outside the support and compliance desks (`enabled` for them). */
export function usePlayerSummary(id: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...playerSummaryQueryOptions(id), enabled });
}
