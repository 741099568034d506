import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerTopic } from '@tribuna/contracts/live';
import {
  OFFICE_PAYMENTS_API,
  PROOF_MAX_BYTES,
  WALLET_API,
  type Deposit,
  type OfficeDeposit,
  type OfficePlayerWallet,
  type OfficeWithdrawal,
  type WalletSummary,
  type Withdrawal,
} from '@tribuna/contracts/wallet';
import { createTestApp, type TestApp } from '../../test/test-app';
import { playerLogin, type PlayerSession } from '../players/players.test-support';
import { officeLogin, type OfficeSession } from '../staff/staff.test-support';
import {
  BANK_WITHDRAWAL,
  localTimeIn,
  multipartForm,
  newKey,
  patchBrand,
  pngFile,
  registerPlayer,
  walletCall,
} from './wallet.test-support';

const HOST = 'localhost';
const LUCKY = 'lucky.localhost';

let t: TestApp;
let cashier: OfficeSession;
let admin: OfficeSession;

beforeAll(async () => {
  t = await createTestApp();
  // Open all day, so the tests do not depend on the hour they run at.
  await patchBrand(t.app, HOST, () => ({ payment_hours: { from: '00:00', to: '00:00' } }));
  await patchBrand(t.app, LUCKY, () => ({ payment_hours: { from: '00:00', to: '00:00' } }));
  cashier = await officeLogin(t.app, HOST, 'cashier', 'cashier1234');
  admin = await officeLogin(t.app, HOST, 'admin', 'admin1234');
}, 60_000);
afterAll(() => t.close());

async function count(table: string): Promise<number> {
  const result = await t.infra.database.db.execute(
    sql`select count(*) as n from ${sql.identifier(table)}`,
  );
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  return Number((rows[0] as { n: unknown }).n);
}

async function storedCounts() {
  return {
    deposits: await count('wallet_deposits'),
    withdrawals: await count('wallet_withdrawals'),
    files: await count('wallet_files'),
    transactions: await count('wallet_transactions'),
    keys: await count('idempotency_keys'),
  };
}

async function playerId(session: PlayerSession): Promise<string> {
  const res = await walletCall(t.app, session, 'POST', '/api/auth/user', { key: null });
  return res.json<{ user: { id: string } }>().user.id;
}

async function summary(session: PlayerSession): Promise<WalletSummary> {
  const res = await walletCall(t.app, session, 'GET', WALLET_API.summary);
  expect(res.statusCode).toBe(200);
  return res.json<{ response: WalletSummary }>().response;
}

function office(
  session: OfficeSession,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { payload?: object; key?: string | null } = {},
) {
  return walletCall(t.app, session, method, url, options);
}

/** A new player with `cash` in their account, put there by an admin's adjustment. */
async function fundedPlayer(cash: number, host = HOST, staff: OfficeSession = admin) {
  const session = await registerPlayer(t.app, host);
  const id = await playerId(session);
  if (cash > 0) {
    const res = await office(staff, 'POST', OFFICE_PAYMENTS_API.adjustments, {
      payload: { player_id: id, account: 'cash', amount: cash, reason: 'Test funds' },
    });
    expect(res.statusCode).toBe(200);
  }
  return { session, id };
}

function bankDeposit(
  session: PlayerSession,
  amount: string,
  proof?: { name: string; type: string; content: Buffer },
  options: { key?: string; language?: string } = {},
) {
  const form = multipartForm({ method: 'bank_transfer', amount }, proof);
  return walletCall(t.app, session, 'POST', WALLET_API.deposits, {
    payload: form.payload,
    headers: form.headers,
    ...options,
  });
}

const bankWithdrawal = BANK_WITHDRAWAL;

describe('the demo brand', () => {
  it('starts the demo player with a processed bank deposit, and shows the methods', async () => {
    const demo = await playerLogin(t.app, HOST, 'demo', 'demo1234');
    const wallet = await summary(demo);
    expect(wallet).toMatchObject({
      currency: 'ARS',
      decimals: 2,
      balance: { cash: 10_000_000, bonus: 0, withheld: 0 },
      limits: { min_deposit: 100_000, min_withdrawal: 200_000, max_daily_withdrawal: 50_000_000 },
      methods: { bank_transfer: { enabled: true, alias: 'tribuna.pagos' } },
      pending_deposit: null,
    });
    expect(wallet.methods.bank_transfer.cvu).toMatch(/^\d{22}$/);
    const payments = await walletCall(t.app, demo, 'GET', WALLET_API.payments);
    expect(payments.json()).toMatchObject({
      response: {
        items: [{ kind: 'deposit', deposit: { status: 'processed', amount: 10_000_000 } }],
      },
    });
  });
});

describe('the OpenAPI document', () => {
  it('lists the wallet calls with their Idempotency-Key header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    }>();
    expect(doc.paths[WALLET_API.withdrawals]?.post?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'idempotency-key', in: 'header' })]),
    );
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        WALLET_API.summary,
        WALLET_API.deposits,
        OFFICE_PAYMENTS_API.adjustments,
        `${OFFICE_PAYMENTS_API.deposits}/{id}/approve`,
      ]),
    );
  });
});

describe('guests and keys', () => {
  it('asks a guest to log in, before anything else', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: WALLET_API.withdrawals,
      headers: { host: HOST, 'master-language': 'en_US' },
      payload: {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ response: ['You must login to access this url'] });
  });

  it('refuses a money-moving call without a good Idempotency-Key, storing nothing', async () => {
    const { session } = await fundedPlayer(1_000_000);
    const before = await storedCounts();
    const missing = await walletCall(t.app, session, 'POST', WALLET_API.withdrawals, {
      key: null,
      payload: bankWithdrawal,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      response: ['This request needs an Idempotency-Key header.'],
    });
    const short = await walletCall(t.app, session, 'POST', WALLET_API.withdrawals, {
      key: 'short',
      payload: bankWithdrawal,
      language: 'es_ES',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      response: ['El encabezado Idempotency-Key debe tener de 16 a 128 letras, dígitos, - o _.'],
    });
    expect(await storedCounts()).toEqual(before);
  });
});

describe('withdrawal validation', () => {
  it("answers each of the spec's messages verbatim", async () => {
    const { session } = await fundedPlayer(0);
    const bank = await walletCall(t.app, session, 'POST', WALLET_API.withdrawals, {
      payload: {
        method: 'bank',
        amount: 0,
        name: '',
        dni: '',
        cuil: '',
        cvu: '',
        bank_code: '',
        account: '',
      },
    });
    expect(bank.statusCode).toBe(400);
    const messages = bank.json<{ response: string[] }>().response;
    for (const message of [
      'The amount must be greater than 0',
      'The name is required',
      'The DNI is required',
      'The Cuil is required',
      'The CVU is required',
      'The bank code is required',
      'The account is required',
      'The account type is required',
      'The payment type is required',
    ]) {
      expect(messages).toContain(message);
    }
    const crypto = await walletCall(t.app, session, 'POST', WALLET_API.withdrawals, {
      payload: { method: 'crypto', amount: 300_000, wallet_address: '', network: 'TRC20' },
    });
    expect(crypto.json()).toMatchObject({
      fields: { wallet_address: ['The wallet address is required'] },
    });
    const spanish = await walletCall(t.app, session, 'POST', WALLET_API.withdrawals, {
      payload: { ...bankWithdrawal, dni: '' },
      language: 'es_ES',
    });
    expect(spanish.json()).toMatchObject({ fields: { dni: ['El DNI es obligatorio'] } });
  });

  it('refuses amounts of 0, negative, fractional or too large, and below the minimum', async () => {
    const { session } = await fundedPlayer(1_000_000);
    const before = await storedCounts();
    const cases: [unknown, string][] = [
      [0, 'The amount must be greater than 0'],
      [-500, 'The amount must be greater than 0'],
      [1500.5, 'The amount must be a whole number of cents.'],
      [10_000_000_000_000, 'The amount is too large.'],
      [100_000, 'The minimum withdrawal is ARS\u00a02,000.00.'],
    ];
    for (const [amount, message] of cases) {
      const res = await walletCall(t.app, session, 'POST', WALLET_API.withdrawals, {
        payload: { ...bankWithdrawal, amount },
      });
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json()).toMatchObject({ fields: { amount: [message] } });
    }
    // The minimum in the caller's language, written as the site writes it.
    const minimums = [
      ['es_ES', 'El retiro mínimo es 2000,00\u00a0ARS.'],
      ['pt_BR', 'O saque mínimo é ARS\u00a02.000,00.'],
    ] as const;
    for (const [language, message] of minimums) {
      const res = await walletCall(t.app, session, 'POST', WALLET_API.withdrawals, {
        payload: { ...bankWithdrawal, amount: 100_000 },
        language,
      });
      expect(res.statusCode, language).toBe(400);
      expect(res.json(), language).toMatchObject({
        response: [message],
        fields: { amount: [message] },
      });
    }
    expect(await storedCounts()).toEqual(before);
  });

  it('takes an amount only as a JSON integer: no string or array read as a number', async () => {
    const { session, id } = await fundedPlayer(1_000_000);
    const before = await storedCounts();
    for (const amount of [[300_000], '0x493E0', '3e5', ' 300000 ']) {
      const label = JSON.stringify(amount);
      const res = await walletCall(t.app, session, 'POST', WALLET_API.withdrawals, {
        payload: { ...bankWithdrawal, amount },
        language: 'es_ES',
      });
      expect(res.statusCode, label).toBe(400);
      expect(res.json(), label).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { amount: ['El monto debe ser un número entero de centavos.'] },
      });
      const adjustment = await office(admin, 'POST', OFFICE_PAYMENTS_API.adjustments, {
        payload: { player_id: id, account: 'cash', amount, reason: 'Test funds' },
      });
      expect(adjustment.statusCode, label).toBe(400);
      expect(adjustment.json(), label).toMatchObject({
        fields: { amount: ['The amount field is invalid.'] },
      });
    }
    expect(await storedCounts()).toEqual(before);
  });

  it('enforces the daily maximum, counting pending and paid withdrawals of today', async () => {
    await patchBrand(t.app, HOST, (s) => ({
      limits: { ...s.limits, max_daily_withdrawal: 700_000 },
    }));
    try {
      const { session } = await fundedPlayer(2_000_000);
      const first = await walletCall(t.app, session, 'POST', WALLET_API.withdrawals, {
        payload: { ...bankWithdrawal, amount: 500_000 },
      });
      expect(first.statusCode).toBe(201);
      const over = await walletCall(t.app, session, 'POST', WALLET_API.withdrawals, {
        payload: { ...bankWithdrawal, amount: 300_000 },
      });
      expect(over.statusCode).toBe(400);
      expect(over.json()).toMatchObject({
        response: [
          'You can withdraw up to ARS\u00a07,000.00 a day; ARS\u00a02,000.00 is left for today.',
        ],
      });
      expect((await summary(session)).limits.withdrawn_today).toBe(500_000);
      // A cancelled one no longer counts.
      const id = first.json<{ response: Withdrawal }>().response.id;
      const cancel = await walletCall(
        t.app,
        session,
        'POST',
        `${WALLET_API.withdrawals}/${id}/cancel`,
      );
      expect(cancel.statusCode).toBe(200);
      const again = await walletCall(t.app, session, 'POST', WALLET_API.withdrawals, {
        payload: { ...bankWithdrawal, amount: 700_000 },
      });
      expect(again.statusCode).toBe(201);
    } finally {
      await patchBrand(t.app, HOST, (s) => ({
        limits: { ...s.limits, max_daily_withdrawal: 50_000_000 },
      }));
    }
  });

  it('takes withdrawals only inside payment hours', async () => {
    const { session } = await fundedPlayer(1_000_000);
    const tz = 'America/Argentina/Buenos_Aires';
    const hours = { from: localTimeIn(tz, 120), to: localTimeIn(tz, 180) };
    await patchBrand(t.app, HOST, () => ({ payment_hours: hours }));
    try {
      const before = await storedCounts();
      const res = await walletCall(t.app, session, 'POST', WALLET_API.withdrawals, {
        payload: bankWithdrawal,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        response: [`Withdrawals are taken from ${hours.from} to ${hours.to}.`],
      });
      expect(await storedCounts()).toEqual(before);
      expect((await summary(session)).payment_hours).toMatchObject({ ...hours, open_now: false });
    } finally {
      await patchBrand(t.app, HOST, () => ({ payment_hours: { from: '00:00', to: '00:00' } }));
    }
  });
});

describe('bank-transfer deposits', () => {
  it('refuses a missing, disguised or oversized proof, and small amounts, storing nothing', async () => {
    const { session } = await fundedPlayer(0);
    const before = await storedCounts();
    const missing = await bankDeposit(session, '150000');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ response: ['Attach the proof of payment.'] });

    const disguised = await bankDeposit(session, '150000', {
      name: 'receipt.png',
      type: 'image/png',
      content: Buffer.from('<html><script>alert(1)</script></html>'),
    });
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json()).toMatchObject({
      response: ['The proof of payment must be a PNG, JPEG or PDF file.'],
    });

    const oversized = await bankDeposit(session, '150000', {
      name: 'big.png',
      type: 'image/png',
      content: pngFile(PROOF_MAX_BYTES + 1),
    });
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json()).toMatchObject({
      response: ['The proof of payment must be at most 5 MB.'],
    });

    const small = await bankDeposit(session, '5000', {
      name: 'ok.png',
      type: 'image/png',
      content: pngFile(),
    });
    expect(small.statusCode).toBe(400);
    expect(small.json()).toMatchObject({
      fields: { amount: ['The minimum deposit is ARS\u00a01,000.00.'] },
    });
    const fractional = await bankDeposit(
      session,
      '150000.5',
      { name: 'ok.png', type: 'image/png', content: pngFile() },
      { language: 'es_ES' },
    );
    expect(fractional.json()).toMatchObject({
      fields: { amount: ['El monto debe ser un número entero de centavos.'] },
    });
    // A form field the database could not store (a NUL character) is bad input too.
    const nul = await bankDeposit(session, '150000\u0000', {
      name: 'ok.png',
      type: 'image/png',
      content: pngFile(),
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ fields: { amount: ['The amount field is invalid.'] } });
    expect(await storedCounts()).toEqual(before);
  });

  it('reads the form amount as decimal digits only', async () => {
    const { session } = await fundedPlayer(0);
    const before = await storedCounts();
    const proof = { name: 'ok.png', type: 'image/png', content: pngFile() };
    for (const amount of ['0x30D40', '2e5', ' 200000 ', '+200000']) {
      const res = await bankDeposit(session, amount, proof);
      expect(res.statusCode, amount).toBe(400);
      expect(res.json(), amount).toMatchObject({
        fields: { amount: ['The amount must be a whole number of cents.'] },
      });
    }
    expect(await storedCounts()).toEqual(before);
    const res = await bankDeposit(session, '200000', proof);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ response: { amount: 200_000 } });
  });

  it('answers a truncated form or one without a boundary with a 400, in the language', async () => {
    const { session } = await fundedPlayer(0);
    const before = await storedCounts();
    const form = multipartForm(
      { method: 'bank_transfer', amount: '150000' },
      { name: 'ok.png', type: 'image/png', content: pngFile() },
    );
    const cases = [
      { payload: form.payload.subarray(0, form.payload.length - 40), headers: form.headers },
      { payload: form.payload, headers: { 'content-type': 'multipart/form-data' } },
    ];
    const texts = {
      en_US: 'The form data is malformed or incomplete.',
      es_ES: 'Los datos del formulario están mal formados o incompletos.',
      pt_BR: 'Os dados do formulário estão malformados ou incompletos.',
    };
    for (const [index, body] of cases.entries()) {
      for (const [language, text] of Object.entries(texts)) {
        const res = await walletCall(t.app, session, 'POST', WALLET_API.deposits, {
          ...body,
          language,
        });
        expect(res.statusCode, `case ${index} ${language}`).toBe(400);
        expect(res.json()).toEqual({ response: [text], code: 'BAD_REQUEST' });
      }
    }
    expect(await storedCounts()).toEqual(before);
  });

  it('answers a form with too many fields or files with a 413 that says so', async () => {
    const { session } = await fundedPlayer(0);
    const before = await storedCounts();
    const fields: Record<string, string> = { method: 'bank_transfer', amount: '150000' };
    for (let i = 0; i < 11; i += 1) fields[`extra${i}`] = 'x';
    const tooManyFields = multipartForm(fields);
    const fieldsRes = await walletCall(t.app, session, 'POST', WALLET_API.deposits, {
      ...tooManyFields,
      language: 'pt_BR',
    });
    expect(fieldsRes.statusCode).toBe(413);
    expect(fieldsRes.json()).toEqual({
      response: ['O formulário tem arquivos ou campos demais.'],
      code: 'PAYLOAD_TOO_LARGE',
    });

    // A second file after the proof.
    const boundary = 'tribuna-two-files';
    const filePart = (name: string) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; ` +
            `filename="${name}.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        pngFile(),
        Buffer.from('\r\n'),
      ]);
    const twoFiles = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="method"\r\n\r\nbank_transfer\r\n`,
      ),
      filePart('proof'),
      filePart('other'),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const filesRes = await walletCall(t.app, session, 'POST', WALLET_API.deposits, {
      payload: twoFiles,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(filesRes.statusCode).toBe(413);
    expect(filesRes.json()).toEqual({
      response: ['The form has too many files or fields.'],
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(await storedCounts()).toEqual(before);
  });

  it('takes a proof at the size limit; one pending at a time; the player cancels it', async () => {
    const { session } = await fundedPlayer(0);
    const res = await bankDeposit(session, '150000', {
      name: 'comprobante.pdf.png',
      type: 'application/octet-stream',
      content: pngFile(PROOF_MAX_BYTES),
    });
    expect(res.statusCode).toBe(201);
    const deposit = res.json<{ response: Deposit }>().response;
    expect(deposit).toMatchObject({
      method: 'bank_transfer',
      status: 'pending',
      amount: 150_000,
      currency: 'ARS',
      proof: { name: 'comprobante.pdf.png', type: 'image/png', size: PROOF_MAX_BYTES },
    });
    expect((await summary(session)).pending_deposit?.id).toBe(deposit.id);

    const second = await bankDeposit(session, '150000', {
      name: 'b.png',
      type: 'image/png',
      content: pngFile(),
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      response: ['You already have a pending deposit. Wait for it, or cancel it first.'],
    });

    const proof = await walletCall(
      t.app,
      session,
      'GET',
      `${WALLET_API.deposits}/${deposit.id}/proof`,
    );
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('image/png');
    expect(proof.headers['x-content-type-options']).toBe('nosniff');
    expect(proof.rawPayload.equals(pngFile(PROOF_MAX_BYTES))).toBe(true);

    const stranger = await registerPlayer(t.app, HOST);
    const peek = await walletCall(
      t.app,
      stranger,
      'GET',
      `${WALLET_API.deposits}/${deposit.id}/proof`,
    );
    expect(peek.statusCode).toBe(404);
    const theirCancel = await walletCall(
      t.app,
      stranger,
      'POST',
      `${WALLET_API.deposits}/${deposit.id}/cancel`,
    );
    expect(theirCancel.statusCode).toBe(404);

    const cancel = await walletCall(
      t.app,
      session,
      'POST',
      `${WALLET_API.deposits}/${deposit.id}/cancel`,
    );
    expect(cancel.json()).toMatchObject({ response: { id: deposit.id, status: 'cancelled' } });
    expect((await summary(session)).pending_deposit).toBeNull();
    const late = await office(
      cashier,
      'POST',
      `${OFFICE_PAYMENTS_API.deposits}/${deposit.id}/approve`,
    );
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ response: ['This payment is no longer pending.'] });
  });

  it('is approved by the cashier once, whatever the retries, and heard live', async () => {
    const { session, id } = await fundedPlayer(0);
    const heard: { type: string; data: unknown }[] = [];
    const off = t.infra.bus.subscribe(playerTopic(id), (message) => heard.push(message));
    await off.ready;
    const res = await bankDeposit(session, '250000', {
      name: 'scan.pdf',
      type: 'application/pdf',
      content: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'),
    });
    const deposit = res.json<{ response: Deposit }>().response;
    expect(deposit.proof?.type).toBe('application/pdf');

    const listed = await office(cashier, 'GET', `${OFFICE_PAYMENTS_API.deposits}?status=pending`);
    expect(listed.json<{ response: { items: OfficeDeposit[] } }>().response.items).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: deposit.id })]),
    );
    const officeProof = await office(
      cashier,
      'GET',
      `${OFFICE_PAYMENTS_API.deposits}/${deposit.id}/proof`,
    );
    expect(officeProof.headers['content-type']).toBe('application/pdf');

    const key = newKey();
    const url = `${OFFICE_PAYMENTS_API.deposits}/${deposit.id}/approve`;
    const approved = await office(cashier, 'POST', url, { key });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      response: { id: deposit.id, status: 'processed', decided_by: 'cashier', player: { id } },
    });
    const replay = await office(cashier, 'POST', url, { key });
    expect(replay.json()).toEqual(approved.json());
    expect((await summary(session)).balance).toEqual({ cash: 250_000, bonus: 0, withheld: 0 });

    const reused = await office(
      cashier,
      'POST',
      `${OFFICE_PAYMENTS_API.deposits}/${deposit.id}/reject`,
      {
        key,
        payload: { reason: 'No' },
      },
    );
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({
      response: ['This Idempotency-Key was already used for a different request.'],
    });

    off();
    // The wallet tells each change of the deposit after the balance. Other modules hear the
    // deposit after their own commits, so their events may or may not arrive before `off()`:
    // the inbox's message, and the bonus's wagering consumer telling the balance again.
    // Their own tests own those events.
    const told = heard.filter((m) => m.type !== 'inbox.changed');
    const changes = told.flatMap((m, at) => (m.type === 'deposit.changed' ? [at] : []));
    expect(changes.map((at) => (told[at]?.data as Deposit).status)).toEqual([
      'pending',
      'processed',
    ]);
    for (const at of changes) expect(told[at - 1]?.type).toBe('balance.changed');
    const balances = told.filter((m) => m.type === 'balance.changed').map((m) => m.data);
    expect(balances[0]).toEqual({ cash: 0, bonus: 0, withheld: 0 });
    expect(balances.slice(1)).toEqual(
      balances.slice(1).map(() => ({ cash: 250_000, bonus: 0, withheld: 0 })),
    );
    expect(told).toHaveLength(balances.length + 2);

    const transactions = await walletCall(
      t.app,
      session,
      'GET',
      `${WALLET_API.transactions}?type=deposit`,
    );
    expect(transactions.json()).toMatchObject({
      response: {
        total: 1,
        items: [
          {
            type: 'deposit',
            account: 'cash',
            amount: 250_000,
            balance_after: 250_000,
            reference: deposit.id,
          },
        ],
      },
    });
  });

  it('is rejected with a reason, and the audit log names who and why', async () => {
    const { session } = await fundedPlayer(0);
    const res = await bankDeposit(session, '150000', {
      name: 'a.jpg',
      type: 'image/jpeg',
      content: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]),
    });
    const deposit = res.json<{ response: Deposit }>().response;
    const missingReason = await office(
      cashier,
      'POST',
      `${OFFICE_PAYMENTS_API.deposits}/${deposit.id}/reject`,
      {
        payload: { reason: '' },
      },
    );
    expect(missingReason.json()).toMatchObject({ fields: { reason: ['Please give a reason.'] } });
    const rejected = await office(
      cashier,
      'POST',
      `${OFFICE_PAYMENTS_API.deposits}/${deposit.id}/reject`,
      {
        payload: { reason: 'The transfer never arrived' },
      },
    );
    expect(rejected.json()).toMatchObject({
      response: { status: 'rejected', reason: 'The transfer never arrived' },
    });
    expect((await summary(session)).balance.cash).toBe(0);
    const audit = await office(admin, 'GET', '/api/office/audit?action=deposit.reject');
    expect(audit.statusCode).toBe(200);
    expect(JSON.stringify(audit.json())).toContain(deposit.id);
  });
});

describe('crypto deposits', () => {
  it("copies the brand's address and rate and computes the amount exactly", async () => {
    const { session } = await fundedPlayer(0);
    const res = await walletCall(t.app, session, 'POST', WALLET_API.deposits, {
      payload: { method: 'crypto', network: 'TRC20', amount_coin: '25.123456' },
    });
    expect(res.statusCode).toBe(201);
    // 25.123456 USDT x 1180.50 ARS = 29658.239808 ARS -> 2965823 cents, rounded down.
    expect(res.json()).toMatchObject({
      response: {
        method: 'crypto',
        amount: 2_965_823,
        crypto: {
          network: 'TRC20',
          coin: 'USDT',
          rate: '1180.50',
          amount_coin: '25.123456',
          tx_hash: null,
        },
      },
    });
    const btc = await walletCall(t.app, session, 'POST', WALLET_API.deposits, {
      payload: { method: 'crypto', network: 'BTC', amount_coin: '1' },
    });
    expect(btc.statusCode).toBe(409);
    expect(btc.json()).toMatchObject({ response: ['This payment method is not available.'] });
    const zero = await walletCall(t.app, session, 'POST', WALLET_API.deposits, {
      payload: { method: 'crypto', network: 'TRC20', amount_coin: '0.000' },
    });
    expect(zero.json()).toMatchObject({
      fields: { amount_coin: ['The amount must be greater than 0'] },
    });
    // A field is named as people name it, in the caller's language, never by its key.
    const unknown = await walletCall(t.app, session, 'POST', WALLET_API.deposits, {
      payload: { method: 'crypto', network: 'SOLANA', amount_coin: '1' },
      language: 'es_ES',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ fields: { network: ['El campo red no es válido.'] } });
  });
});

describe('withdrawals', () => {
  it('holds at request; cancel, pay and reject move the hold; replays move nothing', async () => {
    const { session } = await fundedPlayer(1_000_000);
    const key = newKey();
    const first = await walletCall(t.app, session, 'POST', WALLET_API.withdrawals, {
      key,
      payload: bankWithdrawal,
    });
    expect(first.statusCode).toBe(201);
    const replay = await walletCall(t.app, session, 'POST', WALLET_API.withdrawals, {
      key,
      payload: bankWithdrawal,
    });
    expect(replay.json()).toEqual(first.json());
    expect((await summary(session)).balance).toEqual({
      cash: 700_000,
      bonus: 0,
      withheld: 300_000,
    });
    const reused = await walletCall(t.app, session, 'POST', WALLET_API.withdrawals, {
      key,
      payload: { ...bankWithdrawal, amount: 400_000 },
    });
    expect(reused.statusCode).toBe(409);

    const a = first.json<{ response: Withdrawal }>().response;
    expect(a.bank).toMatchObject({ cvu: bankWithdrawal.cvu, alias: 'ana.souza' });
    const cancelled = await walletCall(
      t.app,
      session,
      'POST',
      `${WALLET_API.withdrawals}/${a.id}/cancel`,
    );
    expect(cancelled.json()).toMatchObject({ response: { status: 'cancelled' } });
    expect((await summary(session)).balance).toEqual({ cash: 1_000_000, bonus: 0, withheld: 0 });

    const b = (
      await walletCall(t.app, session, 'POST', WALLET_API.withdrawals, { payload: bankWithdrawal })
    ).json<{ response: Withdrawal }>().response;
    const paid = await office(cashier, 'POST', `${OFFICE_PAYMENTS_API.withdrawals}/${b.id}/pay`);
    expect(paid.json()).toMatchObject({ response: { status: 'paid', decided_by: 'cashier' } });
    expect((await summary(session)).balance).toEqual({ cash: 700_000, bonus: 0, withheld: 0 });
    const cancelPaid = await walletCall(
      t.app,
      session,
      'POST',
      `${WALLET_API.withdrawals}/${b.id}/cancel`,
    );
    expect(cancelPaid.statusCode).toBe(409);

    const c = (
      await walletCall(t.app, session, 'POST', WALLET_API.withdrawals, {
        payload: {
          method: 'crypto',
          amount: 354_150,
          wallet_address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
          network: 'TRC20',
        },
      })
    ).json<{ response: Withdrawal }>().response;
    // 3541.50 ARS / 1180.50 ARS per USDT = 3 USDT exactly.
    expect(c.crypto).toMatchObject({ coin: 'USDT', rate: '1180.50', amount_coin: '3.000000' });
    const rejected = await office(
      cashier,
      'POST',
      `${OFFICE_PAYMENTS_API.withdrawals}/${c.id}/reject`,
      {
        payload: { reason: '=HYPERLINK("http://evil")' },
      },
    );
    expect(rejected.json()).toMatchObject({ response: { status: 'rejected' } });
    expect((await summary(session)).balance).toEqual({ cash: 700_000, bonus: 0, withheld: 0 });

    const payments = await walletCall(
      t.app,
      session,
      'GET',
      `${WALLET_API.payments}?kind=withdrawal`,
    );
    expect(payments.json()).toMatchObject({ response: { total: 3, has_more: false } });
    const moves = await walletCall(t.app, session, 'GET', `${WALLET_API.transactions}?limit=100`);
    const types = moves
      .json<{ response: { items: { type: string }[] } }>()
      .response.items.map((i) => i.type);
    expect(types.filter((type) => type === 'withdrawal_hold')).toHaveLength(6);
    expect(types.filter((type) => type === 'withdrawal')).toHaveLength(1);

    const csv = await office(
      cashier,
      'GET',
      `${OFFICE_PAYMENTS_API.withdrawals}.csv?status=rejected`,
    );
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      '"id","created_at","player","method","status","amount","currency","decided_at","decided_by","reason","destination"',
    );
    const row = lines.find((line) => line.includes(c.id));
    expect(row).toContain('"3541.50","ARS"');
    expect(row).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  it('lets 100 requests at once hold exactly as many as the balance allows', async () => {
    const { session } = await fundedPlayer(2_000_000);
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        walletCall(t.app, session, 'POST', WALLET_API.withdrawals, {
          payload: { ...bankWithdrawal, amount: 300_000 },
        }),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 201);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(ok).toHaveLength(6);
    expect(refused).toHaveLength(94);
    for (const res of refused) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ response: ['Insufficient balance.'] });
    }
    expect((await summary(session)).balance).toEqual({
      cash: 200_000,
      bonus: 0,
      withheld: 1_800_000,
    });
  });
});

describe('requests at once', () => {
  it('moves once for one key sent five times at once, and answers all five the same', async () => {
    const { session } = await fundedPlayer(1_000_000);
    const key = newKey();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        walletCall(t.app, session, 'POST', WALLET_API.withdrawals, {
          key,
          payload: bankWithdrawal,
        }),
      ),
    );
    const first = results[0]?.json<{ response: Withdrawal }>();
    for (const res of results) {
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual(first);
    }
    expect((await summary(session)).balance).toEqual({
      cash: 700_000,
      bonus: 0,
      withheld: 300_000,
    });
  });

  it('mixes requests, cancels, payments and rejections at once without deadlock or drift', async () => {
    const { session } = await fundedPlayer(3_000_000);
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await walletCall(t.app, session, 'POST', WALLET_API.withdrawals, {
        payload: bankWithdrawal,
      });
      ids.push(res.json<{ response: Withdrawal }>().response.id);
    }
    const [a, b, c] = ids;
    const results = await Promise.all([
      walletCall(t.app, session, 'POST', `${WALLET_API.withdrawals}/${a}/cancel`),
      office(cashier, 'POST', `${OFFICE_PAYMENTS_API.withdrawals}/${b}/pay`),
      office(cashier, 'POST', `${OFFICE_PAYMENTS_API.withdrawals}/${c}/reject`, {
        payload: { reason: 'Wrong account' },
      }),
      ...Array.from({ length: 6 }, () =>
        walletCall(t.app, session, 'POST', WALLET_API.withdrawals, { payload: bankWithdrawal }),
      ),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 201, 201, 201, 201, 201, 201]);
    // 3,000,000 - paid 300,000 - six new holds of 300,000.
    expect((await summary(session)).balance).toEqual({
      cash: 900_000,
      bonus: 0,
      withheld: 1_800_000,
    });
  });

  it('keeps one pending deposit when five are asked at once', async () => {
    const { session } = await fundedPlayer(0);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        walletCall(t.app, session, 'POST', WALLET_API.deposits, {
          payload: { method: 'crypto', network: 'TRC20', amount_coin: '10' },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
  });
});

describe('the payments desk', () => {
  it('filters by player, status and date with totals over every match', async () => {
    const { session } = await fundedPlayer(2_000_000);
    const username = (
      await walletCall(t.app, session, 'POST', '/api/auth/user', { key: null })
    ).json<{ user: { username: string } }>().user.username;
    for (const amount of [300_000, 400_000]) {
      await walletCall(t.app, session, 'POST', WALLET_API.withdrawals, {
        payload: { ...bankWithdrawal, amount },
      });
    }
    const res = await office(
      cashier,
      'GET',
      `${OFFICE_PAYMENTS_API.withdrawals}?q=${username}&status=pending&limit=1`,
    );
    expect(res.json()).toMatchObject({
      response: { has_more: true, totals: { count: 2, amount: 700_000 } },
    });
    const items = res.json<{ response: { items: OfficeWithdrawal[] } }>().response.items;
    expect(items[0]?.player.username).toBe(username);
    const future = await office(
      cashier,
      'GET',
      `${OFFICE_PAYMENTS_API.withdrawals}?q=${username}&from=2999-01-01`,
    );
    expect(future.json()).toMatchObject({
      response: { items: [], totals: { count: 0, amount: 0 } },
    });
    const nobody = await office(cashier, 'GET', `${OFFICE_PAYMENTS_API.deposits}?q=nobody-at-all`);
    expect(nobody.json()).toMatchObject({ response: { items: [], totals: { count: 0 } } });
  });

  it('keeps scopes: support cannot, cashier cannot adjust, debits stop at zero', async () => {
    const support = await officeLogin(t.app, HOST, 'support', 'support1234');
    const denied = await office(support, 'GET', OFFICE_PAYMENTS_API.deposits);
    expect(denied.statusCode).toBe(403);
    const { id } = await fundedPlayer(10_000);
    const byCashier = await office(cashier, 'POST', OFFICE_PAYMENTS_API.adjustments, {
      payload: { player_id: id, account: 'cash', amount: 100, reason: 'x' },
    });
    expect(byCashier.statusCode).toBe(403);
    const overdraw = await office(admin, 'POST', OFFICE_PAYMENTS_API.adjustments, {
      payload: { player_id: id, account: 'cash', amount: -10_001, reason: 'Too much' },
    });
    expect(overdraw.statusCode).toBe(409);
    expect(overdraw.json()).toMatchObject({ response: ['Insufficient balance.'] });
    const zero = await office(admin, 'POST', OFFICE_PAYMENTS_API.adjustments, {
      payload: { player_id: id, account: 'cash', amount: 0, reason: 'x' },
    });
    expect(zero.json()).toMatchObject({ fields: { amount: ['The amount cannot be 0.'] } });
    const debit = await office(admin, 'POST', OFFICE_PAYMENTS_API.adjustments, {
      payload: { player_id: id, account: 'cash', amount: -4_000, reason: 'Correction' },
    });
    expect(debit.json<{ response: OfficePlayerWallet }>().response).toMatchObject({
      balance: { cash: 6_000 },
      transactions: [{ type: 'adjustment', amount: -4_000, description: 'Correction' }, {}],
    });
    const wallet = await office(cashier, 'GET', `${OFFICE_PAYMENTS_API.players}/${id}/wallet`);
    expect(wallet.json()).toMatchObject({ response: { player_id: id, balance: { cash: 6_000 } } });
  });

  it('edits payment methods, audited, and refuses a bad CVU', async () => {
    const current = await office(cashier, 'GET', OFFICE_PAYMENTS_API.methods);
    const methods = current.json<{ response: { bank_transfer: object; crypto: object[] } }>()
      .response;
    const bad = await office(cashier, 'PUT', OFFICE_PAYMENTS_API.methods, {
      payload: { ...methods, bank_transfer: { ...methods.bank_transfer, cvu: '123' } },
    });
    expect(bad.json()).toMatchObject({
      fields: { 'bank_transfer.cvu': ['The CVU must have 22 digits.'] },
    });
    const saved = await office(cashier, 'PUT', OFFICE_PAYMENTS_API.methods, { payload: methods });
    expect(saved.json()).toEqual(current.json());
  });
});

describe('tenant isolation', () => {
  it("keeps each brand's payments to its own staff and players", async () => {
    const { session } = await fundedPlayer(0);
    const deposit = (
      await bankDeposit(session, '150000', { name: 'a.png', type: 'image/png', content: pngFile() })
    ).json<{ response: Deposit }>().response;
    const luckyCashier = await officeLogin(t.app, LUCKY, 'cashier', 'cashier1234');
    const approve = await office(
      luckyCashier,
      'POST',
      `${OFFICE_PAYMENTS_API.deposits}/${deposit.id}/approve`,
    );
    expect(approve.statusCode).toBe(404);
    const proof = await office(
      luckyCashier,
      'GET',
      `${OFFICE_PAYMENTS_API.deposits}/${deposit.id}/proof`,
    );
    expect(proof.statusCode).toBe(404);
    const list = await office(luckyCashier, 'GET', OFFICE_PAYMENTS_API.deposits);
    expect(JSON.stringify(list.json())).not.toContain(deposit.id);
    // Tribuna's cashier token is worth nothing on Lucky Star's host.
    const crossHost = await office(
      { ...cashier, host: LUCKY },
      'GET',
      OFFICE_PAYMENTS_API.deposits,
    );
    expect(crossHost.statusCode).toBe(401);

    const luckyPlayer = await registerPlayer(t.app, LUCKY);
    const cancel = await walletCall(
      t.app,
      luckyPlayer,
      'POST',
      `${WALLET_API.deposits}/${deposit.id}/cancel`,
    );
    expect(cancel.statusCode).toBe(404);
    expect((await summary(luckyPlayer)).currency).toBe('USD');
  });
});
