import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage, i18n } from '../../../lib/i18n';
import { testResponsible } from '../test-responsible';
import { RegistrationLimits, useRegistrationLimits } from './registration-limits';

const MONEY = { currency: 'BRL', decimals: 2 } as const;
const fetchMock = vi.fn<typeof fetch>();

/** The sign-up's part as a route composes it: checked on submit, saved once signed up. */
function Harness() {
  const limits = useRegistrationLimits();
  const [said, setSaid] = useState('');
  return (
    <>
      <RegistrationLimits state={limits} money={MONEY} />
      <button type="button" onClick={() => setSaid(limits.check(MONEY) ? 'ok' : 'refused')}>
        Check
      </button>
      <button type="button" onClick={() => void limits.save().then((ok) => setSaid(`saved ${ok}`))}>
        Save
      </button>
      <output>{said}</output>
    </>
  );
}

describe('RegistrationLimits', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    fetchMock.mockImplementation(() =>
      Promise.resolve(Response.json({ response: testResponsible() })),
    );
    applyLanguage('pt_BR');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  function renderHarness() {
    return render(
      <I18nextProvider i18n={i18n}>
        <Harness />
      </I18nextProvider>,
    );
  }

  it('is folded away until opened, and sets nothing when left empty', async () => {
    renderHarness();
    expect(
      screen.getByText('Definir limites de depósito (opcional)').closest('details')?.open,
    ).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('status').textContent).toBe('ok');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('saved true'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("reads the amounts in the player's format and puts each chosen one", async () => {
    renderHarness();
    fireEvent.change(screen.getByLabelText('Limite diário de depósitos'), {
      target: { value: '1.500,5x' },
    });
    fireEvent.change(screen.getByLabelText('Limite mensal de depósitos'), {
      target: { value: '3.000' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('status').textContent).toBe('refused');
    expect(
      screen.getByText('Definir limites de depósito (opcional)').closest('details')?.open,
    ).toBe(true);
    expect(screen.getByText(/1\.500,50/, { selector: '.field__error' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Limite diário de depósitos'), {
      target: { value: '1.500,50' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('saved true'));
    expect(
      fetchMock.mock.calls.map(([url, init]): unknown[] => [
        url,
        init?.method,
        JSON.parse(init?.body as string) as unknown,
      ]),
    ).toEqual([
      ['/api/responsible/limits', 'PUT', { kind: 'deposit', period: 'day', value: 150_050 }],
      ['/api/responsible/limits', 'PUT', { kind: 'deposit', period: 'month', value: 300_000 }],
    ]);
  });
});
