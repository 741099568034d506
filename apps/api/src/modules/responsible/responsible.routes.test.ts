import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RESPONSIBLE_API,
  type Responsible,
  type SessionClock,
} from '@tribuna/contracts/responsible';
import { JURISDICTION_PRESET_PROFILES } from '@tribuna/contracts/jurisdiction';
import { rowsOf } from '../../db/rows';
import { SYSTEM_ACTOR } from '../audit/audit.service';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartForm, walletCall } from '../wallet/wallet.test-support';
import { someAddress } from '../players/players.test-support';
import { fund, limitOf, newPlayer, rgCall, type TestPlayer } from './responsible.test-support';

const HOST = 'localhost';
const HOUR = 3_600_000;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

// The platform's clock, which the tests move (a cool-off passing, a day ending); one
// reality-check minute lasts a second.
let now = Date.now();
const clock = () => new Date(now);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock, realityCheckMinuteMs: 1000 });
}, 60_000);
afterAll(() => t.close());

const db = () => t.infra.database.db;

/** A stake through the money port, as every product takes one (lock, then the move). */
async function stake(player: TestPlayer, amount: number, product = 'casino') {
  const reference = crypto.randomUUID();
  await db().transaction(async (tx) => {
    const ref = {
      tenantId: player.tenantId,
      playerId: player.playerId,
      currency: 'ARS' as const,
      account: 'casino',
    };
    await t.app.services.wallet.port.lock(tx, ref);
    await t.app.services.wallet.port.stake(tx, {
      ...ref,
      product,
      game: 'test-game',
      reference,
      amount,
      key: `test-stake:${reference}`,
      type: 'casino_bet',
    });
  });
  return reference;
}

/** A stake's result through the port (what it returned: 0 is a loss). */
async function result(player: TestPlayer, reference: string, returned: number) {
  await db().transaction(async (tx) => {
    const ref = {
      tenantId: player.tenantId,
      playerId: player.playerId,
      currency: 'ARS' as const,
      account: 'casino',
    };
    await t.app.services.wallet.port.lock(tx, ref);
    await t.app.services.wallet.port.result(tx, {
      ...ref,
      product: 'casino',
      game: 'test-game',
      reference,
      returned,
      outcome: returned > 0 ? 'win' : 'loss',
      key: `test-result:${reference}`,
      type: 'casino_win',
    });
  });
}

async function cash(player: TestPlayer): Promise<number> {
  const [row] = rowsOf<{ balance: string }>(
    await db().execute(sql`select balance from wallet_accounts
      where player_id = ${player.playerId} and kind = 'cash'`),
  );
  return Number(row?.balance ?? 0);
}

async function stakesOf(player: TestPlayer): Promise<number> {
  const [row] = rowsOf<{ n: string }>(
    await db().execute(sql`select count(*) as n from activity_records
      where player_id = ${player.playerId} and kind = 'stake'`),
  );
  return Number(row?.n ?? 0);
}

async function setLimit(player: TestPlayer, kind: string, period: string, value: number | null) {
  const res = await rgCall(t.app, player, 'PUT', RESPONSIBLE_API.limits, { kind, period, value });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ response: Responsible }>().response;
}

async function refusedStake(player: TestPlayer, amount: number) {
  const before = { cash: await cash(player), stakes: await stakesOf(player) };
  const error = await stake(player, amount).then(
    () => null,
    (e: unknown) => e,
  );
  expect({ cash: await cash(player), stakes: await stakesOf(player) }).toEqual(before);
  return error as { code?: string; key?: string } | null;
}

function bankDeposit(player: TestPlayer, amount: number, language = 'en_US') {
  const form = multipartForm(
    { method: 'bank_transfer', amount: String(amount) },
    { name: 'proof.png', type: 'image/png', content: PNG },
  );
  return walletCall(t.app, player, 'POST', '/api/wallet/deposits', {
    payload: form.payload,
    headers: form.headers,
    language,
  });
}

describe('limits', () => {
  it('refuses a deposit above the daily limit, naming it and when it resets, in the player language; nothing is asked', async () => {
    const player = await newPlayer(t.app, HOST);
    await setLimit(player, 'deposit', 'day', 150_000);
    const refused = await bankDeposit(player, 200_000, 'es_ES');
    expect(refused.statusCode).toBe(403);
    const body = refused.json<{ code: string; response: string[] }>();
    expect(body.code).toBe('LIMIT_REACHED');
    expect(body.response[0]).toMatch(
      /^Tu límite diario de depósitos es de 1500,00\sARS y ya usaste 0,00\sARS\. Se renueva el \d+ \S+ \d{4}, 0:00\.$/,
    );
    const summary = await walletCall(t.app, player, 'GET', '/api/wallet');
    expect(
      summary.json<{ response: { pending_deposit: unknown } }>().response.pending_deposit,
    ).toBe(null);
    expect((await bankDeposit(player, 150_000)).statusCode).toBe(201);
  });

  it('counts approved deposits in the period, and checks again when staff approve', async () => {
    const player = await newPlayer(t.app, HOST);
    const asked = await bankDeposit(player, 120_000);
    expect(asked.statusCode).toBe(201);
    const { id } = asked.json<{ response: { id: string } }>().response;
    // Lowered after asking: the approval would pass it, so it is refused and nothing moves.
    await setLimit(player, 'deposit', 'week', 100_000);
    const approve = () =>
      t.app.services.wallet.deposits.approve(
        SYSTEM_ACTOR,
        player.tenantId,
        crypto.randomUUID(),
        id,
      );
    await expect(approve()).rejects.toMatchObject({ code: 'LIMIT_REACHED' });
    expect(await cash(player)).toBe(0);
    await setLimit(player, 'deposit', 'week', null); // a removal waits: the limit stays
    await expect(approve()).rejects.toMatchObject({ code: 'LIMIT_REACHED' });
  });

  it('applies the brand profile deposit limits as a ceiling the player can only lower', async () => {
    const tenant = await t.app.services.tenants.resolveHost(HOST);
    if (!tenant) throw new Error('no brand');
    await t.app.services.tenants.setJurisdiction(SYSTEM_ACTOR, tenant.id, {
      ...JURISDICTION_PRESET_PROFILES.spain,
      default_deposit_limits: { day: 2_000, week: null, month: null },
    });
    try {
      const player = await newPlayer(t.app, HOST);
      const view = (await rgCall(t.app, player, 'GET', RESPONSIBLE_API.base)).json<{
        response: Responsible;
      }>().response;
      expect(limitOf(view, 'deposit', 'day')).toMatchObject({
        player: null,
        brand: 200_000,
        effective: 200_000,
      });
      expect((await bankDeposit(player, 200_001)).statusCode).toBe(403);
      const raised = await setLimit(player, 'deposit', 'day', 500_000);
      expect(limitOf(raised, 'deposit', 'day').effective).toBe(200_000);
      await setLimit(player, 'deposit', 'day', 150_000);
      expect((await bankDeposit(player, 160_000)).statusCode).toBe(403);
      expect((await bankDeposit(player, 150_000)).statusCode).toBe(201);
    } finally {
      await t.app.services.tenants.setJurisdiction(SYSTEM_ACTOR, tenant.id, {
        ...JURISDICTION_PRESET_PROFILES.general,
        country: 'AR',
      });
    }
  });

  it('refuses a stake past the wager limit and moves nothing; the next day it resets', async () => {
    const player = await newPlayer(t.app, HOST);
    await fund(t.app, player, 1_000_000);
    await setLimit(player, 'wager', 'day', 30_000);
    await stake(player, 20_000);
    const error = await refusedStake(player, 10_001);
    expect(error).toMatchObject({ code: 'LIMIT_REACHED', key: 'responsible.limit_reached' });
    await stake(player, 10_000);
    const view = (await rgCall(t.app, player, 'GET', RESPONSIBLE_API.base)).json<{
      response: Responsible;
    }>().response;
    const day = limitOf(view, 'wager', 'day');
    expect(day.used).toBe(30_000);
    const saved = now;
    now = Date.parse(day.resets_at) + 1000;
    try {
      await stake(player, 10_000);
    } finally {
      now = saved;
    }
  });

  it('counts net losses: a win makes room under the loss limit, and 80 % raises one flag', async () => {
    const player = await newPlayer(t.app, HOST);
    await fund(t.app, player, 1_000_000);
    await setLimit(player, 'loss', 'week', 50_000);
    const first = await stake(player, 30_000);
    await result(player, first, 0);
    expect(await refusedStake(player, 20_001)).toMatchObject({ code: 'LIMIT_REACHED' });
    const won = await stake(player, 10_000);
    await result(player, won, 25_000); // net loss now 30,000 - 15,000 = 15,000
    await stake(player, 25_000); // 40,000: 80 % of the limit
    await stake(player, 5_000);
    const flags = await t.app.services.responsible.officeFlags(player.tenantId, 'open');
    const mine = flags.filter((f) => f.player_id === player.playerId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ period: 'week', limit: 50_000, used: 40_000 });
  });

  it('lets concurrent stakes together pass no limit', async () => {
    const player = await newPlayer(t.app, HOST);
    await fund(t.app, player, 1_000_000);
    await setLimit(player, 'loss', 'day', 50_000);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, () => stake(player, 10_000)),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(5);
    expect(await stakesOf(player)).toBe(5);
    expect(await cash(player)).toBe(950_000);
  });

  it('lowers at once; a raise or removal waits the cool-off, then the player confirms it', async () => {
    const player = await newPlayer(t.app, HOST);
    await setLimit(player, 'wager', 'month', 100_000);
    const waiting = limitOf(await setLimit(player, 'wager', 'month', 300_000), 'wager', 'month');
    expect(waiting.player).toBe(100_000);
    expect(waiting.pending).toMatchObject({ value: 300_000, confirmable: false });
    expect(Date.parse(waiting.pending?.from ?? '') - now).toBe(24 * HOUR);
    const early = await rgCall(t.app, player, 'POST', RESPONSIBLE_API.confirm, {
      kind: 'wager',
      period: 'month',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json<{ response: string[] }>().response[0]).toMatch(
      /^This change can be confirmed from /,
    );
    const saved = now;
    now += 24 * HOUR + 1000;
    try {
      const confirmed = await rgCall(t.app, player, 'POST', RESPONSIBLE_API.confirm, {
        kind: 'wager',
        period: 'month',
      });
      expect(confirmed.statusCode).toBe(200);
      const limit = limitOf(confirmed.json<{ response: Responsible }>().response, 'wager', 'month');
      expect(limit).toMatchObject({ player: 300_000, pending: null });
      // A removal waits too, and a lower value meanwhile applies at once and drops it.
      expect(
        limitOf(await setLimit(player, 'wager', 'month', null), 'wager', 'month').pending,
      ).toMatchObject({ value: null });
      expect(
        limitOf(await setLimit(player, 'wager', 'month', 200_000), 'wager', 'month'),
      ).toMatchObject({ player: 200_000, pending: null });
    } finally {
      now = saved;
    }
    const office = await t.app.services.responsible.officePlayer(player.tenantId, player.playerId);
    expect(office.history.map((h) => h.status)).toEqual(
      ['applied', 'requested', 'confirmed', 'requested', 'applied'].reverse(),
    );
  });

  it('drops a waiting raise when the player cancels it; nothing waits, nothing to cancel', async () => {
    const player = await newPlayer(t.app, HOST);
    await setLimit(player, 'loss', 'day', 10_000);
    await setLimit(player, 'loss', 'day', 90_000);
    const ref = { kind: 'loss', period: 'day' };
    const cancelled = await rgCall(t.app, player, 'POST', RESPONSIBLE_API.cancel, ref);
    expect(
      limitOf(cancelled.json<{ response: Responsible }>().response, 'loss', 'day'),
    ).toMatchObject({ player: 10_000, pending: null });
    const again = await rgCall(t.app, player, 'POST', RESPONSIBLE_API.cancel, ref);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ response: string[] }>().response).toEqual([
      'No change is waiting for this limit.',
    ]);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const player = await newPlayer(t.app, HOST);
    for (const payload of [
      { kind: 'deposit', period: 'year', value: 1 },
      { kind: 'bets', period: 'day', value: 1 },
      { kind: 'deposit', period: 'day', value: 0 },
      { kind: 'deposit', period: 'day', value: 1.5 },
      { kind: 'deposit', period: 'day', value: '100' },
    ]) {
      const res = await rgCall(t.app, player, 'PUT', RESPONSIBLE_API.limits, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ code: string }>().code).toBe('VALIDATION_FAILED');
    }
    const view = (await rgCall(t.app, player, 'GET', RESPONSIBLE_API.base)).json<{
      response: Responsible;
    }>().response;
    expect(view.limits.every((l) => l.player === null)).toBe(true);
  });
});

describe('session clock and reality check', () => {
  it('counts the session on the server clock and asks the check after the interval', async () => {
    const player = await newPlayer(t.app, HOST);
    await fund(t.app, player, 100_000);
    const set = await rgCall(t.app, player, 'PUT', RESPONSIBLE_API.realityCheck, { minutes: 15 });
    expect(set.json<{ response: Responsible }>().response.reality_check_minutes).toBe(15);
    const first = (await rgCall(t.app, player, 'GET', RESPONSIBLE_API.session)).json<{
      response: SessionClock;
    }>().response;
    expect(first).toMatchObject({ due: false, interval_minutes: 15, played_seconds: 0 });
    const reference = await stake(player, 4_000);
    await result(player, reference, 1_000);
    const saved = now;
    now += 16_000; // fifteen reality-check minutes of a second each
    try {
      const due = (await rgCall(t.app, player, 'GET', RESPONSIBLE_API.session)).json<{
        response: SessionClock;
      }>().response;
      expect(due).toMatchObject({ due: true, wagered: 4_000, returned: 1_000, net: -3_000 });
      expect(due.played_seconds).toBe(16);
      const next = (await rgCall(t.app, player, 'POST', RESPONSIBLE_API.sessionContinue)).json<{
        response: SessionClock;
      }>().response;
      expect(next.due).toBe(false);
      expect(Date.parse(next.next_check_at)).toBe(now + 15_000);
    } finally {
      now = saved;
    }
  });

  it('ends the sessions past a session-time limit and refuses logging in until it resets', async () => {
    const player = await newPlayer(t.app, HOST);
    await setLimit(player, 'session', 'day', 1);
    await rgCall(t.app, player, 'GET', RESPONSIBLE_API.session);
    const saved = now;
    now += 61_000;
    try {
      const ended = await rgCall(t.app, player, 'GET', RESPONSIBLE_API.session);
      expect(ended.statusCode).toBe(403);
      expect(ended.json<{ response: string[] }>().response[0]).toMatch(
        /^Your daily session time limit is 0 h 1 min/,
      );
      expect((await rgCall(t.app, player, 'GET', RESPONSIBLE_API.base)).statusCode).toBe(401);
    } finally {
      now = saved;
    }
  });
});

describe('breaks', () => {
  it('a time-out ends every session at once, refuses every money path and login, and ends on its own', async () => {
    const player = await newPlayer(t.app, HOST);
    await fund(t.app, player, 500_000);
    const username = (await t.app.services.players.getById(player.tenantId, player.playerId))
      ?.username;
    const taken = await rgCall(t.app, player, 'POST', RESPONSIBLE_API.breaks, { length: '24h' });
    expect(taken.statusCode).toBe(201);
    expect(Date.parse(taken.json<{ response: { ends_at: string } }>().response.ends_at) - now).toBe(
      24 * HOUR,
    );
    expect((await rgCall(t.app, player, 'GET', RESPONSIBLE_API.base)).statusCode).toBe(401);
    expect(await refusedStake(player, 1_000)).toMatchObject({ code: 'ON_BREAK' });
    await expect(
      db().transaction((tx) =>
        t.app.services.wallet.port.checkDeposit(tx, {
          ...player,
          currency: 'ARS',
          amount: 100_000,
        }),
      ),
    ).rejects.toMatchObject({ code: 'ON_BREAK' });
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { host: HOST, 'master-language': 'en_US' },
        remoteAddress: someAddress(),
        payload: { username, password: 'secret-pass-1' },
      });
    const refused = await login();
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ response: string[] }>().response[0]).toMatch(
      /^You are taking a break until /,
    );
    const saved = now;
    now += 24 * HOUR + 1000;
    try {
      expect((await login()).statusCode).toBe(200);
    } finally {
      now = saved;
    }
  });

  it('refuses a break the profile does not offer, or no break at all, and the player plays on', async () => {
    const tenant = await t.app.services.tenants.resolveHost(HOST);
    if (!tenant) throw new Error('no brand');
    const player = await newPlayer(t.app, HOST);
    const take = (length: string) =>
      rgCall(t.app, player, 'POST', RESPONSIBLE_API.breaks, { length });
    expect((await take('2w')).statusCode).toBe(400);
    await t.app.services.tenants.setJurisdiction(SYSTEM_ACTOR, tenant.id, {
      ...JURISDICTION_PRESET_PROFILES.general,
      country: 'AR',
      shortest_time_out: '7d',
    });
    try {
      const short = await take('24h');
      expect(short.statusCode).toBe(400);
      expect(short.json<{ response: string[] }>().response).toEqual([
        'This site does not offer a break that short.',
      ]);
    } finally {
      await t.app.services.tenants.setJurisdiction(SYSTEM_ACTOR, tenant.id, {
        ...JURISDICTION_PRESET_PROFILES.general,
        country: 'AR',
      });
    }
    expect((await rgCall(t.app, player, 'GET', RESPONSIBLE_API.base)).statusCode).toBe(200);
  });
});

describe('statement', () => {
  it('sums wagered, returned and net per product and day, as JSON and CSV', async () => {
    const player = await newPlayer(t.app, HOST);
    await fund(t.app, player, 100_000);
    const a = await stake(player, 3_000, 'casino');
    await result(player, a, 5_000);
    await stake(player, 2_000, 'sports');
    const res = await rgCall(t.app, player, 'GET', `${RESPONSIBLE_API.statement}?period=month`);
    const rows = res.json<{ response: { rows: { product: string; net: number }[] } }>().response
      .rows;
    expect(rows.map((r) => [r.product, r.net])).toEqual([
      ['casino', 2_000],
      ['sports', -2_000],
    ]);
    const csv = await rgCall(t.app, player, 'GET', `${RESPONSIBLE_API.statementCsv}?period=day`);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body.split('\r\n')[0]).toBe(
      '"period_start","product","currency","wagered","returned","net"',
    );
    expect(csv.body).toContain('"casino","ARS","30.00","50.00","20.00"');
  });
});

describe('registration', () => {
  it('needs a date of birth showing the profile minimum age (19 on an Ontario-like profile)', async () => {
    const tenant = await t.app.services.tenants.resolveHost(HOST);
    if (!tenant) throw new Error('no brand');
    const register = (birth_date?: string) => {
      const username = `age${crypto.randomBytes(4).toString('hex')}`;
      return t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { host: HOST, 'master-language': 'en_US' },
        remoteAddress: someAddress(),
        payload: {
          username,
          email: `${username}@example.com`,
          password: 'secret-pass-1',
          name: 'Ana',
          last_name: 'Souza',
          is_adult: true,
          accept_terms: true,
          accept_privacy: true,
          ...(birth_date === undefined ? {} : { birth_date }),
        },
      });
    };
    const missing = await register();
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ fields: Record<string, string[]> }>().fields.birth_date).toEqual([
      'The date of birth is required',
    ]);
    const today = new Date(now);
    const eighteen = `${today.getUTCFullYear() - 18}-01-01`;
    await t.app.services.tenants.setJurisdiction(SYSTEM_ACTOR, tenant.id, {
      ...JURISDICTION_PRESET_PROFILES.ontario,
    });
    try {
      const young = await register(eighteen);
      expect(young.statusCode).toBe(400);
      expect(young.json<{ response: string[] }>().response).toEqual([
        'You must be 19 or older to play.',
      ]);
    } finally {
      await t.app.services.tenants.setJurisdiction(SYSTEM_ACTOR, tenant.id, {
        ...JURISDICTION_PRESET_PROFILES.general,
        country: 'AR',
      });
    }
    expect((await register(eighteen)).statusCode).toBe(201);
  });
});
