import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  OFFICE_STORE_API,
  officeStoreItemsResponseSchema,
  type OfficeStoreItem,
} from '@tribuna/contracts/store';
import { api } from '../../../lib/http';
import { STORE_QUERY_KEY } from './store-keys';

/** The brand's items, active or not, in the store's order. */
export async function getItems(signal?: AbortSignal): Promise<OfficeStoreItem[]> {
  const { response } = await api(OFFICE_STORE_API.items, officeStoreItemsResponseSchema, {
    signal,
  });
  return response.items;
}

export function itemsQueryOptions() {
  return queryOptions({
    queryKey: [...STORE_QUERY_KEY, 'items'],
    queryFn: ({ signal }) => getItems(signal),
  });
}

export function useItems() {
  return useQuery(itemsQueryOptions());
}
