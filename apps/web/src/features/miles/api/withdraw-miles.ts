import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MilesSummary, MilesWithdrawal } from '@tribuna/contracts/miles';
import { apiRequest } from '../../../lib/http';
import { MILES_PATHS, milesKeys } from '../miles-keys';

/** `POST /api/miles/withdrawals`: miles to cash at the brand's rate, once per key. */
export async function withdrawMiles(
  miles: number,
  idempotencyKey: string,
): Promise<{ withdrawal: MilesWithdrawal; summary: MilesSummary }> {
  const answer = await apiRequest<{
    response: { withdrawal: MilesWithdrawal; summary: MilesSummary };
  }>('POST', MILES_PATHS.withdrawals, {
    body: { miles },
    idempotencyKey,
    // The form says the failure under its field.
    showErrors: false,
  });
  return answer.response;
}

/** `onCashMoved`: the wallet's figures are another feature's, read again by the page. */
export function useWithdrawMiles(onCashMoved: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ miles, key }: { miles: number; key: string }) => withdrawMiles(miles, key),
    onSuccess: () => {
      onCashMoved();
      return client.invalidateQueries({ queryKey: milesKeys.all });
    },
  });
}
