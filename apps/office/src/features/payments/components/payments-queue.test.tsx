import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { OFFICE_PAYMENTS_API } from '@tribuna/contracts/wallet';
import { initI18n } from '../../../lib/i18n';
import { fakeFetch, plainText, renderScreen } from '../../../test/screen-test-support';
import { DepositsPage } from './deposits-page';
import { depositRow, withdrawalRow } from './payments-fixture';
import { WithdrawalsPage } from './withdrawals-page';

beforeAll(async () => {
  await initI18n('en_US');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function list<T extends { amount: number }>(items: T[]) {
  return {
    items,
    has_more: false,
    totals: { count: items.length, amount: items.reduce((sum, item) => sum + item.amount, 0) },
  };
}

describe('the payments queues', () => {
  it('marks a withdrawal paid after asking, and says so', async () => {
    const fake = fakeFetch((call) => {
      if (call.method === 'GET' && call.path === OFFICE_PAYMENTS_API.withdrawals)
        return list([withdrawalRow()]);
      if (call.method === 'POST' && call.path === `${OFFICE_PAYMENTS_API.withdrawals}/wd-1/pay`)
        return withdrawalRow({ status: 'paid' });
      return undefined;
    });
    vi.stubGlobal('fetch', vi.fn(fake.fetch));
    renderScreen(<WithdrawalsPage />, {
      url: '/payments/withdrawals',
      path: '/payments/withdrawals',
    });

    expect(plainText(await screen.findByTestId('payments-totals'))).toContain('ARS 20,000.00');
    fireEvent.click(screen.getByRole('button', { name: 'Mark paid' }));
    const dialog = screen.getByRole('dialog');
    expect(plainText(dialog)).toContain('ARS 20,000.00');
    expect(plainText(dialog)).toContain('ana');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));

    expect(await screen.findByText('Withdrawal paid.')).toBeTruthy();
    const paid = fake.calls.filter((call) => call.method === 'POST');
    expect(paid.map((call) => [call.path, call.body])).toEqual([
      [`${OFFICE_PAYMENTS_API.withdrawals}/wd-1/pay`, undefined],
    ]);
  });

  it('rejects a deposit with the reason the player will read', async () => {
    const fake = fakeFetch((call) => {
      if (call.method === 'GET' && call.path === OFFICE_PAYMENTS_API.deposits)
        return list([depositRow()]);
      if (call.method === 'POST' && call.path === `${OFFICE_PAYMENTS_API.deposits}/dep-1/reject`)
        return depositRow({ status: 'rejected', reason: 'Blurry proof' });
      return undefined;
    });
    vi.stubGlobal('fetch', vi.fn(fake.fetch));
    renderScreen(<DepositsPage />, { url: '/payments', path: '/payments' });

    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: 'Blurry proof' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await screen.findByText('Deposit rejected.')).toBeTruthy();
    const rejected = fake.calls.filter((call) => call.method === 'POST');
    expect(rejected.map((call) => [call.path, call.body])).toEqual([
      [`${OFFICE_PAYMENTS_API.deposits}/dep-1/reject`, { reason: 'Blurry proof' }],
    ]);
  });
});
