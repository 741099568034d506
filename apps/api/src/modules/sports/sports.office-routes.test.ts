import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusMessage } from '../../lib/bus';
import type { OfficeAuditEntry } from '@tribuna/contracts/office';
import type { OfficeBet, OfficeEvent } from '@tribuna/contracts/sports-office';
import type { SportSettings, SportsEvent } from '@tribuna/contracts/sports';
import { channelTopic } from '@tribuna/contracts/live';
import { createTestApp, type TestApp } from '../../test/test-app';
import { officeCall, officeLogin, type OfficeSession } from '../staff/staff.test-support';
import { insertBet, insertEvent } from './sports-office.test-support';
import { openMarket, twoWayWinner } from './sports.test-support';
import { sportsBets } from './sports.schema';

const HOST = 'localhost';
const OTHER = '127.0.0.1';

let t: TestApp;
let trader: OfficeSession;
let tenantId: string;
let otherTenantId: string;
let playerId: string;
let fixture: Awaited<ReturnType<typeof insertEvent>>;
let second: Awaited<ReturnType<typeof insertEvent>>;
const betIds: string[] = [];

async function tenantOf(host: string): Promise<string> {
  const tenant = await t.app.services.tenants.resolveHost(host);
  if (!tenant) throw new Error(`no tenant on ${host}`);
  return tenant.id;
}

beforeAll(async () => {
  t = await createTestApp();
  trader = await officeLogin(t.app, HOST, 'trader', 'trader1234');
  tenantId = await tenantOf(HOST);
  otherTenantId = await tenantOf(OTHER);
  const [demo] = (await t.app.services.players.refs(tenantId, { q: 'demo' })).filter(
    (p) => p.username === 'demo',
  );
  if (!demo) throw new Error('no demo player');
  playerId = demo.id;
  const { db } = t.infra.database;
  fixture = await insertEvent(db, { home: 'Boca Juniors', away: 'River Plate' });
  second = await insertEvent(db, { sport: 'basketball', status: 'not_started' });
  const on = (outcome: string, oddsX100: number) => ({
    eventId: fixture.event.id,
    marketId: fixture.main.id,
    outcome,
    oddsX100,
  });
  for (const bet of [
    // Singles: 1000 on home at 1.80 (pays 1800), 500 on draw at 4.00 (pays 2000).
    { stake: 1000, legs: [on('home', 180)] },
    { stake: 500, legs: [on('draw', 400)] },
    // An accumulator: away at 3.50 here and home at 2.00 in the other event (pays 1400).
    {
      stake: 200,
      legs: [
        on('away', 350),
        { eventId: second.event.id, marketId: second.main.id, outcome: 'home', oddsX100: 200 },
      ],
    },
    // Settled: out of the liabilities.
    {
      stake: 9000,
      status: 'won' as const,
      legs: [on('home', 180)],
      placedAt: new Date('2026-01-05T12:00:00Z'),
    },
  ]) {
    betIds.push((await insertBet(db, { tenantId, playerId, ...bet })).id);
  }
  // Another brand's bet on the same market: not this brand's risk.
  await insertBet(db, {
    tenantId: otherTenantId,
    playerId,
    stake: 100_000,
    legs: [on('home', 180)],
  });
}, 60_000);
afterAll(() => t.close());

async function auditActions(): Promise<string[]> {
  const admin = await officeLogin(t.app, HOST, 'admin', 'admin1234');
  const res = await officeCall(t.app, admin, 'GET', '/api/office/audit?action=sports.&limit=50');
  return res
    .json<{ response: { items: { action: string }[] } }>()
    .response.items.map((i) => i.action);
}

function eventOf(res: { json: <T>() => T }): OfficeEvent {
  return res.json<{ response: OfficeEvent }>().response;
}

describe('the trading desk', () => {
  it('needs the trader scope (admin and the owner pass)', async () => {
    for (const [username, password] of [
      ['croupier', 'croupier1234'],
      ['cashier', 'cashier1234'],
    ] as const) {
      const session = await officeLogin(t.app, HOST, username, password);
      expect(
        (await officeCall(t.app, session, 'GET', '/api/office/sports/events')).statusCode,
      ).toBe(403);
      expect(
        (await officeCall(t.app, session, 'PUT', `/api/office/sports/settings/football`, {}))
          .statusCode,
      ).toBe(403);
    }
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/office/sports/events',
      headers: { host: HOST },
    });
    expect(anonymous.statusCode).toBe(401);
    for (const [username, password] of [
      ['trader', 'trader1234'],
      ['admin', 'admin1234'],
      ['owner', 'owner1234'],
    ] as const) {
      const session = await officeLogin(t.app, HOST, username, password);
      expect(
        (await officeCall(t.app, session, 'GET', '/api/office/sports/events')).statusCode,
      ).toBe(200);
    }
  });

  it('lists events with their liabilities, filtered and searched', async () => {
    const res = await officeCall(t.app, trader, 'GET', '/api/office/sports/events?q=boca');
    expect(res.statusCode).toBe(200);
    const { events, total } = res.json<{ response: { events: OfficeEvent[]; total: number } }>()
      .response;
    expect(total).toBe(1);
    const [row] = events;
    expect(row).toMatchObject({
      currency: 'ARS',
      open_bets: 3,
      stakes: 1700,
      // The worst outcome: draw pays 2000 against 1700 staked on the market.
      liability: 300,
      suspended: false,
    });
    // The list carries the main market only, and how many there are.
    expect(row?.event.markets.map((m) => m.type)).toEqual(['1x2']);
    expect(row?.event.market_count).toBe(2);
    const football = await officeCall(
      t.app,
      trader,
      'GET',
      '/api/office/sports/events?sport=basketball&status=not_started',
    );
    const ids = football
      .json<{ response: { events: OfficeEvent[] } }>()
      .response.events.map((e) => e.event.id);
    expect(ids).toContain(second.event.id);
    expect(ids).not.toContain(fixture.event.id);
  });

  it('counts singles exactly and accumulators fully on each leg', async () => {
    const detail = eventOf(
      await officeCall(t.app, trader, 'GET', `/api/office/sports/events/${fixture.event.id}`),
    );
    expect(detail.event.markets.map((m) => m.type)).toEqual(['1x2', 'total']);
    expect(detail.liabilities).toEqual([
      {
        market_id: fixture.main.id,
        outcomes: [
          { key: 'home', bets: 1, stakes: 1000, liability: 1800 - 1700 },
          { key: 'draw', bets: 1, stakes: 500, liability: 2000 - 1700 },
          { key: 'away', bets: 1, stakes: 200, liability: 1400 - 1700 },
        ],
      },
    ]);
    const other = eventOf(
      await officeCall(t.app, trader, 'GET', `/api/office/sports/events/${second.event.id}`),
    );
    // The accumulator's whole payout, as if its leg in the first event had won already.
    expect(other.liabilities[0]?.outcomes).toEqual([
      { key: 'home', bets: 1, stakes: 200, liability: 1200 },
      { key: 'away', bets: 0, stakes: 0, liability: -200 },
    ]);
    expect(other.liability).toBe(1200);
  });

  it('answers 404 and 400 in the caller’s language', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/office/sports/events/00000000-0000-4000-8000-000000000000',
      headers: { host: HOST, authorization: `Bearer ${trader.token}`, 'master-language': 'es_ES' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ response: string[] }>().response).toEqual(['Este evento no existe.']);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/office/sports/markets/${fixture.main.id}/suspension`,
      headers: { host: HOST, authorization: `Bearer ${trader.token}`, 'master-language': 'es_ES' },
      payload: { suspended: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ response: string[] }>().response.join(' ')).toMatch(/El campo/);
  });

  it('suspends a market for this brand only, publishes it and audits it', async () => {
    const heard: BusMessage[] = [];
    const subscription = t.infra.bus.subscribe(channelTopic('sports', tenantId), (m) =>
      heard.push(m),
    );
    await subscription.ready;
    const res = await officeCall(
      t.app,
      trader,
      'PUT',
      `/api/office/sports/markets/${fixture.main.id}/suspension`,
      {
        suspended: true,
      },
    );
    expect(res.statusCode).toBe(200);
    const view = eventOf(res);
    expect(view.suspended_markets).toEqual([fixture.main.id]);
    expect(view.event.markets.find((m) => m.id === fixture.main.id)?.status).toBe('suspended');
    expect(view.event.markets.find((m) => m.id === fixture.total.id)?.status).toBe('open');
    await expect.poll(() => heard.length).toBeGreaterThan(0);
    subscription();
    expect(heard[0]).toMatchObject({
      type: 'sports.markets',
      data: { event_id: fixture.event.id, markets: [{ id: fixture.main.id, status: 'suspended' }] },
    });

    const player = async (host: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/sports/events/${fixture.event.id}`,
          headers: { host },
        })
      )
        .json<{ response: SportsEvent }>()
        .response.markets.find((m) => m.id === fixture.main.id)?.status;
    expect(await player(HOST)).toBe('suspended');
    expect(await player(OTHER)).toBe('open');

    const reopened = await officeCall(
      t.app,
      trader,
      'PUT',
      `/api/office/sports/markets/${fixture.main.id}/suspension`,
      {
        suspended: false,
      },
    );
    expect(eventOf(reopened).suspended_markets).toEqual([]);
    expect(await player(HOST)).toBe('open');
    expect(await auditActions()).toEqual(
      expect.arrayContaining(['sports.market.suspend', 'sports.market.reopen']),
    );
  });

  it('suspends and reopens a whole event', async () => {
    const res = await officeCall(
      t.app,
      trader,
      'PUT',
      `/api/office/sports/events/${fixture.event.id}/suspension`,
      {
        suspended: true,
      },
    );
    const view = eventOf(res);
    expect(view.suspended).toBe(true);
    expect(view.event.markets.map((m) => m.status)).toEqual(['suspended', 'suspended']);
    // Twice is the same as once.
    await officeCall(
      t.app,
      trader,
      'PUT',
      `/api/office/sports/events/${fixture.event.id}/suspension`,
      { suspended: true },
    );
    const reopened = eventOf(
      await officeCall(
        t.app,
        trader,
        'PUT',
        `/api/office/sports/events/${fixture.event.id}/suspension`,
        {
          suspended: false,
        },
      ),
    );
    expect(reopened.suspended).toBe(false);
    expect(reopened.event.markets.map((m) => m.status)).toEqual(['open', 'open']);
    expect(await auditActions()).toEqual(
      expect.arrayContaining(['sports.event.suspend', 'sports.event.reopen']),
    );
    const unknown = await officeCall(
      t.app,
      trader,
      'PUT',
      '/api/office/sports/markets/00000000-0000-4000-8000-000000000000/suspension',
      {
        suspended: true,
      },
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('finds bets by id, player, event, status, sport and day', async () => {
    async function search(query: string): Promise<{ bets: OfficeBet[]; total: number }> {
      const res = await officeCall(t.app, trader, 'GET', `/api/office/sports/bets?${query}`);
      expect(res.statusCode).toBe(200);
      return res.json<{ response: { bets: OfficeBet[]; total: number } }>().response;
    }
    const byId = await search(`q=${betIds[2]}`);
    expect(byId.total).toBe(1);
    expect(byId.bets[0]).toMatchObject({
      kind: 'accumulator',
      stake: 200,
      odds: 7,
      potential_payout: 1400,
      username: 'demo',
      player_id: playerId,
    });
    expect(byId.bets[0]?.legs.map((l) => [l.event_name, l.market_type, l.outcome, l.odds])).toEqual(
      [
        ['Boca Juniors – River Plate', '1x2', 'away', 3.5],
        [`${second.event.home} – ${second.event.away}`, 'winner', 'home', 2],
      ],
    );
    // Only this brand's bets.
    expect((await search('q=demo')).total).toBe(4);
    expect((await search('q=river')).total).toBe(4);
    expect((await search('q=river&status=won')).bets.map((b) => b.id)).toEqual([betIds[3]]);
    expect((await search('sport=basketball')).bets.map((b) => b.id)).toEqual([betIds[2]]);
    expect((await search('from=2026-01-05&to=2026-01-05')).bets.map((b) => b.id)).toEqual([
      betIds[3],
    ]);
    expect((await search('q=nobody-like-this')).total).toBe(0);
    // What a rollback could not take back shows on the bet.
    expect(byId.bets[0]?.owed).toBe(0);
    await t.infra.database.db
      .update(sportsBets)
      .set({ owed: 250 })
      .where(eq(sportsBets.id, betIds[2] ?? ''));
    expect((await search(`q=${betIds[2]}`)).bets[0]?.owed).toBe(250);
    // A search by player looks at a bounded number of matching players.
    const many = await t.app.services.players.refs(tenantId, { q: '', limit: 1 });
    expect(many.length).toBeLessThanOrEqual(1);
  });

  it('reads and changes a sport’s settings, audited; refuses bad ones in Spanish', async () => {
    const res = await officeCall(t.app, trader, 'GET', '/api/office/sports/settings');
    const settings = res.json<{ response: { settings: SportSettings[] } }>().response.settings;
    expect(settings.map((s) => s.sport)).toEqual(['football', 'basketball', 'tennis']);
    const football = settings.find((s) => s.sport === 'football');
    if (!football) throw new Error('no football');
    const { sport: _sport, ...rest } = football;
    const changed = await officeCall(t.app, trader, 'PUT', '/api/office/sports/settings/football', {
      ...rest,
      bet_delay_ms: 2000,
      margin_bp: 800,
    });
    expect(changed.statusCode).toBe(200);
    expect(
      changed
        .json<{ response: { settings: SportSettings[] } }>()
        .response.settings.find((s) => s.sport === 'football'),
    ).toMatchObject({ bet_delay_ms: 2000, margin_bp: 800 });
    const detail = eventOf(
      await officeCall(t.app, trader, 'GET', `/api/office/sports/events/${fixture.event.id}`),
    );
    expect(detail.event.bet_delay_ms).toBe(2000);
    expect(await auditActions()).toContain('sports.settings');
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/office/sports/settings/football',
      headers: { host: HOST, authorization: `Bearer ${trader.token}`, 'master-language': 'es_ES' },
      payload: { ...rest, min_stake: 500, max_stake: 100 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ response: string[] }>().response.join(' ')).toMatch(/El campo/);
    const unknownSport = await officeCall(
      t.app,
      trader,
      'PUT',
      '/api/office/sports/settings/curling',
      rest,
    );
    expect(unknownSport.statusCode).toBe(400);
  });

  it('changes a sport’s highest price and smallest stake, audited, and the site follows', async () => {
    const before = (await officeCall(t.app, trader, 'GET', '/api/office/sports/settings')).json<{
      response: { settings: SportSettings[]; currency: string };
    }>().response;
    const tennis = before.settings.find((s) => s.sport === 'tennis');
    if (!tennis) throw new Error('no tennis');
    // The defaults: 101.00, and a hundred pesos.
    expect(before.currency).toBe('ARS');
    expect(tennis).toMatchObject({ max_price: 101, min_stake: 10_000 });
    const { sport: _sport, ...rest } = tennis;
    void _sport;
    const res = await officeCall(t.app, trader, 'PUT', '/api/office/sports/settings/tennis', {
      ...rest,
      max_price: 51,
      min_stake: 50_000,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json<{ response: { settings: SportSettings[] } }>()
        .response.settings.find((s) => s.sport === 'tennis'),
    ).toMatchObject({ max_price: 51, min_stake: 50_000 });

    const admin = await officeLogin(t.app, HOST, 'admin', 'admin1234');
    const audit = await officeCall(
      t.app,
      admin,
      'GET',
      '/api/office/audit?action=sports.settings&limit=1',
    );
    expect(
      audit.json<{ response: { items: OfficeAuditEntry[] } }>().response.items[0],
    ).toMatchObject({
      action: 'sports.settings',
      staff_username: 'trader',
      target_id: 'tennis',
      before: { max_price: 101, min_stake: 10_000 },
      after: { max_price: 51, min_stake: 50_000 },
    });

    // A tennis price of about 60 is locked now; the events say the new minimum.
    const { event } = await openMarket(t.infra.database.db, {
      sport: 'tennis',
      markets: [twoWayWinner(0.984, 0.016)],
    });
    const shown = (
      await t.app.inject({
        method: 'GET',
        url: `/api/sports/events/${event.id}`,
        headers: { host: HOST },
      })
    ).json<{ response: SportsEvent }>().response;
    expect(shown.min_stake).toBe(50_000);
    const away = shown.markets[0]?.outcomes.find((o) => o.key === 'away');
    expect(away?.odds).toBeGreaterThan(51);
    expect(away?.active).toBe(false);
    expect(shown.markets[0]?.outcomes.find((o) => o.key === 'home')?.active).toBe(true);

    await officeCall(t.app, trader, 'PUT', '/api/office/sports/settings/tennis', rest);
  });

  it('refuses a bad highest price or smallest stake, and changes nothing', async () => {
    const current = async () =>
      (await officeCall(t.app, trader, 'GET', '/api/office/sports/settings'))
        .json<{ response: { settings: SportSettings[] } }>()
        .response.settings.find((s) => s.sport === 'basketball');
    const basketball = await current();
    if (!basketball) throw new Error('no basketball');
    const { sport: _sport, ...rest } = basketball;
    void _sport;
    const put = (body: Record<string, unknown>, language = 'en_US') =>
      t.app.inject({
        method: 'PUT',
        url: '/api/office/sports/settings/basketball',
        headers: {
          host: HOST,
          authorization: `Bearer ${trader.token}`,
          'master-language': language,
        },
        payload: body,
      });
    const { max_price: _price, ...withoutPrice } = rest;
    void _price;
    for (const bad of [
      { ...rest, max_price: 1 },
      { ...rest, max_price: 1000.5 },
      { ...rest, max_price: 101.555 },
      { ...rest, max_price: '101' },
      // Above the most a whole bet may pay in odds: every single on it would be refused.
      { ...rest, max_odds: 50, max_price: 101 },
      withoutPrice,
      { ...rest, min_stake: 0 },
      { ...rest, min_stake: 99.5 },
      { ...rest, min_stake: -100 },
      { ...rest, min_stake: rest.max_stake + 1 },
    ]) {
      const res = await put(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json<{ code: string }>().code).toBe('VALIDATION_FAILED');
    }
    const spanish = await put({ ...rest, max_odds: 50, max_price: 101 }, 'es_ES');
    expect(spanish.json<{ response: string[] }>().response.join(' ')).toMatch(/El campo/);
    expect(await current()).toEqual(basketball);
  });

  it('settles a market by hand through the betting side', async () => {
    const missing = await officeCall(
      t.app,
      trader,
      'POST',
      '/api/office/sports/markets/00000000-0000-4000-8000-000000000000/result',
      {
        outcomes: [{ key: 'over', result: 'won' }],
      },
    );
    expect(missing.statusCode).toBe(404);
    const bet = await insertBet(t.infra.database.db, {
      tenantId,
      playerId,
      stake: 300,
      legs: [
        { eventId: fixture.event.id, marketId: fixture.total.id, outcome: 'over', oddsX100: 190 },
      ],
    });
    const before = eventOf(
      await officeCall(t.app, trader, 'GET', `/api/office/sports/events/${fixture.event.id}`),
    );
    expect(before.liabilities.map((l) => l.market_id)).toContain(fixture.total.id);
    const res = await officeCall(
      t.app,
      trader,
      'POST',
      `/api/office/sports/markets/${fixture.total.id}/result`,
      {
        outcomes: [
          { key: 'over', result: 'won' },
          { key: 'under', result: 'lost' },
        ],
      },
    );
    expect(res.statusCode).toBe(200);
    // The bet is settled, so the market carries no liability any more.
    expect(eventOf(res).liabilities.map((l) => l.market_id)).not.toContain(fixture.total.id);
    const found = await officeCall(t.app, trader, 'GET', `/api/office/sports/bets?q=${bet.id}`);
    expect(found.json<{ response: { bets: OfficeBet[] } }>().response.bets[0]).toMatchObject({
      status: 'won',
      payout: 570,
    });
    expect(await auditActions()).toContain('sports.manual_result');
    // No new bets on a decided market: suspended for this brand.
    expect(eventOf(res).suspended_markets).toContain(fixture.total.id);
    const incomplete = await officeCall(
      t.app,
      trader,
      'POST',
      `/api/office/sports/markets/${fixture.main.id}/result`,
      {
        outcomes: [{ key: 'home', result: 'won' }],
      },
    );
    expect(incomplete.statusCode).toBe(400);
  });

  it('lets only the platform owner use the simulator console', async () => {
    const url = `/api/office/sports/simulator/events/${fixture.event.id}/score`;
    expect((await officeCall(t.app, trader, 'POST', url, { side: 'home' })).statusCode).toBe(403);
    const owner = await officeLogin(t.app, HOST, 'owner', 'owner1234');
    // The test app runs no simulated feed, so there is nothing to score in.
    expect((await officeCall(t.app, owner, 'POST', url, { side: 'home' })).statusCode).toBe(409);
    const finish = `/api/office/sports/simulator/events/${fixture.event.id}/finish`;
    expect((await officeCall(t.app, trader, 'POST', finish)).statusCode).toBe(403);
    expect((await officeCall(t.app, owner, 'POST', finish)).statusCode).toBe(409);
    const status = await officeCall(t.app, owner, 'GET', '/api/office/sports/simulator');
    expect(status.json()).toMatchObject({
      response: { feed: 'off', running_here: false, holder: null, batches_written: 0 },
    });
  });
});
