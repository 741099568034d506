// The statements each money path sends, one call at a time: the round trips of a
// placement, a seamless-wallet call, a house round and a bare ledger move.
// `npm run bench -- statements` prints them with each call's statements listed.
import type { FastifyInstance } from 'fastify';
import type {} from '../apps/api/src/types';
import { newId } from '../apps/api/src/modules/casino/provider-simulator';
import {
  bettor,
  placeSlip,
  slipOf,
  type insertEvent,
} from '../apps/api/src/modules/sports/sports.test-support';
import { houseSimulator } from '../apps/api/src/modules/casino/casino.test-support';
import { playerPage } from '../apps/api/src/modules/house/house-solo.test-support';
import { registerPlayer } from '../apps/api/src/modules/wallet/wallet.test-support';
import { launch, tokenOf } from '../apps/api/src/modules/casino/casino.test-support';
import { openBenchApp } from './bench-app';
import { countStatements } from './statements';
import { onScratchDatabase } from './lib';
import { sportsMarkets } from './sports-bets';

const HOST = 'localhost';
const CALLS = 50;

export interface PathCount {
  path: string;
  statements: number;
  transactions: number;
  ms: number;
  texts: string[];
}

/** Every money path's statements per call, on the app `app` (already seeded). */
export async function countMoneyPaths(
  app: FastifyInstance,
  db: Parameters<typeof insertEvent>[0],
  calls = CALLS,
): Promise<PathCount[]> {
  const tenant = await app.services.tenants.resolveHost(HOST);
  if (!tenant) throw new Error('the demo brand is missing');
  const counts: PathCount[] = [];
  const record = async (path: string, work: (i: number) => Promise<unknown>) => {
    await work(-1); // warm: first-use caches and prepared plans are not the steady state
    counts.push({ path, ...(await countStatements(calls, work)) });
  };

  // A bare ledger move, as the ledger bench makes it.
  const mover = await registerPlayer(app, HOST);
  const claims = await app.platform.tokens.verify(mover.token, 'player');
  if (!claims) throw new Error('no player');
  const ledger = app.services.wallet.ledger;
  await ledger.credit({
    tenantId: tenant.id,
    currency: 'ARS',
    idempotencyKey: newId('fund'),
    type: 'adjustment',
    amount: 1e9,
    playerId: claims.sub,
    from: 'adjustments',
  });
  await record('ledger transfer (debit)', () =>
    ledger.debit({
      tenantId: tenant.id,
      currency: 'ARS',
      idempotencyKey: newId('move'),
      type: 'adjustment',
      amount: 1,
      playerId: claims.sub,
      to: 'adjustments',
    }),
  );

  // Sports: a single and a three-leg accumulator.
  const { markets, prices } = await sportsMarkets(app, db, tenant.id, 3);
  const who = await bettor(app, HOST, 1e9);
  const slip = (legs: number) => async () => {
    const selections = markets.slice(0, legs).map((m) => ({
      market_id: m.id,
      outcome: 'home',
      odds: prices.get(`${m.id}:home`) ?? 0,
    }));
    const res = await placeSlip(app, who, [{ stake: 100, selections }]);
    if (!slipOf(res).results[0]?.placed) throw new Error(`not placed: ${res.body}`);
  };
  await record('sports placement, single', slip(1));
  await record('sports placement, 3-leg accumulator', slip(3));

  // The seamless wallet: a provider's bet, then its win.
  const sim = await houseSimulator(app, HOST);
  const player = await registerPlayer(app, HOST);
  const playerClaims = await app.platform.tokens.verify(player.token, 'player');
  if (!playerClaims) throw new Error('no player');
  await ledger.credit({
    tenantId: tenant.id,
    currency: 'ARS',
    idempotencyKey: newId('fund'),
    type: 'adjustment',
    amount: 1e9,
    playerId: playerClaims.sub,
    from: 'adjustments',
  });
  const launched = await launch(app, HOST, player.token, 'tesoro-del-dragon', 'real');
  const token = launched.launch ? tokenOf(launched.launch.url) : null;
  if (!token) throw new Error('launch failed');
  const session = sim.session(token, 'tesoro-del-dragon', 'ARS');
  const rounds: string[] = [];
  await record('seamless wallet: bet', async (i) => {
    const round = newId('round');
    rounds[i + 1] = round;
    const answer = await session.bet(100, round);
    if (!answer.ok) throw new Error('bet refused');
  });
  await record('seamless wallet: win', async (i) => {
    const answer = await session.win(200, rounds[i + 1] ?? newId('round'));
    if (!answer.ok) throw new Error('win refused');
  });

  // House rounds: a slot spin and a roulette spin through the game pages' API.
  const slot = await playerPage(app, HOST, 'tesoro-del-dragon', 1e9);
  await record('house round: slot spin', async () => {
    const res = await slot.send('POST', '/slot/spin', { line_bet: 10 });
    if (res.statusCode !== 200) throw new Error(`spin ${res.statusCode} ${res.body}`);
  });
  return counts;
}

export interface EngineCounts {
  engine: 'PGlite' | 'PostgreSQL';
  counts: PathCount[];
}

/**
 * The statements and transactions per call of each path, side by side per engine, then
 * the statements of one call of each path (of the first engine: the SQL is the same).
 */
export function statementsTable(
  out: (line?: string) => void,
  runs: EngineCounts[],
  calls = CALLS,
): void {
  if (runs.length === 0) return;
  out(
    `${calls} calls of each path one at a time, after one to warm up; the statements a call sends ` +
      '(BEGIN and COMMIT included where the driver sends them) and its time alone.',
  );
  out();
  out(
    `| path | ${runs.map((r) => `${r.engine} statements | transactions | ms alone`).join(' | ')} |`,
  );
  out(`|---|${runs.map(() => '---|---|---').join('|')}|`);
  const [first] = runs;
  for (const c of first?.counts ?? []) {
    const cells = runs.map((r) => {
      const found = r.counts.find((x) => x.path === c.path);
      return found
        ? `${found.statements.toFixed(1)} | ${found.transactions.toFixed(1)} | ${found.ms.toFixed(1)}`
        : '– | – | –';
    });
    out(`| ${c.path} | ${cells.join(' | ')} |`);
  }
  out();
  for (const c of first?.counts ?? []) {
    out(`<details><summary>${c.path}: the statements of one call (${first?.engine})</summary>`);
    out();
    out('```sql');
    for (const text of c.texts) out(text);
    out('```');
    out('</details>');
    out();
  }
}

async function countOn(databaseUrl: string | undefined): Promise<PathCount[]> {
  const bench = await openBenchApp('statements', databaseUrl);
  try {
    return await countMoneyPaths(bench.app, bench.infra.database.db);
  } finally {
    await bench.close();
  }
}

/**
 * `npm run bench -- statements`: the counts on PGlite and, when `postgresUrl` is given,
 * on PostgreSQL (in a database `bench_statements` of its own on that server).
 */
export async function benchStatements(
  out: (line?: string) => void,
  postgresUrl?: string,
): Promise<void> {
  const runs: EngineCounts[] = [];
  if (postgresUrl) {
    runs.push({
      engine: 'PostgreSQL',
      counts: await onScratchDatabase(postgresUrl, 'bench_statements', countOn),
    });
  }
  runs.push({ engine: 'PGlite', counts: await countOn(undefined) });
  out('### Statements per call');
  out();
  statementsTable(out, runs);
}
