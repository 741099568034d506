import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOUSE_LIVE_EVENTS,
  tableRoundEventSchema,
  type TableRound,
} from '@tribuna/contracts/house';
import { tenantTopic } from '@tribuna/contracts/live';
import { settleRoulette } from '@tribuna/games/roulette';
import { createMemoryBus } from '../../lib/bus';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bookProblems } from '../casino/casino.test-support';
import { newKey } from '../wallet/wallet.test-support';
import { houseGame } from './house-games';
import type { GameCall } from './house-http';
import { createHouseModule, type HouseModule } from './house.module';
import { houseRounds, houseTableRounds } from './house.schema';
import { GAME, HOST, cashOf, chainPocket, tablePlayer } from './house-table.test-support';

// Two house modules on one database, as two API processes would run them, each on a clock
// the test moves (an hour ahead of the app's own table, which therefore never meets them:
// they tell each other which tables are watched on a bus of their own).
const processesBus = createMemoryBus();
let t: TestApp;
let tenantId: string;
let now = Date.now() + 3_600_000;
const clock = () => new Date(now);
let one: HouseModule;
let two: HouseModule;
const events: { round: TableRound }[] = [];

/**
 * Answers lost on the way (a process that dies around its wallet call): the next
 * `lose.before` bet calls fail before reaching the wallet, `lose.after` after it.
 */
const lose = { before: 0, after: 0 };

function instance(): HouseModule {
  const casino = t.app.services.casino.wallet;
  return createHouseModule({
    db: t.infra.database.db,
    bus: processesBus,
    live: t.app.services.live,
    tenants: t.app.services.tenants,
    idempotency: t.app.platform.idempotency,
    bonuses: t.app.services.bonus,
    casino: {
      ...casino,
      bet: async (...args: Parameters<typeof casino.bet>) => {
        if (lose.before > 0) {
          lose.before -= 1;
          throw new Error('connection reset');
        }
        const answer = await casino.bet(...args);
        if (lose.after > 0) {
          lose.after -= 1;
          throw new Error('connection reset');
        }
        return answer;
      },
    },
    clock,
    table: { bettingMs: 2_000, spinningMs: 1_000, resultMs: 1_000 },
  });
}

/** A game call as openGameCall makes it, on one instance's wallet. */
async function gameCall(house: HouseModule, token: string): Promise<GameCall> {
  const game = houseGame(GAME);
  if (!game) throw new Error('no game');
  const context = { tenantId, host: HOST };
  const session = await house.wallet.session(context, token, GAME);
  return { token, game, context, session, owner: session.player_id ?? '' };
}

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.app.services.tenants.resolveHost(HOST);
  if (!tenant) throw new Error('no demo brand');
  tenantId = tenant.id;
  one = instance();
  two = instance();
  const sub = t.infra.bus.subscribe(tenantTopic(tenantId), (message) => {
    if (message.type === HOUSE_LIVE_EVENTS.table) {
      events.push(tableRoundEventSchema.parse(message.data));
    }
  });
  await sub.ready;
}, 60_000);

afterAll(() => t.close());

async function tableRows() {
  return t.infra.database.db
    .select()
    .from(houseTableRounds)
    .where(and(eq(houseTableRounds.tenantId, tenantId), eq(houseTableRounds.game, GAME)));
}

describe('the live table on two processes', () => {
  it('creates each round once and settles it once, whoever races', async () => {
    const ana = await tablePlayer(t.app, tenantId, 50_000);
    const bob = await tablePlayer(t.app, tenantId, 50_000);
    const anaCall = await gameCall(one, ana.token);
    const bobCall = await gameCall(two, bob.token);

    // Both processes asked at once: one round 0.
    const [a, b] = await Promise.all([
      one.table.state(anaCall, tenantId),
      two.table.state(bobCall, tenantId),
    ]);
    expect(a.round.id).toBe(b.round.id);
    const round = a.round;
    await one.table.bet(
      anaCall,
      tenantId,
      {
        round_id: round.id,
        bets: [{ type: 'straight', numbers: [round.index % 37], amount: 1_000 }],
      },
      newKey(),
    );
    await two.table.bet(
      bobCall,
      tenantId,
      {
        round_id: round.id,
        bets: [
          { type: 'odd', amount: 2_000 },
          { type: 'column', index: 2, amount: 500 },
        ],
      },
      newKey(),
    );

    // Due: every tick of both processes at once.
    now = Date.parse(round.result_at);
    await Promise.all([one.table.tick(), two.table.tick(), one.table.tick(), two.table.tick()]);
    const number = await chainPocket(t.infra.database.db, tenantId, round.index);
    const anaWin = settleRoulette(number, [
      { type: 'straight', numbers: [round.index % 37], amount: 1_000 },
    ]).totalPayout;
    const bobWin = settleRoulette(number, [
      { type: 'odd', amount: 2_000 },
      { type: 'column', index: 2, amount: 500 },
    ]).totalPayout;
    expect(await cashOf(t.app, tenantId, ana.id)).toBe(49_000 + anaWin);
    expect(await cashOf(t.app, tenantId, bob.id)).toBe(47_500 + bobWin);

    // The next round, due on both at once, many times over.
    now = Date.parse(round.result_at) + 1_000;
    await Promise.all([
      one.table.tick(),
      two.table.tick(),
      one.table.state(anaCall, tenantId),
      two.table.state(bobCall, tenantId),
    ]);
    const rows = await tableRows();
    expect(rows.map((r) => r.index).sort()).toEqual([0, 1]);
    const opened = events.filter((e) => e.round.phase === 'betting');
    const settled = events.filter((e) => e.round.phase === 'result');
    expect(opened.map((e) => e.round.index)).toEqual([0, 1]);
    expect(settled.map((e) => e.round.index)).toEqual([0]);
    expect(settled[0]?.round.number).toBe(number);
    // Nothing published before result_at carries the number.
    expect(opened.every((e) => e.round.number === null)).toBe(true);
    expect(await bookProblems(t.infra.database.db, tenantId)).toEqual([]);
  });

  it('finishes a settlement a process left half-way', async () => {
    const ana = await tablePlayer(t.app, tenantId, 10_000);
    const anaCall = await gameCall(one, ana.token);
    const table = await one.table.state(anaCall, tenantId);
    expect(table.round.phase).toBe('betting');
    await one.table.bet(
      anaCall,
      tenantId,
      {
        round_id: table.round.id,
        bets: [
          { type: 'red', amount: 1_000 },
          { type: 'black', amount: 1_000 },
        ],
      },
      newKey(),
    );
    // A process claimed the round, then stopped before paying anyone.
    now = Date.parse(table.round.result_at);
    await t.infra.database.db
      .update(houseTableRounds)
      .set({ settledAt: new Date(now) })
      .where(eq(houseTableRounds.id, table.round.id));
    await two.table.tick();
    expect(await cashOf(t.app, tenantId, ana.id)).toBe(8_000);
    // Later, another process picks the player up (the wallet's ids make a repeat harmless).
    now += 10_001;
    await Promise.all([one.table.tick(), two.table.tick()]);
    const number = await chainPocket(t.infra.database.db, tenantId, table.round.index);
    const win = number === 0 ? 0 : 2_000;
    expect(await cashOf(t.app, tenantId, ana.id)).toBe(8_000 + win);
    const [row] = await t.infra.database.db
      .select()
      .from(houseRounds)
      .where(eq(houseRounds.tableRoundId, table.round.id));
    expect(row).toMatchObject({ status: 'settled', bet: 2_000, win });
    expect(await bookProblems(t.infra.database.db, tenantId)).toEqual([]);
  });

  it('confirms bets whose answers were lost: by the retry with the same key, or at settlement', async () => {
    now += 60_000;
    const ana = await tablePlayer(t.app, tenantId, 10_000);
    const anaCall = await gameCall(one, ana.token);
    const table = await one.table.state(anaCall, tenantId);
    const key = newKey();
    const body = { round_id: table.round.id, bets: [{ type: 'high' as const, amount: 1_000 }] };
    // Taken by the wallet, the answer lost: the retry with the same key bets nothing more.
    lose.after = 1;
    await expect(one.table.bet(anaCall, tenantId, body, key)).rejects.toThrow('connection reset');
    expect(await cashOf(t.app, tenantId, ana.id)).toBe(9_000);
    const retried = await two.table.bet(anaCall, tenantId, body, key);
    expect(retried.my_bets).toHaveLength(1);
    expect(retried.balance).toBe(9_000);
    // Lost before the wallet saw it, never retried: settlement sends it (it was asked in time).
    lose.before = 1;
    const late = { round_id: table.round.id, bets: [{ type: 'low' as const, amount: 500 }] };
    await expect(one.table.bet(anaCall, tenantId, late, newKey())).rejects.toThrow(
      'connection reset',
    );
    expect(await cashOf(t.app, tenantId, ana.id)).toBe(9_000);
    // Lost after the wallet took it, never retried: settlement finds it taken, once.
    lose.after = 1;
    const third = { round_id: table.round.id, bets: [{ type: 'even' as const, amount: 200 }] };
    await expect(one.table.bet(anaCall, tenantId, third, newKey())).rejects.toThrow(
      'connection reset',
    );
    expect(await cashOf(t.app, tenantId, ana.id)).toBe(8_800);

    now = Date.parse(table.round.result_at);
    await Promise.all([one.table.tick(), two.table.tick()]);
    const number = await chainPocket(t.infra.database.db, tenantId, table.round.index);
    const bets = [...body.bets, ...late.bets, ...third.bets];
    const win = settleRoulette(number, bets).totalPayout;
    expect(await cashOf(t.app, tenantId, ana.id)).toBe(10_000 - 1_700 + win);
    const [row] = await t.infra.database.db
      .select()
      .from(houseRounds)
      .where(eq(houseRounds.tableRoundId, table.round.id));
    expect(row).toMatchObject({ status: 'settled', bet: 1_700, win });
    expect(await bookProblems(t.infra.database.db, tenantId)).toEqual([]);
  });

  it('keeps one row per index even with many processes asking', async () => {
    now += 60_000;
    const ana = await tablePlayer(t.app, tenantId, 0);
    const calls = await Promise.all([gameCall(one, ana.token), gameCall(two, ana.token)]);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? two : one).table.state(calls[i % 2]!, tenantId)),
    );
    expect(new Set(answers.map((a) => a.round.id)).size).toBe(1);
    const indexes = (await tableRows()).map((r) => r.index);
    expect(new Set(indexes).size).toBe(indexes.length);
  });

  it('opens the next round on time on whichever process ticks, though watched only on the other', async () => {
    now += 60_000;
    const ana = await tablePlayer(t.app, tenantId, 0);
    const table = await one.table.state(await gameCall(one, ana.token), tenantId);
    // Only `two` ticks (one process at a time runs the tables' job): it knows from `one`.
    now = Date.parse(table.round.result_at) + two.table.timing.resultMs;
    const opensAt = async () => {
      await two.table.tick();
      const next = (await tableRows()).find((r) => r.index === table.round.index + 1);
      return next?.opensAt.getTime();
    };
    await expect.poll(opensAt, { timeout: 10_000 }).toBe(now);
  });
});
