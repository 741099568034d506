import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Currency } from '@tribuna/contracts/currencies';
import { MAX_AMOUNT, type TransactionType } from '@tribuna/contracts/wallet';
import type { Db, DbOrTx } from '../../db/database';
import type { LedgerCatalogue } from '../../kernel/module';
import { AppError } from '../../lib/app-error';
import { playerLocksTaken } from '../../db/player-lock';
import { rowsOf } from '../../db/rows';
import {
  PLAYER_ACCOUNT_KINDS,
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
  /**
   * Statements of the caller's written in the move's own statement (as data-modifying
   * CTEs), run when the move is written: the activity record of a stake or a result. Each
   * must be safe to run again under a taken key (an insert that skips its own duplicate):
   * a replay runs it and writes nothing else.
   */
  alongside?: SQL[];
}

export interface PostedEntry {
  accountId: string;
  playerId: string | null;
  kind: AccountKind;
  amount: number;
  /** A player's balance after the entry; null on the brand's accounts (not kept per move). */
  balanceAfter: number | null;
}

/** A player's balance in each of their accounts (0 for an account not opened yet). */
export type PlayerBalances = Record<PlayerAccountKind, number>;

export interface Posted {
  transactionId: string;
  /** True when the key had moved money before: nothing moved this time. */
  replayed: boolean;
  entries: PostedEntry[];
  /**
   * Each moved player's balances (by player id, every kind) once this call is done, so a
   * caller can answer them without reading them again: after the move, read under its
   * lock; on a replay, as they are now (the replay moved nothing).
   */
  balances: Record<string, PlayerBalances>;
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
  alongside?: SQL[];
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

/** An account as a move holds it: a player's locked with its balance, a brand's only named. */
interface HeldAccount {
  id: string;
  playerId: string | null;
  kind: AccountKind;
  /** A player's balance under the lock; 0 on the brand's rows (they keep none). */
  balance: number;
}

/** A raw row of `wallet_accounts`: int8 arrives as a string or a number, by driver. */
interface AccountRow {
  id: string;
  player_id: string | null;
  kind: AccountKind;
  balance: string | number | bigint;
}

function isPlayerKind(kind: AccountKind): kind is PlayerAccountKind {
  return (PLAYER_ACCOUNT_KINDS as readonly string[]).includes(kind);
}

/** Each of the players' balances from account rows (0 for an account not opened). */
function balancesOf(
  playerIds: string[],
  rows: { playerId: string | null; kind: AccountKind; balance: number }[],
): Record<string, PlayerBalances> {
  const out: Record<string, PlayerBalances> = {};
  for (const id of playerIds) out[id] = { cash: 0, bonus: 0, withheld: 0 };
  for (const row of rows) {
    const balances = row.playerId === null ? undefined : out[row.playerId];
    if (balances && isPlayerKind(row.kind)) balances[row.kind] = row.balance;
  }
  return out;
}

/** `($1, $2, ...)` for an `in`: never empty (the callers check). */
function list(values: string[]): SQL {
  return sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;
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

  /**
   * The accounts each open transaction has locked and read, with their balances as its
   * own moves left them: a transaction's next move (a bet's stake after the product locked
   * the player, a round's win after its bet) need not read them again. Only transactions:
   * their locks last until they end. A balance changed behind the ledger's back in the
   * transaction (a savepoint rolled back, a nested transaction's move) is caught by the
   * move's write, which then throws and so rolls the transaction back (see `write`); a
   * refusal for funds reads the rows again first (see `postIn`).
   */
  const heldIn = new WeakMap<object, Map<string, HeldAccount>>();

  function remember(tx: DbOrTx, rows: HeldAccount[]): HeldAccount[] {
    if (!(tx instanceof PgTransaction)) return rows;
    const known = heldIn.get(tx) ?? new Map<string, HeldAccount>();
    for (const row of rows) known.set(refKey(row), row);
    heldIn.set(tx, known);
    return rows;
  }

  /**
   * One statement in the steady state: locks every account of the players among `refs`
   * (all their kinds, in id order, so moves of several players cannot deadlock) and reads
   * their balances under the lock, and reads the ids of the brand's accounts among them
   * without locking those (see `postIn`). The named accounts not open yet are opened and
   * everything is read again: once per account, ever.
   */
  async function holdAccounts(
    tx: DbOrTx,
    tenantId: string,
    currency: Currency,
    refs: AccountRef[],
  ): Promise<{ playerIds: string[]; rows: HeldAccount[]; remembered: boolean }> {
    const unique = [...new Map(refs.map((r) => [refKey(r), r])).values()];
    const playerIds = [
      ...new Set(unique.flatMap((r) => (r.playerId === null ? [] : [r.playerId]))),
    ];
    const brandKinds = unique.filter((r) => r.playerId === null).map((r) => r.kind);
    if (unique.length === 0) return { playerIds, rows: [], remembered: false };
    const known = heldIn.get(tx);
    if (known && unique.every((r) => known.has(refKey(r)))) {
      // Read and locked before in this transaction (every kind of each player at once).
      const rows = [...known.values()].filter(
        (r) =>
          (r.playerId !== null && playerIds.includes(r.playerId)) || brandKinds.includes(r.kind),
      );
      return { playerIds, rows, remembered: true };
    }
    // The players' own advisory locks first (sorted: two players' moves take them in one
    // order), and only then their rows, in one statement: the locks are a subquery of the
    // row lock's condition without a column of it, which PostgreSQL evaluates once before
    // the scan. Row locks in id order alone do not keep two moves apart when one of them
    // opens an account: a move that read before the new row committed locks the player's
    // other rows, then the new one, while a move that read after it locks them in id order,
    // the new row first, and each waits for the other.
    const locked = sql`select id, player_id, kind, balance from wallet_accounts
      where tenant_id = ${tenantId} and player_id in ${list(playerIds)}
        and ${playerLocksTaken(playerIds)}
      order by id for update`;
    const brand = sql`select id, player_id, kind, balance from wallet_accounts
      where tenant_id = ${tenantId} and player_id is null and kind in ${list(brandKinds)}`;
    // FOR UPDATE cannot sit on one side of a UNION, but it can in a CTE the union reads whole.
    const query =
      brandKinds.length === 0
        ? locked
        : playerIds.length === 0
          ? brand
          : sql`with locked as (${locked}) select * from locked union all ${brand}`;
    const read = async (): Promise<HeldAccount[]> =>
      rowsOf<AccountRow>(await tx.execute(query)).map((r) => ({
        id: r.id,
        playerId: r.player_id,
        kind: r.kind,
        balance: Number(r.balance),
      }));

    let rows = await read();
    const found = new Set(rows.map(refKey));
    const missing = unique.filter((r) => !found.has(refKey(r)));
    if (missing.length === 0) return { playerIds, rows: remember(tx, rows), remembered: false };
    // Two first moves at once both insert: the second waits for the first and skips.
    // Always in the same order, or two moves opening the same two accounts in opposite
    // orders would each wait for the other (PostgreSQL aborts one as a deadlock).
    missing.sort((a, b) => (refKey(a) < refKey(b) ? -1 : refKey(a) > refKey(b) ? 1 : 0));
    await tx
      .insert(walletAccounts)
      .values(missing.map((r) => ({ tenantId, playerId: r.playerId, kind: r.kind, currency })))
      .onConflictDoNothing();
    rows = await read();
    return { playerIds, rows: remember(tx, rows), remembered: false };
  }

  /** The players' balances as they are now (a replay's answer: it holds no lock of its own). */
  async function balancesNow(
    tx: DbOrTx,
    tenantId: string,
    playerIds: string[],
  ): Promise<Record<string, PlayerBalances>> {
    if (playerIds.length === 0) return {};
    const rows = await tx
      .select({
        playerId: walletAccounts.playerId,
        kind: walletAccounts.kind,
        balance: walletAccounts.balance,
      })
      .from(walletAccounts)
      .where(
        and(eq(walletAccounts.tenantId, tenantId), inArray(walletAccounts.playerId, playerIds)),
      );
    return balancesOf(playerIds, rows);
  }

  /** The move already in the books under this key, if any. */
  async function movedBefore(tx: DbOrTx, input: PostInput): Promise<{ id: string } | undefined> {
    const [row] = await tx
      .select({ id: walletTransactions.id })
      .from(walletTransactions)
      .where(
        and(
          eq(walletTransactions.tenantId, input.tenantId),
          eq(walletTransactions.idempotencyKey, input.idempotencyKey),
        ),
      );
    return row;
  }

  async function replay(tx: DbOrTx, input: PostInput): Promise<Posted> {
    const first = await movedBefore(tx, input);
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
    const playerIds = [
      ...new Set(entries.flatMap((e) => (e.playerId === null ? [] : [e.playerId]))),
    ];
    return {
      transactionId: first.id,
      replayed: true,
      entries,
      balances: await balancesNow(tx, input.tenantId, playerIds),
    };
  }

  /**
   * One statement: the key claimed, and when it was free (this call's move, not a replay)
   * the entries and the players' new balances on their locked rows. The transaction's id,
   * or null when the key had moved money before (nothing is written then).
   */
  async function write(
    tx: DbOrTx,
    input: PostInput,
    entries: PostedEntry[],
    players: { balances: Map<string, number>; before: Map<string, number> },
  ): Promise<string | null> {
    const { balances, before } = players;
    const lines = sql.join(
      entries.map(
        (e) => sql`(${e.accountId}::uuid, ${e.amount}::bigint, ${e.balanceAfter}::bigint)`,
      ),
      sql`, `,
    );
    const updates = sql.join(
      [...balances].map(
        ([id, balance]) =>
          sql`(${id}::uuid, ${before.get(id) ?? null}::bigint, ${balance}::bigint)`,
      ),
      sql`, `,
    );
    // Data-modifying CTEs run to completion whether or not the final select reads them;
    // each write below reads the claim, so a taken key writes nothing. A balance is set only
    // where it still is what the move started from: a row that held another (moved in this
    // transaction behind the ledger) is left, counted, and fails the move below.
    const moved =
      balances.size === 0
        ? sql``
        : sql`, moved as (update wallet_accounts set balance = v.balance, updated_at = now()
            from (values ${updates}) as v (id, before, balance)
            where wallet_accounts.id = v.id and wallet_accounts.balance = v.before
              and exists (select 1 from claim)
            returning 1)`;
    const alongside = sql.join(
      (input.alongside ?? []).map(
        (statement, i) => sql`, ${sql.identifier(`alongside_${i}`)} as (${statement})`,
      ),
      sql``,
    );
    const [claimed] = rowsOf<{ id: string | null; moved: string | number }>(
      await tx.execute(sql`with claim as (
          insert into wallet_transactions (tenant_id, type, idempotency_key, reference, description)
          values (${input.tenantId}, ${input.type}, ${input.idempotencyKey},
            ${input.reference ?? null}, ${input.description ?? null})
          on conflict do nothing
          returning id),
        entries as (insert into wallet_entries (transaction_id, account_id, amount, balance_after)
          select claim.id, e.account_id, e.amount, e.balance_after
          from claim, (values ${lines}) as e (account_id, amount, balance_after))${moved}
${alongside}
        select (select id from claim) as id,
          ${balances.size === 0 ? sql`0` : sql`(select count(*) from moved)`} as moved`),
    );
    const id = claimed?.id ?? null;
    if (id !== null && Number(claimed?.moved) !== balances.size) {
      // Thrown out of the caller's transaction, which rolls back: no entry without its balance.
      throw new Error('ledger: a balance moved in this transaction behind the ledger');
    }
    return id;
  }

  async function postIn(tx: DbOrTx, input: PostInput): Promise<Posted> {
    // Only players' rows are locked and kept: they have a floor to guard. The brand's
    // accounts (casino, deposits, ...) take part in nearly every move of the brand, so
    // locking them would queue all its players behind one row; their balance is the sum
    // of their entries instead (see `brandBalance`). The balances are read here, under the
    // lock, or as this transaction's earlier lock or move left them (`heldIn`). A concurrent
    // move with the same key waits on the same rows (or, when it moves no player's money,
    // on the key's index entry) and then finds the key taken.
    const { playerIds, rows, remembered } = await holdAccounts(
      tx,
      input.tenantId,
      input.currency,
      input.lines.map((l) => l.account),
    );
    const held = new Map(rows.map((r) => [refKey(r), r]));
    const accountOf = (ref: AccountRef): HeldAccount => {
      const account = held.get(refKey(ref));
      if (!account) throw new Error(`ledger: no account ${refKey(ref)}`);
      return account;
    };

    const balances = new Map<string, number>();
    const before = new Map<string, number>();
    const entries: PostedEntry[] = [];
    for (const line of input.lines) {
      const account = accountOf(line.account);
      let balanceAfter: number | null = null;
      if (line.account.playerId !== null) {
        balanceAfter = (balances.get(account.id) ?? account.balance) + line.amount;
        balances.set(account.id, balanceAfter);
        before.set(account.id, account.balance);
      }
      entries.push({
        accountId: account.id,
        playerId: line.account.playerId,
        kind: line.account.kind,
        amount: line.amount,
        balanceAfter,
      });
    }
    for (const balance of balances.values()) {
      if (balance < 0) {
        // Never refused on what this transaction remembers: on what its rows hold now.
        if (remembered) {
          heldIn.delete(tx);
          return postIn(tx, input);
        }
        // A key that moved before answers its move, whatever the balances are now.
        if (await movedBefore(tx, input)) return replay(tx, input);
        throw new AppError(409, 'CONFLICT', 'wallet.insufficient_funds');
      }
    }
    const transactionId = await write(tx, input, entries, { balances, before });
    if (transactionId === null) return replay(tx, input);
    const after = remember(
      tx,
      rows.map((r) => ({ ...r, balance: balances.get(r.id) ?? r.balance })),
    );
    return {
      transactionId,
      replayed: false,
      entries,
      balances: balancesOf(playerIds, after),
    };
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

    /**
     * The player's accounts this transaction has locked and read (each kind opened, with
     * its balance as the transaction's moves left it), or null when it holds none of
     * theirs: a rule can skip work for a player who never had an account of a kind,
     * without a query.
     */
    heldBy(tx: DbOrTx, playerId: string): { kind: AccountKind; balance: number }[] | null {
      const known = heldIn.get(tx);
      if (!known) return null;
      const rows = [...known.values()].filter((r) => r.playerId === playerId);
      return rows.length === 0 ? null : rows.map((r) => ({ kind: r.kind, balance: r.balance }));
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
     * Locks every account of the players among these (opening the named ones if needed)
     * for the rest of `tx`, in id order like every move does, so checks made after it (a
     * daily limit) cannot race another move of them; answers their balances, read under
     * the lock. One statement once the accounts exist. A transaction that moves money more
     * than once should lock every player it will touch here first, or two such
     * transactions could wait on each other.
     */
    async lockAccounts(
      tx: DbOrTx,
      input: { tenantId: string; currency: Currency; accounts: AccountRef[] },
    ): Promise<Record<string, PlayerBalances>> {
      const { playerIds, rows } = await holdAccounts(
        tx,
        input.tenantId,
        input.currency,
        input.accounts,
      );
      return balancesOf(playerIds, rows);
    },
  };
}
