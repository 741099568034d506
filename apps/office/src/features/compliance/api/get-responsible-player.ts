import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  OFFICE_RESPONSIBLE_API,
  officeResponsiblePlayerResponseSchema,
} from '@tribuna/contracts/responsible';
import { api } from '../../../lib/http';
import { COMPLIANCE_QUERY_KEY } from './compliance-keys';

/** One player's limits, their history, breaks and flags. */
export async function getResponsiblePlayer(id: string, signal?: AbortSignal) {
  const path = `${OFFICE_RESPONSIBLE_API.players}/${encodeURIComponent(id)}`;
  const { response } = await api(path, officeResponsiblePlayerResponseSchema, { signal });
  return response;
}

export function responsiblePlayerQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...COMPLIANCE_QUERY_KEY, 'players', id],
    queryFn: ({ signal }) => getResponsiblePlayer(id, signal),
  });
}

export function useResponsiblePlayer(id: string) {
  return useQuery(responsiblePlayerQueryOptions(id));
}
