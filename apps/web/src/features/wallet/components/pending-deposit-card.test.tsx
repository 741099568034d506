import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Deposit } from '@tribuna/contracts/wallet';
import { applyLanguage, i18n } from '../../../lib/i18n';
import { closeAllNotifications, getNotifications } from '../../../lib/notify';
import { walletSummary } from '../test-wallet-summary';
import { PendingDepositCard } from './pending-deposit-card';

const deposit: Deposit = {
  id: 'dep_1',
  method: 'bank_transfer',
  status: 'pending',
  amount: 150_050,
  currency: 'ARS',
  created_at: '2026-11-23T12:00:00.000Z',
  decided_at: null,
  reason: null,
  proof: { name: 'proof.png', type: 'image/png', size: 8 },
  crypto: null,
};
const fetchMock = vi.fn<typeof fetch>();

describe('PendingDepositCard', () => {
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

  it('says what is pending and cancels it with an idempotency key', async () => {
    fetchMock.mockResolvedValue(Response.json({ response: { ...deposit, status: 'cancelled' } }));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <PendingDepositCard deposit={deposit} summary={walletSummary()} />
        </I18nextProvider>
      </QueryClientProvider>,
    );
    expect(document.body.textContent?.replace(/\s/g, ' ')).toContain(
      'ARS 1,500.50 by Bank transfer, sent on Nov 23, 2026',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel deposit' }));
    await waitFor(() =>
      expect(getNotifications().map((n) => n.messages)).toEqual([['Your deposit was cancelled.']]),
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/wallet/deposits/dep_1/cancel');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toMatch(
      /^[A-Za-z0-9_-]{16,128}$/,
    );
  });
});
