import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Notifications } from '../../components/ui/notifications';
import { useBrandTheme } from '../../features/configuration/hooks/use-brand-theme';
import { applyWalletEvent, refreshWallet } from '../../features/wallet/wallet-live';
import { useCurrentDialog } from '../../lib/dialogs';
import { currentLanguage } from '../../lib/i18n';
import { openLiveChannel } from '../../lib/live';
import { bindLiveHub, listenPlayerEvents } from '../../lib/live-hub';
import { queryClient } from '../../lib/query-client';
import { useSession, validToken } from '../../lib/session';
import { hideSiteLoading } from '../../lib/site-loading';
import { useSiteConfiguration } from '../start-up';

// Loaded only when needed: it brings the message catalogue.
const MaintenancePage = lazy(async () => ({
  default: (await import('../routes/maintenance')).MaintenancePage,
}));

// Loaded on the first `dialog.fire()`: most visits never open one.
const DialogHost = lazy(async () => ({
  default: (await import('../../components/ui/dialog')).DialogHost,
}));

/** Everything every page shares: the brand's theme, the live channel, the loading overlay. */
export function RootLayout() {
  const configuration = useSiteConfiguration();
  const { loggedIn } = useSession();
  const dialogOpen = useCurrentDialog() !== null;
  useBrandTheme(configuration ?? undefined);

  // Rendered only once the root loader (configuration and user) has finished.
  useEffect(() => hideSiteLoading(), []);

  // The player's topic: the header balance and the wallet change without a reload.
  useEffect(() => listenPlayerEvents((event) => applyWalletEvent(queryClient, event)), []);

  useEffect(() => {
    // The first `authenticated` comes with the page, whose wallet is being read anyway.
    let reconnected = false;
    const channel = openLiveChannel({
      language: currentLanguage,
      token: () => validToken().catch(() => null),
      onMessage: (message) => {
        // Events by topic to the screens listening (listenPlayerEvents, listenLiveChannel).
        // `hub` is bound right below; frames arrive only after this effect has run.
        hub.receive(message);
        if (message.type === 'configuration.changed') {
          void queryClient.invalidateQueries({ queryKey: ['configuration'] });
        } else if (message.type === 'authenticated') {
          // Events sent while the socket was away are lost: read the wallet again.
          if (reconnected) refreshWallet(queryClient);
          reconnected = true;
        }
      },
    });
    const hub = bindLiveHub(channel);
    return () => {
      hub.unbind();
      channel.close();
    };
  }, [loggedIn]);

  if (configuration?.maintenance.enabled) {
    return (
      <Suspense fallback={null}>
        <MaintenancePage />
      </Suspense>
    );
  }
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <Notifications />
      {dialogOpen && (
        <Suspense fallback={null}>
          <DialogHost />
        </Suspense>
      )}
    </>
  );
}
