import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OFFICE_CASINO_API,
  officeCategoriesResponseSchema,
} from '@tribuna/contracts/casino-office';
import { api } from '../../../lib/http';
import { categoriesQueryOptions } from './get-categories';

export async function orderCategories(slugs: string[]) {
  const { response } = await api(
    OFFICE_CASINO_API.categoriesOrder,
    officeCategoriesResponseSchema,
    { method: 'PUT', body: { slugs } },
  );
  return response.items;
}

export function useOrderCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: orderCategories,
    onSuccess: (items) => queryClient.setQueryData(categoriesQueryOptions.queryKey, items),
    onError: () => queryClient.invalidateQueries({ queryKey: categoriesQueryOptions.queryKey }),
  });
}
