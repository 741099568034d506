import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { PaymentMethods } from '@tribuna/contracts/wallet';
import { configureValidationMessages } from '@tribuna/contracts/validation';
import { i18n, initI18n } from '../../../lib/i18n';
import { PaymentMethodsForm } from './payment-methods-form';

beforeAll(async () => {
  configureValidationMessages();
  await initI18n('en_US');
});
afterEach(cleanup);

const methods: PaymentMethods = {
  bank_transfer: {
    enabled: true,
    bank: 'Banco Nación',
    holder: 'Tribuna SA',
    cvu: '0000003100099887766554',
    alias: 'tribuna.pagos',
    cuit: '30-71234567-8',
  },
  crypto: [
    {
      network: 'TRC20',
      coin: 'USDT',
      address: 'TXa1b2c3d4e5f6g7h8i9j0',
      rate: '1180.50',
      enabled: true,
    },
  ],
};

function renderForm(onSave: (value: PaymentMethods) => void, serverErrors = {}) {
  return render(
    <I18nextProvider i18n={i18n}>
      <PaymentMethodsForm
        initial={methods}
        saving={false}
        serverErrors={serverErrors}
        onSave={onSave}
      />
    </I18nextProvider>,
  );
}

describe('payment methods form', () => {
  it('refuses a CVU that is not 22 digits and a bad rate, under their fields', () => {
    const onSave = vi.fn();
    renderForm(onSave);
    fireEvent.change(screen.getByLabelText('CVU'), { target: { value: '12345' } });
    fireEvent.change(screen.getByLabelText('Rate'), { target: { value: '1.180,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('The CVU must have 22 digits.')).toBeTruthy();
    expect(screen.getByText('Enter the amount in this format: 1,500.50.')).toBeTruthy();
    expect(screen.getByLabelText('CVU').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Rate').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Bank').getAttribute('aria-invalid')).toBe('false');
  });

  it('edits the bank account, adds and removes crypto rows, and saves the document', () => {
    const onSave = vi.fn();
    renderForm(onSave);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Players can deposit by bank transfer' }));
    fireEvent.change(screen.getByLabelText('Alias'), { target: { value: 'tribuna.cobros' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add crypto address' }));
    const networks = screen.getAllByLabelText('Network');
    expect(networks).toHaveLength(2);
    fireEvent.change(networks[1]!, { target: { value: 'BTC' } });
    fireEvent.change(screen.getAllByLabelText('Coin')[1]!, { target: { value: 'BTC' } });
    fireEvent.change(screen.getAllByLabelText('Address')[1]!, {
      target: { value: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh' },
    });
    fireEvent.change(screen.getAllByLabelText('Rate')[1]!, { target: { value: '98000000.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove: Crypto address 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSave).toHaveBeenCalledWith({
      bank_transfer: { ...methods.bank_transfer, enabled: false, alias: 'tribuna.cobros' },
      crypto: [
        {
          network: 'BTC',
          coin: 'BTC',
          address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
          rate: '98000000.5',
          enabled: true,
        },
      ],
    });
  });

  it('names an empty new row’s fields in the messages', () => {
    const onSave = vi.fn();
    renderForm(onSave);
    fireEvent.click(screen.getByRole('button', { name: 'Add crypto address' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getAllByLabelText('Address')[1]!.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByLabelText('Address')[0]!.getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByText(/address/i, { selector: '.field-error' })).toBeTruthy();
  });

  it('shows the server’s field messages from the error envelope', () => {
    renderForm(vi.fn(), { 'crypto.0.address': 'This address is not valid for TRC20.' });
    expect(screen.getByText('This address is not valid for TRC20.')).toBeTruthy();
    expect(screen.getByLabelText('Address').getAttribute('aria-invalid')).toBe('true');
  });
});
