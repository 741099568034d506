import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { applyLanguage, i18n } from './i18n';
import { resetSession } from './session';

/**
 * Every test of a block starts in English without a session and ends with the page and the
 * stubbed globals gone, so that no test sees another's player, language or network.
 */
export function freshPageEachTest(): void {
  beforeEach(() => {
    applyLanguage('en_US');
    resetSession({ clearServerCookie: false });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}

export interface RenderPageOptions {
  /** The query cache, when the test reads or seeds it; a new one otherwise. */
  client?: QueryClient;
  /** Rendered beside the router, such as the dialog host the page opens its dialogs in. */
  beside?: ReactNode;
}

/** Renders `page` at `path`, with a stand-in login page to be sent to. */
export function renderPage(path: string, page: ReactNode, options: RenderPageOptions = {}) {
  const client = options.client ?? new QueryClient();
  const router = createMemoryRouter(
    [
      { path: '/login', element: <p>Login page</p> },
      { path: '*', element: page },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
        {options.beside}
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}
