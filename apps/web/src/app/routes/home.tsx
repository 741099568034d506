import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@tribuna/contracts/site-settings';
import { WhenNear } from '../../components/ui/when-near';
import { HomeHero } from '../../features/lobby/components/home-hero';
import { ProductLinks, type ProductLink } from '../../features/lobby/components/product-links';
import { useSession } from '../../lib/session';
import { brandMoney, sportsSiteOf } from '../brand-money';
import { hasProfile, milesPath, STORE_PATH } from '../player-paths';
import { useSiteConfiguration } from '../start-up';
import { usePageTitle } from '../use-page-title';

// The casino (tiles, player panel, texts) comes after the first paint, from its lobbies'
// module. This chunk is fetched on every first visit to `/`, even one the guards send on
// to /login, so it carries only the welcome and the products (decision 0013).
const HomeCasino = lazy(() =>
  import('./casino').then((module) => ({ default: module.HomeCasino })),
);

// The sportsbook's section likewise: its lists, prices, live channel and texts come in a
// chunk of their own (its slip with the first pick), only for a brand that shows our
// sportsbook, and only when its place, below the casino, nears the viewport: a phone's
// first visit does not fetch it, which keeps the first page under 170 KB (decision 0013).
const HomeSports = lazy(() =>
  import('../../features/sports/components/sports-highlights').then((module) => ({
    default: module.SportsHighlights,
  })),
);

// The invitation to spend miles, for a logged-in player: its code, texts and call come
// after the first paint, in a chunk of their own.
const HomeMiles = lazy(() =>
  import('../../features/miles/components/home-miles-card').then((module) => ({
    default: module.HomeMilesCard,
  })),
);

/**
 * Where each product leads from the home: the open lobbies rather than the players' ones,
 * so a guest lands on games, not on the login page.
 */
const HOME_PATHS: Record<Product, string> = {
  sports: '/sports',
  live: '/live',
  casino: '/casino/casino-games',
  live_casino: '/live-casino/live-casino-games',
  virtuals: '/virtuals',
  horses: '/horses',
  poker: '/poker',
  bingo: '/bingo',
  prode: '/prode',
  tournaments: '/tournaments',
  promotions: '/promotions',
  store: '/store',
};

export function productLinks(products: Product[]): ProductLink[] {
  return products.map((product) => ({ product, path: HOME_PATHS[product] }));
}

/**
 * `/`: the brand's welcome, its sportsbook's live and featured events, its casino's popular
 * and new games, and a card per product.
 */
export function HomeRoute() {
  const { t } = useTranslation();
  usePageTitle('titles.home');
  const configuration = useSiteConfiguration();
  const { user } = useSession();
  if (!configuration) return null;
  const { products } = configuration;
  const lobby = (product: Product) =>
    products.includes(product)
      ? { path: HOME_PATHS[product], title: t(`products.${product}`) }
      : null;
  const casino = lobby('casino');
  const live = lobby('live_casino');
  // A brand with a partner's sportsbook shows it in a frame on its sports pages; none of ours.
  const sports = products.includes('sports') && !configuration.sports_url;
  // Each section keeps the height it usually has while its code comes, so the sections
  // below stay where they will be (and out of a phone's first screen).
  const loading = (minHeight: string) => (
    <p className="home__loading" role="status" style={{ minHeight }}>
      {t('common.loading')}
    </p>
  );
  return (
    <div className="home">
      <HomeHero
        brandName={configuration.name}
        logo={configuration.logos.header[configuration.theme]}
        playerName={user?.name ?? null}
        joinedAt={user?.created_at ?? null}
      />
      {user && hasProfile(configuration) && (
        <Suspense fallback={null}>
          <HomeMiles storePath={STORE_PATH} claimPath={milesPath('claim')} />
        </Suspense>
      )}
      {(casino || live) && (
        <Suspense fallback={loading('40rem')}>
          <HomeCasino money={brandMoney(configuration)} casino={casino} live={live} />
        </Suspense>
      )}
      {sports && (
        <WhenNear minHeight="30rem" margin="100px">
          <Suspense fallback={loading('30rem')}>
            <HomeSports site={sportsSiteOf(configuration)} title={t('products.sports')} />
          </Suspense>
        </WhenNear>
      )}
      <ProductLinks links={productLinks(products)} />
    </div>
  );
}
