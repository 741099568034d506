// (j) The sportsbook: bet placement per second with p50 and p99, and the
// settlement of every placed bet, on PGlite and PostgreSQL.
//
// Through the real app in the bench process with `app.inject`: `POST /api/sports/bets`
// with its validation, the placement's checks (market, price, limits, event liability
// under its advisory lock, balance) in one transaction, the ledger's debit; then the
// feed's settlement of every market through the betting side's hook, which pays the
// winners. No socket: what is measured is the API and the database.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type {} from '../apps/api/src/types';
import { checkLedger } from '../apps/api/src/modules/wallet/ledger-check';
import { rowsOf } from '../apps/api/src/db/rows';
import {
  bettor,
  brandOdds,
  insertEvent,
  placeSlip,
  setSportSettings,
  settleMarket,
  slipOf,
  type Bettor,
} from '../apps/api/src/modules/sports/sports.test-support';
import type { MarketRow } from '../apps/api/src/modules/sports/sports-views';
import { openBenchApp } from './bench-app';
import { msText, onScratchDatabase, percentile } from './lib';
import { POSTGRES_URL } from './ledger';

const HOST = 'localhost';
const EVENTS = 20;
const STAKE = 100;
const WARMUP_MS = 1_000;
const MEASURE_MS = 5_000;
const BENCH_DATABASE = 'bench_sports';

interface Scenario {
  name: string;
  players: number;
  legs: number;
}

const SCENARIOS: Scenario[] = [
  { name: '1 player, singles', players: 1, legs: 1 },
  { name: '10 players, singles', players: 10, legs: 1 },
  { name: '50 players, singles', players: 50, legs: 1 },
  { name: '10 players, 3-leg accumulators', players: 10, legs: 3 },
];

interface ScenarioResult {
  scenario: Scenario;
  bets: number;
  perSecond: number;
  p50: number;
  p99: number;
  refused: number;
}

interface SportsRun {
  engine: 'PGlite' | 'PostgreSQL';
  where: string;
  results: ScenarioResult[];
  settlement: { bets: number; ms: number; perSecond: number };
  problems: string[];
}

async function scenarioRun(
  app: FastifyInstance,
  tenantId: string,
  markets: MarketRow[],
  prices: Map<string, number>,
  scenario: Scenario,
): Promise<ScenarioResult> {
  const players: Bettor[] = [];
  for (let i = 0; i < scenario.players; i += 1) players.push(await bettor(app, HOST, 1e9));
  const times: number[] = [];
  let refused = 0;
  let next = 0;
  const began = performance.now();
  const measureFrom = began + WARMUP_MS;
  const measureTo = measureFrom + MEASURE_MS;
  async function loop(who: Bettor): Promise<void> {
    while (performance.now() < measureTo) {
      next += 1;
      const selections = Array.from({ length: scenario.legs }, (_, leg) => {
        // Distinct events per accumulator: consecutive markets belong to consecutive events.
        const market = markets[(next * scenario.legs + leg) % markets.length];
        if (!market) throw new Error('no market');
        const outcome = ['home', 'draw', 'away'][(next + leg) % 3] ?? 'home';
        return { market_id: market.id, outcome, odds: prices.get(`${market.id}:${outcome}`) ?? 0 };
      });
      const started = performance.now();
      const res = await placeSlip(app, who, [{ stake: STAKE, selections }]);
      const ended = performance.now();
      const [result] = slipOf(res).results;
      if (!result?.placed) {
        refused += 1;
        continue;
      }
      if (ended >= measureFrom && ended <= measureTo) times.push(ended - started);
    }
  }
  await Promise.all(players.map((p) => loop(p)));
  void tenantId;
  return {
    scenario,
    bets: times.length,
    perSecond: times.length / (MEASURE_MS / 1_000),
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    refused,
  };
}

async function run(
  engine: SportsRun['engine'],
  databaseUrl: string | undefined,
): Promise<SportsRun> {
  const { app, infra, where } = await openBenchApp('sports', databaseUrl);
  const { db } = infra.database;
  try {
    const tenant = await app.services.tenants.resolveHost(HOST);
    if (!tenant) throw new Error('the demo brand is missing');
    // Limits wide enough that only a real defect refuses a bet.
    await setSportSettings(app, tenant.id, 'football', {
      // The highest the office may set: no bench bet reaches them.
      max_event_liability: 1_000_000_000_000,
      max_payout: 1_000_000_000_000,
    });
    const markets: MarketRow[] = [];
    for (let i = 0; i < EVENTS; i += 1) {
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
      for (const outcome of ['home', 'draw', 'away']) {
        prices.set(`${market.id}:${outcome}`, await brandOdds(app, tenant.id, market, outcome));
      }
    }
    const results: ScenarioResult[] = [];
    for (const scenario of SCENARIOS) {
      results.push(await scenarioRun(app, tenant.id, markets, prices, scenario));
    }
    const countBets = async (which: 'open' | 'unsettled'): Promise<number> => {
      const statuses = which === 'open' ? sql`('open')` : sql`('open', 'pending')`;
      const [row] = rowsOf<{ count: string }>(
        await db.execute(
          sql`select count(*)::text as count from sports_bets where status in ${statuses}`,
        ),
      );
      return Number(row?.count ?? 0);
    };
    const settled = await countBets('open');
    const settleStart = performance.now();
    for (const market of markets) {
      await settleMarket(app, db, market.id, { home: 'won', draw: 'lost', away: 'lost' });
    }
    const settleMs = performance.now() - settleStart;
    const problems = (await checkLedger(db, tenant.id)).problems;
    const left = await countBets('unsettled');
    if (left > 0) problems.push(`${left} bets still open after every market settled`);
    return {
      engine,
      where,
      results,
      settlement: { bets: settled, ms: settleMs, perSecond: settled / (settleMs / 1_000) },
      problems,
    };
  } finally {
    await app.close();
    await infra.close();
  }
}

async function postgres(): Promise<SportsRun> {
  return onScratchDatabase(POSTGRES_URL, BENCH_DATABASE, (url) => run('PostgreSQL', url));
}

/** (j), written through `out`; false when the books do not balance, a bet stayed open, or an engine was not measured. */
export async function benchSportsBets(out: (line?: string) => void): Promise<boolean> {
  out('## (j) Sportsbook: bet placement and settlement (PGlite and PostgreSQL)');
  out();
  out(
    'Through the real app in the bench process with `app.inject` (no socket). ' +
      `${EVENTS} pre-match football events with a 1x2 market each; every loop places one ` +
      `bet of ${STAKE} minor units (\`POST /api/sports/bets\` with its own Idempotency-Key) ` +
      'at the price the brand shows, one loop per player, ' +
      `${WARMUP_MS / 1_000} s warm-up then ${MEASURE_MS / 1_000} s measured. Each placement ` +
      "checks the markets, the price, the limits, the event's liability (under a lock per " +
      'brand and event) and the balance, and debits the stake, in one transaction. Then ' +
      "every market is settled through the feed's settlement hook (home won), which pays " +
      'every winner; "books" is the wallet\'s `checkLedger` after it, and no bet left open.',
  );
  out();
  const runs: SportsRun[] = [];
  let ok = true;
  for (const [name, start] of [
    ['PGlite', () => run('PGlite', undefined)],
    ['PostgreSQL', postgres],
  ] as const) {
    try {
      runs.push(await start());
    } catch (error) {
      out(`${name} was not measured: ${error instanceof Error ? error.message : String(error)}.`);
      out();
      ok = false;
    }
  }
  out('| engine | scenario | bets/s | p50 | p99 | bets | refused |');
  out('|---|---|---|---|---|---|---|');
  for (const r of runs) {
    for (const s of r.results) {
      if (s.refused > 0) ok = false;
      out(
        `| ${r.engine} | ${s.scenario.name} | ${Math.round(s.perSecond)} | ${msText(s.p50)} | ${msText(s.p99)} | ${s.bets} | ${s.refused} |`,
      );
    }
  }
  out();
  out('| engine | bets settled | time | bets settled/s | books |');
  out('|---|---|---|---|---|');
  for (const r of runs) {
    if (r.problems.length > 0) ok = false;
    const books = r.problems.length === 0 ? 'yes' : `**NO**: ${r.problems.join('; ')}`;
    out(
      `| ${r.engine} | ${r.settlement.bets} | ${(r.settlement.ms / 1_000).toFixed(1)} s | ${Math.round(r.settlement.perSecond)} | ${books} |`,
    );
  }
  out();
  return ok;
}
