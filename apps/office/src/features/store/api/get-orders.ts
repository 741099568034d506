import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  OFFICE_STORE_API,
  officeStoreOrdersResponseSchema,
  type OfficeStoreOrder,
  type StoreOrderState,
} from '@tribuna/contracts/store';
import { api } from '../../../lib/http';
import { STORE_QUERY_KEY } from './store-keys';

/** Orders, newest first, of one state or all. */
export async function getOrders(
  state: StoreOrderState | undefined,
  signal?: AbortSignal,
): Promise<OfficeStoreOrder[]> {
  const { response } = await api(OFFICE_STORE_API.orders, officeStoreOrdersResponseSchema, {
    query: { state },
    signal,
  });
  return response.items;
}

export function useOrders(state: StoreOrderState | undefined) {
  return useQuery(
    queryOptions({
      queryKey: [...STORE_QUERY_KEY, 'orders', state ?? 'all'],
      queryFn: ({ signal }) => getOrders(state, signal),
    }),
  );
}
