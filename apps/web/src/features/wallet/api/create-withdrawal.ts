import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Withdrawal, WithdrawalRequest } from '@tribuna/contracts/wallet';
import { apiRequest } from '../../../lib/http';
import { WALLET_PATHS, walletKeys } from '../wallet-keys';

/** `POST /api/wallet/withdrawals`: the amount is held until staff pay or reject it. */
export async function createWithdrawal(
  request: WithdrawalRequest,
  idempotencyKey: string,
): Promise<Withdrawal> {
  const answer = await apiRequest<{ response: Withdrawal }>('POST', WALLET_PATHS.withdrawals, {
    body: request,
    idempotencyKey,
    // The form shows the failure under its fields.
    showErrors: false,
  });
  return answer.response;
}

export function useCreateWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ request, key }: { request: WithdrawalRequest; key: string }) =>
      createWithdrawal(request, key),
    onSuccess: () => client.invalidateQueries({ queryKey: walletKeys.all }),
  });
}
