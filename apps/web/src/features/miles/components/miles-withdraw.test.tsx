import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MilesSummary } from '@tribuna/contracts/miles';
import { applyLanguage, i18n } from '../../../lib/i18n';
import { closeAllNotifications } from '../../../lib/notify';
import { milesFormat } from '../miles-format';
import { MilesWithdraw } from './miles-withdraw';

const fetchMock = vi.fn<typeof fetch>();

const SUMMARY: MilesSummary = {
  balance: 1_500,
  pending: 0,
  pending_expires_at: null,
  lifetime: 0,
  tier: 'bronze',
  multiplier_pct: 100,
  next_tier: { tier: 'silver', threshold: 1_000 },
  withdraw: { rate: 50, minimum: 500, currency: 'ARS' },
};

function renderForm(summary: MilesSummary = SUMMARY) {
  const onCashMoved = vi.fn();
  const format = milesFormat({ currency: 'ARS', decimals: 2 }, 'en_US', 'UTC');
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <MilesWithdraw summary={summary} format={format} onCashMoved={onCashMoved} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return onCashMoved;
}

const field = () => screen.getByLabelText<HTMLInputElement>('Miles to withdraw');
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Withdraw to cash' }));

function keyOf(call: Parameters<typeof fetch> | undefined): string | null {
  return new Headers(call?.[1]?.headers).get('Idempotency-Key');
}

describe('MilesWithdraw', () => {
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

  it('says what the player would receive as they type, and refuses what is not miles', () => {
    renderForm();
    expect(screen.getByText(/At least 500; you have 1,500/)).toBeTruthy();
    fireEvent.change(field(), { target: { value: '600' } });
    expect(screen.getByText(/You receive/).textContent).toMatch(/300\.00/);
    fireEvent.change(field(), { target: { value: '6.5' } });
    send();
    expect(screen.getByText('Enter a whole number of miles.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('withdraws once per key: a send retried after a lost answer keeps its key', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('network down'));
    renderForm();
    fireEvent.change(field(), { target: { value: '600' } });
    send();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Withdraw to cash' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    const first = keyOf(fetchMock.mock.calls.at(-1));
    fetchMock.mockResolvedValue(
      Response.json({
        response: {
          withdrawal: {
            id: 'w1',
            miles: 600,
            amount: 30_000,
            currency: 'ARS',
            at: new Date().toISOString(),
          },
          summary: { ...SUMMARY, balance: 900 },
        },
      }),
    );
    send();
    await waitFor(() => expect(screen.getByText(/You withdrew 600 miles/)).toBeTruthy());
    const retried = fetchMock.mock.calls.at(-1);
    expect(keyOf(retried)).toBe(first);
    const [url, init] = retried ?? [];
    expect(url).toBe('/api/miles/withdrawals');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({ miles: 600 });
  });

  it('says the server refusal under the field', async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        {
          response: ['You can withdraw at most 1500 miles.'],
          code: 'VALIDATION_FAILED',
          fields: { miles: ['You can withdraw at most 1500 miles.'] },
        },
        { status: 400 },
      ),
    );
    renderForm();
    fireEvent.change(field(), { target: { value: '2000' } });
    send();
    await waitFor(() =>
      expect(screen.getByText('You can withdraw at most 1500 miles.')).toBeTruthy(),
    );
  });

  it('offers no form below the minimum', () => {
    renderForm({ ...SUMMARY, balance: 100 });
    expect(screen.queryByLabelText('Miles to withdraw')).toBeNull();
    expect(screen.getByText('You need at least 500 miles to withdraw.')).toBeTruthy();
  });
});
