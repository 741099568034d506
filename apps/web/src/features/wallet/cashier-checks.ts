import type { Language } from '@tribuna/contracts/languages';
import { translate } from '@tribuna/contracts/messages';
import {
  bankDepositFieldsSchema,
  cryptoDepositRequestSchema,
  PROOF_MAX_BYTES,
  PROOF_TYPES,
  withdrawalRequestSchema,
  type CryptoDepositRequest,
  type CryptoMethod,
  type WalletSummary,
  type WithdrawalRequest,
} from '@tribuna/contracts/wallet';
import { fieldErrorsOf, type FieldErrors } from '../../lib/form-errors';
import type { DepositRequest } from './api/create-deposit';
import {
  amountToReceive,
  coinAmountText,
  COIN_AMOUNT_DECIMALS,
  readCoinAmount,
} from './crypto-amounts';
import { amountProblemText } from '../../lib/money';
import { formatMoney } from '@tribuna/contracts/money';
import { parseTypedAmount } from '@tribuna/contracts/typed-amount';

// The cashier checks with the contract's own schemas (the API's), so the browser says
// what the server would, in the page's language, before anything is sent. The server
// checks everything again: these only spare the player a round trip.

export type Checked<T> = { ok: true; request: T } | { ok: false; fields: FieldErrors };

type Brand = Pick<WalletSummary, 'currency' | 'decimals' | 'limits' | 'balance'>;

function add(fields: FieldErrors, name: string, text: string): void {
  const list = (fields[name] ??= []);
  if (!list.includes(text)) list.push(text);
}

function money(brand: Brand, minor: number | bigint, language: Language): string {
  return formatMoney(minor, brand.currency, brand.decimals, language);
}

export interface BankDepositInput {
  amount: string;
  proof: File | null;
}

export function checkBankDeposit(
  input: BankDepositInput,
  brand: Brand,
  language: Language,
): Checked<DepositRequest> {
  const fields: FieldErrors = {};
  const amount = parseTypedAmount(input.amount, brand.decimals, language);
  if (!amount.ok) {
    add(fields, 'amount', amountProblemText(amount.problem, brand.decimals, language));
  } else {
    const parsed = bankDepositFieldsSchema.safeParse({
      method: 'bank_transfer',
      amount: amount.minor,
    });
    if (!parsed.success) Object.assign(fields, fieldErrorsOf(parsed.error, language));
    else if (amount.minor < brand.limits.min_deposit) {
      const minimum = money(brand, brand.limits.min_deposit, language);
      add(fields, 'amount', translate('wallet.below_min_deposit', language, { minimum }));
    }
  }
  const proof = input.proof;
  if (!proof) add(fields, 'proof', translate('wallet.proof_required', language));
  else if (proof.size > PROOF_MAX_BYTES) {
    add(fields, 'proof', translate('wallet.proof_too_large', language));
  } else if (proof.type && !(PROOF_TYPES as readonly string[]).includes(proof.type)) {
    // The declared type only catches the obvious; the server reads the content.
    add(fields, 'proof', translate('wallet.proof_type', language));
  }
  if (Object.keys(fields).length > 0 || !amount.ok || !proof) return { ok: false, fields };
  return { ok: true, request: { method: 'bank_transfer', amount: amount.minor, proof } };
}

export interface CryptoDepositInput {
  network: string;
  amountCoin: string;
  txHash: string;
}

/** The first coin amount, in units of 10^-8, that the API's 15 whole digits cannot hold. */
const COIN_AMOUNT_LIMIT = 10n ** BigInt(15 + COIN_AMOUNT_DECIMALS);

export function checkCryptoDeposit(
  input: CryptoDepositInput,
  method: CryptoMethod | undefined,
  brand: Brand,
  language: Language,
): Checked<CryptoDepositRequest> {
  // Typed in the player's format, sent in the API's ("25,5" -> "25.5").
  const coin = readCoinAmount(input.amountCoin, language);
  const parsed = cryptoDepositRequestSchema.safeParse({
    method: 'crypto',
    network: input.network,
    amount_coin: coinAmountText(input.amountCoin, language) ?? '',
    ...(input.txHash.trim() ? { tx_hash: input.txHash } : {}),
  });
  if (!coin.ok || !parsed.success) {
    const fields = parsed.success ? {} : fieldErrorsOf(parsed.error, language);
    // An empty amount reads better as the spec's own message.
    if (!coin.ok) {
      fields.amount_coin = [
        coin.problem === 'empty'
          ? translate('wallet.amount_positive', language)
          : amountProblemText('wallet.amount_format', COIN_AMOUNT_DECIMALS, language),
      ];
    } else if (coin.units >= COIN_AMOUNT_LIMIT) {
      // Well typed, but past the API's 15 whole digits: not a format problem.
      fields.amount_coin = [translate('wallet.amount_too_large', language)];
    }
    return { ok: false, fields };
  }
  if (!method) {
    return { ok: false, fields: { network: [translate('wallet.method_unavailable', language)] } };
  }
  const receive = amountToReceive(parsed.data.amount_coin, method.rate, brand.decimals) ?? 0n;
  if (receive < BigInt(brand.limits.min_deposit)) {
    const minimum = money(brand, brand.limits.min_deposit, language);
    return {
      ok: false,
      fields: { amount_coin: [translate('wallet.below_min_deposit', language, { minimum })] },
    };
  }
  return { ok: true, request: parsed.data };
}

export interface WithdrawalInput {
  method: 'bank' | 'crypto';
  amount: string;
  name: string;
  dni: string;
  cuil: string;
  cvu: string;
  alias: string;
  bank_code: string;
  account: string;
  account_type: string;
  payment_type: string;
  wallet_address: string;
  network: string;
}

export const EMPTY_WITHDRAWAL: WithdrawalInput = {
  method: 'bank',
  amount: '',
  name: '',
  dni: '',
  cuil: '',
  cvu: '',
  alias: '',
  bank_code: '',
  account: '',
  account_type: '',
  payment_type: '',
  wallet_address: '',
  network: '',
};

/** Blank choices are left out, so the schema says "... is required" for them. */
function optional(value: string): string | undefined {
  return value.trim() === '' ? undefined : value;
}

export function checkWithdrawal(
  input: WithdrawalInput,
  brand: Brand,
  language: Language,
): Checked<WithdrawalRequest> {
  const amount = parseTypedAmount(input.amount, brand.decimals, language);
  // A malformed amount is said once, as its own problem, not also as "greater than 0".
  const minor = amount.ok ? amount.minor : 1;
  const body =
    input.method === 'bank'
      ? {
          method: 'bank',
          amount: minor,
          name: input.name,
          dni: input.dni,
          cuil: input.cuil,
          cvu: input.cvu,
          alias: optional(input.alias),
          bank_code: input.bank_code,
          account: input.account,
          account_type: optional(input.account_type),
          payment_type: optional(input.payment_type),
        }
      : {
          method: 'crypto',
          amount: minor,
          wallet_address: input.wallet_address,
          network: optional(input.network),
        };
  const parsed = withdrawalRequestSchema.safeParse(body);
  const fields = parsed.success ? {} : fieldErrorsOf(parsed.error, language);
  if (!amount.ok) {
    fields.amount = [amountProblemText(amount.problem, brand.decimals, language)];
  } else if (!fields.amount) {
    const { limits } = brand;
    const left = Math.max(0, limits.max_daily_withdrawal - limits.withdrawn_today);
    if (amount.minor < limits.min_withdrawal) {
      const minimum = money(brand, limits.min_withdrawal, language);
      add(fields, 'amount', translate('wallet.below_min_withdrawal', language, { minimum }));
    } else if (amount.minor > left) {
      add(
        fields,
        'amount',
        translate('wallet.above_daily_withdrawal', language, {
          maximum: money(brand, limits.max_daily_withdrawal, language),
          left: money(brand, left, language),
        }),
      );
    } else if (amount.minor > brand.balance.cash) {
      add(fields, 'amount', translate('wallet.insufficient_funds', language));
    }
  }
  if (!parsed.success || Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, request: parsed.data };
}
