import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CasinoLaunch } from '@tribuna/contracts/casino';
import type { Db } from '../../db/database';
import {
  createProviderSimulator,
  injectTransport,
  type SimulatedSession,
} from './provider-simulator';

/** Launches a game through the real call; the token is what the provider is handed. */
export async function launch(
  app: FastifyInstance,
  host: string,
  token: string | null,
  slug: string,
  mode: 'real' | 'demo',
): Promise<{ status: number; launch: CasinoLaunch | null; token: string | null; body: unknown }> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/casino/games/${slug}/launch`,
    headers: {
      host,
      'master-language': 'en_US',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: { mode },
  });
  const body: unknown = res.json();
  if (res.statusCode !== 201) return { status: res.statusCode, launch: null, token: null, body };
  const answer = (body as { response: CasinoLaunch }).response;
  return { status: 201, launch: answer, token: tokenOf(answer.url), body };
}

/** The provider's token in a launch URL (a fragment for house games, a query otherwise). */
export function tokenOf(url: string): string | null {
  const parsed = new URL(url, 'http://x');
  return (
    new URLSearchParams(parsed.hash.replace(/^#/, '')).get('token') ??
    parsed.searchParams.get('token')
  );
}

/** The house provider's simulator on a host, with its real secret. */
export async function houseSimulator(app: FastifyInstance, host: string) {
  const secret = await app.services.casino.providerSecret('tribuna');
  if (!secret) throw new Error('no house provider');
  return createProviderSimulator({
    transport: injectTransport(app),
    host,
    provider: 'tribuna',
    secret,
  });
}

export type { SimulatedSession };

function rows<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

/**
 * The wallet's invariants over a brand's books, as the ledger's property test checks
 * them: every transaction's entries sum to zero, every balance equals its entries and
 * its last `balance_after`, no player below zero. And the casino's: every money move of
 * a provider has exactly one ledger transaction. Answers the problems (none: balanced).
 */
export async function bookProblems(db: Db, tenantId: string): Promise<string[]> {
  const problems: string[] = [];
  const unbalanced = rows<{ id: string }>(
    await db.execute(sql`
      select e.transaction_id as id from wallet_entries e
      join wallet_transactions t on t.id = e.transaction_id
      where t.tenant_id = ${tenantId}
      group by e.transaction_id having sum(e.amount) <> 0 or count(*) < 2`),
  );
  if (unbalanced.length > 0) problems.push(`${unbalanced.length} transactions do not sum to 0`);
  const drift = rows<{ balance: unknown; total: unknown; last: unknown }>(
    await db.execute(sql`
      select a.balance,
        coalesce((select sum(e.amount) from wallet_entries e where e.account_id = a.id), 0) as total,
        (select e.balance_after from wallet_entries e where e.account_id = a.id
          order by e.id desc limit 1) as last
      from wallet_accounts a where a.tenant_id = ${tenantId}`),
  ).filter(
    (r) => Number(r.balance) !== Number(r.total) || Number(r.balance) !== Number(r.last ?? 0),
  );
  if (drift.length > 0) problems.push(`${drift.length} balances differ from their entries`);
  const negative = rows(
    await db.execute(sql`
      select id from wallet_accounts
      where tenant_id = ${tenantId} and player_id is not null and balance < 0`),
  );
  if (negative.length > 0) problems.push(`${negative.length} players below 0`);
  const unmatched = rows(
    await db.execute(sql`
      select c.id from casino_transactions c
      left join wallet_transactions t on t.id = c.ledger_transaction_id
      where c.tenant_id = ${tenantId} and c.mode = 'real' and c.amount <> 0
        and c.status in ('done', 'rolled_back') and t.id is null`),
  );
  if (unmatched.length > 0) problems.push(`${unmatched.length} casino moves without a ledger move`);
  const doubled = rows(
    await db.execute(sql`
      select ledger_transaction_id from casino_transactions
      where tenant_id = ${tenantId} and ledger_transaction_id is not null
      group by ledger_transaction_id having count(*) > 1`),
  );
  if (doubled.length > 0) problems.push(`${doubled.length} ledger moves claimed twice`);
  // The brand's casino account holds exactly what real rounds left it.
  const [casino] = rows<{ balance: unknown; rounds: unknown }>(
    await db.execute(sql`
      select
        coalesce((select balance from wallet_accounts
          where tenant_id = ${tenantId} and player_id is null and kind = 'casino'), 0) as balance,
        coalesce((select sum(bet_total - win_total - rollback_total) from casino_rounds
          where tenant_id = ${tenantId} and mode = 'real'), 0) as rounds`),
  );
  if (casino && Number(casino.balance) !== Number(casino.rounds)) {
    problems.push(
      `casino account ${String(casino.balance)} but rounds say ${String(casino.rounds)}`,
    );
  }
  return problems;
}
