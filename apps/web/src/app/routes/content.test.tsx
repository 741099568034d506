import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage, i18n } from '../../lib/i18n';
import { ContentRoute } from './content';

function renderAt(path: string) {
  return render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <ContentRoute />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('ContentRoute', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    applyLanguage('en_US');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("asks for the path's page in the page's language and shows it as text", async () => {
    fetchMock.mockResolvedValue(
      Response.json({
        response: {
          slug: 'bet-types',
          language: 'en_US',
          title: 'Bet types',
          body: '## Single\nOne selection.\n\n- 1X2\n- <img src=x onerror=alert(1)>',
          updated_at: '2026-11-22T04:00:00.000Z',
        },
      }),
    );
    const { container } = renderAt('/bet-types');
    expect(screen.getByRole('status').textContent).toBe('Loading');
    expect(await screen.findByRole('heading', { level: 3, name: 'Single' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bet types');
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    const input = fetchMock.mock.calls[0]?.[0];
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    expect(url.pathname).toBe('/api/content/bet-types');
    expect(url.searchParams.get('language')).toBe('en_US');
  });

  it("shows the API's not-found message", async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        { response: ['This page has no content yet.'], code: 'NOT_FOUND' },
        { status: 404 },
      ),
    );
    renderAt('/terms');
    expect((await screen.findByRole('alert')).textContent).toBe('This page has no content yet.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Terms and conditions');
  });
});
