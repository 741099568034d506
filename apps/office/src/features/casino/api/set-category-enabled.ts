import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OFFICE_CASINO_API,
  officeCategoriesResponseSchema,
} from '@tribuna/contracts/casino-office';
import { api } from '../../../lib/http';
import { categoriesQueryOptions } from './get-categories';

export async function setCategoryEnabled({ slug, enabled }: { slug: string; enabled: boolean }) {
  const path = `${OFFICE_CASINO_API.categories}/${encodeURIComponent(slug)}`;
  const { response } = await api(path, officeCategoriesResponseSchema, {
    method: 'PATCH',
    body: { enabled },
  });
  return response.items;
}

export function useSetCategoryEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCategoryEnabled,
    // The answer is the whole list: no second request.
    onSuccess: (items) => queryClient.setQueryData(categoriesQueryOptions.queryKey, items),
  });
}
