import { and, count, desc, eq, gte, inArray, lt, sql, sum, type SQL } from 'drizzle-orm';
import { currencyDecimals } from '@tribuna/contracts/currencies';
import {
  officePlayerWalletSchema,
  type AdjustmentRequest,
  type OfficeDeposit,
  type OfficePaymentsQuery,
  type OfficePlayerWallet,
  type OfficeWithdrawal,
  type PaymentMethods,
  type Payment,
  type Transaction,
  type TransactionsQuery,
  type WalletSummary,
} from '@tribuna/contracts/wallet';
import type { Currency } from '@tribuna/contracts/currencies';
import type { DbOrTx } from '../../db/database';
import type { JobDefinition } from '../../kernel/jobs';
import { AppError } from '../../lib/app-error';
import { startOfLocalDay } from '../../lib/local-day';
import type { Actor } from '../audit/audit.service';
import { createDepositsService } from './deposits.service';
import { purgeIdempotencyKeys, runIdempotent } from '../../kernel/idempotency';
import { createLedger } from './ledger';
import { createMoneyPort } from './money-port';
import { isWithinPaymentHours } from './payment-hours';
import { toCsv } from '../../lib/csv';
import { createWalletContext, type Brand, type WalletDeps } from './wallet-context';
import { majorUnits } from '../../lib/money-text';
import { depositView, proofMetas, withdrawalView } from './wallet-views';
import { createWithdrawalsService, withdrawnOn } from './withdrawals.service';
import {
  walletAccounts,
  walletDeposits,
  walletEntries,
  walletPaymentMethods,
  walletTransactions,
  walletWithdrawals,
} from './wallet.schema';

/** The most rows one CSV export holds. */
const CSV_MAX_ROWS = 50_000;

type PaymentTable = typeof walletDeposits | typeof walletWithdrawals;

// The types of the money port's rules, so a module plugging one in needs only this file.
export type {
  DepositCheck,
  Funding,
  Sponsored,
  SplitDecision,
  StakeInput,
  StakePolicy,
  WagerRef,
  WithdrawalCheck,
} from './money-port';
export type { Ledger, PlayerBalances } from './ledger';

export type WalletService = ReturnType<typeof createWalletService>;

/**
 * The wallet: balances, deposits, withdrawals and movements of players, the payments
 * desk, and (through `ledger`) the one way every other module moves money.
 */
export function createWalletService(deps: WalletDeps) {
  const { db } = deps;
  const ledger = createLedger({ db, catalogue: deps.catalogue });
  const ctx = createWalletContext({ ...deps, ledger });
  const port = createMoneyPort({ ledger, activity: deps.activity });
  const purgeOldKeys = () => purgeIdempotencyKeys(db, ctx.clock());
  const deposits = createDepositsService(ctx, port);
  const withdrawals = createWithdrawalsService(ctx, port);

  /** The movements of a player's accounts, newest first. */
  async function movements(
    brand: Brand,
    playerId: string,
    query: Pick<TransactionsQuery, 'type' | 'from' | 'to' | 'limit' | 'offset'>,
  ): Promise<{ items: Transaction[]; total: number }> {
    const tz = brand.settings.timezone;
    const where = and(
      eq(walletAccounts.tenantId, brand.tenantId),
      eq(walletAccounts.playerId, playerId),
      query.type ? eq(walletTransactions.type, query.type) : undefined,
      query.from ? gte(walletEntries.createdAt, startOfLocalDay(query.from, tz)) : undefined,
      query.to
        ? sql`${walletEntries.createdAt} < ${startOfLocalDay(query.to, tz)} + interval '1 day'`
        : undefined,
    );
    const base = () =>
      db
        .select({
          id: walletEntries.id,
          type: walletTransactions.type,
          kind: walletAccounts.kind,
          currency: walletAccounts.currency,
          amount: walletEntries.amount,
          balanceAfter: walletEntries.balanceAfter,
          reference: walletTransactions.reference,
          description: walletTransactions.description,
          createdAt: walletEntries.createdAt,
        })
        .from(walletEntries)
        .innerJoin(walletAccounts, eq(walletAccounts.id, walletEntries.accountId))
        .innerJoin(walletTransactions, eq(walletTransactions.id, walletEntries.transactionId));
    const [rows, totals] = await Promise.all([
      base().where(where).orderBy(desc(walletEntries.id)).limit(query.limit).offset(query.offset),
      db
        .select({ total: count() })
        .from(walletEntries)
        .innerJoin(walletAccounts, eq(walletAccounts.id, walletEntries.accountId))
        .innerJoin(walletTransactions, eq(walletTransactions.id, walletEntries.transactionId))
        .where(where),
    ]);
    const items: Transaction[] = [];
    for (const row of rows) {
      if (row.kind !== 'cash' && row.kind !== 'bonus' && row.kind !== 'withheld') continue;
      // A player's entries always carry it; only the brand's have none.
      if (row.balanceAfter === null) continue;
      items.push({
        id: String(row.id),
        type: row.type,
        account: row.kind,
        amount: row.amount,
        balance_after: row.balanceAfter,
        currency: row.currency,
        reference: row.reference,
        description: row.description,
        created_at: row.createdAt.toISOString(),
      });
    }
    return { items, total: totals[0]?.total ?? 0 };
  }

  /** The office filters over deposits or withdrawals; null when `q` matches nobody. */
  async function officeFilter(
    brand: Brand,
    table: PaymentTable,
    query: OfficePaymentsQuery,
  ): Promise<SQL | null> {
    const tz = brand.settings.timezone;
    const filters: (SQL | undefined)[] = [eq(table.tenantId, brand.tenantId)];
    if (query.status) filters.push(sql`${table.status} = ${query.status}`);
    if (query.method) filters.push(sql`${table.method} = ${query.method}`);
    if (query.from) filters.push(gte(table.createdAt, startOfLocalDay(query.from, tz)));
    if (query.to) {
      filters.push(lt(table.createdAt, sql`${startOfLocalDay(query.to, tz)} + interval '1 day'`));
    }
    const q = query.q?.trim();
    if (q) {
      const ids = (await deps.players.refs(brand.tenantId, { q })).map((p) => p.id);
      if (ids.length === 0) return null;
      filters.push(inArray(table.playerId, ids));
    }
    return and(...filters) ?? null;
  }

  async function usernames(tenantId: string, ids: string[]): Promise<Map<string, string>> {
    const refs = await deps.players.refs(tenantId, { ids: [...new Set(ids)] });
    return new Map(refs.map((r) => [r.id, r.username]));
  }

  async function officeDepositRows(brand: Brand, query: OfficePaymentsQuery, max: number) {
    const where = await officeFilter(brand, walletDeposits, query);
    if (!where) return { items: [], hasMore: false, totals: { count: 0, amount: 0 } };
    const [rows, totals] = await Promise.all([
      db
        .select()
        .from(walletDeposits)
        .where(where)
        .orderBy(desc(walletDeposits.createdAt), desc(walletDeposits.id))
        .limit(max + 1)
        .offset(query.offset),
      db
        .select({ count: count(), amount: sum(walletDeposits.amount).mapWith(Number) })
        .from(walletDeposits)
        .where(where),
    ]);
    const page = rows.slice(0, max);
    const [proofs, names] = await Promise.all([
      proofMetas(db, page),
      usernames(
        brand.tenantId,
        page.map((r) => r.playerId),
      ),
    ]);
    const items: OfficeDeposit[] = page.map((row) => ({
      ...depositView(row, proofs),
      player: { id: row.playerId, username: names.get(row.playerId) ?? '' },
      decided_by: row.decidedBy,
    }));
    return {
      items,
      hasMore: rows.length > max,
      totals: { count: totals[0]?.count ?? 0, amount: totals[0]?.amount ?? 0 },
    };
  }

  async function officeWithdrawalRows(brand: Brand, query: OfficePaymentsQuery, max: number) {
    const where = await officeFilter(brand, walletWithdrawals, query);
    if (!where) return { items: [], hasMore: false, totals: { count: 0, amount: 0 } };
    const [rows, totals] = await Promise.all([
      db
        .select()
        .from(walletWithdrawals)
        .where(where)
        .orderBy(desc(walletWithdrawals.createdAt), desc(walletWithdrawals.id))
        .limit(max + 1)
        .offset(query.offset),
      db
        .select({ count: count(), amount: sum(walletWithdrawals.amount).mapWith(Number) })
        .from(walletWithdrawals)
        .where(where),
    ]);
    const page = rows.slice(0, max);
    const names = await usernames(
      brand.tenantId,
      page.map((r) => r.playerId),
    );
    const items: OfficeWithdrawal[] = page.map((row) => ({
      ...withdrawalView(row),
      player: { id: row.playerId, username: names.get(row.playerId) ?? '' },
      decided_by: row.decidedBy,
    }));
    return {
      items,
      hasMore: rows.length > max,
      totals: { count: totals[0]?.count ?? 0, amount: totals[0]?.amount ?? 0 },
    };
  }

  const CSV_HEADER = [
    'id',
    'created_at',
    'player',
    'method',
    'status',
    'amount',
    'currency',
    'decided_at',
    'decided_by',
    'reason',
  ];

  function csvRow(
    item: OfficeDeposit | OfficeWithdrawal,
    currency: Currency,
  ): (string | number | null)[] {
    return [
      item.id,
      item.created_at,
      item.player.username,
      item.method,
      item.status,
      majorUnits(item.amount, currency),
      item.currency,
      item.decided_at,
      item.decided_by,
      item.reason,
    ];
  }

  async function playerWallet(brand: Brand, playerId: string): Promise<OfficePlayerWallet> {
    const [balance, recent] = await Promise.all([
      ledger.balances(brand.tenantId, playerId),
      movements(brand, playerId, { limit: 20, offset: 0 }),
    ]);
    return {
      player_id: playerId,
      currency: brand.currency,
      balance,
      transactions: recent.items,
    };
  }

  async function requirePlayer(tenantId: string, playerId: string): Promise<void> {
    const player = await deps.players.getById(tenantId, playerId);
    if (!player) throw new AppError(404, 'NOT_FOUND', 'wallet.player_not_found');
  }

  /** The wallet's scheduled work: old Idempotency-Key answers go, hourly across all processes. */
  const jobs: JobDefinition[] = [
    {
      kind: 'recurring',
      name: 'wallet.purge-idempotency-keys',
      everyMs: 60 * 60 * 1000,
      run: async () => {
        await purgeOldKeys();
      },
    },
  ];

  return {
    /** The ledger itself (transfers, holds, balances): for the wallet's own moves and reads. */
    ledger,

    /**
     * How products move a player's money: stakes, results and reversals in the product's
     * transaction, each with its activity record (money-port.ts).
     */
    port,

    /** Forgets stored Idempotency-Key answers older than a day; answers how many. */
    purgeIdempotencyKeys: purgeOldKeys,

    jobs,
    deposits,
    withdrawals,

    /** After a commit that moved a player's money elsewhere (casino): their tabs hear it. */
    publishBalance: (tenantId: string, playerId: string) => ctx.publish(tenantId, playerId),

    async summary(tenantId: string, playerId: string): Promise<WalletSummary> {
      const brand = await ctx.brandOf(tenantId);
      const { limits, payment_hours: hours, timezone } = brand.settings;
      const now = ctx.clock();
      const [balance, withdrawnToday, pending] = await Promise.all([
        ledger.balances(tenantId, playerId),
        withdrawnOn(db, brand, playerId, now),
        db
          .select()
          .from(walletDeposits)
          .where(
            and(
              eq(walletDeposits.tenantId, tenantId),
              eq(walletDeposits.playerId, playerId),
              eq(walletDeposits.status, 'pending'),
            ),
          )
          .orderBy(desc(walletDeposits.createdAt))
          .limit(1),
      ]);
      const pendingRow = pending[0];
      return {
        currency: brand.currency,
        decimals: currencyDecimals(brand.currency),
        balance,
        limits: { ...limits, withdrawn_today: withdrawnToday },
        payment_hours: {
          from: hours.from,
          to: hours.to,
          timezone,
          open_now: isWithinPaymentHours(now, hours, timezone),
        },
        methods: brand.methods,
        pending_deposit: pendingRow
          ? depositView(pendingRow, await proofMetas(db, [pendingRow]))
          : null,
      };
    },

    /** The player's deposits and withdrawals, newest first. */
    async payments(
      tenantId: string,
      playerId: string,
      query: { kind?: 'deposit' | 'withdrawal' | undefined; limit: number; offset: number },
    ): Promise<{ items: Payment[]; total: number; has_more: boolean }> {
      const wanted = query.limit + query.offset;
      const mine = (table: PaymentTable) =>
        and(eq(table.tenantId, tenantId), eq(table.playerId, playerId));
      const [depositRows, withdrawalRows, depositCount, withdrawalCount] = await Promise.all([
        query.kind === 'withdrawal'
          ? []
          : db
              .select()
              .from(walletDeposits)
              .where(mine(walletDeposits))
              .orderBy(desc(walletDeposits.createdAt), desc(walletDeposits.id))
              .limit(wanted),
        query.kind === 'deposit'
          ? []
          : db
              .select()
              .from(walletWithdrawals)
              .where(mine(walletWithdrawals))
              .orderBy(desc(walletWithdrawals.createdAt), desc(walletWithdrawals.id))
              .limit(wanted),
        query.kind === 'withdrawal'
          ? [{ total: 0 }]
          : db.select({ total: count() }).from(walletDeposits).where(mine(walletDeposits)),
        query.kind === 'deposit'
          ? [{ total: 0 }]
          : db.select({ total: count() }).from(walletWithdrawals).where(mine(walletWithdrawals)),
      ]);
      const proofs = await proofMetas(db, depositRows);
      const merged: { at: number; payment: Payment }[] = [
        ...depositRows.map((row) => ({
          at: row.createdAt.getTime(),
          payment: { kind: 'deposit' as const, deposit: depositView(row, proofs) },
        })),
        ...withdrawalRows.map((row) => ({
          at: row.createdAt.getTime(),
          payment: { kind: 'withdrawal' as const, withdrawal: withdrawalView(row) },
        })),
      ].sort((a, b) => b.at - a.at);
      const total = (depositCount[0]?.total ?? 0) + (withdrawalCount[0]?.total ?? 0);
      const items = merged.slice(query.offset, wanted).map((m) => m.payment);
      return { items, total, has_more: query.offset + items.length < total };
    },

    async transactions(
      tenantId: string,
      playerId: string,
      query: TransactionsQuery,
    ): Promise<{ items: Transaction[]; total: number; has_more: boolean; types: string[] }> {
      const brand = await ctx.brandOf(tenantId);
      const page = await movements(brand, playerId, query);
      return {
        ...page,
        has_more: query.offset + page.items.length < page.total,
        types: [...deps.catalogue.transactionTypes],
      };
    },

    /** The proof of one of the player's own deposits. */
    playerProof(tenantId: string, playerId: string, depositId: string) {
      return deposits.proof(tenantId, depositId, playerId);
    },

    /**
     * The payment accounts a player has named to the wallet, as comparable keys (a bank
     * account's CVU/CBU and alias, a crypto wallet's address): where their withdrawals go.
     * A deposit does not name the account it comes from, so it adds none. In `via`.
     */
    async paymentAccountsOf(via: DbOrTx, playerId: string): Promise<string[]> {
      const rows = await via
        .select({ bank: walletWithdrawals.bank, crypto: walletWithdrawals.crypto })
        .from(walletWithdrawals)
        .where(eq(walletWithdrawals.playerId, playerId));
      const keys = new Set<string>();
      for (const row of rows) {
        if (row.bank?.cvu) keys.add(`bank:${row.bank.cvu.replace(/\D/g, '')}`);
        if (row.bank?.alias) keys.add(`alias:${row.bank.alias.trim().toLowerCase()}`);
        if (row.crypto?.wallet_address) {
          keys.add(`crypto:${row.crypto.wallet_address.trim().toLowerCase()}`);
        }
      }
      return [...keys];
    },

    methods: (tenantId: string) => ctx.methodsOf(tenantId),

    async setMethods(
      actor: Actor,
      tenantId: string,
      methods: PaymentMethods,
    ): Promise<PaymentMethods> {
      await db.transaction(async (tx) => {
        const before = await ctx.methodsOf(tenantId, tx);
        await tx
          .insert(walletPaymentMethods)
          .values({ tenantId, methods })
          .onConflictDoUpdate({
            target: walletPaymentMethods.tenantId,
            set: { methods, updatedAt: sql`now()` },
          });
        await deps.audit.record(tx, actor, {
          tenantId,
          action: 'payment.methods.update',
          targetType: 'payment_methods',
          targetId: tenantId,
          before,
          after: methods,
        });
      });
      return ctx.methodsOf(tenantId);
    },

    async officeDeposits(tenantId: string, query: OfficePaymentsQuery) {
      return officeDepositRows(await ctx.brandOf(tenantId), query, query.limit);
    },

    async officeWithdrawals(tenantId: string, query: OfficePaymentsQuery) {
      return officeWithdrawalRows(await ctx.brandOf(tenantId), query, query.limit);
    },

    /** Every deposit the filters match, as CSV (amounts in major units). */
    async depositsCsv(tenantId: string, query: OfficePaymentsQuery): Promise<string> {
      const brand = await ctx.brandOf(tenantId);
      const page = await officeDepositRows(brand, { ...query, offset: 0 }, CSV_MAX_ROWS);
      return toCsv(
        CSV_HEADER,
        page.items.map((item) => csvRow(item, brand.currency)),
      );
    },

    async withdrawalsCsv(tenantId: string, query: OfficePaymentsQuery): Promise<string> {
      const brand = await ctx.brandOf(tenantId);
      const page = await officeWithdrawalRows(brand, { ...query, offset: 0 }, CSV_MAX_ROWS);
      return toCsv(
        [...CSV_HEADER, 'destination'],
        page.items.map((item) => [
          ...csvRow(item, brand.currency),
          item.bank
            ? `${item.bank.name} CVU ${item.bank.cvu}`
            : item.crypto
              ? `${item.crypto.network} ${item.crypto.wallet_address}`
              : null,
        ]),
      );
    },

    officeProof(tenantId: string, depositId: string) {
      return deposits.proof(tenantId, depositId);
    },

    async playerWallet(tenantId: string, playerId: string): Promise<OfficePlayerWallet> {
      await requirePlayer(tenantId, playerId);
      return playerWallet(await ctx.brandOf(tenantId), playerId);
    },

    /** A manual credit or debit by staff, with its reason in the ledger and the audit log. */
    async adjust(
      actor: Actor,
      tenantId: string,
      key: string,
      request: AdjustmentRequest,
    ): Promise<OfficePlayerWallet> {
      await requirePlayer(tenantId, request.player_id);
      const brand = await ctx.brandOf(tenantId);
      const scope = `staff:${actor.staffId ?? actor.username}`;
      const { replayed } = await runIdempotent(
        db,
        { tenantId, scope, key, request: { op: 'adjustment', ...request } },
        officePlayerWalletSchema.pick({ player_id: true }),
        async (tx) => {
          const player = { playerId: request.player_id, kind: request.account };
          const brandAccount = { playerId: null, kind: 'adjustments' as const };
          const amount = Math.abs(request.amount);
          const posted = await ledger.transfer(
            {
              tenantId,
              currency: brand.currency,
              idempotencyKey: `adjustment:${scope}:${key}`,
              type: 'adjustment',
              reference: null,
              description: request.reason,
              amount,
              from: request.amount > 0 ? brandAccount : player,
              to: request.amount > 0 ? player : brandAccount,
            },
            tx,
          );
          await deps.audit.record(tx, actor, {
            tenantId,
            action: 'wallet.adjustment',
            targetType: 'player',
            targetId: request.player_id,
            before: null,
            after: {
              account: request.account,
              amount: request.amount,
              reason: request.reason,
              transaction: posted.transactionId,
            },
          });
          return { player_id: request.player_id };
        },
      );
      if (!replayed) await ctx.publish(tenantId, request.player_id);
      return playerWallet(brand, request.player_id);
    },
  };
}
