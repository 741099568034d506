import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OFFICE_PAYMENTS_API,
  officeDepositResponseSchema,
  type OfficeDeposit,
} from '@tribuna/contracts/wallet';
import { api } from '../../../lib/http';
import { PAYMENTS_QUERY_KEY } from './payments-keys';

export async function rejectDeposit({
  id,
  reason,
  idempotencyKey,
}: {
  id: string;
  reason: string;
  idempotencyKey: string;
}): Promise<OfficeDeposit> {
  const path = `${OFFICE_PAYMENTS_API.deposits}/${encodeURIComponent(id)}/reject`;
  const { response } = await api(path, officeDepositResponseSchema, {
    method: 'POST',
    body: { reason },
    idempotencyKey,
  });
  return response;
}

export function useRejectDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectDeposit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAYMENTS_QUERY_KEY }),
  });
}
