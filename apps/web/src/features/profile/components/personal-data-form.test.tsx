import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@tribuna/contracts/auth';
import { applyLanguage, i18n } from '../../../lib/i18n';
import { closeAllNotifications, getNotifications } from '../../../lib/notify';
import { PersonalDataForm } from './personal-data-form';

const USER: User = {
  id: '7d3f0a52-8d62-4b3e-9d1b-2f1e5c0b9a11',
  username: 'ana',
  email: 'ana@example.com',
  name: 'Ana',
  last_name: 'Souza',
  phone: null,
  dni: null,
  gender: null,
  country: 'AR',
  state: null,
  city: 'Rosario',
  birth_date: null,
  language: 'en_US',
  currency: 'ARS',
  referral_code: 'ABCD2345',
  status: 'active',
  scope: [],
  created_at: '2024-01-01T00:00:00.000Z',
};

function renderForm() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <PersonalDataForm user={USER} />
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

describe('PersonalDataForm', () => {
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

  it("shows the player's data, the username read-only", () => {
    renderForm();
    expect(screen.getByLabelText<HTMLInputElement>('Username').readOnly).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Username').value).toBe('ana');
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Ana');
    expect(screen.getByLabelText<HTMLInputElement>('City (optional)').value).toBe('Rosario');
  });

  it('checks the fields with the server rules before calling it', () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '  ' } });
    fireEvent.change(screen.getByLabelText('Phone (optional)'), { target: { value: 'call me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(errorOf('Email')).toBe('Email is invalid');
    expect(errorOf('Name')).toBe('The name is required');
    expect(errorOf('Phone (optional)')).toBe('The phone number is invalid');
    expect(errorOf('Last name')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Please correct the fields marked below.');
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(errorOf('Email')).toBe('Email is required');
  });

  it('speaks the page language', () => {
    applyLanguage('es_ES');
    renderForm();
    fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(errorOf('Correo electrónico')).toBe('El correo electrónico no es válido');
  });

  it("shows the server's field errors under their fields", async () => {
    const taken = 'This email is already used by another account';
    fetchMock.mockResolvedValue(
      Response.json(
        { response: [taken], code: 'CONFLICT', fields: { email: [taken] } },
        { status: 409 },
      ),
    );
    renderForm();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'bea@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(errorOf('Email')).toBe(taken));
    // Said once, under the field, not again above the form.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends every field, blanks as null, and says it saved', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ user: { ...USER, name: 'Bea', city: null } }, { status: 200 }),
    );
    renderForm();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' Bea ' } });
    fireEvent.change(screen.getByLabelText('City (optional)'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(getNotifications().map((n) => n.messages)).toEqual([
        ['Your personal data has been saved.'],
      ]),
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/profile');
    expect(JSON.parse(init?.body as string)).toEqual({
      name: 'Bea',
      last_name: 'Souza',
      email: 'ana@example.com',
      phone: null,
      dni: null,
      gender: null,
      country: 'AR',
      state: null,
      city: null,
      birth_date: null,
    });
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Bea');
  });
});
