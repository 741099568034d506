// (f) The wallet's ledger under load: transfers per second with p50 and p99,
// through `createLedger` (the code the routes use: one database transaction per move,
// the touched players' account rows locked in id order, the brand's not locked, an
// idempotency key per move), on
// PGlite (a fresh temporary data folder) and on PostgreSQL in the same run.
//
// Each mover is a loop that takes money out of a player's cash into the brand's casino
// account and back again, so balances stay valid. After each scenario the books are
// checked (`checkLedger`): every transaction sums to zero, every player's balance equals
// the sum of its entries and its last balance_after, and every balance is what the bench's own count of
// moves says it must be. A fast ledger that loses money is worthless.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { inArray, sql } from 'drizzle-orm';
import { openDatabase, type Database, type Db } from '../apps/api/src/db/database';
import { isAppError } from '../apps/api/src/lib/app-error';
import { createLedger, type Ledger } from '../apps/api/src/modules/wallet/ledger';
import { checkLedger } from '../apps/api/src/modules/wallet/ledger-check';
import { tenants } from '../apps/api/src/modules/tenants/tenants.schema';
import { rowsOf } from '../apps/api/src/db/rows';
import { adminQuery, dropWhenClosed, tempDir } from './lib';
import { MEASURE_MS, WARMUP_MS, drive } from './load';
import { ledgerCatalogue } from '../apps/api/src/kernel/compose';
import { MODULES } from '../apps/api/src/modules';

export const WARMUP_SECONDS = WARMUP_MS / 1_000;
export const MEASURE_SECONDS = MEASURE_MS / 1_000;
/** Minor units per move (1.00 of the currency). */
const AMOUNT = 100;
const CURRENCY = 'ARS';
export const POSTGRES_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BENCH_DATABASE = 'bench_ledger';

export interface Scenario {
  name: string;
  players: number;
  /** Concurrent loops per player. */
  moversPerPlayer: number;
  /**
   * Each player in a brand of its own. Every move also locks the brand's casino account,
   * one row per brand; this shows what that shared row costs.
   */
  brandPerPlayer?: boolean;
}

export const SCENARIOS: Scenario[] = [
  { name: '1 player', players: 1, moversPerPlayer: 1 },
  { name: '10 players', players: 10, moversPerPlayer: 1 },
  { name: '100 players', players: 100, moversPerPlayer: 1 },
  { name: 'hot: 100 movers on one player', players: 1, moversPerPlayer: 100 },
  {
    name: '100 players, each in a brand of its own (for comparison)',
    players: 100,
    moversPerPlayer: 1,
    brandPerPlayer: true,
  },
];

export interface ScenarioResult {
  scenario: Scenario;
  /** Moves completed inside the measured window. */
  count: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** Problems found in the books (or moves that failed): empty when they balance. */
  problems: string[];
}

export interface EngineRun {
  engine: 'PGlite' | 'PostgreSQL';
  /** Where it ran (folder, database), for the results file. */
  where: string;
  results: ScenarioResult[];
}

export interface Books {
  tenantId: string;
  /** Player id → moves out of (debits) and back into (credits) its cash. */
  players: Map<string, { debits: number; credits: number }>;
  fundPerPlayer: number;
  moved: number;
  failures: string[];
}

/**
 * What is wrong with the brands' books; nothing when they balance. Exported so books
 * tampered with by hand can be shown to fail it.
 */
export async function checkBooks(db: Db, ledgers: Books[]): Promise<string[]> {
  const failures = ledgers.flatMap((books) => books.failures);
  const problems: string[] = [];
  if (failures.length > 0) problems.push(`${failures.length} move(s) failed (${failures[0]})`);
  let differ = 0;
  let transactions = 0;
  let made = 0;
  for (const books of ledgers) {
    const { tenantId } = books;
    const checked = await checkLedger(db, tenantId);
    problems.push(...checked.problems);

    // What the bench moved, it must find: each player's cash, the brand's two accounts.
    const expected = new Map<string, number>();
    let out = 0;
    for (const [playerId, moves] of books.players) {
      expected.set(
        `${playerId}:cash`,
        books.fundPerPlayer + AMOUNT * (moves.credits - moves.debits),
      );
      out += moves.debits - moves.credits;
    }
    expected.set(':adjustments', -books.fundPerPlayer * books.players.size);
    expected.set(':casino', AMOUNT * out);
    const found = checked.balances;
    differ += [...expected].filter(([key, value]) => (found.get(key) ?? 0) !== value).length;
    differ += [...found.keys()].filter((key) => !expected.has(key)).length;

    // One transaction per funding and per move: none lost, none doubled.
    const [counted] = rowsOf<{ n: unknown }>(
      await db.execute(
        sql`select count(*) as n from wallet_transactions where tenant_id = ${tenantId}`,
      ),
    );
    transactions += Number(counted?.n);
    made += books.players.size + books.moved;
  }
  if (differ > 0) problems.push(`${differ} balance(s) differ from the moves the bench made`);
  if (transactions !== made) problems.push(`${transactions} transactions for ${made} moves made`);
  return [...new Set(problems)];
}

/** A brand of the bench's own, so its books are checked apart from anything else. */
async function newBrand(db: Db, brands: string[]): Promise<string> {
  const [row] = await db
    .insert(tenants)
    .values({ slug: `bench-ledger-${crypto.randomBytes(6).toString('hex')}` })
    .returning({ id: tenants.id });
  if (!row) throw new Error('could not create the bench brand');
  brands.push(row.id);
  return row.id;
}

/**
 * One scenario: its players funded in a brand of the bench's own (or one each), then
 * `moversPerPlayer` loops per player moving money out and back, then the books checked.
 * Exported for (k), which runs it through the app's own ledger.
 */
export async function runScenario(
  db: Db,
  ledger: Ledger,
  scenario: Scenario,
  brands: string[],
  options: Parameters<typeof drive>[2] = {},
): Promise<ScenarioResult> {
  const run = crypto.randomBytes(4).toString('hex');
  // Each mover has at most one move out that it has not brought back, so this much cash
  // is always enough: a refusal for insufficient funds would itself be a bug.
  const fundPerPlayer = scenario.moversPerPlayer * AMOUNT;
  const ledgers: Books[] = [];
  const players: { playerId: string; books: Books }[] = [];
  for (let i = 0; i < scenario.players; i += 1) {
    let books = ledgers[0];
    if (!books || scenario.brandPerPlayer) {
      books = {
        tenantId: await newBrand(db, brands),
        players: new Map(),
        fundPerPlayer,
        moved: 0,
        failures: [],
      };
      ledgers.push(books);
    }
    const playerId = crypto.randomUUID();
    books.players.set(playerId, { debits: 0, credits: 0 });
    players.push({ playerId, books });
    await ledger.credit({
      tenantId: books.tenantId,
      currency: CURRENCY,
      idempotencyKey: `bench-${run}-fund-${i}`,
      type: 'adjustment',
      amount: fundPerPlayer,
      playerId,
      from: 'adjustments',
    });
  }

  // Loop n moves player n / moversPerPlayer's money; each loop alternates out and back.
  const movers = players.flatMap((player) =>
    Array.from({ length: scenario.moversPerPlayer }, () => ({ ...player, holding: false })),
  );
  const driven = await drive(
    movers.length,
    async ({ loop, iteration, timed }) => {
      const mover = movers[loop];
      if (!mover) throw new Error('no mover');
      const { playerId, books } = mover;
      const moves = books.players.get(playerId) ?? { debits: 0, credits: 0 };
      const move = {
        tenantId: books.tenantId,
        currency: CURRENCY,
        idempotencyKey: `bench-${run}-${loop}-${iteration}`,
        amount: AMOUNT,
        playerId,
      } as const;
      try {
        if (mover.holding) {
          await timed(() => ledger.credit({ ...move, type: 'casino_win', from: 'casino' }));
          moves.credits += 1;
        } else {
          await timed(() => ledger.debit({ ...move, type: 'casino_bet', to: 'casino' }));
          moves.debits += 1;
        }
      } catch (error) {
        // Nothing may fail here (the cash always suffices): any failure is a finding.
        books.failures.push(isAppError(error) ? error.key : String(error));
        return;
      }
      mover.holding = !mover.holding;
      books.moved += 1;
    },
    options,
  );

  return {
    scenario,
    count: driven.count,
    perSecond: driven.perSecond,
    p50: driven.p50,
    p99: driven.p99,
    problems: await checkBooks(db, ledgers),
  };
}

/** Every scenario in turn; the brands they create are added to `brands`. */
async function runAll(database: Database, brands: string[] = []): Promise<ScenarioResult[]> {
  const ledger = createLedger({ db: database.db, catalogue: ledgerCatalogue(MODULES) });
  const results: ScenarioResult[] = [];
  for (const scenario of SCENARIOS) {
    results.push(await runScenario(database.db, ledger, scenario, brands));
  }
  return results;
}

/** PGlite as the embedded run opens it, in a fresh temporary data folder (removed after). */
export async function benchPglite(): Promise<EngineRun> {
  const dataDir = tempDir('tribuna-bench-ledger-');
  try {
    const database = await openDatabase({ dataDir });
    try {
      return {
        engine: 'PGlite',
        where: 'a fresh temporary data folder',
        results: await runAll(database),
      };
    } finally {
      await database.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * PostgreSQL through the app's own pool, in a database of its own (created and dropped
 * here) so tests running at the same time are not disturbed; when the role may not
 * create databases, in the given one, under brands of its own that are deleted after.
 */
export async function benchPostgres(url = POSTGRES_URL): Promise<EngineRun> {
  const target = new URL(url);
  target.pathname = `/${BENCH_DATABASE}`;
  let own = true;
  try {
    // A run stopped half-way leaves the database behind.
    await adminQuery(url, `DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
    await adminQuery(url, `CREATE DATABASE ${BENCH_DATABASE}`);
  } catch (error) {
    if ((error as { code?: string }).code !== '42501') throw error;
    own = false;
  }
  const databaseUrl = own ? target.toString() : url;
  const shown = new URL(databaseUrl);
  shown.password = '';
  try {
    const database = await openDatabase({ databaseUrl, dataDir: null });
    const brands: string[] = [];
    try {
      return {
        engine: 'PostgreSQL',
        where: `${own ? 'a database of its own' : 'brands of its own in'} ${shown.toString()}`,
        results: await runAll(database, brands),
      };
    } finally {
      // In a shared database, only the bench's brands; their accounts and moves go with them.
      if (!own && brands.length > 0)
        await database.db.delete(tenants).where(inArray(tenants.id, brands));
      await database.close();
    }
  } finally {
    if (own) await dropWhenClosed(url, BENCH_DATABASE);
  }
}

export function loadAverage(): string {
  return os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
}
