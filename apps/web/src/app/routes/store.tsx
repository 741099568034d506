import { StorePage } from '../../features/store/components/store-page';
import { rememberTarget } from '../../lib/session';
import { bonusPath, ORDERS_PATH, SPORTS_PATH, STORE_PATH } from '../player-paths';
import { usePageTitle } from '../use-page-title';

const CASINO_PATH = '/casino/casino-games';

/** `/store` (open): guests see the items and are asked to log in to buy. */
export function StoreRoute() {
  usePageTitle('pages.titles.store');
  return (
    <StorePage
      registerPath="/register"
      links={{
        loginPath: '/login',
        // Back here after logging in, as a guarded page would.
        login: () => rememberTarget(STORE_PATH),
        ordersPath: ORDERS_PATH,
        bonusesPath: bonusPath('list'),
        casinoPath: CASINO_PATH,
        sportsPath: SPORTS_PATH,
      }}
    />
  );
}
