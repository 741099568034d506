import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { i18n } from '../lib/i18n';

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

/** A call the screens made to the fake API. */
export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** An error answer of the API, as its envelope carries one. */
export function apiError(
  status: number,
  code: string,
  messages: string[],
  fields?: Record<string, string[]>,
): Response {
  return new Response(JSON.stringify({ response: messages, code, ...(fields ? { fields } : {}) }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * A fake of the API's fetch for the screens' tests: each call is recorded and answered by
 * `answer` (an envelope's `response`, or a whole Response for an error); 404 otherwise.
 */
export function fakeFetch(answer: (call: Call) => unknown) {
  const calls: Call[] = [];
  const fetch = (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://office.test');
    const call: Call = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const data = answer(call);
    if (data instanceof Response) return Promise.resolve(data);
    if (data === undefined) return Promise.resolve(new Response('{}', { status: 404 }));
    return Promise.resolve(
      new Response(JSON.stringify({ response: data }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
  };
  return { calls, fetch };
}
