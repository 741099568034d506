import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tenantTopic } from '@tribuna/contracts/live';
import { multiplierAt, timeToReach, verifyChainSeed, verifyCrash } from '@tribuna/games/crash';
import { idempotencyKeys } from '../../kernel/idempotency.schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bookProblems } from '../casino/casino.test-support';
import { createLedger } from '../wallet/ledger';
import { AppError } from '../../lib/app-error';
import { createCrashTable, type CrashRoundEvent, type CrashTable } from './house-crash.service';
import {
  crashContext,
  demoToken,
  gameCall,
  realPlayer,
  tableRound,
  testClock,
  type TestClock,
} from './house-crash.test-support';
import type { GameCall } from './house-http';
import type { HouseWallet } from './house-wallet';
import { houseRounds, houseTableRounds } from './house.schema';
import { ledgerCatalogue } from '../../kernel/compose';
import { MODULES } from '../../modules';

const HOST = 'localhost';
const TIMINGS = { bettingMs: 7_000, crashedMs: 3_000 };

let t: TestApp;
let tenantId: string;
let clock: TestClock;
let table: CrashTable;
/** Every `house.crash` event published on the brand's topic. */
const events: CrashRoundEvent[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.app.services.tenants.resolveHost(HOST);
  if (!tenant) throw new Error('no demo brand');
  tenantId = tenant.id;
  // Far from the app's own (real-time) ticker: it never finds these rounds due.
  clock = testClock(Date.now() + 30 * 24 * 3600_000);
  table = createCrashTable(crashContext(t, clock.now), TIMINGS);
  const subscription = t.infra.bus.subscribe(tenantTopic(tenantId), (message) => {
    if (message.type === 'house.crash') events.push(message.data as CrashRoundEvent);
  });
  await subscription.ready;
}, 60_000);
afterAll(() => t.close());

function db() {
  return t.infra.database.db;
}

async function cashOf(playerId: string): Promise<number> {
  return (await t.app.services.wallet.ledger.balances(tenantId, playerId)).cash;
}

async function expectBooks(): Promise<void> {
  expect(await bookProblems(db(), tenantId)).toEqual([]);
}

/** Moves to a fresh round in its betting phase whose crash point is at least `atLeast`. */
async function freshRound(call: GameCall, atLeast = 100, on: CrashTable = table) {
  for (let tries = 0; tries < 40; tries += 1) {
    const state = await on.state(call, tenantId);
    const row = await tableRound(t, state.round.id);
    if (
      state.round.phase === 'betting' &&
      clock.ms() === row.opensAt.getTime() &&
      row.result >= atLeast
    ) {
      return { state, row };
    }
    // Past this round's crash and its pause: the next call opens the next round.
    clock.set(Math.max(clock.ms(), row.resultAt.getTime() + TIMINGS.crashedMs));
    await on.tick();
  }
  throw new Error('no round with a high enough crash point');
}

/**
 * The events matching `match` once at least one came (through Redis they come a little
 * after the call), and a moment more, so a duplicate would be counted too.
 */
async function heard(match: (e: CrashRoundEvent) => boolean): Promise<CrashRoundEvent[]> {
  await vi.waitFor(() => expect(events.some(match)).toBe(true), { timeout: 5_000 });
  await new Promise((resolve) => setTimeout(resolve, 150));
  return events.filter(match);
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

async function casinoRound(roundRef: string) {
  const result = await db().execute(
    sql`select status, bet_total, win_total from casino_rounds where round_ref = ${roundRef}`,
  );
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  return rows[0] as { status: string; bet_total: unknown; win_total: unknown } | undefined;
}

/**
 * Another crash table whose wallet holds `name` calls until released: a call stopped
 * mid-way, as a process that hangs or dies leaves it (its key's claim still pending).
 */
function heldTable(name: 'bet' | 'win') {
  const real = t.app.services.house.wallet;
  let release = () => {};
  let arrived = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const reached = new Promise<void>((resolve) => (arrived = resolve));
  const wallet: HouseWallet = {
    ...real,
    [name]: async (...args: Parameters<HouseWallet['bet']>) => {
      arrived();
      await gate;
      return real[name](...args);
    },
  };
  const held = createCrashTable({ ...crashContext(t, clock.now), wallet }, TIMINGS);
  return { table: held, reached, release };
}

/** Makes a call's pending claim on its key older than the house's stale limit. */
async function ageClaim(owner: string, key: string): Promise<void> {
  await db()
    .update(idempotencyKeys)
    .set({ createdAt: sql`now() - interval '1 minute'` })
    .where(and(eq(idempotencyKeys.scope, `house:${owner}`), eq(idempotencyKeys.key, key)));
}

describe('the crash table', () => {
  it('pays a cash-out before the crash exactly, refuses a second one and one after the crash', async () => {
    const a = await realPlayer(t, HOST, tenantId, 100_000);
    const b = await realPlayer(t, HOST, tenantId, 100_000);
    const callA = await gameCall(t, HOST, a.token);
    const callB = await gameCall(t, HOST, b.token);
    const { state, row } = await freshRound(callA, 150);
    const roundId = state.round.id;

    const afterBet = await table.bet(
      callA,
      tenantId,
      { round_id: roundId, amount: 2_345, auto_cash_out: null },
      'bet-key-a-0000001',
    );
    expect(afterBet.balance).toBe(100_000 - 2_345);
    expect(afterBet.my_bet).toEqual({
      amount: 2_345,
      auto_cash_out: null,
      cashed_out_at: null,
      win: null,
    });
    await table.bet(
      callB,
      tenantId,
      { round_id: roundId, amount: 1_000, auto_cash_out: null },
      null,
    );
    expect(await cashOf(a.playerId)).toBe(100_000 - 2_345);

    // Not before take-off.
    expect((await refusal(table.cashOut(callA, tenantId, { round_id: roundId }, null))).key).toBe(
      'house.crash_not_flying',
    );
    // In flight, below the crash point: the server's multiplier at its own clock.
    const ms = timeToReach(125) + 7;
    clock.set(row.closesAt.getTime() + ms);
    const m = multiplierAt(ms);
    expect(m).toBeLessThan(row.result);
    const cashed = await table.cashOut(callA, tenantId, { round_id: roundId }, 'cash-key-a-000001');
    const win = Math.floor((2_345 * m) / 100);
    expect(cashed.my_bet).toEqual({ amount: 2_345, auto_cash_out: null, cashed_out_at: m, win });
    expect(cashed.balance).toBe(100_000 - 2_345 + win);
    expect(await cashOf(a.playerId)).toBe(100_000 - 2_345 + win);
    expect(cashed.round).toMatchObject({ phase: 'flying', crash_point: null, crashed_at: null });
    // Others see it at once.
    const seen = (
      await heard((e) => e.round.id === roundId && e.bets.some((b) => b.cashed_out_at !== null))
    ).at(-1);
    expect(seen?.bets.map(({ player: _player, ...bet }) => bet)).toContainEqual({
      amount: 2_345,
      cashed_out_at: m,
      win,
    });
    // Its retry answers the same; another cash-out is refused.
    const again = await table.cashOut(callA, tenantId, { round_id: roundId }, 'cash-key-a-000001');
    expect(again.my_bet).toEqual(cashed.my_bet);
    expect(await cashOf(a.playerId)).toBe(100_000 - 2_345 + win);
    expect((await refusal(table.cashOut(callA, tenantId, { round_id: roundId }, null))).key).toBe(
      'house.crash_already_cashed_out',
    );

    // After the crash: refused, and B lost.
    clock.set(row.resultAt.getTime());
    const late = await refusal(table.cashOut(callB, tenantId, { round_id: roundId }, null));
    expect([late.status, late.key]).toEqual([409, 'house.crash_crashed']);
    await table.tick();
    expect(await cashOf(b.playerId)).toBe(100_000 - 1_000);
    const [roundB] = await db().select().from(houseRounds).where(eq(houseRounds.owner, b.playerId));
    expect(roundB).toMatchObject({ status: 'settled', bet: 1_000, win: 0 });
    expect(roundB?.outcome).toEqual({ crash_point: row.result, cashed_out_at: null, win: 0 });
    expect(await casinoRound(roundB?.id ?? '')).toMatchObject({ status: 'closed' });
    const [roundA] = await db().select().from(houseRounds).where(eq(houseRounds.owner, a.playerId));
    expect(roundA).toMatchObject({ status: 'settled', win });
    expect(roundA?.outcome).toMatchObject({ crash_point: row.result, cashed_out_at: m, win });
    expect(roundA?.input).toEqual({ amount: 2_345, auto_cash_out: null });
    expect(roundA?.tableRoundId).toBe(roundId);
    expect(await casinoRound(roundA?.id ?? '')).toMatchObject({ status: 'closed' });
    await expectBooks();
  });

  it('pays automatic cash-outs at settlement at their multiplier; the rest lose and every round ends', async () => {
    const players = await Promise.all([0, 1, 2].map(() => realPlayer(t, HOST, tenantId, 50_000)));
    const calls = await Promise.all(players.map((p) => gameCall(t, HOST, p.token)));
    const [c0, c1, c2] = calls as [GameCall, GameCall, GameCall];
    const { state, row } = await freshRound(c0, 120);
    const round_id = state.round.id;
    await table.bet(c0, tenantId, { round_id, amount: 1_000, auto_cash_out: 110 }, null);
    await table.bet(c1, tenantId, { round_id, amount: 1_000, auto_cash_out: row.result + 1 }, null);
    await table.bet(c2, tenantId, { round_id, amount: 1_000, auto_cash_out: null }, null);
    // In flight, past 1.10x: nothing is known of the automatic cash-outs yet.
    clock.set(row.closesAt.getTime() + timeToReach(115));
    const flying = await table.state(c1, tenantId);
    expect(flying.bets.map((b) => [b.cashed_out_at, b.win])).toEqual([
      [null, null],
      [null, null],
      [null, null],
    ]);
    expect(flying.bets.filter((b) => b.mine)).toHaveLength(1);
    clock.set(row.resultAt.getTime() + 50);
    await table.tick();
    expect(await cashOf(players[0]?.playerId ?? '')).toBe(50_000 - 1_000 + 1_100);
    expect(await cashOf(players[1]?.playerId ?? '')).toBe(49_000);
    expect(await cashOf(players[2]?.playerId ?? '')).toBe(49_000);
    const rows = await db()
      .select()
      .from(houseRounds)
      .where(eq(houseRounds.tableRoundId, round_id));
    expect(rows.map((r) => r.status)).toEqual(['settled', 'settled', 'settled']);
    for (const r of rows) expect((await casinoRound(r.id))?.status).toBe('closed');
    const crashed = await heard((e) => e.round.id === round_id && e.round.phase === 'crashed');
    expect(crashed).toHaveLength(1);
    expect(crashed[0]?.round.crash_point).toBe(row.result);
    expect(crashed[0]?.bets.map((b) => b.win).sort((x, y) => (x ?? 0) - (y ?? 0))).toEqual([
      0, 0, 1_100,
    ]);
    await expectBooks();
  });

  it('plays a demo on the play balance: no money moves', async () => {
    const ledger = createLedger({ db: db(), catalogue: ledgerCatalogue(MODULES) });
    const casinoBefore = await ledger.brandBalance(tenantId, 'casino');
    const call = await gameCall(t, HOST, await demoToken(t, HOST));
    expect(call.session.mode).toBe('demo');
    const start = await t.app.services.house.wallet.balance(call.session);
    const { state, row } = await freshRound(call, 130);
    await table.bet(
      call,
      tenantId,
      { round_id: state.round.id, amount: 5_000, auto_cash_out: null },
      null,
    );
    clock.set(row.closesAt.getTime() + timeToReach(120));
    const cashed = await table.cashOut(call, tenantId, { round_id: state.round.id }, null);
    expect(cashed.balance).toBe(
      start - 5_000 + Math.floor((5_000 * (cashed.my_bet?.cashed_out_at ?? 0)) / 100),
    );
    expect(cashed.balance).toBeGreaterThan(start);
    expect(await ledger.brandBalance(tenantId, 'casino')).toBe(casinoBefore);
    await expectBooks();
  });

  it('reveals a point equal to verifyCrash of the revealed seed, and nothing before the crash', async () => {
    const p = await realPlayer(t, HOST, tenantId, 20_000);
    const call = await gameCall(t, HOST, p.token);
    const { state, row } = await freshRound(call);
    const round_id = state.round.id;
    await table.bet(call, tenantId, { round_id, amount: 500, auto_cash_out: 200 }, null);
    const secret = String(row.result);
    // Betting, then just before the crash: no answer, event or fairness block tells it.
    for (const at of [clock.ms(), row.resultAt.getTime() - 1]) {
      clock.set(at);
      const seen = await table.state(call, tenantId);
      expect(seen.round.crash_point).toBeNull();
      expect(seen.round.crashed_at).toBeNull();
      expect(seen.my_bet?.win).toBeNull();
      expect(seen.last.map((l) => l.index)).not.toContain(row.index);
      expect((await table.fairness(round_id))?.round_seed).toBeNull();
    }
    await table.tick();
    const published = await heard((e) => e.round.id === round_id);
    expect(published.length).toBeGreaterThan(0);
    for (const e of published) {
      expect(e.round.crash_point).toBeNull();
      expect(e.last.map((l) => l.index)).not.toContain(row.index);
    }
    expect(JSON.stringify(published)).not.toContain(`"crash_point":${secret}`);

    clock.set(row.resultAt.getTime());
    await table.tick();
    const fairness = await table.fairness(round_id);
    if (!fairness?.round_seed) throw new Error('no seed after the crash');
    expect(verifyChainSeed(fairness.round_seed, fairness.index, fairness.commitment)).toBe(true);
    // Every answer and event showed this chain and place from the start, never the seed.
    const position = {
      commitment: fairness.commitment,
      salt: fairness.salt,
      chain_index: fairness.index,
    };
    expect(state.round.fairness).toEqual(position);
    for (const e of published) expect(e.round.fairness).toEqual(position);
    expect(JSON.stringify([state, published])).not.toContain(fairness.round_seed);
    const replay = verifyCrash(fairness.round_seed, fairness.salt, [
      { playerId: p.playerId, stake: 500, cashOutAt: 200 },
    ]);
    expect(replay.crashPoint).toBe(row.result);
    expect(replay.crashedAtMs).toBe(row.resultAt.getTime() - row.closesAt.getTime());
    const [mine] = await db().select().from(houseRounds).where(eq(houseRounds.owner, p.playerId));
    expect(mine?.outcome).toEqual({
      crash_point: replay.crashPoint,
      cashed_out_at: replay.bets[0]?.won ? 200 : null,
      win: replay.bets[0]?.payout,
    });
    const after = await table.state(call, tenantId);
    expect(after.round).toMatchObject({ phase: 'crashed', crash_point: row.result });
    expect(after.last[0]).toEqual({ index: row.index, crash_point: row.result });
    await expectBooks();
  });

  it('creates and settles each round once with two instances on one database', async () => {
    const other = createCrashTable(crashContext(t, clock.now), TIMINGS);
    const p = await realPlayer(t, HOST, tenantId, 20_000);
    const call = await gameCall(t, HOST, p.token);
    const { row: last } = await freshRound(call);
    clock.set(last.resultAt.getTime() + TIMINGS.crashedMs);
    const [x, y] = await Promise.all([table.state(call, tenantId), other.state(call, tenantId)]);
    expect(x.round.id).toBe(y.round.id);
    expect(x.round.index).toBe(last.index + 1);
    const opened = await heard((e) => e.round.id === x.round.id);
    expect(opened).toHaveLength(1);
    expect(opened[0]?.round.phase).toBe('betting');

    await other.bet(
      call,
      tenantId,
      { round_id: x.round.id, amount: 700, auto_cash_out: 101 },
      null,
    );
    const row = await tableRound(t, x.round.id);
    clock.set(row.resultAt.getTime() + 10);
    await Promise.all([table.tick(), other.tick(), table.tick(), other.tick()]);
    expect(await heard((e) => e.round.id === row.id && e.round.phase === 'crashed')).toHaveLength(
      1,
    );
    const expected = 20_000 - 700 + (row.result >= 101 ? 707 : 0);
    expect(await cashOf(p.playerId)).toBe(expected);
    const moves = await db().execute(
      sql`select kind, count(*)::int as n from casino_transactions t join house_rounds h on t.tx_ref like h.id || ':%'
          where h.table_round_id = ${row.id} group by kind order by kind`,
    );
    const list = Array.isArray(moves) ? moves : (moves as { rows: unknown[] }).rows;
    expect(list).toEqual([
      { kind: 'bet', n: 1 },
      { kind: 'win', n: 1 },
    ]);
    await expectBooks();
  });

  it('pays a round a stopped process had claimed but not paid, once, on the next pass', async () => {
    const p = await realPlayer(t, HOST, tenantId, 20_000);
    const call = await gameCall(t, HOST, p.token);
    const { state, row } = await freshRound(call);
    await table.bet(
      call,
      tenantId,
      { round_id: state.round.id, amount: 900, auto_cash_out: null },
      null,
    );
    // As a process leaves it when it stops between its claims and the wallet's calls.
    clock.set(row.resultAt.getTime() + 60_000);
    await db()
      .update(houseTableRounds)
      .set({ settledAt: new Date(row.resultAt.getTime()) })
      .where(eq(houseTableRounds.id, row.id));
    await db()
      .update(houseRounds)
      .set({ outcome: { crash_point: row.result, cashed_out_at: null, win: 0 } })
      .where(eq(houseRounds.tableRoundId, row.id));
    const [claimed] = await db()
      .select()
      .from(houseRounds)
      .where(eq(houseRounds.owner, p.playerId));
    expect(claimed?.status).toBe('open');
    const restarted = createCrashTable(crashContext(t, clock.now), TIMINGS);
    await restarted.tick();
    const [paid] = await db().select().from(houseRounds).where(eq(houseRounds.owner, p.playerId));
    expect(paid).toMatchObject({ status: 'settled', win: 0 });
    expect(await casinoRound(paid?.id ?? '')).toMatchObject({ status: 'closed' });
    expect(await cashOf(p.playerId)).toBe(20_000 - 900);
    await expectBooks();
  });

  it('lets a retry take over a bet and a cash-out whose calls stopped mid-way: staked once, paid once', async () => {
    const p = await realPlayer(t, HOST, tenantId, 10_000);
    const call = await gameCall(t, HOST, p.token);
    const { state, row } = await freshRound(call, 150);
    const roundId = state.round.id;
    const body = { round_id: roundId, amount: 1_000, auto_cash_out: null };

    const betHeld = heldTable('bet');
    const betKey = `bet-${crypto.randomUUID()}`;
    const deadBet = betHeld.table.bet(call, tenantId, body, betKey);
    await betHeld.reached;
    await ageClaim(p.playerId, betKey);
    const bet = await table.bet(call, tenantId, body, betKey);
    expect(bet.my_bet).toMatchObject({ amount: 1_000, cashed_out_at: null });
    expect(bet.balance).toBe(9_000);
    betHeld.release();
    expect((await deadBet).my_bet).toEqual(bet.my_bet);
    expect(await cashOf(p.playerId)).toBe(9_000);

    const ms = timeToReach(120);
    clock.set(row.closesAt.getTime() + ms);
    const win = Math.floor((1_000 * multiplierAt(ms)) / 100);
    const outHeld = heldTable('win');
    const outKey = `out-${crypto.randomUUID()}`;
    const deadOut = outHeld.table.cashOut(call, tenantId, { round_id: roundId }, outKey);
    await outHeld.reached;
    await ageClaim(p.playerId, outKey);
    const out = await table.cashOut(call, tenantId, { round_id: roundId }, outKey);
    expect(out.my_bet).toMatchObject({ cashed_out_at: multiplierAt(ms), win });
    expect(out.balance).toBe(9_000 + win);
    outHeld.release();
    expect((await deadOut).my_bet).toEqual(out.my_bet);
    expect(await cashOf(p.playerId)).toBe(9_000 + win);
    const bets = await db().select().from(houseRounds).where(eq(houseRounds.owner, p.playerId));
    expect(bets).toMatchObject([{ status: 'settled', bet: 1_000, win }]);
    await expectBooks();
  });
});
