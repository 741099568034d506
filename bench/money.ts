// (k) Every money path beside pgbench, in one run: sports placement (singles and 3-leg
// accumulators), seamless-wallet calls, house slot rounds and bare ledger transfers, at
// 1, 10 and 50 players and a hot player (10 loops on one), on PostgreSQL and on PGlite,
// each rate divided by what PostgreSQL's own `pgbench` TPC-B does on the same server at
// the same client count, measured minutes before. The books are checked after every
// scenario; the statements per call are counted; the bench process (which is also the
// server: `app.inject`) is CPU-profiled during a repeat of each path's 10-player scenario.
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type {} from '../apps/api/src/types';
import type { Db } from '../apps/api/src/db/database';
import { rowsOf } from '../apps/api/src/db/rows';
import { bookProblems } from '../apps/api/src/modules/casino/casino.test-support';
import {
  json,
  playerPage,
  type GamePage,
} from '../apps/api/src/modules/house/house-solo.test-support';
import { bettor, type Bettor } from '../apps/api/src/modules/sports/sports.test-support';
import type { MarketRow } from '../apps/api/src/modules/sports/sports-views';
import { checkLedger } from '../apps/api/src/modules/wallet/ledger-check';
import { openBenchApp } from './bench-app';
import { SESSION_FUNDS, betThenWin, fundedSessions } from './casino';
import { POSTGRES_URL, loadAverage, runScenario as ledgerScenario } from './ledger';
import { msText, onScratchDatabase } from './lib';
import { MEASURE_MS, WARMUP_MS, WINDOW, drive, seconds, type Driven, type Window } from './load';
import { countMoneyPaths, statementsTable, type PathCount } from './money-statements';
import {
  pgbenchInit,
  pgbenchRun,
  pgbenchSeries,
  PGBENCH_SCALE,
  type PgbenchResult,
} from './pgbench';
import { AREAS, cpuProfiler, type ProfileSummary } from './profile';
import { placeOne, sportsMarkets } from './sports-bets';

const HOST = 'localhost';
const PGBENCH_DATABASE = 'bench_pgbench';
const MONEY_DATABASE = 'bench_money';
const SLOT_GAME = 'tesoro-del-dragon';
/** 20 lines of 0.10: a 2.00 spin. */
const LINE_BET = 10;
/** Every player's cash: nothing the bench does in a scenario comes near it. */
const FUNDS = 1_000_000_000;
/** Calls per path for the statement counts (their average; one at a time). */
const STATEMENT_CALLS = 20;
/** The profiled repeat of each 10-player scenario: the same warm-up, then this long profiled. */
const PROFILE_MS = seconds('BENCH_PROFILE_SECONDS', MEASURE_MS / 1_000) * 1_000;

type Engine = 'PGlite' | 'PostgreSQL';

export interface Scenario {
  key: '1' | '10' | '50' | 'hot';
  name: string;
  players: number;
  loopsPerPlayer: number;
  /** The pgbench client count it is compared with on PostgreSQL. */
  clients: number;
}

export const SCENARIOS: Scenario[] = [
  { key: '1', name: '1 player', players: 1, loopsPerPlayer: 1, clients: 1 },
  { key: '10', name: '10 players', players: 10, loopsPerPlayer: 1, clients: 10 },
  { key: '50', name: '50 players', players: 50, loopsPerPlayer: 1, clients: 50 },
  { key: 'hot', name: 'hot: 10 loops on one player', players: 1, loopsPerPlayer: 10, clients: 10 },
];
const PGBENCH_CLIENTS = [...new Set(SCENARIOS.map((s) => s.clients))].sort((x, y) => x - y);

/**
 * A comma-separated list from the environment, or null for all: short runs while
 * developing (`BENCH_MONEY_PATHS=sports-single,house BENCH_MONEY_SCENARIOS=10
 * BENCH_MONEY_ENGINES=PostgreSQL BENCH_MONEY_PROFILE=0`); the recorded run sets none.
 */
function only(name: string): Set<string> | null {
  const raw = process.env[name];
  return raw ? new Set(raw.split(',').map((s) => s.trim())) : null;
}
const ONLY_PATHS = only('BENCH_MONEY_PATHS');
const ONLY_SCENARIOS = only('BENCH_MONEY_SCENARIOS');
const ONLY_ENGINES = only('BENCH_MONEY_ENGINES');
const PROFILED = process.env.BENCH_MONEY_PROFILE !== '0';

/** What a path's scenarios share on one engine. */
interface EngineContext {
  app: FastifyInstance;
  db: Db;
  tenantId: string;
  secret: string;
  book: { markets: MarketRow[]; prices: Map<string, number> };
  /** The ledger scenarios' own brands. */
  brands: string[];
}

interface Outcome {
  driven: Pick<Driven, 'count' | 'perSecond' | 'p50' | 'p99'>;
  /** What is wrong with the books after the scenario, refusals included; empty when right. */
  problems: string[];
}

type PathKey = 'sports-single' | 'sports-accumulator' | 'seamless' | 'house' | 'ledger';

interface MoneyPath {
  key: PathKey;
  name: string;
  /** What one operation is (per second, per latency). */
  unit: string;
  run(
    ctx: EngineContext,
    scenario: Scenario,
    options: { window: Window; during?: { start(): Promise<void>; stop(): Promise<void> } },
  ): Promise<Outcome>;
}

/** One loop per player and loop: player i's loops are loops i·k … i·k + k − 1. */
function loopsOf<T>(players: T[], scenario: Scenario): T[] {
  return players.flatMap((p) => Array.from({ length: scenario.loopsPerPlayer }, () => p));
}

function refusals(driven: Driven): string[] {
  if (driven.refused.length === 0) return [];
  const kinds = [...new Set(driven.refused)].slice(0, 3).join('; ');
  return [`${driven.refused.length} operation(s) refused or failed (${kinds})`];
}

function inList(ids: string[]): SQL {
  return sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
}

async function cashOf(ctx: EngineContext, playerId: string): Promise<number> {
  return (await ctx.app.services.wallet.ledger.balances(ctx.tenantId, playerId)).cash;
}

/**
 * Sports: every bet the bench was told was placed is there once, with all its legs and
 * open (nothing half-placed, nothing pending), and each player's cash is its funding less
 * the stakes of its bets; and the brand's ledger invariants.
 */
async function sportsProblems(
  ctx: EngineContext,
  players: Bettor[],
  placed: Map<string, number>,
  legs: number,
): Promise<string[]> {
  const problems = [...(await checkLedger(ctx.db, ctx.tenantId)).problems];
  const rows = rowsOf<{ player_id: string; status: string; stake: unknown; legs: unknown }>(
    await ctx.db.execute(sql`
      select b.player_id, b.status, b.stake,
        (select count(*) from sports_bet_legs l where l.bet_id = b.id) as legs
      from sports_bets b
      where b.tenant_id = ${ctx.tenantId} and b.player_id in (${inList(players.map((p) => p.playerId))})`),
  );
  const halfPlaced = rows.filter((r) => Number(r.legs) !== legs).length;
  if (halfPlaced > 0) problems.push(`${halfPlaced} bet(s) without their ${legs} leg(s)`);
  const notOpen = rows.filter((r) => r.status !== 'open').length;
  if (notOpen > 0) problems.push(`${notOpen} bet(s) not open after placement`);
  let counts = 0;
  let cash = 0;
  for (const who of players) {
    const mine = rows.filter((r) => r.player_id === who.playerId);
    if (mine.length !== (placed.get(who.playerId) ?? 0)) counts += 1;
    const staked = mine.reduce((sum, r) => sum + Number(r.stake), 0);
    if ((await cashOf(ctx, who.playerId)) !== FUNDS - staked) cash += 1;
  }
  if (counts > 0) problems.push(`${counts} player(s) with another number of bets than placed`);
  if (cash > 0)
    problems.push(`${cash} player(s) whose cash is not their funding less their stakes`);
  return problems;
}

function sportsPath(key: PathKey, name: string, legs: number): MoneyPath {
  return {
    key,
    name,
    unit: 'bets',
    async run(ctx, scenario, options) {
      const players: Bettor[] = [];
      for (let i = 0; i < scenario.players; i += 1)
        players.push(await bettor(ctx.app, HOST, FUNDS));
      const loops = loopsOf(players, scenario);
      const placed = new Map<string, number>();
      const driven = await drive(
        loops.length,
        async ({ loop, timed, refuse }) => {
          const who = loops[loop];
          if (!who) throw new Error('no player');
          const answer = await placeOne(ctx.app, who, ctx.book, legs, timed);
          if (answer.placed) placed.set(who.playerId, (placed.get(who.playerId) ?? 0) + 1);
          else refuse(answer.reason ?? 'refused');
        },
        options,
      );
      return {
        driven,
        problems: [...(await sportsProblems(ctx, players, placed, legs)), ...refusals(driven)],
      };
    },
  };
}

const seamlessPath: MoneyPath = {
  key: 'seamless',
  name: 'seamless-wallet calls (bet, then win)',
  unit: 'calls',
  async run(ctx, scenario, options) {
    const sessions = await fundedSessions(ctx.app, ctx.tenantId, ctx.secret, scenario.players);
    const loops = loopsOf(sessions, scenario);
    const moved = new Map<string, number>();
    // Each call is an operation: `timed` wraps the bet and the win apart.
    const driven = await drive(
      loops.length,
      async ({ loop, iteration, timed, refuse }) => {
        const player = loops[loop];
        if (!player) throw new Error('no session');
        const round = await betThenWin(player.session, iteration % 2 === 0, timed);
        const net = round.win - round.bet;
        moved.set(player.playerId, (moved.get(player.playerId) ?? 0) + net);
        if (round.refused !== null) refuse(round.refused);
      },
      options,
    );
    const problems = await bookProblems(ctx.db, ctx.tenantId);
    let differ = 0;
    for (const { playerId } of sessions) {
      if ((await cashOf(ctx, playerId)) !== SESSION_FUNDS + (moved.get(playerId) ?? 0)) differ += 1;
    }
    if (differ > 0) problems.push(`${differ} player(s) whose cash is not what their calls moved`);
    return { driven, problems: [...problems, ...refusals(driven)] };
  },
};

interface SpinAnswer {
  round: { bet: number; win: number; status: string };
}

const housePath: MoneyPath = {
  key: 'house',
  name: `house rounds (slot spin, ${SLOT_GAME})`,
  unit: 'rounds',
  async run(ctx, scenario, options) {
    const pages: (GamePage & { player: { id: string } })[] = [];
    for (let i = 0; i < scenario.players; i += 1) {
      pages.push(await playerPage(ctx.app, HOST, SLOT_GAME, FUNDS));
    }
    const loops = loopsOf(pages, scenario);
    const played = new Map<string, { rounds: number; net: number }>();
    const driven = await drive(
      loops.length,
      async ({ loop, timed, refuse }) => {
        const page = loops[loop];
        if (!page) throw new Error('no page');
        // A fresh Idempotency-Key per spin, as the game page sends one per click.
        const res = await timed(() => page.send('POST', '/slot/spin', { line_bet: LINE_BET }));
        if (res.statusCode !== 200) {
          refuse(`spin answered ${res.statusCode}`);
          return;
        }
        const { round } = json<SpinAnswer>(res);
        const mine = played.get(page.player.id) ?? { rounds: 0, net: 0 };
        mine.rounds += 1;
        mine.net += round.win - round.bet;
        played.set(page.player.id, mine);
      },
      options,
    );
    const problems = await bookProblems(ctx.db, ctx.tenantId);
    const [open] = rowsOf<{ n: unknown }>(
      await ctx.db.execute(
        sql`select count(*) as n from house_rounds where tenant_id = ${ctx.tenantId} and status = 'open'`,
      ),
    );
    if (Number(open?.n ?? 0) > 0) problems.push(`${String(open?.n)} house round(s) left open`);
    const rows = rowsOf<{ owner: string; n: unknown; net: unknown }>(
      await ctx.db.execute(sql`
        select owner, count(*) as n, coalesce(sum(win - bet), 0) as net from house_rounds
        where tenant_id = ${ctx.tenantId} and owner in (${inList(pages.map((p) => p.player.id))})
        group by owner`),
    );
    let differ = 0;
    for (const page of pages) {
      const mine = played.get(page.player.id) ?? { rounds: 0, net: 0 };
      const row = rows.find((r) => r.owner === page.player.id);
      const cash = await cashOf(ctx, page.player.id);
      if (
        Number(row?.n ?? 0) !== mine.rounds ||
        Number(row?.net ?? 0) !== mine.net ||
        cash !== FUNDS + mine.net
      )
        differ += 1;
    }
    if (differ > 0)
      problems.push(`${differ} player(s) whose rounds or cash differ from their spins`);
    return { driven, problems: [...problems, ...refusals(driven)] };
  },
};

const ledgerPath: MoneyPath = {
  key: 'ledger',
  name: 'bare ledger transfers',
  unit: 'transfers',
  async run(ctx, scenario, options) {
    // bench/ledger.ts's movers, through the app's own ledger, each scenario in a brand of its own.
    const result = await ledgerScenario(
      ctx.db,
      ctx.app.services.wallet.ledger,
      { name: scenario.name, players: scenario.players, moversPerPlayer: scenario.loopsPerPlayer },
      ctx.brands,
      options,
    );
    return { driven: result, problems: result.problems };
  },
};

export const PATHS: MoneyPath[] = [
  sportsPath('sports-single', 'sports placement, singles', 1),
  sportsPath('sports-accumulator', 'sports placement, 3-leg accumulators', 3),
  seamlessPath,
  housePath,
  ledgerPath,
];

interface ScenarioRun extends Outcome {
  path: MoneyPath;
  scenario: Scenario;
}

interface ProfiledRun extends ScenarioRun {
  summary: ProfileSummary | null;
}

interface EngineRun {
  engine: Engine;
  where: string;
  runs: ScenarioRun[];
  profiled: ProfiledRun[];
  statements: PathCount[];
  /** Seconds the engine's part took. */
  seconds: number;
  /** The machine's load average when it started. */
  load: string;
}

function progress(line: string): void {
  process.stderr.write(`  (k) ${line}\n`);
}

async function runEngine(
  engine: Engine,
  databaseUrl: string | undefined,
  profiles: string,
): Promise<EngineRun> {
  const began = performance.now();
  const load = loadAverage();
  const bench = await openBenchApp('money', databaseUrl);
  try {
    const { app } = bench;
    const { db } = bench.infra.database;
    const tenant = await app.services.tenants.resolveHost(HOST);
    const secret = await app.services.casino.providerSecret('tribuna');
    if (!tenant || !secret) throw new Error('the demo brand or the house provider is missing');
    // First, one call at a time: the statements of each path (and each path's code warmed).
    progress(`${engine}: app ready in ${((performance.now() - began) / 1_000).toFixed(1)} s`);
    const statements = PROFILED ? await countMoneyPaths(app, db, STATEMENT_CALLS) : [];
    progress(
      `${engine}: statements counted at ${((performance.now() - began) / 1_000).toFixed(1)} s`,
    );
    const ctx: EngineContext = {
      app,
      db,
      tenantId: tenant.id,
      secret,
      book: await sportsMarkets(app, db, tenant.id),
      brands: [],
    };
    const runs: ScenarioRun[] = [];
    const profiled: ProfiledRun[] = [];
    for (const path of PATHS) {
      if (ONLY_PATHS && !ONLY_PATHS.has(path.key)) continue;
      for (const scenario of SCENARIOS) {
        if (ONLY_SCENARIOS && !ONLY_SCENARIOS.has(scenario.key)) continue;
        const scenarioBegan = performance.now();
        const outcome = await path.run(ctx, scenario, { window: WINDOW });
        runs.push({ path, scenario, ...outcome });
        const took = (performance.now() - scenarioBegan) / 1_000;
        progress(
          `${engine}, ${path.name}, ${scenario.name}: ${Math.round(outcome.driven.perSecond)} ${path.unit}/s, p99 ${msText(outcome.driven.p99)} (${took.toFixed(1)} s in all)${outcome.problems.length > 0 ? `, NO: ${outcome.problems.join('; ')}` : ''}`,
        );
        if (scenario.key !== '10' || !PROFILED) continue;
        // The same scenario again, profiled: the figures above are never the profiler's.
        const profiler = cpuProfiler(
          `${profiles}/${engine.toLowerCase()}-${path.key}.cpuprofile.gz`,
        );
        const again = await path.run(ctx, scenario, {
          window: { warmupMs: WARMUP_MS, measureMs: PROFILE_MS },
          during: profiler,
        });
        profiled.push({ path, scenario, ...again, summary: profiler.summary() });
      }
    }
    return {
      engine,
      where: databaseUrl
        ? `a database \`${MONEY_DATABASE}\` of its own`
        : 'a fresh temporary data folder',
      runs,
      profiled,
      statements,
      seconds: (performance.now() - began) / 1_000,
      load,
    };
  } finally {
    await bench.close();
  }
}

interface References {
  /** pgbench right before the PostgreSQL scenarios, per client count. */
  postgres: PgbenchResult[];
  /** pgbench with 1 client right before the PGlite scenarios. */
  pglite: PgbenchResult | null;
  initSeconds: number | null;
}

function ratio(value: number, base: number | undefined): number | null {
  return base === undefined || base <= 0 || Number.isNaN(value) ? null : value / base;
}

function times(value: number | null): string {
  return value === null ? '–' : `${value.toFixed(2)}×`;
}

function rate(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}

function books(problems: string[]): string {
  return problems.length === 0 ? 'yes' : `**NO**: ${problems.join('; ')}`;
}

/** What (k) measured, for the summary and the tables. */
interface Results {
  references: References;
  postgres: EngineRun | null;
  pglite: EngineRun | null;
  failures: string[];
}

function pgbenchAt(references: References, clients: number): PgbenchResult | undefined {
  return references.postgres.find((r) => r.clients === clients);
}

function ledgerRate(run: EngineRun, scenario: Scenario): number | undefined {
  return run.runs.find((r) => r.path.key === 'ledger' && r.scenario.key === scenario.key)?.driven
    .perSecond;
}

function summary(out: (line?: string) => void, results: Results): void {
  const { postgres, pglite, references } = results;
  out("| target (the issue's) | measured | met |");
  out('|---|---|---|');
  const pgTargets: [PathKey, number, number | null][] = [
    ['sports-single', 0.3, 50],
    ['sports-accumulator', 0.3, 50],
    ['seamless', 0.3, null],
    ['house', 0.3, null],
    ['ledger', 0.6, null],
  ];
  for (const [key, wanted, p99] of pgTargets) {
    const path = PATHS.find((p) => p.key === key);
    const run = postgres?.runs.find((r) => r.path.key === key && r.scenario.key === '10');
    const base = pgbenchAt(references, 10);
    const target = `PostgreSQL, 10 players: ${path?.name ?? key} ≥ ${wanted}× pgbench TPC-B (10 clients)${p99 === null ? '' : `, p99 ≤ ${p99} ms`}`;
    if (!run || !base) {
      out(`| ${target} | not measured | **no** |`);
      continue;
    }
    const r = ratio(run.driven.perSecond, base.tps);
    const met = r !== null && r >= wanted && (p99 === null || run.driven.p99 <= p99);
    out(
      `| ${target} | ${times(r)} (${rate(run.driven.perSecond)} ${path?.unit ?? ''}/s against ${rate(base.tps)} tps)${p99 === null ? '' : `, p99 ${msText(run.driven.p99)}`} | ${met ? 'yes' : '**no**'} |`,
    );
  }
  const all = [postgres, pglite].filter((r): r is EngineRun => r !== null);
  const hot = all.flatMap((e) => [...e.runs].filter((r) => r.scenario.key === 'hot'));
  const overdrawn = hot.filter((r) => r.problems.length > 0).length;
  out(
    `| hot player never overdrawn (10 loops on one player, every path, both engines) | ${hot.length - overdrawn} of ${hot.length} hot scenarios ended with no balance below 0, every balance what the bench moved, nothing refused | ${overdrawn === 0 && hot.length === PATHS.length * 2 ? 'yes' : '**no**'} |`,
  );
  const checked = all.flatMap((e) => [...e.runs, ...e.profiled]);
  const bad = checked.filter((r) => r.problems.length > 0).length;
  const expected = PATHS.length * (SCENARIOS.length + 1) * 2;
  out(
    `| books checked after every scenario | ${checked.length - bad} of ${checked.length} scenarios (profiled repeats included) balanced${checked.length < expected ? `; ${expected - checked.length} not run` : ''} | ${bad === 0 && checked.length === expected ? 'yes' : '**no**'} |`,
  );
  for (const key of ['sports-single', 'sports-accumulator', 'house'] as const) {
    const path = PATHS.find((p) => p.key === key);
    const target = `PGlite: ${path?.name ?? key} ≥ 0.5× the PGlite bare ledger rate of the same scenario`;
    if (!pglite) {
      out(`| ${target} | not measured | **no** |`);
      continue;
    }
    const ratios = SCENARIOS.map((scenario) => {
      const run = pglite.runs.find((r) => r.path.key === key && r.scenario.key === scenario.key);
      return {
        scenario,
        r: run ? ratio(run.driven.perSecond, ledgerRate(pglite, scenario)) : null,
      };
    });
    const met = ratios.every(({ r }) => r !== null && r >= 0.5);
    out(
      `| ${target} | ${ratios.map(({ scenario, r }) => `${scenario.name}: ${times(r)}`).join(', ')} | ${met ? 'yes' : '**no**'} |`,
    );
  }
  out();
}

function pgbenchTable(out: (line?: string) => void, references: References): void {
  out(
    `pgbench (PostgreSQL's own TPC-B, \`pgbench -i -s ${PGBENCH_SCALE}\` in a database \`${PGBENCH_DATABASE}\` of its own${references.initSeconds === null ? '' : `, filled in ${references.initSeconds.toFixed(1)} s`}; a ${pgbenchWarmup()} s warm-up, then ${pgbenchSeconds()} s per client count; \`-j\` = min(clients, 2)):`,
  );
  out();
  out('| run | clients | threads | TPC-B tps | latency average | transactions | failed |');
  out('|---|---|---|---|---|---|---|');
  const rows: [string, PgbenchResult][] = [
    ...references.postgres.map((r): [string, PgbenchResult] => [
      'before the PostgreSQL scenarios',
      r,
    ]),
    ...(references.pglite
      ? [['before the PGlite scenarios', references.pglite] as [string, PgbenchResult]]
      : []),
  ];
  for (const [when, r] of rows) {
    out(
      `| ${when} | ${r.clients} | ${r.threads} | ${rate(r.tps)} | ${msText(r.latencyMs)} | ${rate(r.transactions)} | ${r.failed} |`,
    );
  }
  out();
}

function engineTable(out: (line?: string) => void, run: EngineRun, references: References): void {
  out(
    `### ${run.engine} (${run.where}; ${Math.round(run.seconds)} s, load average ${run.load} at its start)`,
  );
  out();
  if (run.engine === 'PostgreSQL') {
    out('| path | scenario | rate | p50 | p99 | ÷ pgbench (clients) | operations | books |');
    out('|---|---|---|---|---|---|---|---|');
  } else {
    out(
      '| path | scenario | rate | p50 | p99 | ÷ pgbench, 1 client | ÷ PGlite ledger, same scenario | operations | books |',
    );
    out('|---|---|---|---|---|---|---|---|---|');
  }
  for (const r of run.runs) {
    const head = `| ${r.path.name} | ${r.scenario.name} | ${rate(r.driven.perSecond)} ${r.path.unit}/s | ${msText(r.driven.p50)} | ${msText(r.driven.p99)}`;
    const tail = `${rate(r.driven.count)} | ${books(r.problems)} |`;
    if (run.engine === 'PostgreSQL') {
      const base = pgbenchAt(references, r.scenario.clients);
      out(
        `${head} | ${times(ratio(r.driven.perSecond, base?.tps))} (${r.scenario.clients}) | ${tail}`,
      );
    } else {
      out(
        `${head} | ${times(ratio(r.driven.perSecond, references.pglite?.tps))} | ${times(ratio(r.driven.perSecond, ledgerRate(run, r.scenario)))} | ${tail}`,
      );
    }
  }
  out();
}

function percent(share: number | undefined): string {
  return share === undefined ? '–' : `${(share * 100).toFixed(1)} %`;
}

function profilesTable(out: (line?: string) => void, runs: EngineRun[], folder: string): void {
  out(
    `CPU profiles of the bench process (the server: \`inject\`) during a repeat of each path's 10-player scenario ` +
      `(${WARMUP_MS / 1_000} s warm-up, then ${PROFILE_MS / 1_000} s profiled; node:inspector's sampling profiler asked for a sample ` +
      `a millisecond; a busy machine gives fewer), in \`${folder}/\` (gunzip, then DevTools → Performance → Load profile). ` +
      "The rate while profiled is beside the measured one: the figures above are never the profiler's. Share of samples per " +
      'area: a builtin (JSON.parse, Array.prototype.map…) counts for the code that called it, except the native end of a ' +
      "socket's or a file's read or write, which counts as socket I/O (pg's connections) or file I/O (PGlite's files); " +
      '"V8, native" is `(program)`; idle is the process waiting (on the database, for a lock, for a core).',
  );
  out();
  const areas = AREAS.filter((a) => a !== 'PGlite (wasm)');
  const header = areas.map((a) => (a === 'PGlite (JS)' ? 'PGlite (JS + wasm)' : a));
  out(`| profile | rate profiled (measured) | samples | ${header.join(' | ')} |`);
  out(`|---|---|---|${areas.map(() => '---').join('|')}|`);
  for (const run of runs) {
    for (const p of run.profiled) {
      const s = p.summary;
      const measured = run.runs.find((r) => r.path.key === p.path.key && r.scenario.key === '10');
      const head = `| ${run.engine}, ${p.path.name} | ${rate(p.driven.perSecond)} (${rate(measured?.driven.perSecond ?? Number.NaN)}) ${p.path.unit}/s`;
      if (!s) {
        out(`${head} | not profiled |${areas.map(() => ' |').join('')}`);
        continue;
      }
      const cells = areas.map((a) =>
        a === 'PGlite (JS)'
          ? `${percent((s.areas.get(a) ?? 0) + (s.areas.get('PGlite (wasm)') ?? 0))} (wasm ${percent(s.areas.get('PGlite (wasm)'))})`
          : percent(s.areas.get(a)),
      );
      out(`${head} | ${rate(s.samples)} in ${s.seconds.toFixed(1)} s | ${cells.join(' | ')} |`);
    }
  }
  out();
  for (const run of runs) {
    for (const p of run.profiled) {
      const s = p.summary;
      if (!s) continue;
      out(
        `<details><summary>${run.engine}, ${p.path.name}: top 15 functions by self time (\`${s.file}\`)</summary>`,
      );
      out();
      out('| function | where | area | self |');
      out('|---|---|---|---|');
      for (const f of s.top) {
        out(
          `| \`${f.name.replace(/\|/g, '\\|')}\` | ${f.where} | ${f.area} | ${percent(f.share)} |`,
        );
      }
      out();
      if (s.others.length > 0) {
        out(
          `Largest of "other packages": ${s.others.map(([n, share]) => `${n} ${percent(share)}`).join(', ')}.`,
        );
        out();
      }
      out('</details>');
      out();
    }
  }
}

/** pgbench's runs last the scenarios' measured window (whole seconds: `-T`). */
function pgbenchSeconds(): number {
  return Math.max(1, Math.round(MEASURE_MS / 1_000));
}

/** pgbench's warm-up: a freshly filled database's first seconds are not its steady state. */
function pgbenchWarmup(): number {
  return Math.max(2, Math.round(WARMUP_MS / 1_000));
}

async function measure(profiles: string): Promise<Results> {
  const results: Results = {
    references: { postgres: [], pglite: null, initSeconds: null },
    postgres: null,
    pglite: null,
    failures: [],
  };
  const runSeconds = pgbenchSeconds();
  const warmup = pgbenchWarmup();
  async function pgliteRun(): Promise<void> {
    if (ONLY_ENGINES && !ONLY_ENGINES.has('PGlite')) return;
    try {
      results.pglite = await runEngine('PGlite', undefined, profiles);
    } catch (error) {
      results.failures.push(`PGlite was not measured: ${String(error)}`);
    }
  }
  try {
    await onScratchDatabase(POSTGRES_URL, PGBENCH_DATABASE, async (pgbenchUrl) => {
      progress('pgbench: filling its tables');
      results.references.initSeconds = await pgbenchInit(pgbenchUrl);
      // The reference right before what it is compared with, on the same machine.
      results.references.postgres = await pgbenchSeries(
        pgbenchUrl,
        PGBENCH_CLIENTS,
        runSeconds,
        warmup,
      );
      progress(
        `pgbench: ${results.references.postgres.map((r) => `${r.clients} client${r.clients === 1 ? '' : 's'} ${rate(r.tps)} tps`).join(', ')}`,
      );
      if (!ONLY_ENGINES || ONLY_ENGINES.has('PostgreSQL'))
        try {
          results.postgres = await onScratchDatabase(POSTGRES_URL, MONEY_DATABASE, (url) =>
            runEngine('PostgreSQL', url, profiles),
          );
        } catch (error) {
          results.failures.push(`PostgreSQL was not measured: ${String(error)}`);
        }
      await pgbenchRun(pgbenchUrl, 1, warmup);
      results.references.pglite = await pgbenchRun(pgbenchUrl, 1, runSeconds);
      progress(`pgbench: 1 client ${rate(results.references.pglite.tps)} tps`);
      await pgliteRun();
    });
  } catch (error) {
    results.failures.push(`pgbench was not run: ${String(error)}`);
    if (!results.pglite) await pgliteRun();
  }
  return results;
}

/**
 * (k), written through `out`; the profiles go to `profiles` (relative to the
 * repository). False when any books were wrong, anything was refused, or an engine or
 * the reference could not be measured.
 */
export async function benchMoney(out: (line?: string) => void, profiles: string): Promise<boolean> {
  const began = performance.now();
  const load = loadAverage();
  const results = await measure(profiles);
  const engines = [results.postgres, results.pglite].filter((r): r is EngineRun => r !== null);
  out('## (k) Money paths beside pgbench (PostgreSQL and PGlite)');
  out();
  out(
    `The issue's targets, from this run (${Math.round((performance.now() - began) / 1_000)} s in all, load average ${load} at its start; the tables below):`,
  );
  out();
  summary(out, results);
  for (const failure of results.failures) {
    out(`**NO**: ${failure}.`);
    out();
  }
  out(
    'Every money path through the real app in the bench process (`app.inject`: routes, validation, signatures, the database), ' +
      `at 1, 10 and 50 players (one loop each) and a hot player (10 concurrent loops on one), ${WARMUP_MS / 1_000} s warm-up then ` +
      `${MEASURE_MS / 1_000} s measured per scenario (the operations that ended in it; p50 and p99 per operation), first on PostgreSQL ` +
      `(a database \`${MONEY_DATABASE}\` of its own, the app's pool of 20) right after pgbench on the same server, then on PGlite ` +
      '(a fresh temporary data folder, one connection) right after pgbench with 1 client. On PostgreSQL each rate is divided by ' +
      "pgbench's TPC-B tps at the same client count (the hot player by 10 clients); on PGlite by pgbench with 1 client (an " +
      'embedded database is one connection) and by the PGlite bare ledger rate of the same scenario. Paths: ' +
      '`POST /api/sports/bets` (a single, or a 3-leg accumulator on distinct events; 20 pre-match events); the seamless wallet ' +
      '(a signed `bet` then a `win` of its round, each call counted); a house slot spin (`POST /api/house/' +
      `${SLOT_GAME}/slot/spin\` with an Idempotency-Key, through the game page's API); bench/ledger.ts's mover (a debit then a credit, ` +
      "through the app's ledger, in a brand of its own). Players are funded so nothing is refused. " +
      '"Books", after every scenario: the wallet\'s `checkLedger` (entries sum to 0, balances equal their entries, nobody below 0), ' +
      "the casino's `bookProblems` (one ledger move per casino move, the casino account equal to its rounds), every bet placed " +
      "there once with its legs and open, no house round open, every player's cash exactly what the bench moved, nothing refused.",
  );
  out();
  pgbenchTable(out, results.references);
  for (const run of engines) engineTable(out, run, results.references);
  out('### Statements per call');
  out();
  statementsTable(
    out,
    engines.map((e) => ({ engine: e.engine, counts: e.statements })),
    STATEMENT_CALLS,
  );
  out('### Where the time goes');
  out();
  profilesTable(out, engines, profiles);
  const checked = engines.flatMap((e) => [...e.runs, ...e.profiled]);
  return (
    results.failures.length === 0 &&
    engines.length === 2 &&
    checked.every((r) => r.problems.length === 0)
  );
}
