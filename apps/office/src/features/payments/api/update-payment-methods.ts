import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OFFICE_PAYMENTS_API,
  paymentMethodsResponseSchema,
  type PaymentMethods,
} from '@tribuna/contracts/wallet';
import { api } from '../../../lib/http';
import { paymentMethodsQueryOptions } from './get-payment-methods';

export async function updatePaymentMethods(body: PaymentMethods): Promise<PaymentMethods> {
  const { response } = await api(OFFICE_PAYMENTS_API.methods, paymentMethodsResponseSchema, {
    method: 'PUT',
    body,
  });
  return response;
}

export function useUpdatePaymentMethods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePaymentMethods,
    onSuccess: (methods) => queryClient.setQueryData(paymentMethodsQueryOptions.queryKey, methods),
  });
}
