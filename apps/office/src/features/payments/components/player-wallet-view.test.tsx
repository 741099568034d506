import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { OfficePlayerWallet } from '@tribuna/contracts/wallet';
import { i18n, initI18n } from '../../../lib/i18n';
import { PlayerWalletView } from './player-wallet-view';

beforeAll(async () => {
  await initI18n('en_US');
});
afterEach(cleanup);

const wallet: OfficePlayerWallet = {
  player_id: 'p-1',
  currency: 'ARS',
  balance: { cash: 1_234_567, bonus: 0, withheld: 200_000 },
  transactions: [
    {
      id: 't-2',
      type: 'withdrawal_hold',
      account: 'cash',
      amount: -200_000,
      balance_after: 1_234_567,
      currency: 'ARS',
      reference: 'wd-1',
      description: null,
      created_at: '2026-11-21T10:00:00.000Z',
    },
    {
      id: 't-1',
      type: 'adjustment',
      account: 'cash',
      amount: 1_434_567,
      balance_after: 1_434_567,
      currency: 'ARS',
      reference: null,
      description: 'Welcome credit',
      created_at: '2026-11-20T10:00:00.000Z',
    },
  ],
};

function renderView(onAdjust?: () => void) {
  return render(
    <I18nextProvider i18n={i18n}>
      <PlayerWalletView wallet={wallet} onAdjust={onAdjust} />
    </I18nextProvider>,
  );
}

describe('player wallet view', () => {
  it('shows the balances and the latest movements in the brand currency', () => {
    renderView();
    expect(screen.getByRole('heading', { name: 'Wallet' })).toBeTruthy();
    expect(screen.getByTestId('wallet-cash').textContent).toBe('ARS\u00a012,345.67');
    expect(screen.getByTestId('wallet-bonus').textContent).toBe('ARS\u00a00.00');
    expect(screen.getByTestId('wallet-withheld').textContent).toBe('ARS\u00a02,000.00');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Withdrawal held')).toBeTruthy();
    expect(within(rows[0]!).getByText('-ARS 2,000.00')).toBeTruthy();
    expect(within(rows[1]!).getByText('Welcome credit')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Adjust balance' })).toBeNull();
  });

  it('offers the adjustment to those who may make it', () => {
    const onAdjust = vi.fn();
    renderView(onAdjust);
    fireEvent.click(screen.getByRole('button', { name: 'Adjust balance' }));
    expect(onAdjust).toHaveBeenCalledTimes(1);
  });
});
