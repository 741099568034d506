import { z } from 'zod';
import { envelope } from './envelope';
import { currencySchema } from './currencies';
import { requiredText } from './validation';
import { MAX_AMOUNT } from './money';

/**
 * The wallet: a player's money, deposits, withdrawals and movements, and the office's
 * payments desk. Amounts are integers in minor units of the brand's currency (cents
 * for ARS, BRL, USD; units for CLP). Crypto amounts and rates are decimal strings, so
 * no float ever touches money.
 *
 * Player calls (Bearer player token; the money-moving ones need `Idempotency-Key`):
 *   GET  /api/wallet                          -> walletSummaryResponse
 *   POST /api/wallet/deposits                 multipart (bank transfer: method, amount, proof)
 *                                             or JSON cryptoDepositRequest -> depositResponse
 *   POST /api/wallet/deposits/:id/cancel      -> depositResponse
 *   GET  /api/wallet/deposits/:id/proof       -> the proof file (the player's own)
 *   POST /api/wallet/withdrawals              withdrawalRequest -> withdrawalResponse
 *   POST /api/wallet/withdrawals/:id/cancel   -> withdrawalResponse
 *   GET  /api/wallet/payments                 paymentsQuery -> paymentsResponse
 *   GET  /api/wallet/transactions             transactionsQuery -> transactionsResponse
 *
 * Office calls (Bearer staff token, scope `payments`; adjustments need `admin`):
 *   GET  /api/office/payments/methods         -> paymentMethodsResponse
 *   PUT  /api/office/payments/methods         paymentMethods -> paymentMethodsResponse
 *   GET  /api/office/payments/deposits        officePaymentsQuery -> officeDepositsResponse
 *   GET  /api/office/payments/deposits.csv    officePaymentsQuery -> text/csv
 *   GET  /api/office/payments/deposits/:id/proof -> the proof file
 *   POST /api/office/payments/deposits/:id/approve  -> officeDepositResponse
 *   POST /api/office/payments/deposits/:id/reject   officeRejectRequest -> officeDepositResponse
 *   GET  /api/office/payments/withdrawals     officePaymentsQuery -> officeWithdrawalsResponse
 *   GET  /api/office/payments/withdrawals.csv officePaymentsQuery -> text/csv
 *   POST /api/office/payments/withdrawals/:id/pay     -> officeWithdrawalResponse
 *   POST /api/office/payments/withdrawals/:id/reject  officeRejectRequest -> officeWithdrawalResponse
 *   GET  /api/office/players/:id/wallet       -> officePlayerWalletResponse
 *   POST /api/office/payments/adjustments     adjustmentRequest -> officePlayerWalletResponse (admin)
 *
 * Live channel, player topic: `balance.changed` (walletBalance), `deposit.changed`
 * (deposit), `withdrawal.changed` (withdrawal).
 */
export const WALLET_API = {
  summary: '/api/wallet',
  deposits: '/api/wallet/deposits',
  withdrawals: '/api/wallet/withdrawals',
  payments: '/api/wallet/payments',
  transactions: '/api/wallet/transactions',
} as const;

export const OFFICE_PAYMENTS_API = {
  methods: '/api/office/payments/methods',
  deposits: '/api/office/payments/deposits',
  withdrawals: '/api/office/payments/withdrawals',
  adjustments: '/api/office/payments/adjustments',
  /** `${playerWallet}/:id/wallet` */
  players: '/api/office/players',
} as const;

/** Sent on every money-moving call: one fresh key per user action. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const idempotencyKeySchema = z
  .string({ error: 'wallet.idempotency_key_required' })
  .regex(/^[A-Za-z0-9_-]{16,128}$/, { error: 'wallet.idempotency_key_invalid' });

export const LIVE_WALLET_EVENTS = {
  balance: 'balance.changed',
  deposit: 'deposit.changed',
  withdrawal: 'withdrawal.changed',
} as const;

// Kept beside the zod-free money helpers, so typed amounts are checked without zod.
export { MAX_AMOUNT };

/**
 * A positive amount in minor units ("The amount must be greater than 0"): a JSON
 * number, never a string or an array to convert ("2e5", "0x30D40" and [200000] are
 * refused, not read as 200000).
 */
export const amountSchema = z
  .number({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? 'wallet.amount_positive'
        : 'wallet.amount_integer',
  })
  .int({ error: 'wallet.amount_integer' })
  .gt(0, { error: 'wallet.amount_positive' })
  .max(MAX_AMOUNT, { error: 'wallet.amount_too_large' });

/**
 * The same amount in a form field, which is text by nature: decimal digits only (no
 * sign, spaces, exponent or hexadecimal), then the same rules.
 */
export const amountFieldSchema = z
  .string({ error: 'wallet.amount_positive' })
  .min(1, { error: 'wallet.amount_positive', abort: true })
  .regex(/^\d+$/, { error: 'wallet.amount_integer', abort: true })
  .max(15, { error: 'wallet.amount_too_large', abort: true })
  .transform(Number)
  .pipe(amountSchema);

/** A decimal number as text, e.g. "1180.50" or "25.000001". */
function decimalText(decimals: number) {
  return z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{1,15}(\\.\\d{1,${decimals}})?$`), { error: 'wallet.decimal_invalid' });
}
const isoDateTime = z.iso.datetime({ offset: true });
const limit = z.coerce.number().int().min(1).max(100).default(25);
const offset = z.coerce.number().int().min(0).max(1_000_000).default(0);

// ---------------------------------------------------------------- methods

export const CRYPTO_NETWORKS = ['TRC20', 'ERC20', 'BEP20', 'BTC', 'LTC'] as const;
export const cryptoNetworkSchema = z.enum(CRYPTO_NETWORKS);
export type CryptoNetwork = z.infer<typeof cryptoNetworkSchema>;

export const CRYPTO_COINS = ['USDT', 'USDC', 'BTC', 'ETH', 'LTC'] as const;
/** Decimals of each coin's amounts. */
export const COIN_DECIMALS: Record<(typeof CRYPTO_COINS)[number], number> = {
  USDT: 6,
  USDC: 6,
  BTC: 8,
  ETH: 8,
  LTC: 8,
};

export const cryptoMethodSchema = z.object({
  network: cryptoNetworkSchema,
  coin: z.enum(CRYPTO_COINS),
  /** The brand's receiving address on that network. */
  address: z.string().trim().min(10).max(128),
  /** Price of one coin in the brand's currency, major units ("1180.50" ARS per USDT). */
  rate: decimalText(8),
  enabled: z.boolean(),
});
export type CryptoMethod = z.infer<typeof cryptoMethodSchema>;

/** How players of a brand pay in: its bank account for transfers, its crypto addresses. */
export const paymentMethodsSchema = z
  .object({
    bank_transfer: z.object({
      enabled: z.boolean(),
      bank: z.string().trim().max(80),
      holder: z.string().trim().max(120),
      cvu: z
        .string()
        .trim()
        .regex(/^(\d{22})?$/, { error: 'wallet.cvu_invalid' }),
      alias: z.string().trim().max(40),
      cuit: z.string().trim().max(20),
    }),
    crypto: z.array(cryptoMethodSchema).max(10),
  })
  .meta({ id: 'PaymentMethods' });
export type PaymentMethods = z.infer<typeof paymentMethodsSchema>;
export const paymentMethodsResponseSchema = envelope(paymentMethodsSchema);

// ---------------------------------------------------------------- balances

export const walletBalanceSchema = z
  .object({
    /** Withdrawable money. */
    cash: z.number().int(),
    /** Bonus money (plays, but cannot be withdrawn until released). */
    bonus: z.number().int(),
    /** Held for withdrawals that staff have not paid yet. */
    withheld: z.number().int(),
  })
  .meta({ id: 'WalletBalance' });
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

// ---------------------------------------------------------------- deposits

export const DEPOSIT_METHODS = ['bank_transfer', 'crypto'] as const;
export const DEPOSIT_STATUSES = ['pending', 'processed', 'rejected', 'cancelled'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** Proof of payment: PNG, JPEG or PDF, read from the content; at most 5 MB. */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;

export const depositSchema = z
  .object({
    id: z.string(),
    method: z.enum(DEPOSIT_METHODS),
    status: z.enum(DEPOSIT_STATUSES),
    /** What the player's cash receives when the deposit is processed. */
    amount: z.number().int(),
    currency: currencySchema,
    created_at: isoDateTime,
    decided_at: isoDateTime.nullable(),
    /** Why staff rejected it. */
    reason: z.string().nullable(),
    proof: z
      .object({ name: z.string(), type: z.enum(PROOF_TYPES), size: z.number().int() })
      .nullable(),
    crypto: z
      .object({
        network: cryptoNetworkSchema,
        coin: z.enum(CRYPTO_COINS),
        address: z.string(),
        amount_coin: z.string(),
        rate: z.string(),
        tx_hash: z.string().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'Deposit' });
export type Deposit = z.infer<typeof depositSchema>;
export const depositResponseSchema = envelope(depositSchema);

/** The bank-transfer deposit's fields, as the site checks them before sending. */
export const bankDepositFieldsSchema = z.object({
  method: z.literal('bank_transfer'),
  amount: amountSchema,
});
export type BankDepositFields = z.infer<typeof bankDepositFieldsSchema>;
/** The text fields of the bank-transfer deposit's multipart form (the file is `proof`). */
export const bankDepositFormSchema = bankDepositFieldsSchema.extend({ amount: amountFieldSchema });

export const cryptoDepositRequestSchema = z.object({
  method: z.literal('crypto'),
  network: cryptoNetworkSchema,
  /** How much coin the player sends. */
  amount_coin: decimalText(8).refine((value) => /[1-9]/.test(value), {
    error: 'wallet.amount_positive',
  }),
  tx_hash: z.string().trim().max(128).optional(),
});
export type CryptoDepositRequest = z.infer<typeof cryptoDepositRequestSchema>;

// ---------------------------------------------------------------- withdrawals

export const WITHDRAWAL_METHODS = ['bank', 'crypto'] as const;
export const WITHDRAWAL_STATUSES = ['pending', 'paid', 'rejected', 'cancelled'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export const ACCOUNT_TYPES = ['savings', 'checking'] as const;
export const PAYMENT_TYPES = ['cvu', 'cbu', 'alias'] as const;

/**
 * The player's yes to forfeiting an active bonus's bonus money: without it, a withdrawal
 * while a bonus is active is refused with `BONUS_ACTIVE` and the amount it would forfeit,
 * so the site can ask first. Their own money is never touched.
 */
const forfeitBonus = z.boolean().optional();

/** The spec's withdrawal messages, verbatim in en_US. */
export const bankWithdrawalRequestSchema = z.object({
  method: z.literal('bank'),
  amount: amountSchema,
  name: requiredText('auth.name_required').pipe(z.string().max(120)),
  dni: requiredText('wallet.dni_required').pipe(
    z.string().regex(/^\d{7,9}$/, { error: 'wallet.dni_invalid' }),
  ),
  cuil: requiredText('wallet.cuil_required').pipe(
    z.string().regex(/^\d{2}-?\d{8}-?\d$/, { error: 'wallet.cuil_invalid' }),
  ),
  cvu: requiredText('wallet.cvu_required').pipe(
    z.string().regex(/^\d{22}$/, { error: 'wallet.cvu_invalid' }),
  ),
  alias: z
    .string()
    .trim()
    .regex(/^([A-Za-z0-9.-]{6,20})?$/, { error: 'wallet.alias_invalid' })
    .optional(),
  bank_code: requiredText('wallet.bank_code_required').pipe(
    z.string().regex(/^\d{3}$/, { error: 'wallet.bank_code_invalid' }),
  ),
  account: requiredText('wallet.account_required').pipe(z.string().max(40)),
  account_type: z.enum(ACCOUNT_TYPES, { error: 'wallet.account_type_required' }),
  payment_type: z.enum(PAYMENT_TYPES, { error: 'wallet.payment_type_required' }),
  forfeit_bonus: forfeitBonus,
});
export const cryptoWithdrawalRequestSchema = z.object({
  method: z.literal('crypto'),
  amount: amountSchema,
  wallet_address: requiredText('wallet.wallet_address_required').pipe(
    z.string().regex(/^[A-Za-z0-9]{20,128}$/, { error: 'wallet.wallet_address_invalid' }),
  ),
  network: cryptoNetworkSchema,
  forfeit_bonus: forfeitBonus,
});
export const withdrawalRequestSchema = z.discriminatedUnion('method', [
  bankWithdrawalRequestSchema,
  cryptoWithdrawalRequestSchema,
]);
export type WithdrawalRequest = z.infer<typeof withdrawalRequestSchema>;

export const withdrawalSchema = z
  .object({
    id: z.string(),
    method: z.enum(WITHDRAWAL_METHODS),
    status: z.enum(WITHDRAWAL_STATUSES),
    amount: z.number().int(),
    currency: currencySchema,
    created_at: isoDateTime,
    decided_at: isoDateTime.nullable(),
    reason: z.string().nullable(),
    bank: z
      .object({
        name: z.string(),
        dni: z.string(),
        cuil: z.string(),
        cvu: z.string(),
        alias: z.string().nullable(),
        bank_code: z.string(),
        account: z.string(),
        account_type: z.enum(ACCOUNT_TYPES),
        payment_type: z.enum(PAYMENT_TYPES),
      })
      .nullable(),
    crypto: z
      .object({
        network: cryptoNetworkSchema,
        coin: z.enum(CRYPTO_COINS),
        wallet_address: z.string(),
        rate: z.string(),
        amount_coin: z.string(),
      })
      .nullable(),
  })
  .meta({ id: 'Withdrawal' });
export type Withdrawal = z.infer<typeof withdrawalSchema>;
export const withdrawalResponseSchema = envelope(withdrawalSchema);

// ---------------------------------------------------------------- summary

export const walletSummarySchema = z
  .object({
    currency: currencySchema,
    decimals: z.number().int(),
    balance: walletBalanceSchema,
    limits: z.object({
      min_deposit: z.number().int(),
      min_withdrawal: z.number().int(),
      max_daily_withdrawal: z.number().int(),
      /** Requested or paid today (brand time), not cancelled or rejected. */
      withdrawn_today: z.number().int(),
    }),
    /** Withdrawals are taken only inside these hours, brand time ("09:00" to "03:30"). */
    payment_hours: z.object({
      from: z.string(),
      to: z.string(),
      timezone: z.string(),
      open_now: z.boolean(),
    }),
    methods: paymentMethodsSchema,
    /** The latest pending deposit, for the site's notice. */
    pending_deposit: depositSchema.nullable(),
  })
  .meta({ id: 'WalletSummary' });
export type WalletSummary = z.infer<typeof walletSummarySchema>;
export const walletSummaryResponseSchema = envelope(walletSummarySchema);

// ---------------------------------------------------------------- lists

export const paymentsQuerySchema = z.object({
  kind: z.enum(['deposit', 'withdrawal']).optional(),
  limit,
  offset,
});
export const paymentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('deposit'), deposit: depositSchema }),
  z.object({ kind: z.literal('withdrawal'), withdrawal: withdrawalSchema }),
]);
export type Payment = z.infer<typeof paymentSchema>;
export const paymentsResponseSchema = envelope(
  z.object({ items: z.array(paymentSchema), total: z.number().int(), has_more: z.boolean() }),
);

/**
 * Why money moved, in the wallet's own moves. Each product declares its own types in its
 * contracts (casino, sports, ...), and the ledger takes only declared ones; the player's
 * list answers the types a filter may offer.
 */
export const WALLET_TRANSACTION_TYPES = [
  'deposit',
  'withdrawal',
  'withdrawal_hold',
  'withdrawal_release',
  'adjustment',
] as const;
/** A transaction type's name: the wallet's own or a product's. */
export const transactionTypeSchema = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/);
export type TransactionType = z.infer<typeof transactionTypeSchema>;
export const PLAYER_ACCOUNTS = ['cash', 'bonus', 'withheld'] as const;

export const transactionsQuerySchema = z.object({
  type: transactionTypeSchema.optional(),
  /** Dates (YYYY-MM-DD) in the brand's time zone, both included. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  limit,
  offset,
});
export type TransactionsQuery = z.infer<typeof transactionsQuerySchema>;

/** One movement of one of the player's accounts. */
export const transactionSchema = z
  .object({
    id: z.string(),
    type: transactionTypeSchema,
    account: z.enum(PLAYER_ACCOUNTS),
    /** Signed: positive in, negative out. */
    amount: z.number().int(),
    balance_after: z.number().int(),
    currency: currencySchema,
    /** The deposit, withdrawal, bet or round it belongs to. */
    reference: z.string().nullable(),
    description: z.string().nullable(),
    created_at: isoDateTime,
  })
  .meta({ id: 'Transaction' });
export type Transaction = z.infer<typeof transactionSchema>;
export const transactionsResponseSchema = envelope(
  z.object({
    items: z.array(transactionSchema),
    total: z.number().int(),
    has_more: z.boolean(),
    /** Every type money can move for on this platform: what a filter may offer. */
    types: z.array(transactionTypeSchema),
  }),
);
export type TransactionsPage = z.infer<typeof transactionsResponseSchema>['response'];

// ---------------------------------------------------------------- office

export const officePaymentsQuerySchema = z.object({
  status: z.string().max(20).optional(),
  method: z.string().max(20).optional(),
  /** Username or email, part of it. */
  q: z.string().trim().max(80).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  limit,
  offset,
});
export type OfficePaymentsQuery = z.infer<typeof officePaymentsQuerySchema>;

const paymentPlayerSchema = z.object({ id: z.string(), username: z.string() });
export const officeDepositSchema = depositSchema
  .extend({ player: paymentPlayerSchema, decided_by: z.string().nullable() })
  .meta({ id: 'OfficeDeposit' });
export type OfficeDeposit = z.infer<typeof officeDepositSchema>;
export const officeWithdrawalSchema = withdrawalSchema
  .extend({ player: paymentPlayerSchema, decided_by: z.string().nullable() })
  .meta({ id: 'OfficeWithdrawal' });
export type OfficeWithdrawal = z.infer<typeof officeWithdrawalSchema>;

/** Totals of every row the filters match, not just this page. */
const totalsSchema = z.object({ count: z.number().int(), amount: z.number().int() });
export const officeDepositsResponseSchema = envelope(
  z.object({
    items: z.array(officeDepositSchema),
    has_more: z.boolean(),
    totals: totalsSchema,
  }),
);
export const officeWithdrawalsResponseSchema = envelope(
  z.object({
    items: z.array(officeWithdrawalSchema),
    has_more: z.boolean(),
    totals: totalsSchema,
  }),
);
export const officeDepositResponseSchema = envelope(officeDepositSchema);
export const officeWithdrawalResponseSchema = envelope(officeWithdrawalSchema);

export const officeRejectRequestSchema = z.object({
  reason: requiredText('office.reason_required').pipe(z.string().max(500)),
});

export const adjustmentRequestSchema = z.object({
  player_id: z.string().min(1).max(64),
  account: z.enum(['cash', 'bonus']),
  /** Signed: a credit or a debit; never zero; a debit cannot take the balance below 0. */
  amount: z
    .number({ error: 'validation.invalid' })
    .int({ error: 'wallet.amount_integer' })
    .refine((value) => value !== 0, { error: 'wallet.amount_not_zero' })
    .refine((value) => Math.abs(value) <= MAX_AMOUNT, { error: 'wallet.amount_too_large' }),
  reason: requiredText('office.reason_required').pipe(z.string().max(500)),
});
export type AdjustmentRequest = z.infer<typeof adjustmentRequestSchema>;

export const officePlayerWalletSchema = z
  .object({
    player_id: z.string(),
    currency: currencySchema,
    balance: walletBalanceSchema,
    /** The latest movements, newest first. */
    transactions: z.array(transactionSchema),
  })
  .meta({ id: 'OfficePlayerWallet' });
export type OfficePlayerWallet = z.infer<typeof officePlayerWalletSchema>;
export const officePlayerWalletResponseSchema = envelope(officePlayerWalletSchema);
