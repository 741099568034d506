import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OFFICE_PAYMENTS_API,
  officeDepositResponseSchema,
  type OfficeDeposit,
} from '@tribuna/contracts/wallet';
import { api } from '../../../lib/http';
import { PAYMENTS_QUERY_KEY } from './payments-keys';

export async function approveDeposit({
  id,
  idempotencyKey,
}: {
  id: string;
  idempotencyKey: string;
}): Promise<OfficeDeposit> {
  const path = `${OFFICE_PAYMENTS_API.deposits}/${encodeURIComponent(id)}/approve`;
  const { response } = await api(path, officeDepositResponseSchema, {
    method: 'POST',
    idempotencyKey,
  });
  return response;
}

export function useApproveDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveDeposit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAYMENTS_QUERY_KEY }),
  });
}
