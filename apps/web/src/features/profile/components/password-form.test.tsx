import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage, i18n } from '../../../lib/i18n';
import { closeAllNotifications, getNotifications } from '../../../lib/notify';
import { PasswordForm } from './password-form';

function renderForm() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <PasswordForm username="ana" />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

function errorOf(label: string): string | null {
  const input = screen.getByLabelText(label);
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((d) => d.endsWith('-error'));
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

function fill(current: string, next: string, repeat: string) {
  fireEvent.change(screen.getByLabelText('Current password'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Repeat the new password'), { target: { value: repeat } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('PasswordForm', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    applyLanguage('en_US');
  });
  afterEach(() => {
    cleanup();
    closeAllNotifications();
    vi.unstubAllGlobals();
  });

  it('asks for the current password, 8 characters and a matching repeat', () => {
    renderForm();
    fill('', 'short', 'other');
    expect(errorOf('Current password')).toBe('The current password field is required.');
    expect(errorOf('New password')).toBe('The password field must have at least 8 characters.');
    expect(errorOf('Repeat the new password')).toBe('The passwords do not match');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a wrong current password under its field', async () => {
    const wrong = 'The current password is incorrect';
    fetchMock.mockResolvedValue(
      Response.json(
        { response: [wrong], code: 'VALIDATION_FAILED', fields: { current_password: [wrong] } },
        { status: 400 },
      ),
    );
    renderForm();
    fill('not-it', 'brand-new-1', 'brand-new-1');
    await waitFor(() => expect(errorOf('Current password')).toBe(wrong));
  });

  it("clears the form and shows the server's sentence on success", async () => {
    const done = 'Your password has been changed. Your other sessions were closed.';
    fetchMock.mockResolvedValue(Response.json({ response: { message: done } }, { status: 200 }));
    renderForm();
    fill('old-pass-1', 'brand-new-1', 'brand-new-1');
    await waitFor(() => expect(getNotifications().map((n) => n.messages)).toEqual([[done]]));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/password/change');
    expect(JSON.parse(init?.body as string)).toEqual({
      current_password: 'old-pass-1',
      password: 'brand-new-1',
      password_confirmation: 'brand-new-1',
    });
    expect(screen.getByLabelText<HTMLInputElement>('New password').value).toBe('');
  });
});
