import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OFFICE_PAYMENTS_API,
  officeWithdrawalResponseSchema,
  type OfficeWithdrawal,
} from '@tribuna/contracts/wallet';
import { api } from '../../../lib/http';
import { PAYMENTS_QUERY_KEY } from './payments-keys';

export async function rejectWithdrawal({
  id,
  reason,
  idempotencyKey,
}: {
  id: string;
  reason: string;
  idempotencyKey: string;
}): Promise<OfficeWithdrawal> {
  const path = `${OFFICE_PAYMENTS_API.withdrawals}/${encodeURIComponent(id)}/reject`;
  const { response } = await api(path, officeWithdrawalResponseSchema, {
    method: 'POST',
    body: { reason },
    idempotencyKey,
  });
  return response;
}

export function useRejectWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectWithdrawal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAYMENTS_QUERY_KEY }),
  });
}
