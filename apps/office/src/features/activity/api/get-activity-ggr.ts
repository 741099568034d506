import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  OFFICE_ACTIVITY_API,
  officeActivityGgrResponseSchema,
  type OfficeActivityGgr,
  type OfficeActivityGgrQuery,
} from '@tribuna/contracts/activity';
import { api } from '../../../lib/http';
import { ACTIVITY_QUERY_KEY } from './activity-keys';

export async function getActivityGgr(
  query: OfficeActivityGgrQuery,
  signal?: AbortSignal,
): Promise<OfficeActivityGgr> {
  const { response } = await api(OFFICE_ACTIVITY_API.ggr, officeActivityGgrResponseSchema, {
    query,
    signal,
  });
  return response;
}

export function activityGgrQueryOptions(query: OfficeActivityGgrQuery) {
  return queryOptions({
    queryKey: [...ACTIVITY_QUERY_KEY, 'ggr', query],
    queryFn: ({ signal }) => getActivityGgr(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useActivityGgr(query: OfficeActivityGgrQuery) {
  return useQuery(activityGgrQueryOptions(query));
}
