// (h) The casino: search p95 on a generated catalogue of 2,400 games, and
// seamless-wallet bet/win pairs per second with p50 and p99, on PGlite and PostgreSQL.
//
// Everything goes through the real app in the bench process with `app.inject`: the
// HTTP routes with their validation, the provider's HMAC signature on every call, the
// casino's round and transaction rows, and the wallet's ledger. No socket: what is
// measured is the API and the database, not the kernel's loopback.
import type { FastifyInstance } from 'fastify';
// The API's request and route-config augmentations, which the app below relies on.
import type {} from '../apps/api/src/types';
import type { Db } from '../apps/api/src/db/database';
import type { GameInput, ProviderInput } from '../apps/api/src/modules/casino/casino-import';
import { filterGames } from '../apps/api/src/modules/casino/casino-catalogue';
import { bookProblems, launch, tokenOf } from '../apps/api/src/modules/casino/casino.test-support';
import {
  createProviderSimulator,
  injectTransport,
  newId,
  type SimulatedSession,
} from '../apps/api/src/modules/casino/provider-simulator';
import { registerPlayer } from '../apps/api/src/modules/wallet/wallet.test-support';
import { openBenchApp } from './bench-app';
import { msText, onScratchDatabase, percentile } from './lib';
import { MEASURE_MS, WARMUP_MS, drive } from './load';
import { POSTGRES_URL } from './ledger';

export const CATALOGUE_GAMES = 2_400;
const SEARCHES = 1_000;
const HOST = 'localhost';
const BET = 100;
/** Each player's cash: enough that no bet is ever refused. */
export const SESSION_FUNDS = 100_000_000;
const BENCH_DATABASE = 'bench_casino';

export interface SearchResult {
  games: number;
  /** First load of the brand's catalogue into memory. */
  coldMs: number;
  http: { p50: number; p95: number; p99: number };
  /** The in-memory filter alone (no HTTP, no JSON). */
  filter: { p50: number; p95: number };
  averageHits: number;
}

export interface PairScenario {
  name: string;
  players: number;
  loopsPerPlayer: number;
}

export const PAIR_SCENARIOS: PairScenario[] = [
  { name: '1 player', players: 1, loopsPerPlayer: 1 },
  { name: '10 players', players: 10, loopsPerPlayer: 1 },
  { name: '50 players', players: 50, loopsPerPlayer: 1 },
  { name: 'hot: 10 concurrent loops on one player', players: 1, loopsPerPlayer: 10 },
];

export interface PairResult {
  scenario: PairScenario;
  pairs: number;
  perSecond: number;
  p50: number;
  p99: number;
  problems: string[];
}

export interface CasinoRun {
  engine: 'PGlite' | 'PostgreSQL';
  where: string;
  search: SearchResult;
  pairs: PairResult[];
}

const SYLLABLES = [
  'ra',
  'mon',
  'té',
  'lu',
  'ká',
  'zor',
  'fé',
  'lix',
  'drá',
  'gon',
  'so',
  'lé',
  'ña',
  'vi',
  'quí',
  'po',
];
const WORDS = [
  'Fortune',
  'Gold',
  'Dragón',
  'Book',
  'Póker',
  'Wild',
  'Star',
  'Fruit',
  'Jóias',
  'Luna',
  'Mega',
  'Riches',
  'Ruleta',
  'Tigre',
  'Ñandú',
  'Sol',
];

function pick<T>(items: readonly T[], n: number): T {
  const item = items[n % items.length];
  if (item === undefined) throw new Error('empty list');
  return item;
}

/** A deterministic catalogue: 24 providers, names of two or three words with accents. */
export function generatedCatalogue(): { providers: ProviderInput[]; games: GameInput[] } {
  const providers: ProviderInput[] = Array.from({ length: 24 }, (_, i) => ({
    slug: `bench-studio-${i}`,
    name: `${pick(WORDS, i * 7)} ${pick(SYLLABLES, i)}${pick(SYLLABLES, i * 3)} Studio`,
    logoUrl: null,
    launchUrl: `https://studio-${i}.example.com/launch`,
  }));
  const games: GameInput[] = Array.from({ length: CATALOGUE_GAMES }, (_, i) => ({
    slug: `bench-game-${i}`,
    provider: pick(providers, i).slug,
    name: `${pick(WORDS, i)} ${pick(SYLLABLES, i * 5)}${pick(SYLLABLES, i * 11)}${i % 3 === 0 ? ` ${pick(WORDS, i * 13)}` : ''} ${i}`,
    kind: i % 10 === 0 ? 'live' : 'casino',
    tags: [],
    imageUrl: '/games/cohete.svg',
    rtp: '96.00',
    volatility: 'medium',
    minBet: 10,
    maxBet: 100_000,
    demo: true,
    descriptions: { en_US: '', es_ES: '', pt_BR: '' },
    categories: i % 10 === 0 ? ['live'] : [pick(['slots', 'table', 'new', 'popular'], i)],
  }));
  return { providers, games };
}

/** What players type: the first 1 to 6 letters of a game's or a provider's name, any case. */
function typed(n: number, catalogue: ReturnType<typeof generatedCatalogue>): string {
  const source =
    n % 4 === 0 ? pick(catalogue.providers, n).name : pick(catalogue.games, n * 37).name;
  const text = source.slice(0, 1 + (n % 6));
  return n % 2 === 0 ? text.toUpperCase() : text.toLowerCase();
}

async function search(app: FastifyInstance, tenantId: string): Promise<SearchResult> {
  const catalogue = generatedCatalogue();
  await app.services.casino.importCatalogue({
    providers: catalogue.providers,
    categories: [],
    games: catalogue.games,
  });
  await app.services.casino.enableForTenant(tenantId, []);
  const coldStart = performance.now();
  const shown = await app.services.casino.catalogue.of(tenantId);
  const coldMs = performance.now() - coldStart;
  const http: number[] = [];
  const filter: number[] = [];
  let hits = 0;
  for (let i = 0; i < SEARCHES + 50; i += 1) {
    const q = typed(i, catalogue);
    const started = performance.now();
    const res = await app.inject({
      method: 'GET',
      url: `/api/casino/games?q=${encodeURIComponent(q)}&limit=40`,
      headers: { host: HOST, 'master-language': 'en_US' },
    });
    const ms = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`search answered ${res.statusCode}`);
    const filterStart = performance.now();
    const found = filterGames(shown, { kind: 'casino', q });
    const filterMs = performance.now() - filterStart;
    if (i >= 50) {
      http.push(ms);
      filter.push(filterMs);
      hits += found.length;
    }
  }
  return {
    games: shown.games.length,
    coldMs,
    http: { p50: percentile(http, 50), p95: percentile(http, 95), p99: percentile(http, 99) },
    filter: { p50: percentile(filter, 50), p95: percentile(filter, 95) },
    averageHits: hits / SEARCHES,
  };
}

/**
 * `players` new players of the brand, each funded so no bet is ever refused (every
 * refusal would be a failure) and with a real session of the house slot, as the
 * provider knows it after the launch.
 */
export async function fundedSessions(
  app: FastifyInstance,
  tenantId: string,
  secret: string,
  players: number,
): Promise<{ playerId: string; session: SimulatedSession }[]> {
  const sim = createProviderSimulator({
    transport: injectTransport(app),
    host: HOST,
    provider: 'tribuna',
    secret,
  });
  const sessions: { playerId: string; session: SimulatedSession }[] = [];
  for (let i = 0; i < players; i += 1) {
    const player = await registerPlayer(app, HOST);
    const claims = await app.platform.tokens.verify(player.token, 'player');
    if (!claims) throw new Error('no player');
    await app.services.wallet.ledger.credit({
      tenantId,
      currency: 'ARS',
      idempotencyKey: newId('bench-fund'),
      type: 'adjustment',
      amount: SESSION_FUNDS,
      playerId: claims.sub,
      from: 'adjustments',
    });
    const launched = await launch(app, HOST, player.token, 'tesoro-del-dragon', 'real');
    const token = launched.launch ? tokenOf(launched.launch.url) : null;
    if (!token) throw new Error(`launch failed: ${JSON.stringify(launched.body)}`);
    sessions.push({
      playerId: claims.sub,
      session: sim.session(token, 'tesoro-del-dragon', 'ARS'),
    });
  }
  return sessions;
}

/**
 * One round of a provider: a signed `bet` of 1.00, then a signed `win` of the same round
 * (2.00 when `won`, else 0), each call through `call` (which may time it). Answers the
 * money each call moved and, if a call was refused, which.
 */
export async function betThenWin(
  session: SimulatedSession,
  won: boolean,
  call: <T>(work: () => Promise<T>) => Promise<T> = (work) => work(),
): Promise<{ bet: number; win: number; refused: string | null }> {
  const round = newId('round');
  const bet = await call(() => session.bet(BET, round));
  if (!bet.ok) return { bet: 0, win: 0, refused: 'bet refused' };
  const amount = won ? BET * 2 : 0;
  const win = await call(() => session.win(amount, round));
  if (!win.ok) return { bet: BET, win: 0, refused: 'win refused' };
  return { bet: BET, win: amount, refused: null };
}

async function pairs(
  app: FastifyInstance,
  db: Db,
  tenantId: string,
  scenario: PairScenario,
  secret: string,
): Promise<PairResult> {
  const sessions = await fundedSessions(app, tenantId, secret, scenario.players);
  const loops = sessions.flatMap((s) =>
    Array.from({ length: scenario.loopsPerPlayer }, () => s.session),
  );
  // Latency is of the whole pair: `timed` wraps both calls.
  const driven = await drive(loops.length, async ({ loop, iteration, timed, refuse }) => {
    const session = loops[loop];
    if (!session) throw new Error('no session');
    const moved = await timed(() => betThenWin(session, iteration % 2 === 0));
    if (moved.refused !== null) refuse(moved.refused);
  });
  const problems = await bookProblems(db, tenantId);
  if (driven.refused.length > 0)
    problems.push(`${driven.refused.length} calls failed (${driven.refused[0] ?? ''})`);
  return {
    scenario,
    pairs: driven.count,
    perSecond: driven.perSecond,
    p50: driven.p50,
    p99: driven.p99,
    problems,
  };
}

async function run(
  engine: CasinoRun['engine'],
  databaseUrl: string | undefined,
): Promise<CasinoRun> {
  const { app, infra, where, close } = await openBenchApp('casino', databaseUrl);
  try {
    const tenant = await app.services.tenants.resolveHost(HOST);
    const secret = await app.services.casino.providerSecret('tribuna');
    if (!tenant || !secret) throw new Error('the demo brand or the house provider is missing');
    const searchResult = await search(app, tenant.id);
    const results: PairResult[] = [];
    for (const scenario of PAIR_SCENARIOS)
      results.push(await pairs(app, infra.database.db, tenant.id, scenario, secret));
    return { engine, where, search: searchResult, pairs: results };
  } finally {
    await close();
  }
}

export function benchCasinoPglite(): Promise<CasinoRun> {
  return run('PGlite', undefined);
}

export async function benchCasinoPostgres(): Promise<CasinoRun> {
  return onScratchDatabase(POSTGRES_URL, BENCH_DATABASE, (url) => run('PostgreSQL', url));
}

/** (h), written through `out`; false when any books do not balance or PostgreSQL could not be measured. */
export async function benchCasino(out: (line?: string) => void): Promise<boolean> {
  out('## (h) Casino: catalogue search and the seamless wallet (PGlite and PostgreSQL)');
  out();
  out(
    `Through the real app in the bench process with \`app.inject\` (routes, validation, ` +
      `signatures, rounds, ledger; no socket). Search: ${CATALOGUE_GAMES} generated games of ` +
      `24 providers (plus the demo's) shown on the Tribuna brand, ${SEARCHES} sequential ` +
      '`GET /api/casino/games?q=…&limit=40` with what players type (the first 1 to 6 letters ' +
      'of a game or provider name, upper or lower case, accents in the names), after 50 warm-up. ' +
      'Pairs: each loop is a signed `bet` (1.00) then a signed `win` (2.00 or 0) of the same ' +
      `round through \`/api/casino/provider/tribuna/…\`, ${WARMUP_MS / 1_000} s warm-up then ` +
      `${MEASURE_MS / 1_000} s measured (pairs that ended in it); latency is of the whole pair. "Books": the wallet's ` +
      'invariants (entries sum to 0, balances equal entries and last `balance_after`, nobody ' +
      "below 0), one ledger move per casino move, the casino account equal to the rounds' " +
      'bets − wins − rollbacks, and no call refused.',
  );
  out();
  const runs: CasinoRun[] = [];
  let ok = true;
  for (const [name, start] of [
    ['PGlite', benchCasinoPglite],
    ['PostgreSQL', benchCasinoPostgres],
  ] as const) {
    try {
      runs.push(await start());
    } catch (error) {
      out(`${name} was not measured: ${error instanceof Error ? error.message : String(error)}.`);
      out();
      ok = false;
    }
  }
  out('| engine | games | first load | search p50 | p95 | p99 | filter alone p95 | hits (avg) |');
  out('|---|---|---|---|---|---|---|---|');
  for (const run of runs) {
    const s = run.search;
    out(
      `| ${run.engine} | ${s.games} | ${msText(s.coldMs)} | ${msText(s.http.p50)} | ${msText(s.http.p95)} | ${msText(s.http.p99)} | ${msText(s.filter.p95)} | ${s.averageHits.toFixed(0)} |`,
    );
  }
  out();
  out('| engine | scenario | bet/win pairs/s | p50 | p99 | pairs | books |');
  out('|---|---|---|---|---|---|---|');
  for (const run of runs) {
    for (const r of run.pairs) {
      const books = r.problems.length === 0 ? 'yes' : `**NO**: ${r.problems.join('; ')}`;
      if (r.problems.length > 0) ok = false;
      out(
        `| ${run.engine} | ${r.scenario.name} | ${Math.round(r.perSecond)} | ${msText(r.p50)} | ${msText(r.p99)} | ${r.pairs} | ${books} |`,
      );
    }
  }
  out();
  return ok;
}
