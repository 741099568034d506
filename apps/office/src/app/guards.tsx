import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Notice, Spinner } from '../components/ui/notice';
import { LoginPage } from '../features/auth/components/login-page';
import { useMe } from '../features/auth/api/get-me';
import { errorMessage, refreshSession } from '../lib/http';
import { canAccess, type Access } from '../lib/scopes';
import { shouldReturnAfterSignIn, useSessionStatus } from '../lib/session';
import { NAVIGATION } from './navigation';

/** On a fresh page load the session is unknown: the refresh cookie may still be good. */
function useRestoredSession() {
  const status = useSessionStatus();
  useEffect(() => {
    if (status === 'unknown') void refreshSession();
  }, [status]);
  return status;
}

function FullPageLoading() {
  const { t } = useTranslation();
  return (
    <div className="full-page">
      <Spinner label={t('app.loading')} />
    </div>
  );
}

export function RequireSession({ children }: { children: ReactNode }) {
  const status = useRestoredSession();
  const location = useLocation();
  if (status === 'unknown') return <FullPageLoading />;
  if (status === 'signed-out') {
    const from = `${location.pathname}${location.search}`;
    return (
      <Navigate to="/login" replace state={shouldReturnAfterSignIn() ? { from } : undefined} />
    );
  }
  return children;
}

function targetFrom(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'from' in state) {
    const from = state.from;
    // Only paths inside the office: never an open redirect.
    if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) return from;
  }
  return '/';
}

export function LoginRoute() {
  const status = useRestoredSession();
  const location = useLocation();
  const navigate = useNavigate();
  const target = targetFrom(location.state);
  if (status === 'unknown') return <FullPageLoading />;
  if (status === 'signed-in') return <Navigate to={target} replace />;
  return <LoginPage onSignedIn={() => void navigate(target, { replace: true })} />;
}

export function RequireAccess({
  anyOf,
  children,
}: {
  anyOf: readonly Access[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const me = useMe();
  if (me.isPending) return <Spinner label={t('app.loading')} />;
  if (me.isError) return <Notice tone="error">{errorMessage(me.error)}</Notice>;
  if (!canAccess(me.data, anyOf)) return <Notice tone="error">{t('app.forbidden')}</Notice>;
  return children;
}

export function HomeRedirect() {
  const { t } = useTranslation();
  const me = useMe();
  if (me.isPending) return <Spinner label={t('app.loading')} />;
  if (me.isError) return <Notice tone="error">{errorMessage(me.error)}</Notice>;
  const first = NAVIGATION.find((item) => canAccess(me.data, item.anyOf));
  if (!first) return <Notice tone="info">{t('app.nothing')}</Notice>;
  return <Navigate to={first.path} replace />;
}

export function NotFound() {
  const { t } = useTranslation();
  return <Notice tone="info">{t('app.not_found')}</Notice>;
}
