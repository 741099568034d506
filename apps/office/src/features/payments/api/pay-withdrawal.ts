import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OFFICE_PAYMENTS_API,
  officeWithdrawalResponseSchema,
  type OfficeWithdrawal,
} from '@tribuna/contracts/wallet';
import { api } from '../../../lib/http';
import { PAYMENTS_QUERY_KEY } from './payments-keys';

export async function payWithdrawal({
  id,
  idempotencyKey,
}: {
  id: string;
  idempotencyKey: string;
}): Promise<OfficeWithdrawal> {
  const path = `${OFFICE_PAYMENTS_API.withdrawals}/${encodeURIComponent(id)}/pay`;
  const { response } = await api(path, officeWithdrawalResponseSchema, {
    method: 'POST',
    idempotencyKey,
  });
  return response;
}

export function usePayWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payWithdrawal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAYMENTS_QUERY_KEY }),
  });
}
