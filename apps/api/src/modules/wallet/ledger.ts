import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Currency } from '@tribuna/contracts/currencies';
import { MAX_AMOUNT, type TransactionType } from '@tribuna/contracts/wallet';
import type { Db, DbOrTx } from '../../db/database';
import type { LedgerCatalogue } from '../../kernel/module';
import { AppError } from '../../lib/app-error';
import {
  walletAccounts,
  walletEntries,
  walletTransactions,
  type AccountKind,
  type BrandAccountKind,
  type PlayerAccountKind,
} from './wallet.schema';

/** A player's account, or (no player) one of the brand's own. */
export type AccountRef =
  { playerId: string; kind: PlayerAccountKind } | { playerId: null; kind: BrandAccountKind };

export interface PostLine {
  account: AccountRef;
  /** Signed minor units: positive into the account, negative out of it. */
  amount: number;
}

export interface PostInput {
  tenantId: string;
  /** The brand's currency: new accounts are opened in it. */
  currency: Currency;
  /** Unique per brand: the same key again answers the first move and moves nothing. */
  idempotencyKey: string;
  type: TransactionType;
  reference?: string | null;
  description?: string | null;
  lines: PostLine[];
}

export interface PostedEntry {
  accountId: string;
  playerId: string | null;
  kind: AccountKind;
  amount: number;
  /** A player's balance after the entry; null on the brand's accounts (not kept per move). */
  balanceAfter: number | null;
}

export interface Posted {
  transactionId: string;
  /** True when the key had moved money before: nothing moved this time. */
  replayed: boolean;
  entries: PostedEntry[];
}

/** Moves between two accounts; the ledger helpers build their lines from these. */
interface MoveInput {
  tenantId: string;
  currency: Currency;
  idempotencyKey: string;
  type: TransactionType;
  reference?: string | null;
  description?: string | null;
  amount: number;
}

export type Ledger = ReturnType<typeof createLedger>;

function refKey(ref: { playerId: string | null; kind: AccountKind }): string {
  return `${ref.playerId ?? ''}:${ref.kind}`;
}

function assertBalanced(lines: PostLine[]): void {
  if (lines.length < 2) throw new Error('ledger: a transaction needs at least two lines');
  let sum = 0;
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amount) || line.amount === 0) {
      throw new Error(`ledger: every line needs a non-zero integer amount, not ${line.amount}`);
    }
    if (Math.abs(line.amount) > MAX_AMOUNT) throw new Error('ledger: amount out of range');
    sum += line.amount;
  }
  if (sum !== 0) throw new Error(`ledger: the lines sum to ${sum}, not 0`);
}

/** Same accounts, same amounts, in any order. */
function sameLines(
  entries: { playerId: string | null; kind: AccountKind; amount: number }[],
  lines: PostLine[],
): boolean {
  const signature = (items: { key: string; amount: number }[]) =>
    items
      .map((i) => `${i.key}=${i.amount}`)
      .sort()
      .join(',');
  return (
    signature(entries.map((e) => ({ key: refKey(e), amount: e.amount }))) ===
    signature(lines.map((l) => ({ key: refKey(l.account), amount: l.amount })))
  );
}

/**
 * The double-entry ledger: the only code that changes a balance. Every move is one
 * database transaction (the caller's, when given) whose entries sum to zero; the
 * touched players' account rows are locked in id order, so concurrent moves neither
 * deadlock nor overdraw; a player's balance never goes below zero. The brand's accounts
 * are not locked: their balance is the sum of their entries.
 */
export function createLedger(deps: { db: Db; catalogue: LedgerCatalogue }) {
  const { db, catalogue } = deps;

  /** A move names only declared types and accounts: a typo is a bug, caught at once. */
  function assertDeclared(input: PostInput): void {
    if (!catalogue.transactionTypes.has(input.type)) {
      throw new Error(`ledger: no module declares the transaction type ${input.type}`);
    }
    for (const line of input.lines) {
      if (line.account.playerId === null && !catalogue.brandAccounts.has(line.account.kind)) {
        throw new Error(`ledger: no module declares the account kind ${line.account.kind}`);
      }
    }
  }

  /** The accounts' ids, opening the ones that do not exist yet. */
  async function accountIds(
    tx: DbOrTx,
    tenantId: string,
    currency: Currency,
    refs: AccountRef[],
  ): Promise<Map<string, string>> {
    const unique = [...new Map(refs.map((r) => [refKey(r), r])).values()];
    const select = async () => {
      const matches: SQL[] = [];
      const players = unique.filter((r) => r.playerId !== null);
      const brand = unique.filter((r) => r.playerId === null);
      for (const ref of players) {
        if (ref.playerId === null) continue;
        const match = and(
          eq(walletAccounts.playerId, ref.playerId),
          eq(walletAccounts.kind, ref.kind),
        );
        if (match) matches.push(match);
      }
      if (brand.length > 0) {
        const match = and(
          isNull(walletAccounts.playerId),
          inArray(
            walletAccounts.kind,
            brand.map((r) => r.kind),
          ),
        );
        if (match) matches.push(match);
      }
      const rows = await tx
        .select({
          id: walletAccounts.id,
          playerId: walletAccounts.playerId,
          kind: walletAccounts.kind,
        })
        .from(walletAccounts)
        .where(and(eq(walletAccounts.tenantId, tenantId), or(...matches)));
      return new Map(rows.map((r) => [refKey(r), r.id]));
    };
    let ids = await select();
    const missing = unique.filter((r) => !ids.has(refKey(r)));
    if (missing.length === 0) return ids;
    // Two first moves at once both insert: the second waits for the first and skips.
    // Always in the same order, or two moves opening the same two accounts in opposite
    // orders would each wait for the other (PostgreSQL aborts one as a deadlock).
    missing.sort((a, b) => (refKey(a) < refKey(b) ? -1 : refKey(a) > refKey(b) ? 1 : 0));
    await tx
      .insert(walletAccounts)
      .values(missing.map((r) => ({ tenantId, playerId: r.playerId, kind: r.kind, currency })))
      .onConflictDoNothing();
    ids = await select();
    return ids;
  }

  async function replay(tx: DbOrTx, input: PostInput): Promise<Posted> {
    const [first] = await tx
      .select({ id: walletTransactions.id })
      .from(walletTransactions)
      .where(
        and(
          eq(walletTransactions.tenantId, input.tenantId),
          eq(walletTransactions.idempotencyKey, input.idempotencyKey),
        ),
      );
    if (!first) throw new Error('ledger: a claimed idempotency key has no transaction');
    const entries = await tx
      .select({
        accountId: walletEntries.accountId,
        playerId: walletAccounts.playerId,
        kind: walletAccounts.kind,
        amount: walletEntries.amount,
        balanceAfter: walletEntries.balanceAfter,
      })
      .from(walletEntries)
      .innerJoin(walletAccounts, eq(walletAccounts.id, walletEntries.accountId))
      .where(eq(walletEntries.transactionId, first.id))
      .orderBy(asc(walletEntries.id));
    if (!sameLines(entries, input.lines)) {
      throw new AppError(409, 'CONFLICT', 'wallet.idempotency_key_reused');
    }
    return { transactionId: first.id, replayed: true, entries };
  }

  async function postIn(tx: DbOrTx, input: PostInput): Promise<Posted> {
    // The key first: a concurrent move with the same key waits here for this one.
    const [claimed] = await tx
      .insert(walletTransactions)
      .values({
        tenantId: input.tenantId,
        type: input.type,
        idempotencyKey: input.idempotencyKey,
        reference: input.reference ?? null,
        description: input.description ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: walletTransactions.id });
    if (!claimed) return replay(tx, input);

    const ids = await accountIds(
      tx,
      input.tenantId,
      input.currency,
      input.lines.map((l) => l.account),
    );
    const idOf = (ref: AccountRef): string => {
      const id = ids.get(refKey(ref));
      if (!id) throw new Error(`ledger: no account ${refKey(ref)}`);
      return id;
    };
    // Only players' rows are locked and kept: they have a floor to guard. The brand's
    // accounts (casino, deposits, ...) take part in nearly every move of the brand, so
    // locking them would queue all its players behind one row; their balance is the sum
    // of their entries instead (see `brandBalance`).
    const playerIds = [
      ...new Set(
        input.lines.filter((l) => l.account.playerId !== null).map((l) => idOf(l.account)),
      ),
    ];
    const locked =
      playerIds.length === 0
        ? []
        : await tx
            .select({ id: walletAccounts.id, balance: walletAccounts.balance })
            .from(walletAccounts)
            .where(inArray(walletAccounts.id, playerIds))
            .orderBy(asc(walletAccounts.id))
            .for('update');
    const balances = new Map(locked.map((a) => [a.id, a.balance]));

    const entries: PostedEntry[] = [];
    for (const line of input.lines) {
      const accountId = idOf(line.account);
      let balanceAfter: number | null = null;
      if (line.account.playerId !== null) {
        const before = balances.get(accountId);
        if (before === undefined) throw new Error('ledger: an account vanished');
        balanceAfter = before + line.amount;
        balances.set(accountId, balanceAfter);
      }
      entries.push({
        accountId,
        playerId: line.account.playerId,
        kind: line.account.kind,
        amount: line.amount,
        balanceAfter,
      });
    }
    for (const balance of balances.values()) {
      if (balance < 0) throw new AppError(409, 'CONFLICT', 'wallet.insufficient_funds');
    }
    await tx.insert(walletEntries).values(
      entries.map((e) => ({
        transactionId: claimed.id,
        accountId: e.accountId,
        amount: e.amount,
        balanceAfter: e.balanceAfter,
      })),
    );
    for (const [id, balance] of balances) {
      await tx
        .update(walletAccounts)
        .set({ balance, updatedAt: sql`now()` })
        .where(eq(walletAccounts.id, id));
    }
    return { transactionId: claimed.id, replayed: false, entries };
  }

  /** Moves money: the lines must sum to zero. In `tx` when given, else in its own. */
  function post(input: PostInput, tx?: DbOrTx): Promise<Posted> {
    assertBalanced(input.lines);
    assertDeclared(input);
    return tx ? postIn(tx, input) : db.transaction((own) => postIn(own, input));
  }

  function transfer(
    input: MoveInput & { from: AccountRef; to: AccountRef },
    tx?: DbOrTx,
  ): Promise<Posted> {
    const { from, to, amount, ...rest } = input;
    if (!Number.isSafeInteger(amount) || amount <= 0) {
      throw new Error(`ledger: a transfer needs a positive integer amount, not ${amount}`);
    }
    return post(
      {
        ...rest,
        lines: [
          { account: from, amount: -amount },
          { account: to, amount },
        ],
      },
      tx,
    );
  }

  return {
    post,
    transfer,

    /** Into a player's account (cash by default) from one of the brand's. */
    credit(
      input: MoveInput & { playerId: string; account?: PlayerAccountKind; from: BrandAccountKind },
      tx?: DbOrTx,
    ): Promise<Posted> {
      const { playerId, account, from, ...rest } = input;
      return transfer(
        {
          ...rest,
          from: { playerId: null, kind: from },
          to: { playerId, kind: account ?? 'cash' },
        },
        tx,
      );
    },

    /** Out of a player's account (cash by default) into one of the brand's. */
    debit(
      input: MoveInput & { playerId: string; account?: PlayerAccountKind; to: BrandAccountKind },
      tx?: DbOrTx,
    ): Promise<Posted> {
      const { playerId, account, to, ...rest } = input;
      return transfer(
        {
          ...rest,
          from: { playerId, kind: account ?? 'cash' },
          to: { playerId: null, kind: to },
        },
        tx,
      );
    },

    /** Cash to withheld: kept aside (a withdrawal waiting for staff). */
    hold(input: MoveInput & { playerId: string }, tx?: DbOrTx): Promise<Posted> {
      const { playerId, ...rest } = input;
      return transfer(
        { ...rest, from: { playerId, kind: 'cash' }, to: { playerId, kind: 'withheld' } },
        tx,
      );
    },

    /** Withheld back to cash. */
    release(input: MoveInput & { playerId: string }, tx?: DbOrTx): Promise<Posted> {
      const { playerId, ...rest } = input;
      return transfer(
        { ...rest, from: { playerId, kind: 'withheld' }, to: { playerId, kind: 'cash' } },
        tx,
      );
    },

    /** A player's balances (zero for accounts not opened yet). */
    async balances(
      tenantId: string,
      playerId: string,
      tx: DbOrTx = db,
    ): Promise<Record<PlayerAccountKind, number>> {
      const rows = await tx
        .select({ kind: walletAccounts.kind, balance: walletAccounts.balance })
        .from(walletAccounts)
        .where(and(eq(walletAccounts.tenantId, tenantId), eq(walletAccounts.playerId, playerId)));
      const out: Record<PlayerAccountKind, number> = { cash: 0, bonus: 0, withheld: 0 };
      for (const row of rows) {
        if (row.kind === 'cash' || row.kind === 'bonus' || row.kind === 'withheld') {
          out[row.kind] = row.balance;
        }
      }
      return out;
    },

    /** A brand account's balance: the sum of its entries (the row keeps none). */
    async brandBalance(tenantId: string, kind: BrandAccountKind, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ total: sql<string | null>`sum(${walletEntries.amount})` })
        .from(walletEntries)
        .innerJoin(walletAccounts, eq(walletAccounts.id, walletEntries.accountId))
        .where(
          and(
            eq(walletAccounts.tenantId, tenantId),
            isNull(walletAccounts.playerId),
            eq(walletAccounts.kind, kind),
          ),
        );
      return Number(row?.total ?? 0);
    },

    /**
     * Locks the players' accounts among these (opening all of them if needed) for the rest
     * of `tx`, in id order like every move does, so checks made after it (a daily limit) cannot race another move of
     * them. A transaction that moves money more than once should lock every account it
     * will touch here first, or two such transactions could wait on each other.
     */
    async lockAccounts(
      tx: DbOrTx,
      input: { tenantId: string; currency: Currency; accounts: AccountRef[] },
    ): Promise<void> {
      const ids = await accountIds(tx, input.tenantId, input.currency, input.accounts);
      const players = input.accounts.filter((a) => a.playerId !== null);
      if (players.length === 0) return;
      await tx
        .select({ id: walletAccounts.id })
        .from(walletAccounts)
        .where(
          inArray(walletAccounts.id, [...new Set(players.map((a) => ids.get(refKey(a)) ?? ''))]),
        )
        .orderBy(asc(walletAccounts.id))
        .for('update');
    },
  };
}
