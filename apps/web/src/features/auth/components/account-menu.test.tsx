import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage, i18n } from '../../../lib/i18n';
import { testPlayer } from '../../../lib/test-player';
import { resetSession, startSession } from '../../../lib/session';
import { AccountMenu } from './account-menu';

const player = testPlayer();

const fetchMock = vi.fn<typeof fetch>();
const urlOf = (input: Parameters<typeof fetch>[0] | undefined) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : (input?.url ?? '');

function renderMenu(onLoggedOut = vi.fn()) {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <AccountMenu
          profilePath="/profile"
          languageSwitch={
            <select aria-label="Language">
              <option>English</option>
            </select>
          }
          onLoggedOut={onLoggedOut}
        />
        <p>elsewhere</p>
      </MemoryRouter>
    </I18nextProvider>,
  );
  return onLoggedOut;
}

describe('AccountMenu', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    fetchMock.mockImplementation((input) => {
      const url = urlOf(input);
      if (url === '/api/auth/user') return Promise.resolve(Response.json({ user: player }));
      return Promise.resolve(Response.json({ response: 'ok' }));
    });
    applyLanguage('en_US');
  });
  afterEach(() => {
    cleanup();
    resetSession({ clearServerCookie: false });
    vi.unstubAllGlobals();
  });

  it("opens the player's menu (profile, language, log out) and closes it on Escape or outside", async () => {
    await startSession({
      token: 'token',
      token_type: 'Bearer',
      expires_in: 900,
      refresh_expires_in: 3600,
    });
    const onLoggedOut = renderMenu();
    const button = await screen.findByRole('button', { name: 'Hi, ana' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'My profile' })).toBeNull();

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'My profile' }).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Language' }), { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByText('elsewhere'));
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(onLoggedOut).toHaveBeenCalledOnce());
  });

  it('offers a guest log in, sign up and the language behind one button', () => {
    renderMenu();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/register');
    expect(screen.queryByRole('combobox', { name: 'Language' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Language' }));
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();
  });
});
