import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Deposit, WalletSummary } from '@tribuna/contracts/wallet';
import { walletSummary } from './test-wallet-summary';
import { applyWalletEvent } from './wallet-live';
import { walletKeys } from './wallet-keys';

const pending: Deposit = {
  id: 'd1',
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

function clientWith(summary: WalletSummary) {
  const client = new QueryClient();
  client.setQueryData(walletKeys.summary('p1'), summary);
  return client;
}

describe('applyWalletEvent', () => {
  it('sets the new balance in the cached summary at once', () => {
    const client = clientWith(walletSummary());
    const balance = { cash: 650_050, bonus: 1_000, withheld: 0 };
    expect(applyWalletEvent(client, { type: 'balance.changed', data: balance })).toBe(true);
    expect(client.getQueryData<WalletSummary>(walletKeys.summary('p1'))?.balance).toEqual(balance);
  });

  it('ignores a malformed balance', () => {
    const summary = walletSummary();
    const client = clientWith(summary);
    applyWalletEvent(client, { type: 'balance.changed', data: { cash: 1.5, bonus: 0 } });
    expect(client.getQueryData<WalletSummary>(walletKeys.summary('p1'))?.balance).toEqual(
      summary.balance,
    );
  });

  it('clears the pending deposit when staff process it, and shows a new one', () => {
    const client = clientWith(walletSummary({ pending_deposit: pending }));
    const read = () => client.getQueryData<WalletSummary>(walletKeys.summary('p1'));
    applyWalletEvent(client, {
      type: 'deposit.changed',
      data: { ...pending, status: 'processed' },
    });
    expect(read()?.pending_deposit).toBeNull();
    applyWalletEvent(client, { type: 'deposit.changed', data: { ...pending, id: 'd2' } });
    expect(read()?.pending_deposit?.id).toBe('d2');
  });

  it("leaves other modules' events alone", () => {
    const client = clientWith(walletSummary());
    expect(applyWalletEvent(client, { type: 'odds.changed', data: {} })).toBe(false);
  });
});
