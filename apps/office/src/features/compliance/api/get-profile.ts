import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  OFFICE_RESPONSIBLE_API,
  officeProfileResponseSchema,
} from '@tribuna/contracts/responsible';
import { api } from '../../../lib/http';
import { COMPLIANCE_QUERY_KEY } from './compliance-keys';

/** The brand's jurisdiction profile, the presets, and whether this staff member may edit it. */
export async function getProfile(signal?: AbortSignal) {
  const { response } = await api(OFFICE_RESPONSIBLE_API.profile, officeProfileResponseSchema, {
    signal,
  });
  return response;
}

export const PROFILE_QUERY_KEY = [...COMPLIANCE_QUERY_KEY, 'profile'] as const;

export function profileQueryOptions() {
  return queryOptions({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => getProfile(signal),
  });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
