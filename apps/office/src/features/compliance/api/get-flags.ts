import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  OFFICE_RESPONSIBLE_API,
  officeFlagsResponseSchema,
  type OfficeFlagsQuery,
} from '@tribuna/contracts/responsible';
import { api } from '../../../lib/http';
import { COMPLIANCE_QUERY_KEY } from './compliance-keys';

export type FlagStatus = NonNullable<OfficeFlagsQuery['status']>;

export async function getFlags(status: FlagStatus, signal?: AbortSignal) {
  const { response } = await api(OFFICE_RESPONSIBLE_API.flags, officeFlagsResponseSchema, {
    query: { status },
    signal,
  });
  return response.flags;
}

export function flagsQueryOptions(status: FlagStatus) {
  return queryOptions({
    queryKey: [...COMPLIANCE_QUERY_KEY, 'flags', status],
    queryFn: ({ signal }) => getFlags(status, signal),
    placeholderData: keepPreviousData,
  });
}

export function useFlags(status: FlagStatus) {
  return useQuery(flagsQueryOptions(status));
}
