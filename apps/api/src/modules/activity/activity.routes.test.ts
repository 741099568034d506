import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OFFICE_ACTIVITY_API,
  type OfficeActivityGgr,
  type OfficePlayerActivity,
} from '@tribuna/contracts/activity';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SYSTEM_ACTOR } from '../audit/audit.service';
import { officeCall, officeLogin, type OfficeSession } from '../staff/staff.test-support';
import type { ActivityInput } from './activity.service';
import { activityInput, writeActivity } from './activity.test-support';

const HOST = 'localhost';

let t: TestApp;
let tribuna: string;
let riobet: string;
let support: OfficeSession;
let compliance: OfficeSession;
let croupier: OfficeSession;

beforeAll(async () => {
  t = await createTestApp();
  const brands = await t.app.services.tenants.list();
  tribuna = brands.find((b) => b.slug === 'tribuna')?.id ?? '';
  riobet = brands.find((b) => b.slug === 'riobet')?.id ?? '';
  await t.app.services.staff.ensure(SYSTEM_ACTOR, tribuna, {
    username: 'compliance',
    email: 'compliance@tribuna.localhost',
    password: 'compliance1234',
    scopes: ['compliance'],
  });
  [support, compliance, croupier] = await Promise.all([
    officeLogin(t.app, HOST, 'support', 'support1234'),
    officeLogin(t.app, HOST, 'compliance', 'compliance1234'),
    officeLogin(t.app, HOST, 'croupier', 'croupier1234'),
  ]);
}, 60_000);
afterAll(() => t.close());

/** A player of the brand, made directly (nobody signs in as them). */
async function newPlayer(tenantId = tribuna): Promise<string> {
  const username = `act${crypto.randomBytes(4).toString('hex')}`;
  await t.app.services.players.ensureDemo(
    tenantId,
    {
      username,
      email: `${username}@example.com`,
      name: 'Ana',
      lastName: 'Souza',
      language: 'en_US',
      status: 'active',
    },
    'not-a-real-hash',
  );
  const [ref] = await t.app.services.players.refs(tenantId, { q: username });
  if (!ref) throw new Error('player not made');
  return ref.id;
}

function write(inputs: ActivityInput[]): Promise<void> {
  return writeActivity(t.infra.database.db, t.app.services.activity, inputs);
}

const at = (iso: string) => new Date(iso);

async function activityOf(session: OfficeSession, player: string, query = '') {
  const res = await officeCall(
    t.app,
    session,
    'GET',
    `${OFFICE_ACTIVITY_API.players}/${player}/activity${query}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ response: OfficePlayerActivity }>().response;
}

describe("a player's activity in the office", () => {
  it('shows it newest first, paged, by product and by the brand’s days, with the totals of the filter', async () => {
    const player = await newPlayer();
    const of = (overrides: Partial<ActivityInput>) => activityInput(tribuna, player, overrides);
    await write([
      of({
        product: 'wallet',
        kind: 'deposit',
        reference: 'dep-1',
        game: null,
        cash: 10_000,
        occurredAt: at('2026-02-28T15:00:00Z'),
      }),
      of({ reference: 'round-1', cash: 1_000, bonus: 200, occurredAt: at('2026-03-01T12:00:00Z') }),
      of({
        reference: 'round-1',
        kind: 'result',
        outcome: 'win',
        cash: 3_000,
        occurredAt: at('2026-03-01T12:01:00Z'),
      }),
      // 23:30 on 1 March in Buenos Aires (UTC-3), already 2 March in UTC.
      of({
        product: 'sports',
        reference: 'bet-1',
        game: 'event-9',
        cash: 500,
        occurredAt: at('2026-03-02T02:30:00Z'),
      }),
      of({
        product: 'sports',
        reference: 'bet-1',
        game: 'event-9',
        kind: 'result',
        outcome: 'loss',
        cash: 0,
        occurredAt: at('2026-03-02T04:00:00Z'),
      }),
    ]);

    const first = await activityOf(support, player, '?limit=2');
    expect(first).toMatchObject({
      player_id: player,
      currency: 'ARS',
      timezone: 'America/Argentina/Buenos_Aires',
      has_more: true,
      totals: { wagered: 1_700, returned: 3_000, net: 1_300 },
    });
    expect(first.items[0]).toEqual({
      id: expect.any(Number) as number,
      product: 'sports',
      kind: 'result',
      reference: 'bet-1',
      game: 'event-9',
      cash: 0,
      bonus: 0,
      outcome: 'loss',
      currency: 'ARS',
      occurred_at: '2026-03-02T04:00:00.000Z',
    });
    const refs = (page: OfficePlayerActivity) => page.items.map((i) => `${i.reference}:${i.kind}`);
    expect(refs(first)).toEqual(['bet-1:result', 'bet-1:stake']);
    const second = await activityOf(support, player, '?limit=2&offset=2');
    expect([refs(second), second.has_more]).toEqual([['round-1:result', 'round-1:stake'], true]);
    const last = await activityOf(compliance, player, '?limit=2&offset=4');
    expect([refs(last), last.has_more]).toEqual([['dep-1:deposit'], false]);

    const sports = await activityOf(support, player, '?product=sports');
    expect(refs(sports)).toEqual(['bet-1:result', 'bet-1:stake']);
    expect(sports.totals).toEqual({ wagered: 500, returned: 0, net: -500 });

    const firstOfMarch = await activityOf(support, player, '?from=2026-03-01&to=2026-03-01');
    expect(refs(firstOfMarch)).toEqual(['bet-1:stake', 'round-1:result', 'round-1:stake']);
    expect(firstOfMarch.totals).toEqual({ wagered: 1_700, returned: 3_000, net: 1_300 });
    const fromSecond = await activityOf(support, player, '?from=2026-03-02');
    expect(refs(fromSecond)).toEqual(['bet-1:result']);
    const deposits = await activityOf(support, player, '?to=2026-02-28');
    expect([refs(deposits), deposits.totals]).toEqual([
      ['dep-1:deposit'],
      { wagered: 0, returned: 0, net: 0 },
    ]);
  });

  it('is for support and compliance, on this brand’s players only', async () => {
    const player = await newPlayer();
    const elsewhere = await newPlayer(riobet);
    const url = (id: string) => `${OFFICE_ACTIVITY_API.players}/${id}/activity`;
    expect((await officeCall(t.app, croupier, 'GET', url(player))).statusCode).toBe(403);
    const guest = await t.app.inject({ method: 'GET', url: url(player), headers: { host: HOST } });
    expect(guest.statusCode).toBe(401);
    expect((await officeCall(t.app, support, 'GET', url(elsewhere))).statusCode).toBe(404);
    expect((await officeCall(t.app, support, 'GET', url(crypto.randomUUID()))).statusCode).toBe(
      404,
    );
    expect((await officeCall(t.app, support, 'GET', url('nobody'))).statusCode).toBe(400);
    const bad = await officeCall(t.app, support, 'GET', `${url(player)}?from=yesterday`);
    expect(bad.statusCode).toBe(400);
    const empty = await activityOf(compliance, player);
    expect(empty).toMatchObject({ items: [], has_more: false, totals: { wagered: 0, net: 0 } });
  });
});

describe('GGR per product from the stream', () => {
  async function ggrOf(session: OfficeSession, query: string) {
    const res = await officeCall(t.app, session, 'GET', `${OFFICE_ACTIVITY_API.ggr}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ response: OfficeActivityGgr }>().response;
  }

  it('is stakes less returns, cash and bonus, per product and day in the brand’s time zone', async () => {
    const [ana, bea] = [await newPlayer(), await newPlayer()];
    const stranger = await newPlayer(riobet);
    await write([
      activityInput(tribuna, ana, {
        reference: 'r-1',
        cash: 1_000,
        bonus: 200,
        occurredAt: at('2026-03-10T12:00:00Z'),
      }),
      activityInput(tribuna, ana, {
        reference: 'r-1',
        kind: 'result',
        outcome: 'win',
        cash: 500,
        occurredAt: at('2026-03-10T12:01:00Z'),
      }),
      // 23:00 on the 10th in Buenos Aires.
      activityInput(tribuna, bea, {
        reference: 'r-2',
        cash: 2_000,
        occurredAt: at('2026-03-11T02:00:00Z'),
      }),
      activityInput(tribuna, bea, {
        product: 'house',
        reference: 'h-1',
        game: 'crash',
        cash: 300,
        occurredAt: at('2026-03-10T13:00:00Z'),
      }),
      activityInput(tribuna, bea, {
        product: 'house',
        reference: 'h-1',
        game: 'crash',
        kind: 'result',
        outcome: 'rollback',
        cash: 300,
        occurredAt: at('2026-03-10T13:00:01Z'),
      }),
      activityInput(tribuna, ana, {
        product: 'sports',
        reference: 'b-1',
        cash: 1_000,
        occurredAt: at('2026-03-11T10:00:00Z'),
      }),
      activityInput(tribuna, ana, {
        product: 'sports',
        reference: 'b-1',
        kind: 'result',
        outcome: 'cashout',
        cash: 1_500,
        occurredAt: at('2026-03-11T11:00:00Z'),
      }),
      // Not wagers, another day, another brand: none of them counts.
      activityInput(tribuna, ana, {
        product: 'wallet',
        kind: 'deposit',
        reference: 'd-1',
        cash: 50_000,
        occurredAt: at('2026-03-10T09:00:00Z'),
      }),
      activityInput(tribuna, ana, {
        reference: 'r-3',
        cash: 7_000,
        occurredAt: at('2026-03-12T03:00:00Z'),
      }),
      activityInput(riobet, stranger, {
        reference: 'r-4',
        currency: 'BRL',
        cash: 9_999,
        occurredAt: at('2026-03-10T12:00:00Z'),
      }),
    ]);

    const report = await ggrOf(croupier, '?from=2026-03-10&to=2026-03-11');
    expect(report).toEqual({
      currency: 'ARS',
      timezone: 'America/Argentina/Buenos_Aires',
      items: [
        {
          day: '2026-03-10',
          product: 'casino',
          stakes: 2,
          wagered: 3_200,
          returned: 500,
          ggr: 2_700,
        },
        { day: '2026-03-10', product: 'house', stakes: 1, wagered: 300, returned: 300, ggr: 0 },
        {
          day: '2026-03-11',
          product: 'sports',
          stakes: 1,
          wagered: 1_000,
          returned: 1_500,
          ggr: -500,
        },
      ],
      totals: { stakes: 4, wagered: 4_500, returned: 2_300, ggr: 2_200 },
    });
    const casino = await ggrOf(croupier, '?from=2026-03-10&to=2026-03-11&product=casino');
    expect(casino.items.map((i) => i.product)).toEqual(['casino']);
    expect(casino.totals.ggr).toBe(2_700);
  });

  it('is for the casino, trader and admin desks', async () => {
    const query = `${OFFICE_ACTIVITY_API.ggr}?from=2026-03-10&to=2026-03-10`;
    const [trader, admin, cashier] = await Promise.all([
      officeLogin(t.app, HOST, 'trader', 'trader1234'),
      officeLogin(t.app, HOST, 'admin', 'admin1234'),
      officeLogin(t.app, HOST, 'cashier', 'cashier1234'),
    ]);
    for (const [session, status] of [
      [croupier, 200],
      [trader, 200],
      [admin, 200],
      [support, 403],
      [cashier, 403],
    ] as const) {
      expect((await officeCall(t.app, session, 'GET', query)).statusCode).toBe(status);
    }
    expect((await officeCall(t.app, admin, 'GET', OFFICE_ACTIVITY_API.ggr)).statusCode).toBe(400);
  });

  it('publishes both reports in the API document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json<{ paths: Record<string, Record<string, { summary?: string }>> }>();
    expect(doc.paths[`${OFFICE_ACTIVITY_API.players}/{id}/activity`]?.get?.summary).toContain(
      'activity',
    );
    expect(doc.paths[OFFICE_ACTIVITY_API.ggr]?.get?.summary).toContain('GGR');
  });
});
