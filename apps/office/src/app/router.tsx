import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../components/ui/notice';
import { HomeRedirect, LoginRoute, NotFound, RequireAccess, RequireSession } from './guards';
import { Layout } from './layout';

/** Pages load on demand, so signing in downloads only the shell. */
function page<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): ComponentType {
  return lazy(async () => {
    const component: ComponentType = (await load())[name];
    return { default: component };
  });
}

const SettingsPage = page(
  () => import('../features/settings/components/settings-page'),
  'SettingsPage',
);
const PlayersPage = page(
  () => import('../features/players/components/players-page'),
  'PlayersPage',
);
const PlayerPage = page(() => import('../features/players/components/player-page'), 'PlayerPage');
const StaffPage = page(() => import('../features/staff/components/staff-page'), 'StaffPage');
const AuditPage = page(() => import('../features/audit/components/audit-page'), 'AuditPage');
const ContentEditorPage = page(
  () => import('../features/content/components/content-editor-page'),
  'ContentEditorPage',
);
const TenantsPage = page(
  () => import('../features/tenants/components/tenants-page'),
  'TenantsPage',
);

function Loading() {
  const { t } = useTranslation();
  return <Spinner label={t('app.loading')} />;
}

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
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
            path: 'players',
            element: (
              <RequireAccess anyOf={['support']}>
                <PlayersPage />
              </RequireAccess>
            ),
          },
          {
            path: 'players/:id',
            element: (
              <RequireAccess anyOf={['support']}>
                <PlayerPage />
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
