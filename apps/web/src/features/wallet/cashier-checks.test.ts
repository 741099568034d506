import { describe, expect, it } from 'vitest';
import { PROOF_MAX_BYTES } from '@tribuna/contracts/wallet';
import {
  checkBankDeposit,
  checkCryptoDeposit,
  checkWithdrawal,
  EMPTY_WITHDRAWAL,
  type WithdrawalInput,
} from './cashier-checks';
import { walletSummary } from './test-wallet-summary';

const summary = walletSummary();

/** Intl puts a no-break space between "ARS" and the number; the tests write a plain one. */
function plain<T>(value: T): T {
  return JSON.parse(JSON.stringify(value).replace(/\u00a0|\u202f/g, ' ')) as T;
}
const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'proof.png', {
  type: 'image/png',
});
const goodBank: WithdrawalInput = {
  ...EMPTY_WITHDRAWAL,
  amount: '1000.50',
  name: 'Ana Pérez',
  dni: '30123456',
  cuil: '27-30123456-4',
  cvu: '0000003100010000000001',
  bank_code: '007',
  account: '123-456789/0',
  account_type: 'savings',
  payment_type: 'cvu',
};

describe('checkWithdrawal', () => {
  it("says the spec's messages verbatim under their fields", () => {
    const result = checkWithdrawal(EMPTY_WITHDRAWAL, summary, 'en_US');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fields).toEqual({
      amount: ['The amount must be greater than 0'],
      name: ['The name is required'],
      dni: ['The DNI is required'],
      cuil: ['The Cuil is required'],
      cvu: ['The CVU is required'],
      bank_code: ['The bank code is required'],
      account: ['The account is required'],
      account_type: ['The account type is required'],
      payment_type: ['The payment type is required'],
    });
  });

  it('asks a crypto withdrawal for the wallet address', () => {
    const result = checkWithdrawal(
      { ...EMPTY_WITHDRAWAL, method: 'crypto', amount: '0', network: 'TRC20' },
      summary,
      'en_US',
    );
    expect(result.ok ? null : result.fields).toEqual({
      amount: ['The amount must be greater than 0'],
      wallet_address: ['The wallet address is required'],
    });
  });

  it("speaks the page's language", () => {
    const result = checkWithdrawal({ ...goodBank, amount: '1000,50', dni: '' }, summary, 'es_ES');
    expect(result.ok ? null : result.fields).toEqual({ dni: ['El DNI es obligatorio'] });
  });

  it('sends exact minor units and leaves a blank alias out', () => {
    const result = checkWithdrawal(goodBank, summary, 'en_US');
    expect(result.ok ? result.request : result.fields).toEqual({
      method: 'bank',
      amount: 100_050,
      name: 'Ana Pérez',
      dni: '30123456',
      cuil: '27-30123456-4',
      cvu: '0000003100010000000001',
      bank_code: '007',
      account: '123-456789/0',
      account_type: 'savings',
      payment_type: 'cvu',
    });
  });

  it('says a malformed amount once, as what is wrong with it', () => {
    const result = checkWithdrawal({ ...goodBank, amount: '1.000,50' }, summary, 'en_US');
    expect(result.ok ? null : result.fields).toEqual({
      amount: ['Enter the amount in this format: 1,500.50.'],
    });
  });

  it("reads the amount in the player's format", () => {
    const result = checkWithdrawal({ ...goodBank, amount: '1.000,50' }, summary, 'es_ES');
    expect(result.ok && result.request.amount).toBe(100_050);
    const english = checkWithdrawal({ ...goodBank, amount: '1,000.50' }, summary, 'en_US');
    expect(english.ok && english.request.amount).toBe(100_050);
    const wrong = checkWithdrawal({ ...goodBank, amount: '1000.50' }, summary, 'pt_BR');
    expect(wrong.ok ? null : wrong.fields).toEqual({
      amount: ['Digite o valor neste formato: 1.500,50.'],
    });
  });

  it('checks the minimum, the daily limit and the balance before sending', () => {
    const below = checkWithdrawal({ ...goodBank, amount: '499.99' }, summary, 'en_US');
    expect(plain(below.ok ? null : below.fields.amount)).toEqual([
      'The minimum withdrawal is ARS 500.00.',
    ]);
    const tight = walletSummary({
      limits: { ...summary.limits, max_daily_withdrawal: 200_000, withdrawn_today: 150_000 },
    });
    const daily = checkWithdrawal({ ...goodBank, amount: '600' }, tight, 'en_US');
    expect(plain(daily.ok ? null : daily.fields.amount)).toEqual([
      'You can withdraw up to ARS 2,000.00 a day; ARS 500.00 is left for today.',
    ]);
    const poor = checkWithdrawal({ ...goodBank, amount: '5000.01' }, summary, 'en_US');
    expect(poor.ok ? null : poor.fields.amount).toEqual(['Insufficient balance.']);
    expect(checkWithdrawal({ ...goodBank, amount: '5000' }, summary, 'en_US').ok).toBe(true);
  });
});

describe('checkBankDeposit', () => {
  it('needs an amount and the proof', () => {
    const result = checkBankDeposit({ amount: '', proof: null }, summary, 'en_US');
    expect(result.ok ? null : result.fields).toEqual({
      amount: ['The amount must be greater than 0'],
      proof: ['Attach the proof of payment.'],
    });
  });

  it('refuses less than the minimum deposit, formatted in the brand currency', () => {
    const result = checkBankDeposit({ amount: '999.99', proof: png }, summary, 'en_US');
    expect(plain(result.ok ? null : result.fields)).toEqual({
      amount: ['The minimum deposit is ARS 1,000.00.'],
    });
  });

  it('refuses a proof over 5 MB or of another declared type', () => {
    const big = new File([new Uint8Array(PROOF_MAX_BYTES + 1)], 'big.png', { type: 'image/png' });
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    for (const [proof, words] of [
      [big, 'The proof of payment must be at most 5 MB.'],
      [text, 'The proof of payment must be a PNG, JPEG or PDF file.'],
    ] as const) {
      const result = checkBankDeposit({ amount: '1500', proof }, summary, 'en_US');
      expect(result.ok ? null : result.fields).toEqual({ proof: [words] });
    }
  });

  it('answers the request in minor units', () => {
    const result = checkBankDeposit({ amount: '1500.50', proof: png }, summary, 'en_US');
    expect(result.ok && result.request).toEqual({
      method: 'bank_transfer',
      amount: 150_050,
      proof: png,
    });
  });

  it('reads "1.500,50" in es_ES and refuses "1.50", showing the format', () => {
    const result = checkBankDeposit({ amount: '1.500,50', proof: png }, summary, 'es_ES');
    expect(result.ok && result.request).toEqual({
      method: 'bank_transfer',
      amount: 150_050,
      proof: png,
    });
    const wrong = checkBankDeposit({ amount: '1.50', proof: png }, summary, 'es_ES');
    expect(wrong.ok ? null : wrong.fields).toEqual({
      amount: ['Escribe el monto en este formato: 1.500,50.'],
    });
  });
});

describe('checkCryptoDeposit', () => {
  const trc20 = summary.methods.crypto[0];

  it('needs an amount in coin, positive', () => {
    for (const amountCoin of ['', '0', '0.000']) {
      const result = checkCryptoDeposit(
        { network: 'TRC20', amountCoin, txHash: '' },
        trc20,
        summary,
        'en_US',
      );
      expect(result.ok ? null : result.fields, amountCoin).toEqual({
        amount_coin: ['The amount must be greater than 0'],
      });
    }
  });

  it('refuses what would credit less than the minimum deposit', () => {
    // 0.84 USDT * 1180.50 = 991.62 ARS < 1000.
    const result = checkCryptoDeposit(
      { network: 'TRC20', amountCoin: '0.84', txHash: '' },
      trc20,
      summary,
      'en_US',
    );
    expect(plain(result.ok ? null : result.fields)).toEqual({
      amount_coin: ['The minimum deposit is ARS 1,000.00.'],
    });
  });

  it('sends the coin amount as the exact text typed', () => {
    const result = checkCryptoDeposit(
      { network: 'TRC20', amountCoin: '25.000001', txHash: ' ' },
      trc20,
      summary,
      'en_US',
    );
    expect(result.ok && result.request).toEqual({
      method: 'crypto',
      network: 'TRC20',
      amount_coin: '25.000001',
    });
  });

  it("reads the coin amount in the player's format, and sends the API's", () => {
    const result = checkCryptoDeposit(
      { network: 'TRC20', amountCoin: '25,500000', txHash: '' },
      trc20,
      summary,
      'es_ES',
    );
    expect(result.ok && result.request.amount_coin).toBe('25.5');
    // A thousand or one and a half? Coins have more than two decimals: not guessed.
    const unclear = checkCryptoDeposit(
      { network: 'TRC20', amountCoin: '1.500', txHash: '' },
      trc20,
      summary,
      'es_ES',
    );
    expect(unclear.ok ? null : unclear.fields).toEqual({
      amount_coin: ['Escribe el monto en este formato: 1.500,50.'],
    });
    const huge = checkCryptoDeposit(
      { network: 'TRC20', amountCoin: '1.000.000.000.000.000', txHash: '' },
      trc20,
      summary,
      'es_ES',
    );
    expect(huge.ok ? null : huge.fields).toEqual({
      amount_coin: ['El monto es demasiado grande.'],
    });
  });
});
