import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WalletSummary } from '@tribuna/contracts/wallet';
import { applyLanguage, i18n } from '../../../lib/i18n';
import { closeAllNotifications } from '../../../lib/notify';
import { walletSummary } from '../test-wallet-summary';
import { DepositForm } from './deposit-form';

function renderForm(summary: WalletSummary = walletSummary()) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <DepositForm summary={summary} />
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

const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ');
const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'proof.png', {
    type: 'image/png',
  });
const fetchMock = vi.fn<typeof fetch>();

describe('DepositForm', () => {
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

  it("shows the brand's bank details and the limits", () => {
    renderForm();
    expect(screen.getByText('0000003100010000000001')).toBeTruthy();
    expect(screen.getByText('tribuna.pagos')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy CVU' })).toBeTruthy();
    expect(plain(document.body.textContent)).toContain('Minimum deposit: ARS 1,000.00');
    expect(document.body.textContent).toContain('PNG, JPEG or PDF, at most 5 MB.');
  });

  it('asks for the amount and the proof before sending', () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(errorOf('Amount')).toBe('The amount must be greater than 0');
    expect(errorOf('Proof of payment')).toBe('Attach the proof of payment.');
    expect(document.activeElement).toBe(screen.getByLabelText('Amount'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a bank transfer as multipart, in minor units, with an idempotency key', async () => {
    fetchMock.mockResolvedValue(Response.json({ response: { id: 'd1' } }));
    renderForm();
    const proof = png();
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '1500.50' } });
    fireEvent.change(screen.getByLabelText('Proof of payment'), { target: { files: [proof] } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/wallet/deposits');
    const body = init?.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('method')).toBe('bank_transfer');
    expect(form.get('amount')).toBe('150050');
    expect((form.get('proof') as File).name).toBe('proof.png');
    const headers = init?.headers as Record<string, string>;
    expect(headers['Content-Type']).toBeUndefined();
    expect(headers['Idempotency-Key']).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
  });

  it("shows the server's refusal of the proof under its field", async () => {
    const words = 'The proof of payment must be a PNG, JPEG or PDF file.';
    fetchMock.mockResolvedValue(
      Response.json(
        { response: [words], code: 'VALIDATION_FAILED', fields: { proof: [words] } },
        { status: 415 },
      ),
    );
    renderForm();
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '1500' } });
    fireEvent.change(screen.getByLabelText('Proof of payment'), { target: { files: [png()] } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(errorOf('Proof of payment')).toBe(words));
  });

  it('computes the amount to receive as the coin amount is typed', () => {
    renderForm();
    fireEvent.click(screen.getByLabelText('Crypto'));
    expect(screen.getByText('TXYZabcdefghijklmnopqrstuvwxyz1234')).toBeTruthy();
    expect(plain(document.body.textContent)).toContain('1 USDT = ARS 1,180.50');
    const receive = () => plain(screen.getByTestId('amount-to-receive').textContent);
    expect(receive()).toBe('—');
    fireEvent.change(screen.getByLabelText('Amount in USDT'), { target: { value: '25.5' } });
    expect(receive()).toBe('ARS 30,102.75');
    fireEvent.change(screen.getByLabelText('Amount in USDT'), { target: { value: '0.000001' } });
    // 0.001180 ARS, floored to whole cents as the server does.
    expect(receive()).toBe('ARS 0.00');
  });

  it('sends a crypto deposit as JSON with the typed coin amount', async () => {
    fetchMock.mockResolvedValue(Response.json({ response: { id: 'd2' } }));
    renderForm();
    fireEvent.click(screen.getByLabelText('Crypto'));
    fireEvent.change(screen.getByLabelText('Amount in USDT'), { target: { value: '25.000001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const init = fetchMock.mock.calls[0]?.[1];
    expect(JSON.parse(init?.body as string)).toEqual({
      method: 'crypto',
      network: 'TRC20',
      amount_coin: '25.000001',
    });
  });

  it('offers only the methods the brand enables', () => {
    const summary = walletSummary();
    renderForm({
      ...summary,
      methods: {
        ...summary.methods,
        bank_transfer: { ...summary.methods.bank_transfer, enabled: false },
      },
    });
    expect(screen.queryByLabelText('Proof of payment')).toBeNull();
    expect(screen.getByLabelText('Amount in USDT')).toBeTruthy();
  });
});
