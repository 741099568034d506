import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Withdrawal } from '@tribuna/contracts/wallet';
import { apiRequest } from '../../../lib/http';
import { WALLET_PATHS, walletKeys } from '../wallet-keys';

/** `POST /api/wallet/withdrawals/:id/cancel`: the held amount goes back to cash. */
export async function cancelWithdrawal(id: string, idempotencyKey: string): Promise<Withdrawal> {
  const answer = await apiRequest<{ response: Withdrawal }>(
    'POST',
    `${WALLET_PATHS.withdrawals}/${encodeURIComponent(id)}/cancel`,
    { idempotencyKey },
  );
  return answer.response;
}

export function useCancelWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, key }: { id: string; key: string }) => cancelWithdrawal(id, key),
    onSettled: () => client.invalidateQueries({ queryKey: walletKeys.all }),
  });
}
