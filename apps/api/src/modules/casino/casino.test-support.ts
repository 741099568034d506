import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CasinoLaunch } from '@tribuna/contracts/casino';
import type { Db } from '../../db/database';
import { createLedger } from '../wallet/ledger';
import { checkLedger } from '../wallet/ledger-check';
import {
  createProviderSimulator,
  injectTransport,
  type SimulatedSession,
} from './provider-simulator';
import { rowsOf } from '../../db/rows';
import { ledgerCatalogue } from '../../kernel/compose';
import { MODULES } from '../../modules';

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

/**
 * The wallet's invariants over a brand's books (`checkLedger`), and the casino's: every money move of
 * a provider has exactly one ledger transaction, and every round's totals add up its moves. Answers
 * the problems (none: balanced).
 */
export async function bookProblems(db: Db, tenantId: string): Promise<string[]> {
  const problems = [...(await checkLedger(db, tenantId)).problems];
  const unmatched = rowsOf(
    await db.execute(sql`
      select c.id from casino_transactions c
      left join wallet_transactions t on t.id = c.ledger_transaction_id
      where c.tenant_id = ${tenantId} and c.mode = 'real' and c.amount <> 0
        and c.status in ('done', 'rolled_back') and t.id is null`),
  );
  if (unmatched.length > 0) problems.push(`${unmatched.length} casino moves without a ledger move`);
  const doubled = rowsOf(
    await db.execute(sql`
      select ledger_transaction_id from casino_transactions
      where tenant_id = ${tenantId} and ledger_transaction_id is not null
      group by ledger_transaction_id having count(*) > 1`),
  );
  if (doubled.length > 0) problems.push(`${doubled.length} ledger moves claimed twice`);
  // A round's totals and its count of bets still done are its recorded moves' (a refused
  // call, whose totals moved with the round's lock, left nothing).
  const drifted = rowsOf(
    await db.execute(sql`
      select r.id from casino_rounds r
      left join casino_transactions c on c.round_id = r.id
      where r.tenant_id = ${tenantId}
      group by r.id
      having r.bet_total <> coalesce(sum(c.amount) filter (where c.kind = 'bet'), 0)
        or r.win_total <> coalesce(sum(c.amount) filter (where c.kind = 'win'), 0)
        or r.rollback_total <> coalesce(sum(c.amount) filter (where c.kind = 'rollback'), 0)
        or r.bets_done <> count(c.id) filter (where c.kind = 'bet' and c.status = 'done')`),
  );
  if (drifted.length > 0) problems.push(`${drifted.length} rounds whose totals drifted`);
  // The brand's casino account holds exactly what real rounds left it.
  const [rounds] = rowsOf<{ total: unknown }>(
    await db.execute(sql`
      select coalesce(sum(bet_total - win_total - rollback_total), 0) as total
      from casino_rounds where tenant_id = ${tenantId} and mode = 'real'`),
  );
  const casino = await createLedger({ db, catalogue: ledgerCatalogue(MODULES) }).brandBalance(
    tenantId,
    'casino',
  );
  if (casino !== Number(rounds?.total ?? 0)) {
    problems.push(`casino account ${casino} but rounds say ${String(rounds?.total)}`);
  }
  return problems;
}
