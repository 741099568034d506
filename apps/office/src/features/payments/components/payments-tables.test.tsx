import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from '../../../lib/i18n';
import { DepositsTable } from './deposits-table';
import { depositRow, withdrawalRow } from './payments-fixture';
import { PaymentsSummary } from './payments-summary';
import { WithdrawalsTable } from './withdrawals-table';

beforeAll(async () => {
  await initI18n('en_US');
});
afterEach(cleanup);

function row(username: string): HTMLElement {
  const cell = screen.getAllByRole('cell').find((c) => c.textContent === username);
  const tr = cell?.closest('tr');
  if (!tr) throw new Error(`no row for ${username}`);
  return tr;
}

describe('deposits table', () => {
  it('shows each deposit in the brand currency, with decisions on pending ones only', () => {
    const actions = { onViewProof: vi.fn(), onApprove: vi.fn(), onReject: vi.fn() };
    const pending = depositRow();
    render(
      <I18nextProvider i18n={i18n}>
        <DepositsTable
          items={[
            pending,
            depositRow({
              id: 'dep-2',
              status: 'rejected',
              reason: 'Blurry proof',
              player: { id: 'p-2', username: 'bruno' },
            }),
            depositRow({
              id: 'dep-3',
              method: 'crypto',
              status: 'processed',
              proof: null,
              amount: 1_180_50,
              crypto: {
                network: 'TRC20',
                coin: 'USDT',
                address: 'TXa1b2c3d4e5f6g7h8i9j0',
                amount_coin: '1',
                rate: '1180.50',
                tx_hash: 'abc123',
              },
              player: { id: 'p-3', username: 'carla' },
            }),
          ]}
          {...actions}
        />
      </I18nextProvider>,
    );

    const ana = within(row('ana'));
    expect(ana.getByText('ARS 1,500.50')).toBeTruthy();
    expect(ana.getByText('Bank transfer')).toBeTruthy();
    expect(ana.getByText('Pending')).toBeTruthy();
    fireEvent.click(ana.getByRole('button', { name: 'View proof' }));
    fireEvent.click(ana.getByRole('button', { name: 'Approve' }));
    fireEvent.click(ana.getByRole('button', { name: 'Reject' }));
    expect(actions.onViewProof).toHaveBeenCalledWith(pending);
    expect(actions.onApprove).toHaveBeenCalledWith(pending);
    expect(actions.onReject).toHaveBeenCalledWith(pending);

    const bruno = within(row('bruno'));
    expect(bruno.getByText('Reason: Blurry proof')).toBeTruthy();
    expect(bruno.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(bruno.getByRole('button', { name: 'View proof' })).toBeTruthy();

    const carla = within(row('carla'));
    expect(carla.getByText('1 USDT on TRC20 at 1180.50')).toBeTruthy();
    expect(carla.queryByRole('button')).toBeNull();
  });
});

describe('withdrawals table', () => {
  it('shows where the money goes and lets staff pay or reject a pending one', () => {
    const actions = { onPay: vi.fn(), onReject: vi.fn() };
    const pending = withdrawalRow();
    render(
      <I18nextProvider i18n={i18n}>
        <WithdrawalsTable
          items={[
            pending,
            withdrawalRow({
              id: 'wd-2',
              method: 'crypto',
              status: 'paid',
              bank: null,
              crypto: {
                network: 'TRC20',
                coin: 'USDT',
                wallet_address: 'TXa1b2c3d4e5f6g7h8i9j0',
                rate: '1180.50',
                amount_coin: '16.941973',
              },
              player: { id: 'p-2', username: 'bruno' },
            }),
          ]}
          {...actions}
        />
      </I18nextProvider>,
    );

    const ana = within(row('ana'));
    expect(ana.getByText('ARS 20,000.00')).toBeTruthy();
    expect(ana.getByText('Ana Pérez')).toBeTruthy();
    expect(ana.getByText(/CVU 0000003100012345678901 · Alias ana\.perez\.mp/)).toBeTruthy();
    fireEvent.click(ana.getByRole('button', { name: 'Mark paid' }));
    fireEvent.click(ana.getByRole('button', { name: 'Reject' }));
    expect(actions.onPay).toHaveBeenCalledWith(pending);
    expect(actions.onReject).toHaveBeenCalledWith(pending);

    const bruno = within(row('bruno'));
    expect(bruno.getByText('TXa1b2c3d4e5f6g7h8i9j0')).toBeTruthy();
    expect(bruno.getByText('Paid')).toBeTruthy();
    expect(bruno.queryByRole('button')).toBeNull();
  });
});

describe('payments summary', () => {
  it('states the totals of every matching row and exports on click', () => {
    const onExport = vi.fn();
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <PaymentsSummary
          count={3}
          amount={4_501_50}
          currency="ARS"
          csvHref="/api/office/payments/deposits.csv?status=pending"
          exporting={false}
          onExport={onExport}
        />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('payments-totals').textContent).toBe('3 payments, ARS\u00a04,501.50');
    const link = screen.getByRole('link', { name: 'Export CSV' });
    expect(link.getAttribute('href')).toBe('/api/office/payments/deposits.csv?status=pending');
    fireEvent.click(link);
    expect(onExport).toHaveBeenCalledTimes(1);

    rerender(
      <I18nextProvider i18n={i18n}>
        <PaymentsSummary
          count={0}
          amount={0}
          currency={undefined}
          csvHref="/api/office/payments/deposits.csv"
          exporting
          onExport={onExport}
        />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('payments-totals').textContent).toBe(
      'No payments match these filters.',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Exporting…' }));
    expect(onExport).toHaveBeenCalledTimes(1);
  });
});
