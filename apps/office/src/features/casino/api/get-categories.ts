import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  OFFICE_CASINO_API,
  officeCategoriesResponseSchema,
} from '@tribuna/contracts/casino-office';
import { api } from '../../../lib/http';
import { CASINO_QUERY_KEY } from './casino-keys';

export async function getCategories(signal?: AbortSignal) {
  const { response } = await api(OFFICE_CASINO_API.categories, officeCategoriesResponseSchema, {
    signal,
  });
  return response.items;
}

export const categoriesQueryOptions = queryOptions({
  queryKey: [...CASINO_QUERY_KEY, 'categories'],
  queryFn: ({ signal }) => getCategories(signal),
});

export function useCategories() {
  return useQuery(categoriesQueryOptions);
}
