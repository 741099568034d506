import { createBrowserRouter, Outlet } from 'react-router';
import { useMe } from '../features/auth/api/get-me';
import { canAccess } from '../lib/scopes';
import { HomeRedirect, LoginRoute, NotFound, RequireAccess, RequireSession } from './guards';
import { Layout } from './layout';
import { Lazy, page } from './lazy-page';

// The player page composes four desks' panels; it loads with them, not with the first page.
const PlayerRoute = page(() => import('./player-route'), 'PlayerRoute');

const SettingsPage = page(
  () => import('../features/settings/components/settings-page'),
  'SettingsPage',
);
const PlayersPage = page(
  () => import('../features/players/components/players-page'),
  'PlayersPage',
);
const DepositsPage = page(
  () => import('../features/payments/components/deposits-page'),
  'DepositsPage',
);
const WithdrawalsPage = page(
  () => import('../features/payments/components/withdrawals-page'),
  'WithdrawalsPage',
);
const PaymentMethodsPage = page(
  () => import('../features/payments/components/payment-methods-page'),
  'PaymentMethodsPage',
);
const GgrByProductPage = page(
  () => import('../features/activity/components/ggr-by-product-page'),
  'GgrByProductPage',
);
const CasinoGamesPage = page(() => import('../features/casino/components/games-page'), 'GamesPage');
const CasinoCategoriesPage = page(
  () => import('../features/casino/components/categories-page'),
  'CategoriesPage',
);
const CasinoRoundsPage = page(
  () => import('../features/casino/components/rounds-page'),
  'RoundsPage',
);
const CasinoRoundPage = page(() => import('../features/casino/components/round-page'), 'RoundPage');
const CasinoGgrPage = page(() => import('../features/casino/components/ggr-page'), 'GgrPage');
const SportsEventsPage = page(
  () => import('../features/sports/components/events-page'),
  'EventsPage',
);
const SportsEventPage = page(() => import('../features/sports/components/event-page'), 'EventPage');
const SportsBetsPage = page(() => import('../features/sports/components/bets-page'), 'BetsPage');
const SportsSettingsPage = page(
  () => import('../features/sports/components/settings-page'),
  'SettingsPage',
);
const StaffPage = page(() => import('../features/staff/components/staff-page'), 'StaffPage');
const AuditPage = page(() => import('../features/audit/components/audit-page'), 'AuditPage');
const ContentEditorPage = page(
  () => import('../features/content/components/content-editor-page'),
  'ContentEditorPage',
);
const PromotionsPage = page(
  () => import('../features/promotions/components/promotions-page'),
  'PromotionsPage',
);
const PromotionEditorPage = page(
  () => import('../features/promotions/components/promotion-editor-page'),
  'PromotionEditorPage',
);
const ComplianceFlagsPage = page(
  () => import('../features/compliance/components/flags-page'),
  'FlagsPage',
);
const ComplianceBreaksPage = page(
  () => import('../features/compliance/components/breaks-page'),
  'BreaksPage',
);
const ComplianceProfilePage = page(
  () => import('../features/compliance/components/profile-page'),
  'ProfilePage',
);
const PlayerCompliancePage = page(
  () => import('../features/compliance/components/player-compliance-page'),
  'PlayerCompliancePage',
);
const BonusCampaignsPage = page(
  () => import('../features/bonus/components/campaigns-page'),
  'CampaignsPage',
);
const BonusCampaignEditorPage = page(
  () => import('../features/bonus/components/campaign-editor-page'),
  'CampaignEditorPage',
);
const ReferralsPage = page(
  () => import('../features/referrals/components/referrals-page'),
  'ReferralsPage',
);
const BonusCostPage = page(() => import('../features/bonus/components/cost-page'), 'CostPage');
const InboxCampaignsPage = page(
  () => import('../features/inbox/components/campaigns-page'),
  'CampaignsPage',
);
const InboxCampaignNewPage = page(
  () => import('../features/inbox/components/campaign-new-page'),
  'CampaignNewPage',
);
const StoreItemsPage = page(() => import('../features/store/components/items-page'), 'ItemsPage');
const StoreOrdersPage = page(
  () => import('../features/store/components/orders-page'),
  'OrdersPage',
);
const TournamentsRoute = page(() => import('./tournaments-route'), 'TournamentsRoute');
const TenantsPage = page(
  () => import('../features/tenants/components/tenants-page'),
  'TenantsPage',
);

const MilesSettingsPage = page(
  () => import('../features/miles/components/miles-settings-page'),
  'MilesSettingsPage',
);

/** The miles desk's terms, in the brand's currency; the money ones for admins only. */
function Miles() {
  const me = useMe();
  if (!me.data) return null;
  return (
    <MilesSettingsPage
      currency={me.data.tenant.currency}
      canEditMoney={canAccess(me.data, ['admin'])}
    />
  );
}

/** The bonus desk's screens, in the brand's currency (RequireAccess has waited for `me`). */
function Bonus({ screen }: { screen: 'campaigns' | 'editor' | 'cost' }) {
  const me = useMe();
  if (!me.data) return null;
  const currency = me.data.tenant.currency;
  if (screen === 'campaigns') return <BonusCampaignsPage currency={currency} />;
  if (screen === 'editor') return <BonusCampaignEditorPage currency={currency} />;
  return <BonusCostPage currency={currency} />;
}

/** The referral desk, in the brand's currency (RequireAccess has waited for `me`). */
function Referrals() {
  const me = useMe();
  if (!me.data) return null;
  return <ReferralsPage currency={me.data.tenant.currency} />;
}

/**
 * The compliance screens whose answers do not name the money's currency get the brand's
 * (RequireAccess has waited for `me`).
 */
function Compliance({ screen }: { screen: 'flags' | 'profile' | 'player' }) {
  const me = useMe();
  if (!me.data) return null;
  const currency = me.data.tenant.currency;
  if (screen === 'flags') return <ComplianceFlagsPage currency={currency} />;
  if (screen === 'profile') return <ComplianceProfilePage currency={currency} />;
  return <PlayerCompliancePage brandCurrency={currency} />;
}

/** A sports event's page; the platform owner also gets the simulated feed's console. */
function SportsEvent() {
  const me = useMe();
  return <SportsEventPage canScore={me.data?.is_owner ?? false} />;
}

export function createRouter() {
  return createBrowserRouter(
    [
      { path: '/login', element: <LoginRoute /> },
      {
        path: '/',
        element: (
          <RequireSession>
            <Layout>
              <Lazy>
                <Outlet />
              </Lazy>
            </Layout>
          </RequireSession>
        ),
        children: [
          { index: true, element: <HomeRedirect /> },
          {
            path: 'settings',
            element: (
              <RequireAccess anyOf={['marketing']}>
                <SettingsPage />
              </RequireAccess>
            ),
          },
          {
            path: 'content',
            element: (
              <RequireAccess anyOf={['marketing']}>
                <ContentEditorPage />
              </RequireAccess>
            ),
          },
          {
            path: 'promotions',
            element: (
              <RequireAccess anyOf={['marketing']}>
                <PromotionsPage />
              </RequireAccess>
            ),
          },
          {
            path: 'promotions/new',
            element: (
              <RequireAccess anyOf={['marketing']}>
                <PromotionEditorPage />
              </RequireAccess>
            ),
          },
          {
            path: 'promotions/:id',
            element: (
              <RequireAccess anyOf={['marketing']}>
                <PromotionEditorPage />
              </RequireAccess>
            ),
          },
          {
            path: 'players',
            element: (
              <RequireAccess anyOf={['support', 'compliance', 'marketing']}>
                <PlayersPage />
              </RequireAccess>
            ),
          },
          {
            path: 'players/:id',
            element: (
              <RequireAccess anyOf={['support', 'compliance', 'marketing']}>
                <PlayerRoute />
              </RequireAccess>
            ),
          },
          {
            path: 'bonuses',
            element: (
              <RequireAccess anyOf={['marketing']}>
                <Bonus screen="campaigns" />
              </RequireAccess>
            ),
          },
          {
            path: 'bonuses/campaigns/new',
            element: (
              <RequireAccess anyOf={['marketing']}>
                <Bonus screen="editor" />
              </RequireAccess>
            ),
          },
          {
            path: 'bonuses/campaigns/:id',
            element: (
              <RequireAccess anyOf={['marketing']}>
                <Bonus screen="editor" />
              </RequireAccess>
            ),
          },
          {
            path: 'bonuses/cost',
            element: (
              <RequireAccess anyOf={['marketing']}>
                <Bonus screen="cost" />
              </RequireAccess>
            ),
          },
          {
            path: 'messages',
            element: (
              <RequireAccess anyOf={['marketing']}>
                <InboxCampaignsPage />
              </RequireAccess>
            ),
          },
          {
            path: 'store',
            element: (
              <RequireAccess anyOf={['marketing']}>
                <StoreItemsPage />
              </RequireAccess>
            ),
          },
          {
            path: 'messages/new',
            element: (
              <RequireAccess anyOf={['marketing']}>
                <InboxCampaignNewPage />
              </RequireAccess>
            ),
          },
          {
            path: 'store/orders',
            element: (
              <RequireAccess anyOf={['marketing']}>
                <StoreOrdersPage />
              </RequireAccess>
            ),
          },
          {
            path: 'tournaments',
            element: (
              <RequireAccess anyOf={['marketing']}>
                <TournamentsRoute screen="list" />
              </RequireAccess>
            ),
          },
          {
            path: 'tournaments/new',
            element: (
              <RequireAccess anyOf={['marketing']}>
                <TournamentsRoute screen="editor" />
              </RequireAccess>
            ),
          },
          {
            path: 'tournaments/:id',
            element: (
              <RequireAccess anyOf={['marketing']}>
                <TournamentsRoute screen="detail" />
              </RequireAccess>
            ),
          },
          {
            path: 'tournaments/:id/edit',
            element: (
              <RequireAccess anyOf={['marketing']}>
                <TournamentsRoute screen="editor" />
              </RequireAccess>
            ),
          },
          {
            path: 'miles',
            element: (
              <RequireAccess anyOf={['marketing']}>
                <Miles />
              </RequireAccess>
            ),
          },
          {
            path: 'referrals',
            element: (
              <RequireAccess anyOf={['marketing']}>
                <Referrals />
              </RequireAccess>
            ),
          },
          {
            path: 'payments',
            element: (
              <RequireAccess anyOf={['payments']}>
                <DepositsPage />
              </RequireAccess>
            ),
          },
          {
            path: 'payments/withdrawals',
            element: (
              <RequireAccess anyOf={['payments']}>
                <WithdrawalsPage />
              </RequireAccess>
            ),
          },
          {
            path: 'payments/methods',
            element: (
              <RequireAccess anyOf={['payments']}>
                <PaymentMethodsPage />
              </RequireAccess>
            ),
          },
          {
            path: 'casino',
            element: (
              <RequireAccess anyOf={['casino']}>
                <CasinoGamesPage />
              </RequireAccess>
            ),
          },
          {
            path: 'casino/categories',
            element: (
              <RequireAccess anyOf={['casino']}>
                <CasinoCategoriesPage />
              </RequireAccess>
            ),
          },
          {
            path: 'casino/rounds',
            element: (
              <RequireAccess anyOf={['casino']}>
                <CasinoRoundsPage />
              </RequireAccess>
            ),
          },
          {
            path: 'casino/rounds/:id',
            element: (
              <RequireAccess anyOf={['casino']}>
                <CasinoRoundPage />
              </RequireAccess>
            ),
          },
          {
            path: 'casino/ggr',
            element: (
              <RequireAccess anyOf={['casino']}>
                <CasinoGgrPage />
              </RequireAccess>
            ),
          },
          {
            path: 'sports',
            element: (
              <RequireAccess anyOf={['trader']}>
                <SportsEventsPage />
              </RequireAccess>
            ),
          },
          {
            path: 'sports/events/:id',
            element: (
              <RequireAccess anyOf={['trader']}>
                <SportsEvent />
              </RequireAccess>
            ),
          },
          {
            path: 'sports/bets',
            element: (
              <RequireAccess anyOf={['trader']}>
                <SportsBetsPage />
              </RequireAccess>
            ),
          },
          {
            path: 'sports/settings',
            element: (
              <RequireAccess anyOf={['trader']}>
                <SportsSettingsPage />
              </RequireAccess>
            ),
          },
          {
            path: 'reports/ggr',
            element: (
              <RequireAccess anyOf={['casino', 'trader']}>
                <GgrByProductPage />
              </RequireAccess>
            ),
          },
          {
            path: 'compliance',
            element: (
              <RequireAccess anyOf={['compliance']}>
                <Compliance screen="flags" />
              </RequireAccess>
            ),
          },
          {
            path: 'compliance/breaks',
            element: (
              <RequireAccess anyOf={['compliance']}>
                <ComplianceBreaksPage />
              </RequireAccess>
            ),
          },
          {
            path: 'compliance/profile',
            element: (
              <RequireAccess anyOf={['compliance']}>
                <Compliance screen="profile" />
              </RequireAccess>
            ),
          },
          {
            path: 'compliance/players/:id',
            element: (
              <RequireAccess anyOf={['compliance']}>
                <Compliance screen="player" />
              </RequireAccess>
            ),
          },
          {
            path: 'staff',
            element: (
              <RequireAccess anyOf={['admin']}>
                <StaffPage />
              </RequireAccess>
            ),
          },
          {
            path: 'audit',
            element: (
              <RequireAccess anyOf={['admin']}>
                <AuditPage />
              </RequireAccess>
            ),
          },
          {
            path: 'tenants',
            element: (
              <RequireAccess anyOf={['owner']}>
                <TenantsPage />
              </RequireAccess>
            ),
          },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
    { basename: '/office' },
  );
}
