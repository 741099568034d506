import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CrashState } from './house-crash.service';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bookProblems, launch } from '../casino/casino.test-support';
import { CRASH_GAME, demoToken, realPlayer, tableRound } from './house-crash.test-support';
import { chainOf, getHistory, getRound } from './house-table.test-support';
import {
  crashPointForSeed,
  multiplierAt,
  timeToReach,
  verifyChainSeed,
} from '@tribuna/games/crash';

const HOST = 'localhost';
const BASE = `/api/house/${CRASH_GAME}/crash`;

let t: TestApp;
let tenantId: string;
/** Signed up and funded before the time is held still. */
let player: { playerId: string; token: string };

// The app's own table reads the time from Date: the test holds it still and moves it.
beforeAll(async () => {
  t = await createTestApp();
  const tenant = await t.app.services.tenants.resolveHost(HOST);
  if (!tenant) throw new Error('no demo brand');
  tenantId = tenant.id;
  player = await realPlayer(t, HOST, tenantId, 10_000);
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
}, 60_000);
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

interface Answer {
  status: number;
  body: { response: unknown; code?: string };
}

async function call(
  method: 'GET' | 'POST',
  path: string,
  token: string | null,
  /** `key`: the Idempotency-Key; a fresh one for every POST unless given, none when null. */
  options: { body?: unknown; key?: string | null; language?: string; game?: string } = {},
): Promise<Answer> {
  const key = options.key === undefined && method === 'POST' ? crypto.randomUUID() : options.key;
  const res = await t.app.inject({
    method,
    url: options.game ? `/api/house/${options.game}/crash${path}` : `${BASE}${path}`,
    headers: {
      host: HOST,
      'master-language': options.language ?? 'en_US',
      ...(token ? { 'x-game-token': token } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  return { status: res.statusCode, body: res.json() };
}

function state(answer: Answer): CrashState {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.response as CrashState;
}

/** Moves the time to a fresh round's betting phase (the next after the current one). */
async function freshRound(token: string, atLeast = 100): Promise<CrashState> {
  for (let tries = 0; tries < 40; tries += 1) {
    const current = state(await call('GET', '', token));
    const row = await tableRound(t, current.round.id);
    if (Date.now() === row.opensAt.getTime() && row.result >= atLeast) return current;
    vi.setSystemTime(Math.max(Date.now(), row.resultAt.getTime() + 3_000));
  }
  throw new Error('no round with a high enough crash point');
}

describe('the crash routes', () => {
  it('needs a crash game token, and shows the round without its crash point', async () => {
    expect((await call('GET', '', null)).status).toBe(401);
    expect((await call('GET', '', 'not-a-token')).status).toBe(401);
    const token = await demoToken(t, HOST);
    const slot = await launch(t.app, HOST, null, 'tesoro-del-dragon', 'demo');
    expect((await call('GET', '', slot.token, { game: 'tesoro-del-dragon' })).status).toBe(404);
    const seen = await freshRound(token);
    expect(seen.round).toMatchObject({ phase: 'betting', crash_point: null, crashed_at: null });
    expect(seen.my_bet).toBeNull();
    expect(seen.bets).toEqual([]);
    expect(seen.balance).toBeGreaterThan(0);
    expect(Date.parse(seen.server_time)).toBe(Date.now());
  });

  it('refuses bad input with a 4xx in the caller language and changes nothing', async () => {
    const token = await demoToken(t, HOST);
    const round = await freshRound(token);
    const start = round.balance;
    const es = { language: 'es_ES' };
    const bet = (body: unknown, key?: string) => call('POST', '/bet', token, { ...es, body, key });

    const zero = await bet({ round_id: round.round.id, amount: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.code).toBe('VALIDATION_FAILED');
    const low = await bet({ round_id: round.round.id, amount: 500, auto_cash_out: 100 });
    expect(low.status).toBe(400);
    const text = await bet({ round_id: round.round.id, amount: 'lots' });
    expect(text.status).toBe(400);
    const badKey = await bet({ round_id: round.round.id, amount: 500 }, 'short');
    expect(badKey.status).toBe(400);
    const limits = await bet({ round_id: round.round.id, amount: 1_000_001 });
    expect(limits.status).toBe(400);
    expect(limits.body).toMatchObject({
      code: 'BET_OUT_OF_LIMITS',
      response: ['Las apuestas en este juego van de 1,00\u00a0ARS a 10.000,00\u00a0ARS.'],
    });
    const under = await bet({ round_id: round.round.id, amount: 99 });
    expect(under.body.code).toBe('BET_OUT_OF_LIMITS');
    const unknown = await bet({ round_id: '00000000-0000-4000-8000-000000000000', amount: 500 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.response).toEqual(['Esta ronda no existe.']);
    // Not a round id at all (36 dashes once reached the database as a uuid): refused as input.
    for (const junk of ['junk', '-'.repeat(36), 'f'.repeat(36)]) {
      const refused = await bet({ round_id: junk, amount: 500 });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('VALIDATION_FAILED');
    }
    const noBet = await call('POST', '/cash-out', token, {
      ...es,
      body: { round_id: round.round.id },
    });
    expect(noBet.status).toBe(409);
    expect(noBet.body.response).toEqual(['No tienes ninguna apuesta en esta ronda.']);
    const missing = await call('POST', '/cash-out', token, { ...es, body: {} });
    expect(missing.status).toBe(400);

    const after = state(await call('GET', '', token));
    expect(after.balance).toBe(start);
    expect(after.bets).toEqual([]);
  });

  it('takes one bet per player and round; a retry of the same call answers it again', async () => {
    const round = await freshRound(player.token, 130);
    const id = round.round.id;
    const body = { round_id: id, amount: 4_000, auto_cash_out: null };
    const first = state(
      await call('POST', '/bet', player.token, { body, key: 'crash-bet-0000000001' }),
    );
    const retry = state(
      await call('POST', '/bet', player.token, { body, key: 'crash-bet-0000000001' }),
    );
    expect(first.balance).toBe(6_000);
    expect(retry.my_bet).toEqual(first.my_bet);
    expect(first.bets).toHaveLength(1);
    expect(first.bets[0]?.player).toMatch(/^[0-9A-F]{4}$/);
    expect(first.bets[0]).toMatchObject({
      amount: 4_000,
      cashed_out_at: null,
      win: null,
      mine: true,
    });
    const second = await call('POST', '/bet', player.token, {
      body,
      key: 'crash-bet-0000000002',
      language: 'pt_BR',
    });
    expect(second.status).toBe(409);
    expect(second.body.response).toEqual(['Você já tem uma aposta nesta rodada.']);
    // Money calls need their Idempotency-Key.
    const keyless = await call('POST', '/bet', player.token, { body, key: null });
    expect([keyless.status, keyless.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    // Not yet flying.
    const early = await call('POST', '/cash-out', player.token, { body: { round_id: id } });
    expect([early.status, early.body.response]).toEqual([
      409,
      ['The rocket has not taken off yet.'],
    ]);

    // In flight: cashed out at the server's multiplier, paid at once.
    const row = await tableRound(t, id);
    const ms = timeToReach(120);
    vi.setSystemTime(row.closesAt.getTime() + ms);
    const out = state(
      await call('POST', '/cash-out', player.token, {
        body: { round_id: id },
        key: 'crash-out-000000001',
      }),
    );
    const m = multiplierAt(ms);
    expect(out.my_bet).toMatchObject({ cashed_out_at: m, win: Math.floor((4_000 * m) / 100) });
    expect(out.balance).toBe(6_000 + Math.floor((4_000 * m) / 100));
    expect(out.round.crash_point).toBeNull();

    // The next round: not enough money for this one; nothing is left of the refusal.
    const next = await freshRound(player.token);
    const poor = await call('POST', '/bet', player.token, {
      body: { round_id: next.round.id, amount: out.balance + 1 },
      key: 'crash-bet-0000000003',
    });
    expect(poor.status).toBe(409);
    expect(poor.body.code).toBe('INSUFFICIENT_FUNDS');
    const then = state(await call('GET', '', player.token));
    expect(then.my_bet).toBeNull();
    expect(then.balance).toBe(out.balance);
    // Bets close when the rocket takes off.
    const row2 = await tableRound(t, next.round.id);
    vi.setSystemTime(row2.closesAt.getTime());
    const closed = await call('POST', '/bet', player.token, {
      body: { round_id: next.round.id, amount: 100 },
    });
    expect([closed.status, closed.body.code]).toEqual([409, 'CONFLICT']);
    expect(await bookProblems(t.infra.database.db, tenantId)).toEqual([]);
  });

  it('refuses a key reused for another bet, another round or a cash-out, moving nothing', async () => {
    const ana = await realPlayer(t, HOST, tenantId, 10_000);
    const round = await freshRound(ana.token, 130);
    const id = round.round.id;
    const betKey = `crash-reuse-${crypto.randomUUID()}`;
    const bet = { round_id: id, amount: 1_000, auto_cash_out: null };
    expect(state(await call('POST', '/bet', ana.token, { body: bet, key: betKey })).balance).toBe(
      9_000,
    );
    for (const body of [
      { ...bet, amount: 2_000 },
      { ...bet, auto_cash_out: 200 },
    ]) {
      const other = await call('POST', '/bet', ana.token, {
        body,
        key: betKey,
        language: 'es_ES',
      });
      expect([other.status, other.body.code, other.body.response]).toEqual([
        409,
        'CONFLICT',
        ['Este Idempotency-Key ya se usó para otra solicitud.'],
      ]);
    }
    expect(state(await call('GET', '', ana.token)).my_bet).toMatchObject({ amount: 1_000 });

    // In flight: the bet's key cannot cash out; a cash-out's own key answers it again.
    const row = await tableRound(t, id);
    vi.setSystemTime(row.closesAt.getTime() + timeToReach(120));
    const outKey = `crash-out-${crypto.randomUUID()}`;
    const byBetKey = await call('POST', '/cash-out', ana.token, {
      body: { round_id: id },
      key: betKey,
    });
    expect([byBetKey.status, byBetKey.body.code]).toEqual([409, 'CONFLICT']);
    const out = state(
      await call('POST', '/cash-out', ana.token, { body: { round_id: id }, key: outKey }),
    );
    expect(out.my_bet?.win).toBeGreaterThan(0);
    const again = state(
      await call('POST', '/cash-out', ana.token, { body: { round_id: id }, key: outKey }),
    );
    expect(again.my_bet).toEqual(out.my_bet);

    // The next round: neither key is a new bet.
    const next = await freshRound(ana.token);
    for (const key of [betKey, outKey]) {
      const reused = await call('POST', '/bet', ana.token, {
        body: { ...bet, round_id: next.round.id },
        key,
      });
      expect([reused.status, reused.body.code]).toEqual([409, 'CONFLICT']);
    }
    const then = state(await call('GET', '', ana.token));
    expect(then.my_bet).toBeNull();
    expect(then.balance).toBe(out.balance);
    expect(await bookProblems(t.infra.database.db, tenantId)).toEqual([]);
  });

  it('shows the round’s chain before play; after the crash its seed hashes down to it', async () => {
    const token = await demoToken(t, HOST);
    const before = await freshRound(token);
    const id = before.round.id;
    const chain = await chainOf(t.infra.database.db, tenantId, before.round.index, CRASH_GAME);
    const position = {
      commitment: chain.commitment,
      salt: chain.salt,
      chain_index: before.round.index - chain.firstIndex,
    };
    expect(before.round.fairness).toEqual(position);
    expect(JSON.stringify(before)).not.toContain(chain.finalSeed);
    const bet = state(
      await call('POST', '/bet', token, {
        body: { round_id: id, amount: 500 },
        key: 'crash-fair-00000001',
      }),
    );
    expect(bet.round.fairness).toEqual(position);
    // In the history at once; its seed stays secret while the rocket flies.
    const [open] = await getHistory(t.app, token, CRASH_GAME);
    expect(open?.fairness).toEqual({
      kind: 'chain',
      commitment: position.commitment,
      salt: position.salt,
      index: position.chain_index,
      round_seed: null,
    });

    const row = await tableRound(t, id);
    vi.setSystemTime(row.resultAt.getTime());
    await t.app.services.house.crash.tick();
    const after = state(await call('GET', '', token));
    expect(after.round).toMatchObject({ id, phase: 'crashed', fairness: position });
    const record = await getRound(t.app, open?.id ?? '');
    const seed = record.fairness.kind === 'chain' ? record.fairness.round_seed : null;
    if (!seed) throw new Error('no seed after the crash');
    expect(verifyChainSeed(seed, position.chain_index, position.commitment)).toBe(true);
    expect(crashPointForSeed(seed, position.salt)).toBe(row.result);
  });
});
