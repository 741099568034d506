import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OFFICE_RESPONSIBLE_API, officeFlagResponseSchema } from '@tribuna/contracts/responsible';
import { api } from '../../../lib/http';
import { COMPLIANCE_QUERY_KEY } from './compliance-keys';

export async function reviewFlag(id: string) {
  const path = `${OFFICE_RESPONSIBLE_API.flags}/${encodeURIComponent(id)}/review`;
  const { response } = await api(path, officeFlagResponseSchema, { method: 'POST' });
  return response;
}

/** Marks a flag reviewed; the lists and the player's page show it at once. */
export function useReviewFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewFlag,
    onSettled: () => queryClient.invalidateQueries({ queryKey: COMPLIANCE_QUERY_KEY }),
  });
}
