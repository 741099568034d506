import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { clearSession, setAccessToken } from '../../../lib/session';
import { adjustBalance } from './adjust-balance';
import { decidePayment } from './decide-payment';
import { exportPaymentsCsv, paymentsCsvPath } from './export-payments-csv';
import { getDepositProof } from './get-deposit-proof';

// The server is faked here: what is tested is what the desk's calls send and how
// files are fetched and saved.
interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: string | null;
}

function fakeServer(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const call = {
        url,
        method: init.method ?? 'GET',
        headers: new Headers(init.headers),
        body: typeof init.body === 'string' ? init.body : null,
      };
      calls.push(call);
      return Promise.resolve(answer(call));
    }),
  );
  return calls;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const deposit = {
  id: 'dep-1',
  method: 'bank_transfer',
  status: 'processed',
  amount: 150_000,
  currency: 'ARS',
  created_at: '2026-11-20T12:00:00.000Z',
  decided_at: '2026-11-20T13:00:00.000Z',
  reason: null,
  proof: { name: 'proof.png', type: 'image/png', size: 1234 },
  crypto: null,
  player: { id: 'p-1', username: 'ana' },
  decided_by: 'cashier',
};

const withdrawal = {
  id: 'wd-1',
  method: 'crypto',
  status: 'rejected',
  amount: 50_000,
  currency: 'ARS',
  created_at: '2026-11-20T12:00:00.000Z',
  decided_at: '2026-11-20T13:00:00.000Z',
  reason: 'Wrong network',
  bank: null,
  crypto: {
    network: 'TRC20',
    coin: 'USDT',
    wallet_address: 'TXa1b2c3d4e5f6g7h8i9j0',
    rate: '1180.50',
    amount_coin: '0.423549',
  },
  player: { id: 'p-1', username: 'ana' },
  decided_by: 'cashier',
};

beforeAll(async () => {
  await initI18n('en_US');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  clearSession();
});

describe('payments desk calls', () => {
  it('sends the action’s idempotency key with each money-moving call', async () => {
    setAccessToken('staff-token');
    const calls = fakeServer((call) =>
      call.url.endsWith('/adjustments')
        ? json({
            response: {
              player_id: 'p-1',
              currency: 'ARS',
              balance: { cash: 100, bonus: 0, withheld: 0 },
              transactions: [],
            },
          })
        : json({ response: call.url.includes('/withdrawals/') ? withdrawal : deposit }),
    );

    await decidePayment('deposits', 'approve', { id: 'dep-1', idempotencyKey: 'key-approve-0001' });
    await decidePayment('withdrawals', 'reject', {
      id: 'wd-1',
      reason: 'Wrong network',
      idempotencyKey: 'key-reject-00001',
    });
    await adjustBalance({
      player_id: 'p-1',
      account: 'cash',
      amount: -15_050,
      reason: 'Goodwill',
      idempotencyKey: 'key-adjust-00001',
    });

    expect(
      calls.map((call) => [call.method, call.url, call.headers.get('Idempotency-Key')]),
    ).toEqual([
      ['POST', '/api/office/payments/deposits/dep-1/approve', 'key-approve-0001'],
      ['POST', '/api/office/payments/withdrawals/wd-1/reject', 'key-reject-00001'],
      ['POST', '/api/office/payments/adjustments', 'key-adjust-00001'],
    ]);
    expect(calls.every((call) => call.headers.get('Authorization') === 'Bearer staff-token')).toBe(
      true,
    );
    expect(JSON.parse(calls[1]?.body ?? '')).toEqual({ reason: 'Wrong network' });
    // The key travels as a header only, never in the body the contract validates.
    expect(JSON.parse(calls[2]?.body ?? '')).toEqual({
      player_id: 'p-1',
      account: 'cash',
      amount: -15_050,
      reason: 'Goodwill',
    });
  });

  it('exports the filtered rows as CSV with the staff token and saves the file', async () => {
    vi.useFakeTimers();
    setAccessToken('staff-token');
    const csv = 'id,player,amount\r\ndep-1,ana,1500.00 ARS\r\n';
    const calls = fakeServer(
      () => new Response(csv, { status: 200, headers: { 'content-type': 'text/csv' } }),
    );
    const saved: { blob: Blob; name: string; url: string }[] = [];
    const created = new Map<string, Blob>();
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      const url = `blob:test/${created.size}`;
      created.set(url, blob as Blob);
      return url;
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({
        blob: created.get(this.href) ?? new Blob(),
        name: this.download,
        url: this.href,
      });
    });

    await exportPaymentsCsv(
      'deposits',
      {
        status: 'pending',
        method: 'bank_transfer',
        q: 'ana',
        from: '2026-11-01',
        limit: 25,
        offset: 50,
      },
      '2026-11-23',
    );

    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(
      '/api/office/payments/deposits.csv?status=pending&method=bank_transfer&q=ana&from=2026-11-01',
    );
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer staff-token');
    expect(saved).toHaveLength(1);
    expect(saved[0]?.name).toBe('deposits-2026-11-23.csv');
    expect(await saved[0]?.blob.text()).toBe(csv);
    expect(document.querySelector('a[download]')).toBeNull();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith(saved[0]?.url);
  });

  it('builds the export path from the filters, without the page', () => {
    expect(paymentsCsvPath('withdrawals', { limit: 25, offset: 0 })).toBe(
      '/api/office/payments/withdrawals.csv',
    );
    expect(paymentsCsvPath('withdrawals', { status: 'paid', to: '2026-11-30', q: 'a&b' })).toBe(
      '/api/office/payments/withdrawals.csv?status=paid&to=2026-11-30&q=a%26b',
    );
  });

  it('fetches a proof as a file and turns a refusal into the API’s message', async () => {
    setAccessToken('staff-token');
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    fakeServer((call) =>
      call.url.includes('dep-1')
        ? new Response(png, { status: 200, headers: { 'content-type': 'image/png' } })
        : json({ response: ['This payment does not exist.'], code: 'NOT_FOUND' }, 404),
    );
    const blob = await getDepositProof('dep-1');
    expect(blob.type).toBe('image/png');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(png);
    await expect(getDepositProof('dep-2')).rejects.toMatchObject({
      status: 404,
      messages: ['This payment does not exist.'],
    });
  });
});
