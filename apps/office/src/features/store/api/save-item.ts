import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OFFICE_STORE_API,
  officeStoreItemResponseSchema,
  type OfficeStoreItem,
  type OfficeStoreItemRequest,
} from '@tribuna/contracts/store';
import { api } from '../../../lib/http';
import { STORE_QUERY_KEY } from './store-keys';

/** Creates an item (no id) or changes one; a bonus item's campaign must be of its kind. */
export async function saveItem(input: {
  id: string | null;
  request: OfficeStoreItemRequest;
}): Promise<OfficeStoreItem> {
  const { response } = await api(
    input.id === null
      ? OFFICE_STORE_API.items
      : OFFICE_STORE_API.item(encodeURIComponent(input.id)),
    officeStoreItemResponseSchema,
    { method: input.id === null ? 'POST' : 'PUT', body: input.request },
  );
  return response;
}

export function useSaveItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STORE_QUERY_KEY }),
  });
}
