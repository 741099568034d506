import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage, i18n } from '../../../lib/i18n';
import { LoginForm } from './login-form';

function renderForm() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <LoginForm onLoggedIn={() => undefined} />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('LoginForm', () => {
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

  it('asks for both fields without calling the server', () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('alert').textContent).toBe('Insert the username and/or password');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message for a refused login", async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        { response: ['User blocked'], type: 'alert', code: 'USER_BLOCKED' },
        { status: 403 },
      ),
    );
    renderForm();
    fireEvent.change(screen.getByLabelText('Username or email'), { target: { value: 'blocked' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'demo1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('User blocked');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/login');
    expect(init?.body).toBe('{"username":"blocked","password":"demo1234"}');
  });
});
