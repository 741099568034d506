import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CasinoLobby } from '@tribuna/contracts/casino';
import type {
  OfficeCategory,
  OfficeGame,
  OfficeGgr,
  OfficeRound,
  OfficeRoundDetail,
} from '@tribuna/contracts/casino-office';
import { createTestApp, type TestApp } from '../../test/test-app';
import { officeCall, officeLogin, type OfficeSession } from '../staff/staff.test-support';
import { registerPlayer } from '../wallet/wallet.test-support';
import { houseSimulator, launch } from './casino.test-support';
import { newId } from './provider-simulator';

const HOST = 'localhost';

let t: TestApp;
let admin: OfficeSession;

beforeAll(async () => {
  t = await createTestApp();
  admin = await officeLogin(t.app, HOST, 'admin', 'admin1234');
}, 60_000);
afterAll(() => t.close());

async function auditActions(): Promise<string[]> {
  const res = await officeCall(t.app, admin, 'GET', '/api/office/audit?action=casino.&limit=50');
  return res
    .json<{ response: { items: { action: string }[] } }>()
    .response.items.map((i) => i.action);
}

describe('the casino in the office', () => {
  it('needs the casino scope (admin passes)', async () => {
    const support = await officeLogin(t.app, HOST, 'support', 'support1234');
    expect((await officeCall(t.app, support, 'GET', '/api/office/casino/games')).statusCode).toBe(
      403,
    );
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/office/casino/games',
          headers: { host: HOST },
        })
      ).statusCode,
    ).toBe(401);
    expect((await officeCall(t.app, admin, 'GET', '/api/office/casino/games')).statusCode).toBe(
      200,
    );
  });

  it('lists, hides and shows games, audited', async () => {
    const list = await officeCall(t.app, admin, 'GET', '/api/office/casino/games?q=ruleta');
    const found = list.json<{ response: { items: OfficeGame[]; total: number } }>().response;
    expect(found.items.map((g) => [g.slug, g.enabled])).toEqual([
      ['ruleta-europea', true],
      ['ruleta-en-vivo', true],
    ]);
    expect(found.items[0]).toMatchObject({ rtp: '97.30', min_bet: 100, max_bet: 2_000_000 });
    expect(list.json<{ response: { currency: string } }>().response.currency).toBe('ARS');
    const off = await officeCall(t.app, admin, 'PATCH', '/api/office/casino/games/ruleta-europea', {
      enabled: false,
    });
    expect(off.json<{ response: OfficeGame }>().response.enabled).toBe(false);
    const disabled = await officeCall(
      t.app,
      admin,
      'GET',
      '/api/office/casino/games?enabled=false',
    );
    expect(
      disabled.json<{ response: { items: OfficeGame[] } }>().response.items.map((g) => g.slug),
    ).toEqual(['ruleta-europea']);
    const games = await t.app.inject({
      method: 'GET',
      url: '/api/casino/games?category=table',
      headers: { host: HOST },
    });
    expect(
      games.json<{ response: { items: { slug: string }[] } }>().response.items.map((g) => g.slug),
    ).toEqual(['blackjack', 'dados']);
    await officeCall(t.app, admin, 'PATCH', '/api/office/casino/games/ruleta-europea', {
      enabled: true,
    });
    expect(await auditActions()).toEqual(
      expect.arrayContaining(['casino.game.disable', 'casino.game.enable']),
    );
    expect(
      (await officeCall(t.app, admin, 'PATCH', '/api/office/casino/games/nope', { enabled: true }))
        .statusCode,
    ).toBe(404);
  });

  it('orders games and categories: the lobby follows', async () => {
    const all = (await officeCall(t.app, admin, 'GET', '/api/office/casino/games?limit=200'))
      .json<{
        response: { items: OfficeGame[] };
      }>()
      .response.items.map((g) => g.slug);
    const reversed = [...all].reverse();
    const ordered = await officeCall(t.app, admin, 'PUT', '/api/office/casino/games/order', {
      slugs: reversed,
    });
    expect(ordered.statusCode).toBe(200);
    const incomplete = await officeCall(t.app, admin, 'PUT', '/api/office/casino/games/order', {
      slugs: reversed.slice(1),
    });
    expect(incomplete.statusCode).toBe(400);
    const categories = (
      await officeCall(t.app, admin, 'GET', '/api/office/casino/categories')
    ).json<{
      response: { items: OfficeCategory[] };
    }>().response.items;
    expect(categories.map((c) => c.slug)).toEqual(['popular', 'new', 'slots', 'table', 'live']);
    await officeCall(t.app, admin, 'PUT', '/api/office/casino/categories/order', {
      slugs: ['table', 'slots', 'new', 'popular', 'live'],
    });
    await officeCall(t.app, admin, 'PATCH', '/api/office/casino/categories/new', {
      enabled: false,
    });
    const lobby = (
      await t.app.inject({ method: 'GET', url: '/api/casino/lobby', headers: { host: HOST } })
    ).json<{ response: CasinoLobby }>().response;
    expect(lobby.rails.map((r) => r.slug)).toEqual(['table', 'slots', 'popular']);
    expect(lobby.rails[0]?.games.map((g) => g.slug)).toEqual([
      'dados',
      'blackjack',
      'ruleta-europea',
    ]);
    expect(await auditActions()).toEqual(
      expect.arrayContaining([
        'casino.games.order',
        'casino.categories.order',
        'casino.category.disable',
      ]),
    );
  });

  it('finds rounds by id or player, shows their moves, and sums GGR per game and provider per day', async () => {
    const player = await registerPlayer(t.app, HOST);
    const claims = await t.app.platform.tokens.verify(player.token, 'player');
    const tenant = await t.app.services.tenants.resolveHost(HOST);
    if (!claims || !tenant) throw new Error('setup');
    await t.app.services.wallet.ledger.credit({
      tenantId: tenant.id,
      currency: 'ARS',
      idempotencyKey: newId('fund'),
      type: 'adjustment',
      amount: 100_000,
      playerId: claims.sub,
      from: 'adjustments',
    });
    const sim = await houseSimulator(t.app, HOST);
    const slot = await launch(t.app, HOST, player.token, 'tesoro-del-dragon', 'real');
    const table = await launch(t.app, HOST, player.token, 'blackjack', 'real');
    const s = sim.session(slot.token ?? '', 'tesoro-del-dragon', 'ARS');
    const b = sim.session(table.token ?? '', 'blackjack', 'ARS');
    const won = await s.playRound(1_000, 5_000);
    await s.playRound(2_000, 0);
    const rolled = newId('round');
    const betId = newId('bet');
    await b.bet(3_000, rolled, betId);
    await b.rollback(betId, rolled);
    await b.playRound(4_000, 8_000);

    const byRef = await officeCall(
      t.app,
      admin,
      'GET',
      `/api/office/casino/rounds?round=${won.round}`,
    );
    const [round] = byRef.json<{ response: { items: OfficeRound[] } }>().response.items;
    expect(round).toMatchObject({
      round_id: won.round,
      bets: 1_000,
      wins: 5_000,
      status: 'closed',
      mode: 'real',
    });
    const username = (await t.app.services.players.getById(tenant.id, claims.sub))?.username ?? '';
    const byPlayer = await officeCall(
      t.app,
      admin,
      'GET',
      `/api/office/casino/rounds?player=${username}`,
    );
    const mine = byPlayer.json<{ response: { items: OfficeRound[] } }>().response.items;
    expect(mine.map((r) => r.player?.username)).toEqual([username, username, username, username]);
    expect(mine.map((r) => r.game.slug)).toEqual([
      'blackjack',
      'blackjack',
      'tesoro-del-dragon',
      'tesoro-del-dragon',
    ]);
    // Narrowed by game, provider, status and the brand's days.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: tenant.settings.timezone }).format(
      new Date(),
    );
    const narrowed = async (query: string) =>
      (
        await officeCall(
          t.app,
          admin,
          'GET',
          `/api/office/casino/rounds?player=${username}&${query}`,
        )
      )
        .json<{ response: { items: OfficeRound[] } }>()
        .response.items.map((r) => r.game.slug);
    expect(await narrowed('game=blackjack')).toEqual(['blackjack', 'blackjack']);
    expect(await narrowed('provider=tribuna')).toHaveLength(4);
    expect(await narrowed('provider=someone-else')).toEqual([]);
    expect(await narrowed(`from=${today}&to=${today}`)).toHaveLength(4);
    expect(await narrowed('to=2020-01-01')).toEqual([]);
    const closed = await narrowed('status=closed');
    const open = await narrowed('status=open');
    expect(closed.length + open.length).toBe(4);
    const refused = await officeCall(t.app, admin, 'GET', '/api/office/casino/rounds?status=lost');
    expect(refused.statusCode).toBe(400);
    const detail = await officeCall(
      t.app,
      admin,
      'GET',
      `/api/office/casino/rounds/${round?.id ?? ''}`,
    );
    expect(
      detail
        .json<{ response: OfficeRoundDetail }>()
        .response.transactions.map((x) => [x.kind, x.amount, x.status]),
    ).toEqual([
      ['bet', 1_000, 'done'],
      ['win', 5_000, 'done'],
    ]);
    const rolledRound = (
      await officeCall(t.app, admin, 'GET', `/api/office/casino/rounds?round=${rolled}`)
    ).json<{ response: { items: OfficeRound[] } }>().response.items[0];
    const rolledDetail = (
      await officeCall(t.app, admin, 'GET', `/api/office/casino/rounds/${rolledRound?.id ?? ''}`)
    ).json<{ response: OfficeRoundDetail }>().response;
    expect(
      rolledDetail.transactions.map((x) => [
        x.kind,
        x.amount,
        x.status,
        x.reference_transaction_id,
      ]),
    ).toEqual([
      ['bet', 3_000, 'rolled_back', null],
      ['rollback', 3_000, 'done', betId],
    ]);
    expect(
      (await officeCall(t.app, admin, 'GET', '/api/office/casino/rounds/nope')).statusCode,
    ).toBe(404);

    const ggrRes = await officeCall(
      t.app,
      admin,
      'GET',
      `/api/office/casino/ggr?from=${today}&to=${today}&by=game`,
    );
    expect(ggrRes.statusCode).toBe(200);
    const ggr = ggrRes.json<{ response: OfficeGgr }>().response;
    expect(
      ggr.items.map((i) => [i.day, i.key, i.rounds, i.bets, i.wins, i.rollbacks, i.ggr]),
    ).toEqual([
      [today, 'blackjack', 2, 7_000, 8_000, 3_000, -4_000],
      [today, 'tesoro-del-dragon', 2, 3_000, 5_000, 0, -2_000],
    ]);
    expect(ggr.totals).toEqual({ bets: 10_000, wins: 13_000, rollbacks: 3_000, ggr: -6_000 });
    const byProvider = (
      await officeCall(
        t.app,
        admin,
        'GET',
        `/api/office/casino/ggr?from=${today}&to=${today}&by=provider`,
      )
    ).json<{ response: OfficeGgr }>().response;
    expect(byProvider.items.map((i) => [i.key, i.ggr])).toEqual([['tribuna', -6_000]]);
  });
});
