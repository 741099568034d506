// The statements each money path sends, one call at a time: the round trips of a
// placement, a seamless-wallet call, a house round and a bare ledger move.
// `npm run bench -- statements` prints them with each call's statements listed.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type {} from '../apps/api/src/types';
import { newId } from '../apps/api/src/modules/casino/provider-simulator';
import {
  bettor,
  brandOdds,
  insertEvent,
  placeSlip,
  setSportSettings,
  slipOf,
} from '../apps/api/src/modules/sports/sports.test-support';
import type { MarketRow } from '../apps/api/src/modules/sports/sports-views';
import { houseSimulator } from '../apps/api/src/modules/casino/casino.test-support';
import { playerPage } from '../apps/api/src/modules/house/house-solo.test-support';
import { registerPlayer } from '../apps/api/src/modules/wallet/wallet.test-support';
import { launch, tokenOf } from '../apps/api/src/modules/casino/casino.test-support';
import { openBenchApp } from './bench-app';
import { countStatements } from './statements';

const HOST = 'localhost';
const CALLS = 50;

export interface PathCount {
  path: string;
  statements: number;
  transactions: number;
  ms: number;
  texts: string[];
}

async function sportsMarkets(
  app: FastifyInstance,
  db: Parameters<typeof insertEvent>[0],
  tenantId: string,
) {
  await setSportSettings(app, tenantId, 'football', {
    max_event_liability: 1_000_000_000_000,
    max_payout: 1_000_000_000_000,
  });
  const markets: MarketRow[] = [];
  for (let i = 0; i < 3; i += 1) {
    const created = await insertEvent(db, {
      markets: [
        {
          type: '1x2',
          outcomes: [
            { key: 'home', probability: 0.45 },
            { key: 'draw', probability: 0.28 },
            { key: 'away', probability: 0.27 },
          ],
        },
      ],
    });
    markets.push(...created.markets);
  }
  const prices = new Map<string, number>();
  for (const market of markets) {
    prices.set(market.id, await brandOdds(app, tenantId, market, 'home'));
  }
  return { markets, prices };
}

/** Every money path's statements per call, on the app `app` (already seeded). */
export async function countMoneyPaths(
  app: FastifyInstance,
  db: Parameters<typeof insertEvent>[0],
): Promise<PathCount[]> {
  const tenant = await app.services.tenants.resolveHost(HOST);
  if (!tenant) throw new Error('the demo brand is missing');
  const counts: PathCount[] = [];
  const record = async (path: string, work: (i: number) => Promise<unknown>) => {
    await work(-1); // warm: first-use caches and prepared plans are not the steady state
    counts.push({ path, ...(await countStatements(CALLS, work)) });
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
  const { markets, prices } = await sportsMarkets(app, db, tenant.id);
  const who = await bettor(app, HOST, 1e9);
  const slip = (legs: number) => async () => {
    const selections = markets.slice(0, legs).map((m) => ({
      market_id: m.id,
      outcome: 'home',
      odds: prices.get(m.id) ?? 0,
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

/** `npm run bench -- statements`: the counts on PGlite (and PostgreSQL when `url` is given). */
export async function benchStatements(
  out: (line?: string) => void,
  databaseUrl?: string,
): Promise<void> {
  const { app, infra } = await openBenchApp('statements', databaseUrl);
  try {
    const counts = await countMoneyPaths(app, infra.database.db);
    out(
      `### Statements per call (${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${CALLS} calls each, one at a time)`,
    );
    out();
    out('| path | statements | transactions | ms per call alone |');
    out('|---|---|---|---|');
    for (const c of counts) {
      out(
        `| ${c.path} | ${c.statements.toFixed(1)} | ${c.transactions.toFixed(1)} | ${c.ms.toFixed(1)} |`,
      );
    }
    out();
    for (const c of counts) {
      out(`<details><summary>${c.path}: the statements of one call</summary>`);
      out();
      out('```sql');
      for (const text of c.texts) out(text);
      out('```');
      out('</details>');
      out();
    }
  } finally {
    await app.close();
    await infra.close();
  }
  void crypto;
}
