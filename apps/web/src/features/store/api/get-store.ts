import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreItem } from '@tribuna/contracts/store';
import { apiRequest } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { STORE_PATHS, storeKeys } from '../store-keys';

export interface StorePage {
  items: StoreItem[];
  /** The player's miles; null for a guest. */
  miles: number | null;
}

/** `GET /api/store`: the items on sale, and a player's miles and purchases. */
export async function getStore(language: string): Promise<StorePage> {
  const answer = await apiRequest<{ response: StorePage }>('GET', STORE_PATHS.store, {
    query: { language },
    // The page says it in place, with a retry.
    showErrors: false,
  });
  return answer.response;
}

export function storeQuery(playerId: string, language: string) {
  return queryOptions({
    queryKey: storeKeys.items(playerId, language),
    queryFn: () => getStore(language),
    staleTime: 30_000,
  });
}

/** The store as this visitor sees it (a guest's view has no miles). */
export function useStore(language: string) {
  const { user, loggedIn } = useSession();
  return useQuery(storeQuery(loggedIn && user ? user.id : '', language));
}
