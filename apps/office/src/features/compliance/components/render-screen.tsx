import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { i18n } from '../../../lib/i18n';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** A screen of the desk at `url` (its route `path`), with the office's providers, for tests. */
export function renderScreen(screen: ReactNode, { url, path }: { url: string; path: string }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={screen} />
            <Route path="*" element={null} />
          </Routes>
          <Location />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

/** An element's text with every kind of space as one plain space (ICU's narrow ones vary). */
export function plainText(element: Element): string {
  return (element.textContent ?? '').replace(/\s+/g, ' ');
}
