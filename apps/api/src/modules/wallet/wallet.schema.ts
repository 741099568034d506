import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  CryptoMethod,
  Deposit,
  DepositStatus,
  PaymentMethods,
  TransactionType,
  Withdrawal,
  WithdrawalStatus,
} from '@tribuna/contracts/wallet';
import type { Currency } from '@tribuna/contracts/currencies';
import { bytea } from '../../db/bytea';
import { tenants } from '../tenants/tenants.schema';

/** The accounts a player holds. */
export const PLAYER_ACCOUNT_KINDS = ['cash', 'bonus', 'withheld'] as const;
export type PlayerAccountKind = (typeof PLAYER_ACCOUNT_KINDS)[number];
/**
 * One of the brand's own accounts, the other side of its players' moves: each module
 * declares the ones it uses (`sportsbook`, `casino`, ...), and the ledger takes no other.
 */
export type BrandAccountKind = string;
/** A player's account kind or one of the brand's (a name some module declared). */
export type AccountKind = string;

/**
 * One balance: a player's (cash, bonus, withheld) or the brand's (player_id null). A
 * player's balance is the sum of the account's entries, kept on the row so a move locks
 * and checks one row; a CHECK is the last guard against it going below zero. The brand's
 * rows keep no balance (always 0, by a CHECK): nearly every move of a brand touches one
 * of them, and locking it would queue all the brand's players; their balance is the sum
 * of their entries.
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id'),
    kind: text('kind').$type<AccountKind>().notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_accounts_player_kind')
      .on(t.tenantId, t.playerId, t.kind)
      .where(sql`${t.playerId} is not null`),
    uniqueIndex('wallet_accounts_brand_kind')
      .on(t.tenantId, t.kind)
      .where(sql`${t.playerId} is null`),
    check('wallet_accounts_player_not_negative', sql`${t.playerId} is null or ${t.balance} >= 0`),
    check('wallet_accounts_brand_unkept', sql`${t.playerId} is not null or ${t.balance} = 0`),
  ],
);

/** One move of money: its entries sum to zero. The key makes a retried move a no-op. */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    type: text('type').$type<TransactionType>().notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    reference: text('reference'),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wallet_transactions_tenant_key').on(t.tenantId, t.idempotencyKey)],
);

/**
 * One line of a transaction on one account, with a player's balance after it (null on
 * the brand's accounts, whose moves are not serialised).
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    // Serial, so an account's entries are in the order its row lock let them in.
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => walletTransactions.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => walletAccounts.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wallet_entries_account_newest').on(t.accountId, t.id.desc()),
    index('wallet_entries_transaction').on(t.transactionId),
  ],
);

/** Uploaded files (proofs of payment), in the database so every process can serve them. */
export const walletFiles = pgTable('wallet_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  playerId: uuid('player_id').notNull(),
  name: text('name').notNull(),
  /** Read from the content, never from the name or the declared type. */
  type: text('type').$type<NonNullable<Deposit['proof']>['type']>().notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  content: bytea('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export interface DepositCrypto {
  network: CryptoMethod['network'];
  coin: CryptoMethod['coin'];
  address: string;
  amountCoin: string;
  rate: string;
  txHash: string | null;
}

export const walletDeposits = pgTable(
  'wallet_deposits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id').notNull(),
    method: text('method').$type<Deposit['method']>().notNull(),
    status: text('status').$type<DepositStatus>().notNull().default('pending'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    proofFileId: uuid('proof_file_id').references(() => walletFiles.id),
    /** The brand's address and rate at the time of the request, copied. */
    crypto: jsonb('crypto').$type<DepositCrypto>(),
    reason: text('reason'),
    decidedBy: text('decided_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    // One pending deposit per player, even for two requests at once.
    uniqueIndex('wallet_deposits_one_pending')
      .on(t.playerId)
      .where(sql`${t.status} = 'pending'`),
    index('wallet_deposits_tenant_created').on(t.tenantId, t.createdAt),
    index('wallet_deposits_player_created').on(t.playerId, t.createdAt),
    check('wallet_deposits_amount_positive', sql`${t.amount} > 0`),
  ],
);

export type WithdrawalBank = NonNullable<Withdrawal['bank']>;
export type WithdrawalCrypto = NonNullable<Withdrawal['crypto']>;

export const walletWithdrawals = pgTable(
  'wallet_withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id').notNull(),
    method: text('method').$type<Withdrawal['method']>().notNull(),
    status: text('status').$type<WithdrawalStatus>().notNull().default('pending'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    bank: jsonb('bank').$type<WithdrawalBank>(),
    crypto: jsonb('crypto').$type<WithdrawalCrypto>(),
    reason: text('reason'),
    decidedBy: text('decided_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('wallet_withdrawals_tenant_created').on(t.tenantId, t.createdAt),
    index('wallet_withdrawals_player_created').on(t.playerId, t.createdAt),
    check('wallet_withdrawals_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** A brand's payment methods (bank account for transfers, crypto addresses), one document. */
export const walletPaymentMethods = pgTable('wallet_payment_methods', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  methods: jsonb('methods').$type<PaymentMethods>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
