import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { i18n } from '../lib/i18n';
import { trackPageView } from '../lib/integrations';
import { configureNavigation } from '../lib/navigation';
import { queryClient } from '../lib/query-client';
import { watchLoggedIn } from '../lib/session';
import { moveOnLoggedInChange } from './guards';
import { router } from './router';

// Programmatic navigation (lib/navigation) goes through the router.
configureNavigation((to, options) => void router.navigate(to, options));
watchLoggedIn((loggedIn, source) => moveOnLoggedInChange(router.state, loggedIn, source));

// A page_view for each in-app navigation, once it has settled (analytics on only).
let lastLocationKey = router.state.location.key;
router.subscribe((state) => {
  if (state.navigation.state !== 'idle' || state.location.key === lastLocationKey) return;
  lastLocationKey = state.location.key;
  trackPageView(state.location.pathname + state.location.search);
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
