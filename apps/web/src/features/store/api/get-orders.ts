import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreOrder } from '@tribuna/contracts/store';
import { apiRequest } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { STORE_PATHS, storeKeys } from '../store-keys';

/** `GET /api/store/orders`: the player's orders, newest first. */
export async function getOrders(): Promise<StoreOrder[]> {
  const answer = await apiRequest<{ response: { items: StoreOrder[] } }>(
    'GET',
    STORE_PATHS.orders,
    {
      showErrors: false,
    },
  );
  return answer.response.items;
}

export function ordersQuery(playerId: string) {
  return queryOptions({
    queryKey: storeKeys.orders(playerId),
    queryFn: getOrders,
    staleTime: 30_000,
  });
}

export function useOrders() {
  const { user, loggedIn } = useSession();
  const playerId = loggedIn && user ? user.id : '';
  return useQuery({ ...ordersQuery(playerId), enabled: playerId !== '' });
}
