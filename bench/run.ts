// `npm run bench`: the platform's speed figures, measured in one run on this machine
// and written to bench/results/<date>.md. Not part of `npm test` (it takes ~2 minutes
// and wants an otherwise idle machine).
//
//   (a) cold start (spawn → "ready" log line) and peak RSS of the embedded run, on a
//       fresh DATA_DIR (migrations + demo seed) and again on the same folder;
//   (b) requests/s and p99 of POST /api/configurations beside a bare Fastify
//       "hello world" in the same run (target: at least half its rate);
//   (c) login p95 with argon2id at OWASP's minimum parameters (@node-rs/argon2's
//       defaults: m=19456 KiB, t=2, p=1), through POST /api/auth/login and directly;
//   (d) the JavaScript a visitor downloads for the first page, gzipped (budget ≤ 170 KB);
//   (e) time to interactive of /login under Lighthouse's mobile throttling (see web.ts);
//   (f) ledger transfers per second with p50 and p99, on PGlite and on PostgreSQL, with
//       1, 10 and 100 concurrent players and 100 movers on one player (see ledger.ts);
//   (g) the house games' RTP by simulation within 4 standard errors, and the slot
//       engine's spins per second (see games.ts);
//   (h) casino search p95 on 2,400 games and seamless-wallet bet/win pairs per second
//       with p99, on PGlite and PostgreSQL (see casino.ts);
//   (i) sports odds fan-out to 5,000 WebSocket clients beside a bare `ws` broadcast
//       (see sports-fanout.ts);
//   (j) sports bet placement per second with p50 and p99, and settlement, on PGlite
//       and PostgreSQL (see sports-bets.ts);
//   (k) every money path's rate beside pgbench's TPC-B in the same run, on PostgreSQL
//       and PGlite, the books checked after every scenario, statements per call, and
//       CPU profiles kept in bench/results/profiles/<the results file's stamp>/ (see money.ts).
// Not in the full run: (l) `npm run bench -- soak`, the embedded run played by a few
// players per brand for SOAK_MINUTES (default 60) while its memory is read from /proc,
// written to bench/results/<date>-soak.md (see soak.ts).
// `npm run bench -- web` runs (d) and (e) only; `npm run bench -- api` (a) to (c);
// `npm run bench -- ledger` (f); `npm run bench -- games` (g); `npm run bench -- casino` (h);
// `npm run bench -- fanout` (i), written to bench/results/<date>-fanout.md;
// `npm run bench -- tournaments` (m), written to bench/results/<date>-tournaments.md;
// `npm run bench -- sports` (j); `npm run bench -- money` (k); `npm run bench -- statements`
// prints the statements per call of each money path (not written to a file).
// BENCH_WARMUP_SECONDS and BENCH_MEASURE_SECONDS shorten (f), (h), (j) and (k) while
// developing; BENCH_PROFILE_SECONDS the profiled repeats of (k).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { hash, verify } from '@node-rs/argon2';
import autocannon, { type Result } from 'autocannon';
import {
  ROOT,
  call,
  cpuSeconds,
  machine,
  peakRssMb,
  percentile,
  startScript,
  startTribuna,
  tempDir,
  type Started,
} from './lib';
import {
  MEASURE_SECONDS,
  POSTGRES_URL,
  WARMUP_SECONDS,
  benchPglite,
  benchPostgres,
  loadAverage,
  type EngineRun,
} from './ledger';
import { benchGames } from './games';
import { benchCasino } from './casino';
import { benchSportsBets } from './sports-bets';
import { benchFanout } from './sports-fanout';
import { benchTournaments } from './tournaments-fanout';
import { benchMoney } from './money';
import { benchStatements } from './money-statements';
import { benchSoak } from './soak';
import { FIRST_PAGE_JS_TARGET_KB, firstPageJs, launch, loginTti, median, type Brand } from './web';

const LOAD_SECONDS = 8;
const CONNECTIONS = 10;
const LOGINS = 60;

const lines: string[] = [];
function out(line = ''): void {
  lines.push(line);
  console.log(line);
}
const ms = (n: number) => `${Math.round(n)} ms`;

async function coldStart(): Promise<Started> {
  out('## (a) Cold start and memory (embedded: PGlite, in-process bus)');
  out();
  const dataDir = tempDir('tribuna-bench-');
  const first = await startTribuna({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
  const firstPeak = peakRssMb(first.child.pid);
  await first.stop();
  const second = await startTribuna({ DATA_DIR: dataDir, SEED_DEMO: 'true', TRUST_PROXY: 'true' });
  const secondPeak = peakRssMb(second.child.pid);
  out('| start | spawn → ready line | server-reported start | peak RSS at ready |');
  out('|---|---|---|---|');
  const reported = (s: Started) => (s.reportedStartupMs === null ? '?' : ms(s.reportedStartupMs));
  out(
    `| first (fresh DATA_DIR: migrations + demo seed) | ${ms(first.readyMs)} | ${reported(first)} | ${firstPeak ?? '?'} MB |`,
  );
  out(
    `| second (same DATA_DIR) | ${ms(second.readyMs)} | ${reported(second)} | ${secondPeak ?? '?'} MB |`,
  );
  out();
  return second;
}

/** The brand's public key and hash, as the page gets them (office API, else the page's meta tags). */
async function siteKeys(port: number): Promise<{ apiKey: string; hash: string }> {
  const login = await call(port, 'POST', '/api/office/auth/login', {
    body: { username: 'admin', password: 'admin1234' },
  });
  const token = (login.body as { response?: { token?: string } }).response?.token;
  if (token) {
    const site = await call(port, 'GET', '/api/office/site', {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = site.body as { response?: { api_key?: string; hash?: string } };
    if (body.response?.api_key && body.response.hash) {
      return { apiKey: body.response.api_key, hash: body.response.hash };
    }
  }
  const page = await call(port, 'GET', '/', { headers: { accept: 'text/html' } });
  const html = typeof page.body === 'string' ? page.body : '';
  const apiKey = /name="tribuna:api-key" content="([^"]+)"/.exec(html)?.[1];
  const siteHash = /name="tribuna:site-hash" content="([^"]+)"/.exec(html)?.[1];
  if (!apiKey || !siteHash) throw new Error('could not find the site key and hash');
  return { apiKey, hash: siteHash };
}

/** One load run, and the server's CPU seconds during it (null where /proc is missing). */
async function load(
  url: string,
  options: { body?: string; headers?: Record<string, string> },
  serverPid: number | undefined,
): Promise<Result & { serverCpu: number | null }> {
  const before = cpuSeconds(serverPid);
  const result = await autocannon({
    url,
    method: options.body ? 'POST' : 'GET',
    headers: options.headers ?? {},
    ...(options.body ? { body: options.body } : {}),
    connections: CONNECTIONS,
    duration: LOAD_SECONDS,
  });
  const after = cpuSeconds(serverPid);
  return { ...result, serverCpu: before === null || after === null ? null : after - before };
}

/** Requests answered per CPU second of the server: its capacity on one core, whatever the client. */
function perCpuSecond(results: (Result & { serverCpu: number | null })[]): number | null {
  let requests = 0;
  let cpu = 0;
  for (const r of results) {
    if (r.serverCpu === null || r.serverCpu <= 0) return null;
    requests += r.requests.total;
    cpu += r.serverCpu;
  }
  return requests / cpu;
}

function row(
  name: string,
  results: (Result & { serverCpu: number | null })[],
): { rate: number; perCpu: number | null; line: string } {
  const rate = results.reduce((sum, r) => sum + r.requests.average, 0) / results.length;
  const perCpu = perCpuSecond(results);
  const busy = results.map((r) =>
    r.serverCpu === null ? '?' : `${Math.round((100 * r.serverCpu) / LOAD_SECONDS)} %`,
  );
  const p99 = Math.max(...results.map((r) => r.latency.p99));
  const p50 = results.reduce((sum, r) => sum + r.latency.p50, 0) / results.length;
  const bad = results.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0);
  const rounds = results.map((r) => Math.round(r.requests.average)).join(' / ');
  return {
    rate,
    perCpu,
    line: `| ${name} | ${Math.round(rate)} (${rounds}) | ${p50 < 1 ? '< 1' : p50.toFixed(1)} ms | ${p99} ms | ${bad} | ${busy.join(' / ')} | ${perCpu === null ? '?' : Math.round(perCpu)} |`,
  };
}

/** What a page sends for its configuration, against one server (its own key and hash). */
async function configurationsLoad(
  server: Started,
): Promise<{ url: string; body: string; headers: Record<string, string> }> {
  const { apiKey, hash: siteHash } = await siteKeys(server.port);
  const body = JSON.stringify({ domain: 'localhost', hash: siteHash, language: 'en_US' });
  const check = await call(server.port, 'POST', '/api/configurations', {
    body: JSON.parse(body) as unknown,
    headers: { 'master-api-key': apiKey },
  });
  if (check.status !== 200) throw new Error(`configurations answered ${check.status}`);
  return {
    url: `http://127.0.0.1:${server.port}/api/configurations`,
    body,
    headers: {
      host: 'localhost',
      'content-type': 'application/json',
      'master-api-key': apiKey,
      'master-language': 'en_US',
      // A page that has loaded once sends the XSRF cookie back, as every later load does.
      cookie: check.cookies.join('; '),
    },
  };
}

async function throughput(server: Started): Promise<void> {
  out('## (b) POST /api/configurations beside a bare Fastify "hello world"');
  out();
  // The bare server also answers with our endpoint's very answer (`POST /same`).
  const sameFile = path.join(tempDir('tribuna-bench-same-'), 'answer.json');
  const keys = await siteKeys(server.port);
  const sample = await call(server.port, 'POST', '/api/configurations', {
    body: { domain: 'localhost', hash: keys.hash, language: 'en_US' },
    headers: { 'master-api-key': keys.apiKey },
  });
  if (sample.status !== 200) throw new Error(`configurations answered ${sample.status}`);
  fs.writeFileSync(sameFile, JSON.stringify(sample.body));
  const hello = await startScript('bench/hello-server.ts', { SAME_ANSWER_FILE: sameFile });
  // The embedded run as `npm start` runs it keeps the simulated sports feed going (matches
  // played, prices written and pushed: about 8 % of a core when idle), in the same event
  // loop as the HTTP answers. The same call on a server with the feed off measures the
  // endpoint alone.
  const quiet = await startTribuna({
    DATA_DIR: tempDir('tribuna-bench-'),
    SEED_DEMO: 'true',
    SPORTS_FEED: 'off',
  });
  try {
    const full = await configurationsLoad(server);
    const alone = await configurationsLoad(quiet);
    const helloUrl = `http://127.0.0.1:${hello.port}/`;
    const same = { ...alone, url: `http://127.0.0.1:${hello.port}/same` };

    // Warm all three (JIT, caches), then alternate so background noise hits all alike.
    await autocannon({ url: helloUrl, connections: CONNECTIONS, duration: 2 });
    await autocannon({ ...full, method: 'POST', connections: CONNECTIONS, duration: 2 });
    await autocannon({ ...alone, method: 'POST', connections: CONNECTIONS, duration: 2 });
    await autocannon({ ...same, method: 'POST', connections: CONNECTIONS, duration: 2 });
    const helloRuns: (Result & { serverCpu: number | null })[] = [];
    const sameRuns: (Result & { serverCpu: number | null })[] = [];
    const fullRuns: (Result & { serverCpu: number | null })[] = [];
    const aloneRuns: (Result & { serverCpu: number | null })[] = [];
    for (let round = 0; round < 2; round += 1) {
      helloRuns.push(await load(helloUrl, {}, hello.child.pid));
      fullRuns.push(await load(full.url, full, server.child.pid));
      aloneRuns.push(await load(alone.url, alone, quiet.child.pid));
      sameRuns.push(await load(same.url, same, hello.child.pid));
    }
    const base = row('bare Fastify hello world (GET /)', helloRuns);
    const ours = row(
      'POST /api/configurations, embedded run as `npm start` (simulated feed on)',
      fullRuns,
    );
    const endpoint = row('POST /api/configurations, embedded run with SPORTS_FEED=off', aloneRuns);
    const sameAnswer = row(
      `bare Fastify answering the same request with the same answer (${JSON.stringify(sample.body).length} bytes of JSON)`,
      sameRuns,
    );
    out(
      `${CONNECTIONS} connections, ${LOAD_SECONDS} s per round, 2 rounds each, alternated; autocannon in the bench process, each server in its own. ` +
        'Each call finds the brand by Host, checks its key and hash and sends the XSRF cookie back, as a page does.',
    );
    out();
    out(
      '| endpoint | requests/s (rounds) | p50 | p99 (worst round) | non-2xx + errors | server CPU busy (rounds) | requests per server CPU second |',
    );
    out('|---|---|---|---|---|---|---|');
    out(base.line);
    out(ours.line);
    out(endpoint.line);
    out(sameAnswer.line);
    out();
    for (const [name, r] of [
      ['feed on', ours],
      ['feed off', endpoint],
    ] as const) {
      const ratio = r.rate / base.rate;
      const capacity =
        r.perCpu !== null && base.perCpu !== null
          ? `; per server CPU second **${((100 * r.perCpu) / base.perCpu).toFixed(0)} %** of the bare server's`
          : '';
      out(
        `Ratio (${name}): **${(ratio * 100).toFixed(0)} %** of the bare Fastify rate (target ≥ 50 %: ${ratio >= 0.5 ? 'met' : 'NOT met'})${capacity}.`,
      );
      out();
    }
    out(
      `For scale: a bare Fastify that answers the same POST with the same JSON (no brand, key, hash or cookie checks) makes ${((100 * sameAnswer.rate) / base.rate).toFixed(0)} % of the hello world's rate; the endpoint (feed off) makes ${((100 * endpoint.rate) / sameAnswer.rate).toFixed(0)} % of that bare server's. What the endpoint loses to hello world is mostly the size of what it must send and parse.`,
    );
    out();
    out(
      'Per CPU second is what each server answers when it, not the load generator, is the limit. On two cores ' +
        "the load generator shares the machine with the server, so where a server is busy well under 100 % the rate above is the client's limit as much as the server's.",
    );
    out();
    out(
      `Peak RSS of the Tribuna process after the load: ${peakRssMb(server.child.pid) ?? '?'} MB.`,
    );
    out();
  } finally {
    await Promise.all([hello.stop(), quiet.stop()]);
  }
}

async function logins(server: Started): Promise<void> {
  out(
    '## (c) Login with argon2id (m=19456 KiB, t=2, p=1: OWASP minimum, @node-rs/argon2 defaults)',
  );
  out();
  // The route limits attempts per address; the bench server trusts X-Forwarded-For so
  // each sample comes from its own address, as real players' logins do.
  const times: number[] = [];
  let refused: number | null = null;
  for (let i = 0; i < LOGINS + 5; i += 1) {
    const answer = await call(server.port, 'POST', '/api/auth/login', {
      body: { username: 'demo', password: 'demo1234' },
      headers: { 'x-forwarded-for': `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}` },
    });
    if (answer.status !== 200) {
      refused = answer.status;
      break;
    }
    if (i >= 5) times.push(answer.ms);
  }
  if (refused === null) {
    out(
      `Through \`POST /api/auth/login\` (demo/demo1234), ${LOGINS} sequential logins after 5 warm-up:`,
    );
    out();
    out('| p50 | p95 | max |');
    out('|---|---|---|');
    out(
      `| ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(Math.max(...times))} |`,
    );
  } else {
    out(
      `\`POST /api/auth/login\` answered ${refused}, so the route was not measured (not built yet?); ` +
        'the argon2id verification alone is measured below instead.',
    );
  }
  out();

  const stored = await hash('demo1234');
  const direct: number[] = [];
  for (let i = 0; i < LOGINS + 5; i += 1) {
    const began = performance.now();
    await verify(stored, 'demo1234');
    if (i >= 5) direct.push(performance.now() - began);
  }
  out(
    `argon2id verify alone (in the bench process, ${LOGINS} runs): p50 ${ms(percentile(direct, 50))}, p95 ${ms(percentile(direct, 95))}.`,
  );
  out(`Stored hash parameters: \`${stored.split('$').slice(1, 4).join('$')}\`.`);
  out();
}

const BRANDS: Brand[] = [
  { name: 'Tribuna (open home)', host: 'localhost' },
  { name: 'RioBet (guests go to /login)', host: '127.0.0.1' },
  { name: 'Lucky Star (landing)', host: 'lucky.localhost' },
];

async function web(server: Started): Promise<void> {
  const browser = await launch();
  try {
    out('## (d) JavaScript downloaded for the first page');
    out();
    out(
      `Debian's Chromium, a fresh profile per brand, phone viewport; every script loaded until the network is idle, bytes as sent (the server sends the build's gzipped copies). Target: ≤ ${FIRST_PAGE_JS_TARGET_KB} KB.`,
    );
    out();
    out('| brand | first page | scripts | gzipped | decoded | target |');
    out('|---|---|---|---|---|---|');
    for (const brand of BRANDS) {
      const js = await firstPageJs(browser, brand, server.port);
      out(
        `| ${js.brand} | ${js.path} | ${js.files} | ${js.gzippedKb.toFixed(1)} KB | ${js.rawKb.toFixed(1)} KB | ${js.gzippedKb <= FIRST_PAGE_JS_TARGET_KB ? 'met' : 'NOT met'} |`,
      );
    }
    out();
    out('## (e) Time to interactive of /login, mobile throttling');
    out();
    out(
      'Lighthouse\'s mobile settings applied through the DevTools protocol (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, CPU 4× slower, cache off), phone viewport, 5 cold loads after one warm-up. TTI as Lighthouse defines it: the end of the last long task before the first 5 s with no long task and at most two requests in flight (or FCP when later). "Form ready" is when the username field is shown and the site-loading overlay (which the spec hides 1000 ms after the configuration and user calls) is gone.',
    );
    out();
    out('| brand | FCP (median) | TTI (median) | TTI (worst) | form ready (median) |');
    out('|---|---|---|---|---|');
    for (const brand of BRANDS.slice(1, 2)) {
      const tti = await loginTti(browser, brand, server.port);
      out(
        `| ${brand.name} | ${ms(median(tti.fcp))} | ${ms(median(tti.runs))} | ${ms(Math.max(...tti.runs))} | ${ms(median(tti.formReady))} |`,
      );
    }
    out();
  } finally {
    await browser.close();
  }
}

/** A percentile of no samples (nothing completed in the window) is shown as such. */
function latency(value: number): string {
  return Number.isNaN(value) ? '–' : `${value.toFixed(1)} ms`;
}

function ledgerTable(run: EngineRun): boolean {
  out(`### ${run.engine} (${run.where})`);
  out();
  out('| scenario | transfers/s | p50 | p99 | count | books balance |');
  out('|---|---|---|---|---|---|');
  let balanced = true;
  for (const r of run.results) {
    const books = r.problems.length === 0 ? 'yes' : `**NO**: ${r.problems.join('; ')}`;
    if (r.problems.length > 0) balanced = false;
    out(
      `| ${r.scenario.name} | ${Math.round(r.perSecond)} | ${latency(r.p50)} | ${latency(r.p99)} | ${r.count} | ${books} |`,
    );
  }
  out();
  return balanced;
}

/** (f), on both engines; false when any books do not balance or PostgreSQL could not be measured. */
async function ledger(): Promise<boolean> {
  out('## (f) Ledger transfers (wallet ledger API, PGlite and PostgreSQL)');
  out();
  out(
    `Load average at the start of this section: ${loadAverage()}. Each mover is a loop of ` +
      "`ledger.debit` (player cash → the brand's casino account) and `ledger.credit` (back), " +
      "one database transaction per move, the player's row locked (not the brand's), an " +
      'idempotency key per move, in the bench process. ' +
      `${WARMUP_SECONDS} s warm-up, then ${MEASURE_SECONDS} s measured per scenario; count, ` +
      'rate and percentiles are of the transfers that ended in that window. ' +
      '"Books balance": every transaction has two or more entries summing to 0, every player ' +
      'balance equals the sum of its entries and its last `balance_after`, no player is below 0, ' +
      'no brand account keeps a balance of its own, every ' +
      'balance and the number of transactions are what the bench moved, and no move failed.',
  );
  out();
  let balanced = ledgerTable(await benchPglite());
  try {
    balanced = ledgerTable(await benchPostgres()) && balanced;
  } catch (error) {
    out(`PostgreSQL was not measured: ${error instanceof Error ? error.message : String(error)}.`);
    out();
    balanced = false;
  }
  return balanced;
}

const MODES = [
  'api',
  'web',
  'ledger',
  'games',
  'casino',
  'fanout',
  'tournaments',
  'sports',
  'money',
  'statements',
  'soak',
] as const;
type Mode = (typeof MODES)[number];

function modeOf(argument: string | undefined): Mode | undefined {
  if (argument === undefined) return undefined;
  const mode = MODES.find((m) => m === argument);
  if (!mode) throw new Error(`unknown mode ${argument}: one of ${MODES.join(', ')}`);
  return mode;
}

const reserved: string[] = [];

/** bench/results/<date>.md, chosen when the run starts (the profiles are named after it). */
function resultsFile(when: Date, suffix: string): string {
  const dir = path.join(ROOT, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  const stamp = when.toISOString().replace(/[:T]/g, '-');
  const file = path.join(dir, `${stamp.slice(0, 16)}${suffix}.md`);
  // Two runs started in the same minute (`-- web` and `-- ledger` at once) must not overwrite each other.
  return fs.existsSync(file) ? path.join(dir, `${stamp.slice(0, 19)}${suffix}.md`) : file;
}

async function main(): Promise<void> {
  const only = modeOf(process.argv[2]);
  if (only === 'statements') {
    // A look at the round trips while working on a path: printed, not kept.
    await benchStatements((line = '') => console.log(line), POSTGRES_URL);
    return;
  }
  // The soak takes an hour: only when asked for.
  const runs = (mode: Mode) => (only === undefined && mode !== 'soak') || only === mode;
  const when = new Date();
  const suffix = only === 'fanout' || only === 'soak' || only === 'tournaments' ? `-${only}` : '';
  const file = resultsFile(when, suffix);
  // Reserved now, so a run started in the same minute picks another name.
  fs.writeFileSync(file, '');
  reserved.push(file);
  const profiles = path.relative(
    ROOT,
    path.join(path.dirname(file), 'profiles', path.basename(file, '.md')),
  );
  out(`# Tribuna benchmarks, ${when.toISOString()}`);
  out();
  out(`Machine: ${machine()}.`);
  out();
  out(
    'One run of `npm run bench`. The machine is shared (other work may run at the same ' +
      'time), so read the numbers as an order of magnitude and the ratio as the point.',
  );
  out();
  if (runs('api') || runs('web')) {
    const server = await coldStart();
    try {
      if (runs('api')) {
        await throughput(server);
        await logins(server);
      }
      if (runs('web')) await web(server);
    } finally {
      await server.stop();
    }
  }
  // Books that do not balance fail the run, after the results are written.
  const ledgerOk = runs('ledger') ? await ledger() : true;
  const gamesOk = runs('games') ? await benchGames(out) : true;
  const casinoOk = runs('casino') ? await benchCasino(out) : true;
  const fanoutOk = runs('fanout') ? await benchFanout(out) : true;
  const tournamentsOk = runs('tournaments') ? await benchTournaments(out) : true;
  const sportsOk = runs('sports') ? await benchSportsBets(out) : true;
  const moneyOk = runs('money') ? await benchMoney(out, profiles) : true;
  const soakOk = runs('soak') ? await benchSoak(out) : true;
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  // Aligned tables, so `npm run format:check` stays green.
  spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/prettier/bin/prettier.cjs'), '--write', file],
    {
      stdio: 'ignore',
    },
  );
  console.log(`\nwritten to ${path.relative(ROOT, file)}`);
  if (runs('money')) console.log(`profiles in ${profiles}/`);
  if (!ledgerOk) {
    console.error('(f) failed: books that do not balance, or PostgreSQL not measured.');
    process.exitCode = 1;
  }
  if (!gamesOk) {
    console.error('(g) failed: an RTP outside its tolerance.');
    process.exitCode = 1;
  }
  if (!fanoutOk) {
    console.error('(i) failed: frames were lost.');
    process.exitCode = 1;
  }
  if (!tournamentsOk) {
    console.error('(m) failed: no board was published, or frames were lost.');
    process.exitCode = 1;
  }
  if (!sportsOk) {
    console.error(
      '(j) failed: books that do not balance, a bet refused or left open, or an engine not measured.',
    );
    process.exitCode = 1;
  }
  if (!casinoOk) {
    console.error('(h) failed: books that do not balance, or an engine not measured.');
    process.exitCode = 1;
  }
  if (!moneyOk) {
    console.error(
      '(k) failed: books wrong or an operation refused after a scenario, or an engine or pgbench not measured.',
    );
    process.exitCode = 1;
  }
  if (!soakOk) {
    console.error('(l) failed: calls that failed during the soak (see its errors).');
    process.exitCode = 1;
  }
}

await main().catch((error: unknown) => {
  // A run that failed before writing its results leaves no empty file behind.
  for (const file of reserved)
    if (fs.statSync(file, { throwIfNoEntry: false })?.size === 0) fs.rmSync(file);
  throw error;
});
