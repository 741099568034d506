import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryAddress, StoreBuyResult } from '@tribuna/contracts/store';
import { apiRequest } from '../../../lib/http';
import { STORE_PATHS, storeKeys } from '../store-keys';

export interface BuyInput {
  itemId: string;
  address: DeliveryAddress | null;
  idempotencyKey: string;
}

/** `POST /api/store/items/:id/buy`: one of the item, paid with miles (once per key). */
export async function buyItem(input: BuyInput): Promise<StoreBuyResult> {
  const answer = await apiRequest<{ response: StoreBuyResult }>(
    'POST',
    STORE_PATHS.buy(input.itemId),
    {
      body: input.address ? { address: input.address } : {},
      idempotencyKey: input.idempotencyKey,
      // The card says what went wrong, beside its button.
      showErrors: false,
    },
  );
  return answer.response;
}

export function useBuyItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: buyItem,
    // Refused too (sold out meanwhile): the stock and the miles are read again either way.
    onSettled: () => client.invalidateQueries({ queryKey: storeKeys.all }),
  });
}
