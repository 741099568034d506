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
import type { Db } from '../apps/api/src/db/database';
import { openBenchApp } from './bench-app';
import { msText, onScratchDatabase } from './lib';
import { MEASURE_MS, WARMUP_MS, drive } from './load';
import { POSTGRES_URL } from './ledger';

const HOST = 'localhost';
export const EVENTS = 20;
const STAKE = 100;
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

/**
 * `count` pre-match football events with a 1x2 market each, the brand's limits opened
 * wide enough that only a real defect refuses a bet, and the price the brand shows for
 * each outcome (`<market id>:<outcome>`).
 */
export async function sportsMarkets(
  app: FastifyInstance,
  db: Db,
  tenantId: string,
  count = EVENTS,
): Promise<{ markets: MarketRow[]; prices: Map<string, number> }> {
  await setSportSettings(app, tenantId, 'football', {
    // The highest the office may set: no bench bet reaches them.
    max_event_liability: 1_000_000_000_000,
    max_payout: 1_000_000_000_000,
    // And the lowest: the bench's stakes are a peso.
    min_stake: 1,
  });
  const markets: MarketRow[] = [];
  for (let i = 0; i < count; i += 1) {
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
    for (const outcome of OUTCOMES) {
      prices.set(`${market.id}:${outcome}`, await brandOdds(app, tenantId, market, outcome));
    }
  }
  return { markets, prices };
}

const OUTCOMES = ['home', 'draw', 'away'] as const;
let slips = 0;

/**
 * Places one slip of one bet of `legs` selections (on distinct events, outcomes in
 * turn) at the brand's prices, through `call` (which may time it): answers whether it
 * was placed, and its stake.
 */
export async function placeOne(
  app: FastifyInstance,
  who: Bettor,
  book: { markets: MarketRow[]; prices: Map<string, number> },
  legs: number,
  call: <T>(work: () => Promise<T>) => Promise<T> = (work) => work(),
): Promise<{ placed: boolean; stake: number; reason?: string }> {
  slips += 1;
  const next = slips;
  const selections = Array.from({ length: legs }, (_, leg) => {
    // Distinct events per accumulator: consecutive markets belong to consecutive events.
    const market = book.markets[(next * legs + leg) % book.markets.length];
    if (!market) throw new Error('no market');
    const outcome = OUTCOMES[(next + leg) % 3] ?? 'home';
    return { market_id: market.id, outcome, odds: book.prices.get(`${market.id}:${outcome}`) ?? 0 };
  });
  const res = await call(() => placeSlip(app, who, [{ stake: STAKE, selections }]));
  const [result] = slipOf(res).results;
  if (!result) return { placed: false, stake: STAKE, reason: 'no answer' };
  if (!result.placed) {
    const reason = result.reason ?? result.selections.map((s) => s.reason).join(', ');
    return { placed: false, stake: STAKE, reason };
  }
  return { placed: true, stake: STAKE };
}

async function scenarioRun(
  app: FastifyInstance,
  book: { markets: MarketRow[]; prices: Map<string, number> },
  scenario: Scenario,
): Promise<ScenarioResult> {
  const players: Bettor[] = [];
  for (let i = 0; i < scenario.players; i += 1) players.push(await bettor(app, HOST, 1e9));
  const driven = await drive(players.length, async ({ loop, timed, refuse }) => {
    const who = players[loop];
    if (!who) throw new Error('no player');
    const placed = await placeOne(app, who, book, scenario.legs, timed);
    if (!placed.placed) refuse(placed.reason ?? 'refused');
  });
  return {
    scenario,
    bets: driven.count,
    perSecond: driven.perSecond,
    p50: driven.p50,
    p99: driven.p99,
    refused: driven.refused.length,
  };
}

async function run(
  engine: SportsRun['engine'],
  databaseUrl: string | undefined,
): Promise<SportsRun> {
  const { app, infra, where, close } = await openBenchApp('sports', databaseUrl);
  const { db } = infra.database;
  try {
    const tenant = await app.services.tenants.resolveHost(HOST);
    if (!tenant) throw new Error('the demo brand is missing');
    const book = await sportsMarkets(app, db, tenant.id);
    const { markets } = book;
    const results: ScenarioResult[] = [];
    for (const scenario of SCENARIOS) {
      results.push(await scenarioRun(app, book, scenario));
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
    await close();
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
