import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dayIn } from '@tribuna/contracts/time-zones';
import { applyLanguage, i18n } from '../../../lib/i18n';
import { resetSession } from '../../../lib/session';
import { testPlayer } from '../../../lib/test-player';
import { RegisterForm } from './register-form';

const ZONE = 'America/Toronto';
const fetchMock = vi.fn<typeof fetch>();

function renderForm(
  options: { minimumAge?: number; checkExtra?: () => boolean; path?: string } = {},
) {
  const onRegistered = vi.fn<() => void>();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[options.path ?? '/register']}>
          <RegisterForm
            minimumAge={options.minimumAge ?? 18}
            timeZone={ZONE}
            onRegistered={onRegistered}
            extra={<p>More fields</p>}
            checkExtra={options.checkExtra}
          />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return onRegistered;
}

function errorOf(label: string): string | null {
  const input = screen.getByLabelText(label);
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((d) => d.endsWith('-error'));
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

/** Someone who turns `age` on the brand's today, born on this day `age` years ago. */
function bornYearsAgo(age: number, daysLater = 0): string {
  const today = dayIn(new Date(), ZONE);
  const date = new Date(`${Number(today.slice(0, 4)) - age}${today.slice(4)}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + daysLater);
  return date.toISOString().slice(0, 10);
}

function fillRequired(birthDate: string) {
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type('Username', 'newplayer');
  type('Email', 'new@example.com');
  type('Password', 'password123');
  type('Name', 'New');
  type('Last name', 'Player');
  type('Date of birth', birthDate);
  for (const label of [
    'I confirm that I am over 18 years old',
    'I accept the terms and conditions',
    'I accept the privacy policy',
  ]) {
    fireEvent.click(screen.getByLabelText(label));
  }
}

describe('RegisterForm', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    applyLanguage('en_US');
  });
  afterEach(() => {
    cleanup();
    resetSession({ clearServerCookie: false });
    vi.unstubAllGlobals();
  });

  it("fills the promo code a promotion's button sends", () => {
    renderForm({ path: '/register?promo_code=BIENVENIDA' });
    expect(screen.getByLabelText<HTMLInputElement>(/^Promo code/).value).toBe('BIENVENIDA');
  });

  it("fills the referral code a player's link carries", () => {
    renderForm({ path: '/register?ref=ab23cd45' });
    expect(screen.getByLabelText<HTMLInputElement>(/^Referral code/).value).toBe('AB23CD45');
  });

  it('requires the date of birth, at the brand’s minimum age', () => {
    renderForm({ minimumAge: 19 });
    expect(screen.getByLabelText<HTMLInputElement>('Date of birth').required).toBe(true);
    fillRequired('');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(errorOf('Date of birth')).toBe('The date of birth is required');

    // 19 tomorrow: still 18 today on the brand's day.
    fireEvent.change(screen.getByLabelText('Date of birth'), {
      target: { value: bornYearsAgo(19, 1) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(errorOf('Date of birth')).toBe('You must be 19 or older to play.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs up someone of age today, with the extra fields checked first', async () => {
    let extraOk = false;
    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        input === '/api/auth/register'
          ? Response.json(
              {
                response: {
                  token: 't',
                  token_type: 'Bearer',
                  expires_in: 900,
                  refresh_expires_in: 3600,
                },
              },
              { status: 201 },
            )
          : Response.json({ user: testPlayer() }),
      ),
    );
    const onRegistered = renderForm({ minimumAge: 19, checkExtra: () => extraOk });
    expect(screen.getByText('More fields')).toBeTruthy();
    fillRequired(bornYearsAgo(19));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByRole('alert').textContent).toBe('Please correct the fields marked below.');
    expect(fetchMock).not.toHaveBeenCalled();

    extraOk = true;
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/register');
    expect(JSON.parse(init?.body as string)).toMatchObject({ birth_date: bornYearsAgo(19) });
  });

  it("shows the server's refusal of a promo code next to its field", async () => {
    const said = 'Insert a valid bonus code';
    fetchMock.mockResolvedValue(
      Response.json(
        { response: [said], code: 'VALIDATION_FAILED', fields: { promo_code: [said] } },
        { status: 400 },
      ),
    );
    renderForm();
    fillRequired(bornYearsAgo(30));
    fireEvent.change(screen.getByLabelText(/^Promo code/), { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(errorOf('Promo code (optional)')).toBe(said));
    // Said once, where it is to be fixed.
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
