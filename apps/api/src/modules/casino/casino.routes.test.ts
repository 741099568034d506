import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CasinoGame, CasinoLobby } from '@tribuna/contracts/casino';
import { SYSTEM_ACTOR } from '../audit/audit.service';
import { createTestApp, type TestApp } from '../../test/test-app';
import { playerLogin, type PlayerSession } from '../players/players.test-support';
import { officeCall, officeLogin } from '../staff/staff.test-support';
import { registerPlayer } from '../wallet/wallet.test-support';
import { houseSimulator, launch } from './casino.test-support';
import type { GameInput } from './casino-import';

const HOST = 'localhost';
const RIO = '127.0.0.1';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

function get(host: string, url: string, token?: string, language = 'en_US') {
  return t.app.inject({
    method: 'GET',
    url,
    headers: {
      host,
      'master-language': language,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
}

function call(method: 'PUT' | 'DELETE', host: string, url: string, token?: string) {
  return t.app.inject({
    method,
    url,
    headers: {
      host,
      'master-language': 'en_US',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
}

async function games(host: string, query: string, token?: string) {
  const res = await get(host, `/api/casino/games?${query}`, token);
  expect(res.statusCode).toBe(200);
  return res.json<{ response: { items: CasinoGame[]; total: number; has_more: boolean } }>()
    .response;
}

const slugs = (items: { slug: string }[]) => items.map((g) => g.slug);

describe('the casino lobby and catalogue', () => {
  it('shows a guest the casino lobby: sliders, rails in order, providers, no recent', async () => {
    const res = await get(HOST, '/api/casino/lobby?kind=casino');
    expect(res.statusCode).toBe(200);
    const lobby = res.json<{ response: CasinoLobby }>().response;
    expect(lobby.kind).toBe('casino');
    expect(lobby.sliders.map((s) => s.game)).toEqual(['tesoro-del-dragon', 'cohete']);
    expect(lobby.rails.map((r) => [r.slug, r.name, r.total])).toEqual([
      ['popular', 'Popular', 3],
      ['new', 'New', 5],
      ['slots', 'Slots', 2],
      ['table', 'Table games', 3],
    ]);
    expect(lobby.rails[0]?.games.every((g) => g.kind === 'casino' && !g.favorite)).toBe(true);
    // The house and the partner provider (Cumbre Games, ADR 0018), by name.
    expect(lobby.providers).toEqual([
      { slug: 'cumbre', name: 'Cumbre Games', logo_url: '/games/cumbre-games.svg' },
      { slug: 'tribuna', name: 'Tribuna Originals', logo_url: '/games/tribuna-originals.svg' },
    ]);
    expect(lobby.recent).toEqual([]);
    // The rails' names follow the caller's language.
    const es = await get(HOST, '/api/casino/lobby', undefined, 'es_ES');
    expect(es.json<{ response: CasinoLobby }>().response.rails.map((r) => r.name)).toContain(
      'Tragamonedas',
    );
    const live = (await get(HOST, '/api/casino/lobby?kind=live')).json<{ response: CasinoLobby }>()
      .response;
    expect(live.rails.map((r) => r.slug)).toEqual(['popular', 'live']);
    expect(live.rails[1]?.games.map((g) => g.slug)).toEqual(['ruleta-en-vivo']);
    expect(live.sliders).toHaveLength(1);
  });

  it('searches by name or provider, any case and accents, as you type', async () => {
    expect(slugs((await games(HOST, 'q=drag')).items)).toEqual(['tesoro-del-dragon']);
    expect(slugs((await games(HOST, 'q=DRAGÓN')).items)).toEqual(['tesoro-del-dragon']);
    expect(slugs((await games(HOST, `q=${encodeURIComponent('tesoro dragon')}`)).items)).toEqual([
      'tesoro-del-dragon',
    ]);
    expect((await games(HOST, 'q=originals')).total).toBe(4);
    expect((await games(HOST, 'q=ruleta')).items.map((g) => g.slug)).toEqual(['ruleta-europea']);
    expect((await games(HOST, 'q=ruleta&kind=live')).items.map((g) => g.slug)).toEqual([
      'ruleta-en-vivo',
    ]);
    expect((await games(HOST, 'q=zzz')).total).toBe(0);
  });

  it('filters by category and provider, and pages', async () => {
    expect(slugs((await games(HOST, 'category=table')).items)).toEqual([
      'ruleta-europea',
      'blackjack',
      'dados',
    ]);
    expect((await games(HOST, 'provider=tribuna')).total).toBe(4);
    expect((await games(HOST, 'provider=cumbre')).total).toBe(2);
    expect((await games(HOST, 'provider=nobody')).total).toBe(0);
    const first = await games(HOST, 'limit=3&offset=0');
    expect(first).toMatchObject({ total: 6, has_more: true });
    const second = await games(HOST, 'limit=3&offset=3');
    expect(second).toMatchObject({ total: 6, has_more: false });
    expect([...slugs(first.items), ...slugs(second.items)]).toEqual([
      'tesoro-del-dragon',
      'ruleta-europea',
      'blackjack',
      'cohete',
      'dados',
      'frutas-clasicas',
    ]);
    expect((await get(HOST, '/api/casino/games?limit=0')).statusCode).toBe(400);
  });

  it('shows one game with its description, and 404 for one the brand does not show', async () => {
    const res = await get(HOST, '/api/casino/games/blackjack');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ response: { description: string; rtp: string } }>().response).toMatchObject({
      rtp: '99.53',
      description: expect.stringContaining('soft 17') as string,
    });
    const missing = await get(HOST, '/api/casino/games/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ response: string[] }>().response).toEqual([
      'This game is not available.',
    ]);
  });

  it('keeps favourites per player: add, list, flag, remove; guests are asked to log in', async () => {
    expect((await call('PUT', HOST, '/api/casino/favorites/cohete')).statusCode).toBe(401);
    const player = await registerPlayer(t.app, HOST);
    const other = await registerPlayer(t.app, HOST);
    const put = await call('PUT', HOST, '/api/casino/favorites/cohete', player.token);
    expect(put.json()).toEqual({ response: { slug: 'cohete', favorite: true } });
    await call('PUT', HOST, '/api/casino/favorites/blackjack', player.token);
    // Twice is still once.
    await call('PUT', HOST, '/api/casino/favorites/blackjack', player.token);
    const list = await get(HOST, '/api/casino/favorites', player.token);
    expect(slugs(list.json<{ response: { items: CasinoGame[] } }>().response.items)).toEqual([
      'blackjack',
      'cohete',
    ]);
    const flagged = await games(HOST, 'q=cohete', player.token);
    expect(flagged.items[0]?.favorite).toBe(true);
    expect((await games(HOST, 'q=cohete', other.token)).items[0]?.favorite).toBe(false);
    const removed = await call('DELETE', HOST, '/api/casino/favorites/cohete', player.token);
    expect(removed.json()).toEqual({ response: { slug: 'cohete', favorite: false } });
    const after = await get(HOST, '/api/casino/favorites', player.token);
    expect(slugs(after.json<{ response: { items: CasinoGame[] } }>().response.items)).toEqual([
      'blackjack',
    ]);
    expect((await call('PUT', HOST, '/api/casino/favorites/nope', player.token)).statusCode).toBe(
      404,
    );
  });

  it('launches: guest real refused, guest demo, live demo refused, player real with recent play', async () => {
    const guestReal = await launch(t.app, HOST, null, 'tesoro-del-dragon', 'real');
    expect(guestReal.status).toBe(401);
    expect(guestReal.body).toMatchObject({
      response: ['You must login to access this game'],
      code: 'LOGIN_REQUIRED',
    });
    const demo = await launch(t.app, HOST, null, 'tesoro-del-dragon', 'demo');
    expect(demo.status).toBe(201);
    expect(demo.launch?.url).toMatch(
      new RegExp(`^/games/house/tesoro-del-dragon\\?session=${demo.launch?.session_id}#token=`),
    );
    expect(Date.parse(demo.launch?.expires_at ?? '') - Date.now()).toBeGreaterThan(3.9 * 3_600_000);
    expect((await launch(t.app, HOST, null, 'ruleta-en-vivo', 'demo')).status).toBe(403);

    const player = await registerPlayer(t.app, HOST);
    for (const slug of ['cohete', 'blackjack', 'cohete']) {
      expect((await launch(t.app, HOST, player.token, slug, 'real')).status).toBe(201);
    }
    const recent = await get(HOST, '/api/casino/recent', player.token);
    expect(slugs(recent.json<{ response: { items: CasinoGame[] } }>().response.items)).toEqual([
      'cohete',
      'blackjack',
    ]);
    const lobby = (await get(HOST, '/api/casino/lobby', player.token)).json<{
      response: CasinoLobby;
    }>();
    expect(slugs(lobby.response.recent)).toEqual(['cohete', 'blackjack']);
    // The stored session keeps only the token's hash.
    const [session] = await t.app.services.casino.player.sessions([demo.launch?.session_id ?? '']);
    expect(session?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(session?.tokenHash).not.toBe(demo.token);
    expect(session).toMatchObject({ mode: 'demo', playerId: null, currency: 'ARS' });
  });

  it('keeps the 20 most recently played games', async () => {
    const extra: GameInput[] = Array.from({ length: 22 }, (_, i) => ({
      slug: `recent-test-${i}`,
      provider: 'tribuna',
      name: `Recent Test ${i}`,
      kind: 'casino',
      tags: [],
      imageUrl: '/games/cohete.svg',
      rtp: '96.00',
      volatility: 'low',
      minBet: 1,
      maxBet: 100,
      demo: true,
      descriptions: { en_US: '', es_ES: '', pt_BR: '' },
      categories: [],
    }));
    const tenant = await t.app.services.tenants.resolveHost(RIO);
    if (!tenant) throw new Error('no brand');
    await t.app.services.casino.importCatalogue({ providers: [], categories: [], games: extra });
    await t.app.services.casino.enableForTenant(tenant.id, []);
    const player = await registerPlayer(t.app, RIO);
    for (const game of extra) {
      expect((await launch(t.app, RIO, player.token, game.slug, 'real')).status).toBe(201);
    }
    const recent = await get(RIO, '/api/casino/recent', player.token);
    const items = recent.json<{ response: { items: CasinoGame[] } }>().response.items;
    expect(slugs(items)).toEqual(
      extra
        .slice(2)
        .reverse()
        .map((g) => g.slug),
    );
  });

  it('refuses a blocked player', async () => {
    const player = await registerPlayer(t.app, HOST);
    const tenant = await t.app.services.tenants.resolveHost(HOST);
    const claims = await t.app.platform.tokens.verify(player.token, 'player');
    if (!tenant || !claims) throw new Error('setup');
    await t.app.services.players.setStatus(SYSTEM_ACTOR, tenant.id, claims.sub, 'blocked', 'test');
    const blocked = await launch(t.app, HOST, player.token, 'cohete', 'real');
    expect(blocked.status).toBe(403);
    expect(blocked.body).toMatchObject({ code: 'USER_BLOCKED' });
    // The seeded blocked account cannot even log in to try.
    await expect(playerLogin(t.app, HOST, 'blocked', 'demo1234')).rejects.toThrow();
  });

  it('keeps brands apart: a game hidden on one brand stays on another; tokens work only on their brand', async () => {
    const admin = await officeLogin(t.app, RIO, 'admin', 'admin1234');
    const hidden = await officeCall(t.app, admin, 'PATCH', '/api/office/casino/games/cohete', {
      enabled: false,
    });
    expect(hidden.statusCode).toBe(200);
    expect(slugs((await games(RIO, 'kind=casino&limit=100')).items)).not.toContain('cohete');
    expect((await get(RIO, '/api/casino/games/cohete')).statusCode).toBe(404);
    expect((await launch(t.app, RIO, null, 'cohete', 'demo')).status).toBe(404);
    expect(slugs((await games(HOST, 'kind=casino')).items)).toContain('cohete');

    // A session token of the demo player on Tribuna, presented on RioBet's host.
    const demo: PlayerSession = await playerLogin(t.app, HOST, 'demo', 'demo1234');
    const launched = await launch(t.app, HOST, demo.token, 'blackjack', 'real');
    const rio = await houseSimulator(t.app, RIO);
    const foreign = await rio.session(launched.token ?? '', 'blackjack', 'ARS').balance();
    expect(foreign.ok ? null : [foreign.status, foreign.error.code]).toEqual([
      401,
      'TOKEN_INVALID',
    ]);
    const home = await (
      await houseSimulator(t.app, HOST)
    )
      .session(launched.token ?? '', 'blackjack', 'ARS')
      .balance();
    expect(home.ok ? home.answer.balance : null).toBe(10_000_000);
    // A player's Bearer of one brand is refused on another.
    expect((await get(RIO, '/api/casino/favorites', demo.token)).statusCode).toBe(401);
    await officeCall(t.app, admin, 'PATCH', '/api/office/casino/games/cohete', { enabled: true });
    expect(slugs((await games(RIO, 'kind=casino&limit=100')).items)).toContain('cohete');
  });
});

describe('the OpenAPI document', () => {
  it('lists the casino calls, the provider API with its signature header and schemas, and the office’s', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: { name: string; in: string }[];
            requestBody?: unknown;
            responses?: Record<string, unknown>;
          }
        >
      >;
    }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/casino/lobby',
        '/api/casino/games',
        '/api/casino/games/{slug}/launch',
        '/api/casino/favorites/{slug}',
        '/api/casino/recent',
        '/api/office/casino/games',
        '/api/office/casino/rounds/{id}',
        '/api/office/casino/ggr',
      ]),
    );
    for (const call of ['balance', 'bet', 'win', 'rollback', 'end-round']) {
      const post = doc.paths[`/api/casino/provider/{provider}/${call}`]?.post;
      expect(post?.parameters).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ name: 'x-tribuna-signature', in: 'header' }),
        ]),
      );
      expect(post?.requestBody).toBeDefined();
      expect(Object.keys(post?.responses ?? {})).toEqual(
        expect.arrayContaining(['200', '401', '409']),
      );
    }
  });
});
