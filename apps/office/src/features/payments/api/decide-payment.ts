import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  OFFICE_PAYMENTS_API,
  officeDepositResponseSchema,
  officeWithdrawalResponseSchema,
} from '@tribuna/contracts/wallet';
import { api } from '../../../lib/http';
import { PAYMENTS_QUERY_KEY } from './payments-keys';

const ANSWERS = {
  deposits: officeDepositResponseSchema,
  withdrawals: officeWithdrawalResponseSchema,
} as const;

/** What staff decide: a deposit is approved or rejected, a withdrawal paid or rejected. */
export type PaymentKind = keyof typeof ANSWERS;
export type Decision<K extends PaymentKind> = K extends 'deposits'
  ? 'approve' | 'reject'
  : 'pay' | 'reject';
export type Decided<K extends PaymentKind> = z.output<(typeof ANSWERS)[K]>['response'];

export interface DecisionInput {
  id: string;
  /** Required to reject: the player reads it. */
  reason?: string;
  idempotencyKey: string;
}

/** `POST /api/office/payments/<kind>/<id>/<decision>`, answered with the payment as it is now. */
export async function decidePayment<K extends PaymentKind>(
  kind: K,
  decision: Decision<K>,
  input: DecisionInput,
): Promise<Decided<K>> {
  const path = `${OFFICE_PAYMENTS_API[kind]}/${encodeURIComponent(input.id)}/${decision}`;
  // Either schema: the answer is the kind's (TypeScript cannot narrow a generic index).
  const schema: (typeof ANSWERS)[PaymentKind] = ANSWERS[kind];
  const { response } = await api(path, schema, {
    method: 'POST',
    ...(decision === 'reject' ? { body: { reason: input.reason ?? '' } } : {}),
    idempotencyKey: input.idempotencyKey,
  });
  return response;
}

export function useDecidePayment<K extends PaymentKind>(kind: K, decision: Decision<K>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DecisionInput) => decidePayment(kind, decision, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAYMENTS_QUERY_KEY }),
  });
}
