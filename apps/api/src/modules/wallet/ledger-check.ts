import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { rowsOf } from '../../db/rows';

export interface LedgerCheck {
  /** What is wrong with the books, in words; empty when they are right. */
  problems: string[];
  /** Every account's balance by `<player id or ''>:<kind>`, from its entries. */
  balances: Map<string, number>;
}

/**
 * Checks a brand's books against the ledger's invariants: every transaction has at
 * least two entries summing to zero; a player's balance equals the sum of its entries
 * and its last `balance_after` and is not below zero; a brand account keeps nothing on
 * its row or its entries (its balance is the sum of its entries). Used by the property
 * tests and the benches after each run.
 */
export async function checkLedger(db: DbOrTx, tenantId: string): Promise<LedgerCheck> {
  const problems: string[] = [];
  const unbalanced = rowsOf<{ id: string }>(
    await db.execute(sql`
      select t.id from wallet_transactions t
      left join wallet_entries e on e.transaction_id = t.id
      where t.tenant_id = ${tenantId}
      group by t.id having count(e.id) < 2 or coalesce(sum(e.amount), 0) <> 0`),
  );
  if (unbalanced.length > 0) {
    problems.push(
      `${unbalanced.length} transaction(s) with fewer than 2 entries or not summing to 0`,
    );
  }

  const accounts = rowsOf<{
    player_id: string | null;
    kind: string;
    balance: unknown;
    total: unknown;
    last: unknown;
    kept: unknown;
  }>(
    await db.execute(sql`
      select a.player_id, a.kind, a.balance,
        coalesce((select sum(e.amount) from wallet_entries e where e.account_id = a.id), 0) as total,
        (select e.balance_after from wallet_entries e where e.account_id = a.id
          order by e.id desc limit 1) as last,
        (select count(*) from wallet_entries e where e.account_id = a.id
          and e.balance_after is not null) as kept
      from wallet_accounts a where a.tenant_id = ${tenantId}`),
  );
  const players = accounts.filter((a) => a.player_id !== null);
  const brand = accounts.filter((a) => a.player_id === null);
  const drifted = players.filter(
    (a) => Number(a.balance) !== Number(a.total) || Number(a.balance) !== Number(a.last ?? 0),
  ).length;
  if (drifted > 0) problems.push(`${drifted} player account(s) differ from their entries`);
  const negative = players.filter((a) => Number(a.balance) < 0).length;
  if (negative > 0) problems.push(`${negative} player account(s) below zero`);
  const kept = brand.filter((a) => Number(a.balance) !== 0 || Number(a.kept) !== 0).length;
  if (kept > 0) problems.push(`${kept} brand account(s) keep a balance of their own`);

  const balances = new Map(
    accounts.map((a) => [`${a.player_id ?? ''}:${a.kind}`, Number(a.total)] as const),
  );
  return { problems, balances };
}
