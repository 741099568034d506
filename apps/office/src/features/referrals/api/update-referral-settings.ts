import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OFFICE_REFERRALS_API,
  officeReferralSettingsResponseSchema,
  type ReferralSettings,
} from '@tribuna/contracts/referrals';
import { api } from '../../../lib/http';
import { referralSettingsQueryOptions } from './get-referral-settings';

/** Changes the brand's rules; referrals already rewarded keep what they were given. */
export async function updateReferralSettings(value: ReferralSettings): Promise<ReferralSettings> {
  const { response } = await api(
    OFFICE_REFERRALS_API.settings,
    officeReferralSettingsResponseSchema,
    { method: 'PUT', body: value },
  );
  return response;
}

export function useUpdateReferralSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReferralSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(referralSettingsQueryOptions().queryKey, saved);
    },
  });
}
