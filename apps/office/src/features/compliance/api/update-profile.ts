import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JurisdictionProfile } from '@tribuna/contracts/jurisdiction';
import {
  OFFICE_RESPONSIBLE_API,
  officeProfileResponseSchema,
} from '@tribuna/contracts/responsible';
import { api } from '../../../lib/http';
import { PROFILE_QUERY_KEY } from './get-profile';

/** Replaces the brand's profile (the platform owner's call; the API refuses anyone else). */
export async function updateProfile(profile: JurisdictionProfile) {
  const { response } = await api(OFFICE_RESPONSIBLE_API.profile, officeProfileResponseSchema, {
    method: 'PUT',
    body: { profile },
  });
  return response;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (answer) => queryClient.setQueryData(PROFILE_QUERY_KEY, answer),
  });
}
