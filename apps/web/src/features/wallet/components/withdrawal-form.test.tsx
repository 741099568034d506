import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogHost } from '../../../components/ui/dialog';
import { dialog } from '../../../lib/dialogs';
import { applyLanguage, i18n } from '../../../lib/i18n';
import { closeAllNotifications } from '../../../lib/notify';
import { walletSummary } from '../test-wallet-summary';
import { WithdrawalForm } from './withdrawal-form';

function renderForm() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <WithdrawalForm summary={walletSummary()} />
        <DialogHost />
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

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillBank() {
  type('Full name', 'Ana Pérez');
  type('DNI', '30123456');
  type('Cuil', '27-30123456-4');
  type('CVU', '0000003100010000000001');
  type('Bank code', '007');
  type('Account', '123-456789/0');
  type('Account type', 'savings');
  type('Payment type', 'cvu');
  type('Amount to withdraw', '1000.50');
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));

function headerOf(call: number, name: string): string | undefined {
  const init = fetchMock.mock.calls[call]?.[1];
  return (init?.headers as Record<string, string> | undefined)?.[name];
}

const fetchMock = vi.fn<typeof fetch>();

describe('WithdrawalForm', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    applyLanguage('en_US');
  });
  afterEach(() => {
    cleanup();
    dialog.close();
    closeAllNotifications();
    vi.unstubAllGlobals();
  });

  it("shows the spec's messages under their fields, focuses the first, sends nothing", () => {
    renderForm();
    submit();
    expect(errorOf('Full name')).toBe('The name is required');
    expect(errorOf('DNI')).toBe('The DNI is required');
    expect(errorOf('Cuil')).toBe('The Cuil is required');
    expect(errorOf('CVU')).toBe('The CVU is required');
    expect(errorOf('Bank code')).toBe('The bank code is required');
    expect(errorOf('Account')).toBe('The account is required');
    expect(errorOf('Account type')).toBe('The account type is required');
    expect(errorOf('Payment type')).toBe('The payment type is required');
    expect(errorOf('Amount to withdraw')).toBe('The amount must be greater than 0');
    expect(document.activeElement).toBe(screen.getByLabelText('Full name'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the wallet address of a crypto withdrawal', () => {
    renderForm();
    fireEvent.click(screen.getByLabelText('Crypto'));
    type('Network', 'TRC20');
    submit();
    expect(errorOf('Wallet address')).toBe('The wallet address is required');
    expect(document.activeElement).toBe(screen.getByLabelText('Wallet address'));
  });

  it('shows the payment hours and limits', () => {
    renderForm();
    const facts = document.querySelector('.wallet-facts')?.textContent?.replace(/\s/g, ' ');
    // The zone as people name it, not its id.
    expect(facts).toContain('Payment hours: 9:00 AM to 3:30 AM (Argentina Standard Time).');
    expect(facts).toContain('Minimum withdrawal: ARS 500.00');
    expect(facts).toContain('Daily maximum: ARS 100,000.00 (ARS 100,000.00 left today)');
  });

  it('sends one key for a double click, and disables the button while it is sent', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderForm();
    fillBank();
    const button = screen.getByRole('button', { name: 'Request withdrawal' });
    fireEvent.click(button);
    fireEvent.click(button);
    // Even a submit that gets past the disabled button (Enter in a field) sends nothing more.
    fireEvent.submit(button.closest('form') ?? button);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    fireEvent.submit(button.closest('form') ?? button);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Sending…' })).toHaveProperty('disabled', true);
    const key = headerOf(0, 'Idempotency-Key');
    expect(key).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string)).toMatchObject({
      method: 'bank',
      amount: 100_050,
    });
    answer(Response.json({ response: { id: 'w1' } }));
    await waitFor(() => screen.getByRole('button', { name: 'Request withdrawal' }));
  });

  it('retries a failed request with the same key; the next action gets a new one', async () => {
    fetchMock.mockResolvedValueOnce(
      Response.json({ response: ['Internal error'], code: 'INTERNAL' }, { status: 503 }),
    );
    renderForm();
    fillBank();
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Internal error'));
    fetchMock.mockResolvedValue(Response.json({ response: { id: 'w1' } }));
    submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(headerOf(1, 'Idempotency-Key')).toBe(headerOf(0, 'Idempotency-Key'));
    // Once it went through, the next withdrawal is a new action.
    await waitFor(() =>
      expect(screen.getByLabelText('Amount to withdraw')).toHaveProperty('value', ''),
    );
    type('Amount to withdraw', '1000.50');
    submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(headerOf(2, 'Idempotency-Key')).not.toBe(headerOf(0, 'Idempotency-Key'));
  });

  it("shows the server's field messages under their fields", async () => {
    const words = 'The CVU must have 22 digits.';
    fetchMock.mockResolvedValue(
      Response.json(
        { response: [words], code: 'VALIDATION_FAILED', fields: { cvu: [words] } },
        { status: 400 },
      ),
    );
    renderForm();
    fillBank();
    submit();
    await waitFor(() => expect(errorOf('CVU')).toBe(words));
    expect(document.activeElement).toBe(screen.getByLabelText('CVU'));
  });

  describe('with an active bonus', () => {
    const said =
      'You have an active bonus: withdrawing now cancels it and forfeits its bonus money (ARS 300.00). Your own money is not touched.';
    const bonusActive = () =>
      Response.json({ response: [said], code: 'BONUS_ACTIVE' }, { status: 409 });
    const bodyOf = (call: number) =>
      JSON.parse(fetchMock.mock.calls[call]?.[1]?.body as string) as Record<string, unknown>;

    it("asks first with the server's words; yes sends it again, saying so, with a new key", async () => {
      fetchMock.mockResolvedValueOnce(bonusActive());
      fetchMock.mockResolvedValueOnce(Response.json({ response: { id: 'w1' } }, { status: 201 }));
      renderForm();
      fillBank();
      submit();
      const asked = await screen.findByRole('dialog', { name: 'Withdraw and lose your bonus?' });
      expect(asked.textContent).toContain(said);
      expect(bodyOf(0)).not.toHaveProperty('forfeit_bonus');
      fireEvent.click(within(asked).getByRole('button', { name: 'Yes, withdraw' }));
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
      expect(bodyOf(1)).toEqual({ ...bodyOf(0), forfeit_bonus: true });
      expect(headerOf(1, 'Idempotency-Key')).not.toBe(headerOf(0, 'Idempotency-Key'));
      await waitFor(() =>
        expect(screen.getByLabelText('Amount to withdraw')).toHaveProperty('value', ''),
      );
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('sends nothing when the player keeps the bonus', async () => {
      fetchMock.mockResolvedValueOnce(bonusActive());
      renderForm();
      fillBank();
      submit();
      const asked = await screen.findByRole('dialog', { name: 'Withdraw and lose your bonus?' });
      fireEvent.click(within(asked).getByRole('button', { name: 'Keep my bonus' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(screen.getByLabelText('Amount to withdraw')).toHaveProperty('value', '1000.50');
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('resends an agreed withdrawal whose answer was lost as it went, never as a new one', async () => {
      fetchMock.mockResolvedValueOnce(bonusActive());
      fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      renderForm();
      fillBank();
      submit();
      const asked = await screen.findByRole('dialog', { name: 'Withdraw and lose your bonus?' });
      fireEvent.click(within(asked).getByRole('button', { name: 'Yes, withdraw' }));
      await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy());
      fetchMock.mockResolvedValue(Response.json({ response: { id: 'w1' } }, { status: 201 }));
      submit();
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
      expect(bodyOf(2)).toEqual(bodyOf(1));
      expect(headerOf(2, 'Idempotency-Key')).toBe(headerOf(1, 'Idempotency-Key'));
    });
  });
});
