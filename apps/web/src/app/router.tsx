import { createBrowserRouter, type RouteObject } from 'react-router';
import { withChunkReload } from '../lib/navigation';
import { guard, rootLoader, type AccessPolicy, type PageGuard } from './guards';
import { AuthLayout } from './layouts/auth-layout';
import { RootLayout } from './layouts/root-layout';
import { WhiteLabelLayout } from './layouts/white-label-layout';
import type { PageHandle, PageTitle } from './routes/page-handle';
import { NotFoundRoute } from './routes/not-found';
import { StartUpError } from './routes/start-up-error';

type LazyComponent = () => Promise<{ Component: RouteObject['Component'] }>;

/** Where the router is going (or is): the path a failed chunk reloads. */
function targetPath(): string {
  const location = router.state.navigation.location ?? router.state.location;
  return location.pathname + location.search + location.hash;
}

/** A lazy route that survives a deploy: a chunk that fails to load reloads the target once. */
function lazyRoute(load: LazyComponent): LazyComponent {
  return withChunkReload(load, targetPath);
}

const placeholder: LazyComponent = async () => ({
  Component: (await import('./routes/placeholder')).PlaceholderRoute,
});

const content: LazyComponent = async () => ({
  Component: (await import('./routes/content')).ContentRoute,
});

const casino: LazyComponent = async () => ({
  Component: (await import('./routes/casino')).CasinoRoute,
});

const liveCasino: LazyComponent = async () => ({
  Component: (await import('./routes/casino')).LiveCasinoRoute,
});

const sports: LazyComponent = async () => ({
  Component: (await import('./routes/sports')).SportsRoute,
});

const sportsEvent: LazyComponent = async () => ({
  Component: (await import('./routes/sports-event')).SportsEventRoute,
});

const liveSports: LazyComponent = async () => ({
  Component: (await import('./routes/live')).LiveRoute,
});

const promotions: LazyComponent = async () => ({
  Component: (await import('./routes/promotions')).PromotionsRoute,
});

// The profile's routes (its sections with paths of their own) share one loader, so the first
// page carries the list of the profile chunk's files once rather than once per route.
const profileRoutes = () => import('./routes/profile');

const store: LazyComponent = async () => ({
  Component: (await import('./routes/store')).StoreRoute,
});

const tournaments: LazyComponent = async () => ({
  Component: (await import('./routes/tournaments')).TournamentsRoute,
});

const favorites: LazyComponent = async () => ({
  Component: (await import('./routes/favorites')).FavoritesRoute,
});

/** A page of the white-label layout: its path, who may open it, and what it shows. */
function page(
  path: string,
  policy: AccessPolicy,
  options: { title?: PageTitle; guards?: PageGuard[]; lazy?: LazyComponent } = {},
): RouteObject {
  const handle: PageHandle | undefined = options.title ? { title: options.title } : undefined;
  return {
    path,
    loader: guard(policy, options.guards),
    handle,
    lazy: lazyRoute(options.lazy ?? placeholder),
  };
}

// Every route of spec §2 with its access policy (product.md "open points" 1-5). Paths are
// flat, not nested: `/casino/casino-games` is open although `/casino` is not. Static
// segments outrank dynamic ones, so `/promotions/type/bonus` is never taken for an id.
const sitePages: RouteObject[] = [
  {
    index: true,
    loader: guard('open', ['home']),
    lazy: lazyRoute(async () => ({ Component: (await import('./routes/home')).HomeRoute })),
  },
  page('reset/password', 'guests', {
    lazy: async () => ({
      Component: (await import('./routes/reset-password')).ResetPasswordRoute,
    }),
  }),
  page('casino', 'players', { title: 'casino', lazy: casino }),
  page('casino/casino-games', 'open', { title: 'casino_games', lazy: casino }),
  page('live-casino', 'players', { title: 'live_casino', lazy: liveCasino }),
  page('live-casino/live-casino-games', 'open', { title: 'live_casino_games', lazy: liveCasino }),
  page('favorites', 'players', { title: 'favorites', lazy: favorites }),
  page('favorites/casino-games', 'open', { title: 'favorite_casino_games', lazy: favorites }),
  page('profile', 'players', {
    title: 'profile',
    guards: ['profile'],
    lazy: async () => ({ Component: (await profileRoutes()).ProfileRoute }),
  }),
  page('profile/responsible', 'players', {
    title: 'profile',
    guards: ['profile'],
    lazy: async () => ({ Component: (await profileRoutes()).ProfileResponsibleRoute }),
  }),
  page('profile/orders', 'players', {
    title: 'profile',
    guards: ['profile'],
    lazy: async () => ({ Component: (await profileRoutes()).ProfileOrdersRoute }),
  }),
  page('profile/referrals', 'players', {
    title: 'profile',
    guards: ['profile'],
    lazy: async () => ({ Component: (await profileRoutes()).ProfileReferralsRoute }),
  }),
  // The bonuses' sections, each at its address; `/profile/bonus` opens the active ones.
  // The miles' sections, each at its address; `/profile/miles` opens the claim.
  page('profile/miles/:section?', 'players', {
    title: 'profile',
    guards: ['profile'],
    lazy: async () => ({ Component: (await profileRoutes()).ProfileMilesRoute }),
  }),
  page('profile/bonus/:section?', 'players', {
    title: 'profile',
    guards: ['profile'],
    lazy: async () => ({ Component: (await profileRoutes()).ProfileBonusRoute }),
  }),
  page('profile/messages', 'players', {
    title: 'profile',
    guards: ['profile'],
    lazy: async () => ({ Component: (await profileRoutes()).ProfileMessagesRoute }),
  }),
  page('responsible-gambling', 'open', {
    title: 'responsible_gambling',
    lazy: async () => ({
      Component: (await import('./routes/responsible-gambling')).ResponsibleGamblingRoute,
    }),
  }),
  page('transactions', 'open', {
    title: 'transactions',
    lazy: async () => ({
      Component: (await import('./routes/transactions')).TransactionsRoute,
    }),
  }),
  page('icons-seeker-page', 'off', {
    title: 'icons',
    lazy: async () => ({ Component: (await import('./routes/icons')).IconsRoute }),
  }),
  // Content per brand and language; the page tells the three apart by its path.
  page('bet-types', 'open', { title: 'bet_types', lazy: content }),
  page('sport-rules', 'open', { title: 'sport_rules', lazy: content }),
  page('terms', 'open', { title: 'terms', lazy: content }),
  page('bingo', 'open', { title: 'bingo' }),
  page('golden-race', 'open', { title: 'golden_race' }),
  page('horses', 'open', { title: 'horses' }),
  page('live', 'open', { title: 'live', lazy: liveSports }),
  page('poker', 'open', { title: 'poker' }),
  page('prode', 'open', { title: 'prode' }),
  page('promotions', 'open', { title: 'promotions', lazy: promotions }),
  page('promotions/type/bonus', 'open', { title: 'bonuses', lazy: promotions }),
  page('promotions/type/promotion', 'open', { title: 'promotion_offers', lazy: promotions }),
  page('promotions/:id', 'open', { title: 'promotion', lazy: promotions }),
  page('promotions/:id/other-promotions', 'open', { title: 'other_promotions', lazy: promotions }),
  page('sports', 'open', { title: 'sports', lazy: sports }),
  page('sports/:competition/:event', 'open', { title: 'sport_event', lazy: sportsEvent }),
  page('store', 'open', { title: 'store', lazy: store }),
  page('tournaments', 'open', { title: 'tournaments', lazy: tournaments }),
  page('tournaments/:id', 'open', { title: 'tournament', lazy: tournaments }),
  page('virtuals', 'open', { title: 'virtuals' }),
  // Unknown paths: said inside the layout, no login redirect; route rules still apply.
  { path: '*', loader: guard('open'), Component: NotFoundRoute },
];

// Pages load on demand, so the first page downloads only what it shows.
export const router = createBrowserRouter([
  {
    id: 'root',
    loader: rootLoader,
    Component: RootLayout,
    ErrorBoundary: StartUpError,
    // The overlay of index.html covers the page until the loader is done.
    HydrateFallback: () => null,
    children: [
      {
        Component: AuthLayout,
        children: [
          page('login', 'guests', {
            lazy: async () => ({ Component: (await import('./routes/login')).LoginRoute }),
          }),
          page('register', 'guests', {
            lazy: async () => ({ Component: (await import('./routes/register')).RegisterRoute }),
          }),
        ],
      },
      { Component: WhiteLabelLayout, children: sitePages },
    ],
  },
]);
