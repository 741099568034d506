import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { SportSettingsRequest } from '@tribuna/contracts/sports-office';
import { i18n, initI18n } from '../../../lib/i18n';
import { SportSettingsForm } from './sport-settings-form';
import { footballSettings } from './sports-fixture';

beforeAll(async () => {
  await initI18n('en_US');
});
afterEach(cleanup);

function renderForm() {
  const onSave = vi.fn<(request: SportSettingsRequest) => void>();
  render(
    <I18nextProvider i18n={i18n}>
      <SportSettingsForm
        settings={footballSettings()}
        currency="ARS"
        saving={false}
        onSave={onSave}
      />
    </I18nextProvider>,
  );
  return onSave;
}

describe('sport settings form', () => {
  it('shows percentages, major units and seconds, and saves them as the API takes them', () => {
    const onSave = renderForm();
    expect(screen.getByLabelText<HTMLInputElement>('Margin (%)').value).toBe('6');
    expect(screen.getByLabelText<HTMLInputElement>('Maximum stake (ARS)').value).toBe('100000.00');
    expect(screen.getByLabelText<HTMLInputElement>('Live bet delay (seconds)').value).toBe('5');
    fireEvent.change(screen.getByLabelText('Margin (%)'), { target: { value: '7,5' } });
    fireEvent.change(screen.getByLabelText('Live bet delay (seconds)'), {
      target: { value: '2.5' },
    });
    expect(screen.getByLabelText<HTMLInputElement>('Minimum stake (ARS)').value).toBe('100.00');
    expect(screen.getByLabelText<HTMLInputElement>('Highest price offered').value).toBe('251');
    fireEvent.change(screen.getByLabelText('Minimum stake (ARS)'), { target: { value: '500' } });
    fireEvent.change(screen.getByLabelText('Highest price offered'), { target: { value: '101' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Offer cash out' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Football' }));
    expect(onSave).toHaveBeenCalledWith({
      margin_bp: 750,
      min_stake: 50_000,
      max_stake: 10_000_000,
      max_payout: 100_000_000,
      max_odds: 1000,
      max_price: 101,
      max_event_liability: 500_000_000,
      bet_delay_ms: 2500,
      cash_out_margin_bp: 500,
      cash_out_enabled: false,
    });
  });

  it('refuses what is not a number and a maximum stake below the minimum', () => {
    const onSave = renderForm();
    fireEvent.change(screen.getByLabelText('Maximum odds'), { target: { value: 'lots' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Football' }));
    expect(screen.getByText('Enter a number.')).toBeTruthy();
    // An amount in another language's format is said with an example in the office's.
    fireEvent.change(screen.getByLabelText('Maximum payout (ARS)'), {
      target: { value: '1.500,5' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save Football' }));
    expect(screen.getByText('Enter the amount in this format: 1,500.50.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Maximum payout (ARS)'), {
      target: { value: '1,500,000' },
    });
    fireEvent.change(screen.getByLabelText('Maximum odds'), { target: { value: '500' } });
    fireEvent.change(screen.getByLabelText('Minimum stake (ARS)'), { target: { value: '50' } });
    fireEvent.change(screen.getByLabelText('Maximum stake (ARS)'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Football' }));
    expect(screen.getByText('The maximum stake must be at least the minimum.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Live bet delay (seconds)'), {
      target: { value: '60' },
    });
    fireEvent.change(screen.getByLabelText('Maximum stake (ARS)'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Football' }));
    expect(screen.getByLabelText('Live bet delay (seconds)').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses a highest price that is no price, or above the maximum odds of a bet', () => {
    const onSave = renderForm();
    const price = screen.getByLabelText('Highest price offered');
    expect(price.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.change(price, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Football' }));
    expect(price.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(price, { target: { value: 'high' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Football' }));
    expect(screen.getByText('Enter a number.')).toBeTruthy();
    fireEvent.change(price, { target: { value: '151' } });
    fireEvent.change(screen.getByLabelText('Maximum odds'), { target: { value: '101' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Football' }));
    expect(
      screen.getByText('The highest price offered cannot be above the maximum odds of a bet.'),
    ).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Maximum odds'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Football' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ max_odds: 500, max_price: 151 }));
  });
});
