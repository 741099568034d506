import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage, i18n, LANGUAGE_STORAGE_KEY } from '../../../lib/i18n';
import { closeAllNotifications, getNotifications } from '../../../lib/notify';
import { LanguageForm } from './language-form';
import { ProfileLayout } from './profile-layout';
import type { User } from '@tribuna/contracts/auth';

const USER = {
  username: 'ana',
  name: 'Ana',
  last_name: 'Souza',
} as User;

function renderPage(path = '/profile') {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path="/profile"
              element={
                <ProfileLayout
                  user={USER}
                  sections={[
                    { id: 'personal', label: 'Personal data', content: <p>personal here</p> },
                    {
                      id: 'language',
                      label: 'Language',
                      content: <LanguageForm languages={['en_US', 'es_ES']} />,
                    },
                  ]}
                />
              }
            />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('ProfileLayout and LanguageForm', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    window.localStorage.clear();
    applyLanguage('en_US');
  });
  afterEach(() => {
    cleanup();
    closeAllNotifications();
    vi.unstubAllGlobals();
  });

  it('shows the first section by default and another from the menu', () => {
    renderPage();
    expect(screen.getByText('personal here')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Language' });
    expect(link.getAttribute('aria-current')).toBeNull();
    fireEvent.click(link);
    expect(screen.queryByText('personal here')).toBeNull();
    expect(screen.getByRole('link', { name: 'Language' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();
  });

  it('switches the page at once, keeps the choice and stores it on the account', async () => {
    fetchMock.mockResolvedValue(Response.json({ user: { ...USER, language: 'es_ES' } }));
    renderPage('/profile?section=language');
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), {
      target: { value: 'es_ES' },
    });
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es_ES');
    expect(document.documentElement.lang).toBe('es-ES');
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toBeTruthy();
    await waitFor(() =>
      expect(getNotifications().map((n) => n.messages)).toEqual([['Tu idioma se guardó.']]),
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/profile/language');
    expect(init?.body).toBe('{"language":"es_ES"}');
  });
});
