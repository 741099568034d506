import { STORE_API } from '@tribuna/contracts/store';

/** `apiRequest` adds the `/api` base itself. */
function relative(path: string): string {
  return path.slice('/api'.length);
}

export const STORE_PATHS = {
  store: relative(STORE_API.store),
  buy: (id: string) => relative(STORE_API.buy(encodeURIComponent(id))),
  orders: relative(STORE_API.orders),
};

/** Query keys: the store and the orders under `['store']`, so a purchase refreshes both. */
export const storeKeys = {
  all: ['store'] as const,
  items: (playerId: string, language: string) => ['store', 'items', playerId, language] as const,
  orders: (playerId: string) => ['store', 'orders', playerId] as const,
};
