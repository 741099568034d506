import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CryptoDepositRequest, Deposit } from '@tribuna/contracts/wallet';
import { apiRequest } from '../../../lib/http';
import { WALLET_PATHS, walletKeys } from '../wallet-keys';

export type DepositRequest =
  { method: 'bank_transfer'; amount: number; proof: File } | CryptoDepositRequest;

/** Bank transfers go as multipart (the proof is a file); crypto as JSON. */
function bodyOf(request: DepositRequest): FormData | CryptoDepositRequest {
  if (request.method !== 'bank_transfer') return request;
  const form = new FormData();
  form.set('method', request.method);
  form.set('amount', String(request.amount));
  // Last, so the server has read the text fields when the file arrives.
  form.set('proof', request.proof, request.proof.name);
  return form;
}

/** `POST /api/wallet/deposits` with the action's idempotency key. */
export async function createDeposit(request: DepositRequest, idempotencyKey: string) {
  const answer = await apiRequest<{ response: Deposit }>('POST', WALLET_PATHS.deposits, {
    body: bodyOf(request),
    idempotencyKey,
    // The form shows the failure under its fields.
    showErrors: false,
  });
  return answer.response;
}

export function useCreateDeposit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ request, key }: { request: DepositRequest; key: string }) =>
      createDeposit(request, key),
    onSuccess: () => client.invalidateQueries({ queryKey: walletKeys.all }),
  });
}
