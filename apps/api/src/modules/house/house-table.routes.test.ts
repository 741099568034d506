import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  HOUSE_LIVE_EVENTS,
  tableRoundEventSchema,
  type RouletteBetInput,
  type TableState,
} from '@tribuna/contracts/house';
import { tenantTopic, type LiveServerMessage } from '@tribuna/contracts/live';
import { isMessageKey, translate } from '@tribuna/contracts/messages';
import type { GameError } from '@tribuna/games/game-error';
import { verifyChainSeed } from '@tribuna/games/crash';
import { settleRoulette, validateRouletteBets } from '@tribuna/games/roulette';
import { openLiveClient } from '../../test/live-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bookProblems, launch } from '../casino/casino.test-support';
import { newKey, registerPlayer } from '../wallet/wallet.test-support';
import { houseRounds, houseTableRounds } from './house.schema';
import {
  GAME,
  HOST,
  cashOf,
  chainOf,
  chainPocket,
  getHistory,
  getRound,
  getTable,
  postBets,
  tablePlayer,
} from './house-table.test-support';

let t: TestApp;
let tenantId: string;
let now = 0;

// The app's own table on the default timings (15 s betting, 5 s spinning, 5 s shown), on a
// clock the test moves: only Date is faked, so timers, sockets and the database run as usual.
function setNow(ms: number): void {
  now = ms;
  vi.setSystemTime(ms);
}

function state(body: { response: TableState | string[] }): TableState {
  return body.response as TableState;
}

async function openRound(token: string): Promise<TableState> {
  const res = await getTable(t.app, token);
  expect(res.status).toBe(200);
  let table = state(res.body);
  if (table.round.phase !== 'betting') {
    // Past this round: jump to the next one's opening.
    setNow(Date.parse(table.round.result_at) + 5_000);
    table = state((await getTable(t.app, token)).body);
  }
  expect(table.round.phase).toBe('betting');
  return table;
}

async function tick(): Promise<void> {
  await t.app.services.house.table.tick();
}

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.app.services.tenants.resolveHost(HOST);
  if (!tenant) throw new Error('no demo brand');
  tenantId = tenant.id;
  vi.useFakeTimers({ toFake: ['Date'] });
  setNow(Date.now());
}, 60_000);

afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

describe('the live roulette table', () => {
  it('takes two players on one round, draws the chain’s number at result_at and pays each exactly', async () => {
    const ana = await tablePlayer(t.app, tenantId, 100_000);
    const bob = await tablePlayer(t.app, tenantId, 100_000);
    const table = await openRound(ana.token);
    expect(table.round.number).toBeNull();
    expect(table.my_bets).toEqual([]);
    expect(table.my_win).toBeNull();
    expect(table.balance).toBe(100_000);
    // Before anyone bets: the round's chain as stored, never the round's seed.
    const chain = await chainOf(t.infra.database.db, tenantId, table.round.index);
    expect(table.round.fairness).toEqual({
      commitment: chain.commitment,
      salt: chain.salt,
      chain_index: table.round.index - chain.firstIndex,
    });
    expect(JSON.stringify(table)).not.toContain(chain.finalSeed);

    const anaBets: RouletteBetInput[] = [
      { type: 'straight', numbers: [17], amount: 100 },
      { type: 'red', amount: 200 },
    ];
    const bobBets: RouletteBetInput[] = [
      { type: 'black', amount: 500 },
      { type: 'dozen', index: 1, amount: 300 },
      { type: 'split', numbers: [0, 2], amount: 100 },
    ];
    const a = await postBets(t.app, ana.token, { round_id: table.round.id, bets: anaBets });
    expect(a.status).toBe(200);
    expect(state(a.body).balance).toBe(99_700);
    expect(state(a.body).my_bets).toEqual(anaBets);
    expect(state(a.body).round.fairness).toEqual(table.round.fairness);
    const b = await postBets(t.app, bob.token, { round_id: table.round.id, bets: bobBets });
    expect(b.status).toBe(200);
    expect(state(b.body).balance).toBe(99_100);

    // Bets closed, the ball spinning: the number is still secret, and nothing is settled.
    setNow(Date.parse(table.round.closes_at) + 10);
    const spinning = state((await getTable(t.app, ana.token)).body);
    expect(spinning.round).toMatchObject({ id: table.round.id, phase: 'spinning', number: null });
    const late = await postBets(t.app, bob.token, {
      round_id: table.round.id,
      bets: [{ type: 'odd', amount: 100 }],
    });
    expect(late.status).toBe(409);
    expect(late.body.response).toEqual([
      'No more bets: this round is closed. Bet on the next one.',
    ]);
    setNow(Date.parse(table.round.result_at) - 1);
    await tick();
    expect(state((await getTable(t.app, bob.token)).body).round.number).toBeNull();
    const [unsettled] = await t.infra.database.db
      .select()
      .from(houseTableRounds)
      .where(eq(houseTableRounds.id, table.round.id));
    expect(unsettled?.settledAt).toBeNull();

    // The ball stops: the chain's number, for both, and each paid what the engine says.
    setNow(Date.parse(table.round.result_at));
    await tick();
    const number = await chainPocket(t.infra.database.db, tenantId, table.round.index);
    const anaAfter = state((await getTable(t.app, ana.token)).body);
    const bobAfter = state((await getTable(t.app, bob.token)).body);
    expect(anaAfter.round).toMatchObject({ id: table.round.id, phase: 'result', number });
    expect(bobAfter.round.number).toBe(number);
    expect(anaAfter.last[0]).toEqual({ index: table.round.index, number });
    const anaWin = settleRoulette(number, anaBets).totalPayout;
    const bobWin = settleRoulette(number, bobBets).totalPayout;
    expect(anaAfter.my_win).toBe(anaWin);
    expect(bobAfter.my_win).toBe(bobWin);
    expect(await cashOf(t.app, tenantId, ana.id)).toBe(100_000 - 300 + anaWin);
    expect(await cashOf(t.app, tenantId, bob.id)).toBe(100_000 - 900 + bobWin);
    expect(anaAfter.balance).toBe(100_000 - 300 + anaWin);

    const rows = await t.infra.database.db
      .select()
      .from(houseRounds)
      .where(eq(houseRounds.tableRoundId, table.round.id));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.status).toBe('settled');
      expect(row.outcome).toMatchObject({ number });
    }
    expect(await bookProblems(t.infra.database.db, tenantId)).toEqual([]);

    // The round Ana played, as her history lists it and the verify page reads it: its seed,
    // revealed now, hashes down to the commitment shown before she bet, and draws the number.
    const [played] = await getHistory(t.app, ana.token);
    expect(played?.status).toBe('settled');
    const record = await getRound(t.app, played?.id ?? '');
    expect(record.fairness).toMatchObject({
      kind: 'chain',
      commitment: table.round.fairness.commitment,
      salt: table.round.fairness.salt,
      index: table.round.fairness.chain_index,
    });
    const seed = record.fairness.kind === 'chain' ? record.fairness.round_seed : null;
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(
      verifyChainSeed(
        seed ?? '',
        table.round.fairness.chain_index,
        table.round.fairness.commitment,
      ),
    ).toBe(true);
    expect(anaAfter.round.fairness).toEqual(table.round.fairness);

    // A second tick settles nothing twice.
    await tick();
    expect(await cashOf(t.app, tenantId, ana.id)).toBe(100_000 - 300 + anaWin);
  });

  it('opens the next round after the result is shown, and now (not back in time) after a pause', async () => {
    const ana = await tablePlayer(t.app, tenantId, 0);
    const first = await openRound(ana.token);
    const shownUntil = Date.parse(first.round.result_at) + 5_000;
    setNow(shownUntil - 1);
    expect(state((await getTable(t.app, ana.token)).body).round.id).toBe(first.round.id);
    setNow(shownUntil + 200);
    const next = state((await getTable(t.app, ana.token)).body).round;
    expect(next.index).toBe(first.round.index + 1);
    // On time: opened when the last one ended, 15 s of bets from then.
    expect(Date.parse(next.closes_at)).toBe(shownUntil + 15_000);
    setNow(Date.parse(next.result_at) + 5_000 + 60_000);
    const idle = state((await getTable(t.app, ana.token)).body).round;
    expect(idle.index).toBe(next.index + 1);
    expect(Date.parse(idle.closes_at)).toBe(now + 15_000);
  });

  it('adds bets call by call; a retry with the same key bets once', async () => {
    const ana = await tablePlayer(t.app, tenantId, 10_000);
    const table = await openRound(ana.token);
    const key = newKey();
    const body = { round_id: table.round.id, bets: [{ type: 'even' as const, amount: 1_000 }] };
    const first = await postBets(t.app, ana.token, body, { key });
    expect(first.status).toBe(200);
    const again = await postBets(t.app, ana.token, body, { key });
    expect(again.status).toBe(200);
    expect(state(again.body).my_bets).toHaveLength(1);
    // Both at once with a new key: one bet.
    const twin = newKey();
    const both = await Promise.all([
      postBets(t.app, ana.token, body, { key: twin }),
      postBets(t.app, ana.token, body, { key: twin }),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    const third = await postBets(t.app, ana.token, body);
    expect(state(third.body).my_bets).toHaveLength(3);
    expect(await cashOf(t.app, tenantId, ana.id)).toBe(7_000);
    // The first key answers the round as it is now, still without betting again.
    const late = await postBets(t.app, ana.token, body, { key });
    expect(state(late.body).my_bets).toHaveLength(3);
    expect(await cashOf(t.app, tenantId, ana.id)).toBe(7_000);

    // Not enough money: refused, nothing recorded.
    const broke = await postBets(t.app, ana.token, {
      round_id: table.round.id,
      bets: [{ type: 'odd', amount: 8_000 }],
    });
    expect(broke.status).toBe(409);
    expect(broke.body.code).toBe('INSUFFICIENT_FUNDS');
    expect(state((await getTable(t.app, ana.token)).body).my_bets).toHaveLength(3);

    setNow(Date.parse(table.round.result_at));
    await tick();
    const number = await chainPocket(t.infra.database.db, tenantId, table.round.index);
    const win = number !== 0 && number % 2 === 0 ? 6_000 : 0;
    expect(await cashOf(t.app, tenantId, ana.id)).toBe(7_000 + win);
    expect(await bookProblems(t.infra.database.db, tenantId)).toEqual([]);
  });

  it('refuses a key reused with other bets or on another round, in the caller’s language, betting nothing', async () => {
    const ana = await tablePlayer(t.app, tenantId, 10_000);
    const table = await openRound(ana.token);
    const key = newKey();
    const even = [{ type: 'even' as const, amount: 1_000 }];
    expect(
      (await postBets(t.app, ana.token, { round_id: table.round.id, bets: even }, { key })).status,
    ).toBe(200);
    const other = await postBets(
      t.app,
      ana.token,
      { round_id: table.round.id, bets: [{ type: 'odd', amount: 2_000 }] },
      { key, language: 'pt_BR' },
    );
    expect([other.status, other.body.code, other.body.response]).toEqual([
      409,
      'CONFLICT',
      ['Este Idempotency-Key já foi usado em outra requisição.'],
    ]);
    // Two calls at once with one new key and different bets: one bet, the other refused.
    const twin = newKey();
    const racing = await Promise.all([
      postBets(t.app, ana.token, { round_id: table.round.id, bets: even }, { key: twin }),
      postBets(
        t.app,
        ana.token,
        { round_id: table.round.id, bets: [{ type: 'red', amount: 1_000 }] },
        { key: twin },
      ),
    ]);
    expect(racing.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(state((await getTable(t.app, ana.token)).body).my_bets).toHaveLength(2);
    expect(await cashOf(t.app, tenantId, ana.id)).toBe(8_000);

    // The next round: the first key is spent on the last one.
    setNow(Date.parse(table.round.result_at));
    await tick();
    const next = await openRound(ana.token);
    const cash = await cashOf(t.app, tenantId, ana.id);
    const elsewhere = await postBets(
      t.app,
      ana.token,
      { round_id: next.round.id, bets: even },
      { key },
    );
    expect([elsewhere.status, elsewhere.body.code]).toEqual([409, 'CONFLICT']);
    expect(state((await getTable(t.app, ana.token)).body).my_bets).toEqual([]);
    expect(await cashOf(t.app, tenantId, ana.id)).toBe(cash);
    expect(await bookProblems(t.infra.database.db, tenantId)).toEqual([]);
  });

  it('keeps each player’s total on a round within the game’s limits', async () => {
    const ana = await tablePlayer(t.app, tenantId, 3_000_000);
    const table = await openRound(ana.token);
    const small = await postBets(t.app, ana.token, {
      round_id: table.round.id,
      bets: [{ type: 'red', amount: 99 }],
    });
    expect(small.status).toBe(400);
    expect(small.body.code).toBe('BET_OUT_OF_LIMITS');
    expect(small.body.response).toEqual([
      'Bets on this game go from ARS\u00a01.00 to ARS\u00a020,000.00.',
    ]);
    const ok = await postBets(t.app, ana.token, {
      round_id: table.round.id,
      bets: [{ type: 'red', amount: 1_500_000 }],
    });
    expect(ok.status).toBe(200);
    // A later call is a wallet bet of its own: under the minimum it is refused here, not
    // left to the wallet (which would refuse it and leave the call pending).
    const tiny = await postBets(t.app, ana.token, {
      round_id: table.round.id,
      bets: [{ type: 'even', amount: 50 }],
    });
    expect(tiny.status).toBe(400);
    expect(tiny.body.code).toBe('BET_OUT_OF_LIMITS');
    const over = await postBets(
      t.app,
      ana.token,
      { round_id: table.round.id, bets: [{ type: 'black', amount: 500_001 }] },
      { language: 'es_ES' },
    );
    expect(over.status).toBe(400);
    expect(over.body.response).toEqual([
      'Las apuestas en este juego van de 1,00\u00a0ARS a 20.000,00\u00a0ARS.',
    ]);
    const exact = await postBets(t.app, ana.token, {
      round_id: table.round.id,
      bets: [{ type: 'black', amount: 500_000 }],
    });
    expect(exact.status).toBe(200);
    expect(await cashOf(t.app, tenantId, ana.id)).toBe(1_000_000);
  });

  it('refuses bad input with a 4xx in the caller’s language and changes nothing', async () => {
    const ana = await tablePlayer(t.app, tenantId, 10_000);
    const table = await openRound(ana.token);
    const round_id = table.round.id;
    const cases: {
      body: Record<string, unknown>;
      key?: string | null;
      status: number;
      code: string;
    }[] = [
      { body: { round_id, bets: [] }, status: 400, code: 'VALIDATION_FAILED' },
      {
        body: { round_id, bets: [{ type: 'red', amount: -5 }] },
        status: 400,
        code: 'VALIDATION_FAILED',
      },
      {
        body: { round_id, bets: [{ type: 'zero', amount: 100 }] },
        status: 400,
        code: 'VALIDATION_FAILED',
      },
      { body: { bets: [{ type: 'red', amount: 100 }] }, status: 400, code: 'VALIDATION_FAILED' },
      // The engine's rules: a split of numbers that do not touch, an outside bet with numbers.
      {
        body: { round_id, bets: [{ type: 'split', numbers: [1, 36], amount: 100 }] },
        status: 400,
        code: 'VALIDATION_FAILED',
      },
      {
        body: { round_id, bets: [{ type: 'red', numbers: [1], amount: 100 }] },
        status: 400,
        code: 'VALIDATION_FAILED',
      },
      {
        body: { round_id, bets: [{ type: 'red', amount: 100 }] },
        key: null,
        status: 400,
        code: 'VALIDATION_FAILED',
      },
      {
        body: { round_id: 'nope', bets: [{ type: 'red', amount: 100 }] },
        status: 400,
        code: 'VALIDATION_FAILED',
      },
      {
        body: { round_id: crypto.randomUUID(), bets: [{ type: 'red', amount: 100 }] },
        status: 404,
        code: 'NOT_FOUND',
      },
    ];
    for (const c of cases) {
      const res = await postBets(t.app, ana.token, c.body, {
        key: c.key,
        language: 'es_ES',
      });
      expect({ body: c.body, status: res.status, code: res.body.code }).toEqual({
        body: c.body,
        status: c.status,
        code: c.code,
      });
      const messages = res.body.response as string[];
      expect(messages.length).toBeGreaterThan(0);
    }
    // The engine's refusal, in Spanish.
    const refused = { type: 'split' as const, numbers: [1, 36], amount: 100 };
    let code = '';
    try {
      validateRouletteBets([refused]);
    } catch (error) {
      code = (error as GameError).code;
    }
    const split = await postBets(
      t.app,
      ana.token,
      { round_id, bets: [refused] },
      { language: 'es_ES' },
    );
    expect(split.body.response).toEqual([
      translate(isMessageKey(code) ? code : 'house.table_bets_invalid', 'es_ES'),
    ]);
    // Without a token, with a bad one, on another game.
    const noToken = await t.app.inject({
      method: 'GET',
      url: `/api/house/${GAME}/table`,
      headers: { host: HOST, 'master-language': 'es_ES' },
    });
    expect(noToken.statusCode).toBe(401);
    expect((await getTable(t.app, 'not-a-token', 'es_ES')).status).toBe(401);
    const wrongGame = await t.app.inject({
      method: 'GET',
      url: '/api/house/no-such-game/table',
      headers: { host: HOST, 'x-game-token': ana.token },
    });
    expect(wrongGame.statusCode).toBe(404);
    expect(await cashOf(t.app, tenantId, ana.id)).toBe(10_000);
    const [mine] = await t.infra.database.db
      .select()
      .from(houseRounds)
      .where(and(eq(houseRounds.tableRoundId, round_id), eq(houseRounds.owner, ana.id)));
    expect(mine).toBeUndefined();
  });

  it('is closed to guests’ demo sessions (the catalogue has no demo of it)', async () => {
    const guest = await launch(t.app, HOST, null, GAME, 'demo');
    expect(guest.status).toBeGreaterThanOrEqual(400);
    const session = await registerPlayer(t.app, HOST);
    const real = await launch(t.app, HOST, session.token, GAME, 'real');
    expect(real.status).toBe(201);
  });

  it('pushes each new round and each result to the brand’s live channel', async () => {
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const client = await openLiveClient(baseUrl, HOST, '', { ignore: ['configuration.changed'] });
    try {
      expect(await client.next()).toEqual({ type: 'hello' });
      const ana = await tablePlayer(t.app, tenantId, 1_000);
      const table = await openRound(ana.token);
      await postBets(t.app, ana.token, {
        round_id: table.round.id,
        bets: [{ type: 'low', amount: 100 }],
      });
      setNow(Date.parse(table.round.result_at));
      await tick();
      const tableEvent = (m: LiveServerMessage) =>
        m.type === 'event' && m.event.type === HOUSE_LIVE_EVENTS.table
          ? tableRoundEventSchema.parse(m.event.data)
          : null;
      const frame = await client.next((m) => {
        const event = tableEvent(m);
        return event?.round.id === table.round.id && event.round.phase === 'result';
      });
      expect(frame).toMatchObject({ topic: tenantTopic(tenantId) });
      const event = tableEvent(frame);
      const number = await chainPocket(t.infra.database.db, tenantId, table.round.index);
      expect(event).toMatchObject({ game: GAME, round: { number, phase: 'result' } });
      expect(event?.round.fairness).toEqual(table.round.fairness);
      expect(event?.last[0]).toEqual({ index: table.round.index, number });

      // The next round is announced, its number kept back.
      setNow(Date.parse(table.round.result_at) + 5_000);
      await tick();
      const opened = await client.next((m) => tableEvent(m)?.round.index === table.round.index + 1);
      const next = tableEvent(opened);
      expect(next?.round).toMatchObject({ phase: 'betting', number: null });
      // The next place in the same chain, announced with the round.
      expect(next?.round.fairness).toEqual({
        ...table.round.fairness,
        chain_index: table.round.fairness.chain_index + 1,
      });
    } finally {
      client.close();
    }
  });
});
