import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { configureValidationMessages } from '@tribuna/contracts/validation';
import type { Currency } from '@tribuna/contracts/currencies';
import { changeLanguage, i18n, initI18n } from '../../../lib/i18n';
import { AdjustBalanceDialog, type Adjustment } from './adjust-balance-dialog';

beforeAll(async () => {
  configureValidationMessages();
  await initI18n('en_US');
});
afterEach(cleanup);

function renderDialog(onSubmit: (adjustment: Adjustment) => void, currency: Currency = 'ARS') {
  return render(
    <I18nextProvider i18n={i18n}>
      <AdjustBalanceDialog
        open
        playerId="p-1"
        currency={currency}
        pending={false}
        error={null}
        onSubmit={onSubmit}
        onClose={vi.fn()}
      />
    </I18nextProvider>,
  );
}

function fill(amount: string, reason: string) {
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: amount } });
  fireEvent.change(screen.getByLabelText('Reason'), { target: { value: reason } });
  fireEvent.click(screen.getByRole('button', { name: 'Adjust' }));
}

describe('adjust balance dialog', () => {
  it('requires a reason and a non-zero amount in major units', () => {
    const onSubmit = vi.fn();
    renderDialog(onSubmit);
    expect(screen.getByRole('heading', { name: 'Adjust balance' })).toBeTruthy();
    fill('', '');
    expect(screen.getByText('Enter an amount such as 500 or -150.50.')).toBeTruthy();
    expect(screen.getByText('Please give a reason.')).toBeTruthy();
    fill('0', 'Goodwill');
    expect(screen.getByText('The amount cannot be 0.')).toBeTruthy();
    fill('-150.505', 'Goodwill');
    expect(screen.getByText('Enter an amount such as 500 or -150.50.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a signed amount in exact minor units, with the chosen account', () => {
    const onSubmit = vi.fn();
    renderDialog(onSubmit);
    fireEvent.change(screen.getByLabelText('Account'), { target: { value: 'bonus' } });
    fill('-150.50', '  Duplicate credit ');
    expect(onSubmit).toHaveBeenCalledWith({
      player_id: 'p-1',
      account: 'bonus',
      amount: -15_050,
      reason: 'Duplicate credit',
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{16,128}$/) as unknown,
    });
    // A retry of the same adjustment carries the same key.
    fireEvent.click(screen.getByRole('button', { name: 'Adjust' }));
    const [first, second] = onSubmit.mock.calls.map((call) => call[0] as Adjustment);
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
  });

  it('reads amounts in the currency’s own decimals', () => {
    const onSubmit = vi.fn();
    renderDialog(onSubmit, 'CLP');
    fill('0.29', 'Goodwill');
    expect(screen.getByText('Enter an amount such as 500 or -150.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fill('2500', 'Goodwill');
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ amount: 2_500 }));
  });

  it("reads the amount in the staff member's format", async () => {
    await changeLanguage('es_ES');
    try {
      const onSubmit = vi.fn();
      renderDialog(onSubmit);
      const amount = screen.getByLabelText('Monto');
      expect(amount.getAttribute('placeholder')).toBe('0,00');
      fireEvent.change(amount, { target: { value: '-150.50' } });
      fireEvent.change(screen.getByLabelText('Motivo'), { target: { value: 'Ajuste' } });
      fireEvent.click(screen.getByRole('button', { name: 'Ajustar' }));
      expect(screen.getByText('Ingresa un monto como 500 o -150,50.')).toBeTruthy();
      fireEvent.change(amount, { target: { value: '-1.150,50' } });
      fireEvent.click(screen.getByRole('button', { name: 'Ajustar' }));
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ amount: -115_050 }));
    } finally {
      await changeLanguage('en_US');
    }
  });
});
