import { queryOptions, useQuery } from '@tanstack/react-query';
import { OFFICE_RESPONSIBLE_API, officeBreaksResponseSchema } from '@tribuna/contracts/responsible';
import { api } from '../../../lib/http';
import { COMPLIANCE_QUERY_KEY } from './compliance-keys';

/** The time-outs and self-exclusions in force. */
export async function getBreaks(signal?: AbortSignal) {
  const { response } = await api(OFFICE_RESPONSIBLE_API.breaks, officeBreaksResponseSchema, {
    signal,
  });
  return response.breaks;
}

export function breaksQueryOptions() {
  return queryOptions({
    queryKey: [...COMPLIANCE_QUERY_KEY, 'breaks'],
    queryFn: ({ signal }) => getBreaks(signal),
  });
}

export function useBreaks() {
  return useQuery(breaksQueryOptions());
}
