import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  OFFICE_REFERRALS_API,
  officeReferralSettingsResponseSchema,
  type ReferralSettings,
} from '@tribuna/contracts/referrals';
import { api } from '../../../lib/http';
import { REFERRALS_QUERY_KEY } from './referrals-keys';

/** The brand's referral rules. */
export async function getReferralSettings(signal?: AbortSignal): Promise<ReferralSettings> {
  const { response } = await api(
    OFFICE_REFERRALS_API.settings,
    officeReferralSettingsResponseSchema,
    { signal },
  );
  return response;
}

export function referralSettingsQueryOptions() {
  return queryOptions({
    queryKey: [...REFERRALS_QUERY_KEY, 'settings'],
    queryFn: ({ signal }) => getReferralSettings(signal),
  });
}

export function useReferralSettings() {
  return useQuery(referralSettingsQueryOptions());
}
