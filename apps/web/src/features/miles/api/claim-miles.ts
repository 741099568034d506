import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MilesSummary } from '@tribuna/contracts/miles';
import { apiRequest } from '../../../lib/http';
import { MILES_PATHS, milesKeys } from '../miles-keys';

/** `POST /api/miles/claim`: every pending, unexpired mile into the balance. */
export async function claimMiles(): Promise<{ claimed: number; summary: MilesSummary }> {
  const answer = await apiRequest<{ response: { claimed: number; summary: MilesSummary } }>(
    'POST',
    MILES_PATHS.claim,
  );
  return answer.response;
}

export function useClaimMiles() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: claimMiles,
    // Refused too (nothing left): the figures are read again either way.
    onSettled: () => client.invalidateQueries({ queryKey: milesKeys.all }),
  });
}
