import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Bonus } from '@tribuna/contracts/bonus';
import { applyLanguage, i18n } from '../../../lib/i18n';
import { closeAllNotifications, getNotifications } from '../../../lib/notify';
import { testBonus } from '../test-bonus';
import { BonusCodeForm } from './bonus-code-form';

const fetchMock = vi.fn<typeof fetch>();

function renderForm(initialCode = '') {
  const onClaimed = vi.fn<(bonus: Bonus) => void>();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <BonusCodeForm initialCode={initialCode} onClaimed={onClaimed} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return onClaimed;
}

const field = () => screen.getByLabelText<HTMLInputElement>(/^(Bonus code|Código de bono)$/);

function errorOfField(): string | null {
  const id = field()
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((d) => d.endsWith('-error'));
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

function submit(code?: string) {
  if (code !== undefined) fireEvent.change(field(), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: /^(Claim bonus|Reclamar bono)$/ }));
}

function refusal(status: number, body: object): Response {
  return Response.json(body, { status });
}

describe('BonusCodeForm', () => {
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

  it("says the spec's message next to the field for an empty or malformed code, without a call", () => {
    renderForm();
    submit();
    expect(errorOfField()).toBe('Insert a valid bonus code');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field());
    submit('NOT A CODE!');
    expect(errorOfField()).toBe('Insert a valid bonus code');
    submit('X'.repeat(33));
    expect(errorOfField()).toBe('Insert a valid bonus code');
    expect(fetchMock).not.toHaveBeenCalled();
    // Typing again clears the message about the old value.
    fireEvent.change(field(), { target: { value: 'BIEN' } });
    expect(errorOfField()).toBeNull();
  });

  it("starts from a promotion's code, and sends it upper-cased", async () => {
    fetchMock.mockResolvedValue(
      Response.json({ response: testBonus({ status: 'claimed', amount: 0 }) }),
    );
    const onClaimed = renderForm('bienvenida');
    expect(field().value).toBe('bienvenida');
    submit();
    await waitFor(() => expect(onClaimed).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/bonuses/code');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({ code: 'BIENVENIDA' });
    expect(onClaimed.mock.calls[0]?.[0].status).toBe('claimed');
    expect(field().value).toBe('');
    expect(getNotifications().map((n) => n.messages)).toEqual([
      ['You claimed 100% welcome bonus.'],
    ]);
  });

  it("shows the server's refusal, in the player's language, next to the field", async () => {
    applyLanguage('es_ES');
    const said = 'Ingresa un código de bono válido';
    fetchMock.mockResolvedValue(
      refusal(400, { response: [said], code: 'VALIDATION_FAILED', fields: { code: [said] } }),
    );
    const onClaimed = renderForm();
    submit('NOPE2026');
    await waitFor(() => expect(errorOfField()).toBe(said));
    // Said once, where it is to be fixed.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onClaimed).not.toHaveBeenCalled();
  });

  it('says above the form what is not about the field (a bonus already received)', async () => {
    fetchMock.mockResolvedValue(
      refusal(409, { response: ['You have already received this bonus.'], code: 'CONFLICT' }),
    );
    renderForm('BIENVENIDA');
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('You have already received this bonus.'),
    );
    expect(errorOfField()).toBeNull();
  });
});
