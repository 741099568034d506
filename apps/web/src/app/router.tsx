import { createBrowserRouter } from 'react-router';
import { guestOnly, homeGuard, rootLoader } from './guards';
import { AuthLayout } from './layouts/auth-layout';
import { RootLayout } from './layouts/root-layout';
import { WhiteLabelLayout } from './layouts/white-label-layout';
import { NotFoundRoute } from './routes/not-found';
import { StartUpError } from './routes/start-up-error';

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
          {
            path: 'login',
            loader: guestOnly,
            lazy: async () => ({ Component: (await import('./routes/login')).LoginRoute }),
          },
          {
            path: 'register',
            loader: guestOnly,
            lazy: async () => ({ Component: (await import('./routes/register')).RegisterRoute }),
          },
        ],
      },
      {
        Component: WhiteLabelLayout,
        children: [
          {
            index: true,
            loader: homeGuard,
            lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }),
          },
          {
            path: 'reset/password',
            loader: guestOnly,
            lazy: async () => ({
              Component: (await import('./routes/reset-password')).ResetPasswordRoute,
            }),
          },
          { path: '*', Component: NotFoundRoute },
        ],
      },
    ],
  },
]);
