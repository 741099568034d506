import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Deposit } from '@tribuna/contracts/wallet';
import { apiRequest } from '../../../lib/http';
import { WALLET_PATHS, walletKeys } from '../wallet-keys';

/** `POST /api/wallet/deposits/:id/cancel`: only while it is pending. */
export async function cancelDeposit(id: string, idempotencyKey: string): Promise<Deposit> {
  const answer = await apiRequest<{ response: Deposit }>(
    'POST',
    `${WALLET_PATHS.deposits}/${encodeURIComponent(id)}/cancel`,
    { idempotencyKey },
  );
  return answer.response;
}

export function useCancelDeposit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, key }: { id: string; key: string }) => cancelDeposit(id, key),
    onSettled: () => client.invalidateQueries({ queryKey: walletKeys.all }),
  });
}
