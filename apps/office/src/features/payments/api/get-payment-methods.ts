import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  OFFICE_PAYMENTS_API,
  paymentMethodsResponseSchema,
  type PaymentMethods,
} from '@tribuna/contracts/wallet';
import { api } from '../../../lib/http';
import { PAYMENTS_QUERY_KEY } from './payments-keys';

export async function getPaymentMethods(signal?: AbortSignal): Promise<PaymentMethods> {
  const { response } = await api(OFFICE_PAYMENTS_API.methods, paymentMethodsResponseSchema, {
    signal,
  });
  return response;
}

export const paymentMethodsQueryOptions = queryOptions({
  queryKey: [...PAYMENTS_QUERY_KEY, 'methods'],
  queryFn: ({ signal }) => getPaymentMethods(signal),
  // The form holds its own draft: a background refetch must not overwrite typing.
  staleTime: Infinity,
});

export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions);
}
