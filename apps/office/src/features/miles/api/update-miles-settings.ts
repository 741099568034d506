import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OFFICE_MILES_API,
  officeMilesSettingsResponseSchema,
  type MilesTerms,
} from '@tribuna/contracts/miles';
import { api } from '../../../lib/http';
import { MILES_QUERY_KEY } from './miles-keys';

/** Sets the brand's miles terms (the cash rate and minimum: admins only). */
export async function updateMilesSettings(terms: MilesTerms) {
  const { response } = await api(OFFICE_MILES_API.settings, officeMilesSettingsResponseSchema, {
    method: 'PUT',
    body: terms,
  });
  return response;
}

export function useUpdateMilesSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMilesSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MILES_QUERY_KEY }),
  });
}
