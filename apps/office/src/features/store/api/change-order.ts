import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OFFICE_STORE_API,
  officeStoreOrderResponseSchema,
  type OfficeStoreOrder,
} from '@tribuna/contracts/store';
import { api } from '../../../lib/http';
import { STORE_QUERY_KEY } from './store-keys';

export type OrderChange =
  | { action: 'ship'; id: string; carrier: string | null; tracking: string | null }
  | { action: 'deliver'; id: string }
  | { action: 'cancel'; id: string; reason: string };

/** Ships, delivers or cancels an order (a cancel gives the player's miles and the stock back). */
export async function changeOrder(change: OrderChange): Promise<OfficeStoreOrder> {
  const id = encodeURIComponent(change.id);
  const { response } = await api(
    OFFICE_STORE_API[change.action](id),
    officeStoreOrderResponseSchema,
    {
      method: 'POST',
      body:
        change.action === 'ship'
          ? { carrier: change.carrier, tracking: change.tracking }
          : change.action === 'cancel'
            ? { reason: change.reason }
            : undefined,
    },
  );
  return response;
}

export function useChangeOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: STORE_QUERY_KEY }),
  });
}
