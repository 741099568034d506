import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '@tribuna/contracts/envelope';
import { defaultSportSettings, type SportsEvent, type SportsMenu } from '@tribuna/contracts/sports';
import { priceX100 } from '@tribuna/games/sports/margin';
import { SYSTEM_ACTOR } from '../audit/audit.service';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  fixtureMessage,
  market1x2,
  marketTotal,
  marketWinner,
  oddsMessage,
} from './sports-feed.test-support';
import { sportsEvents, sportsSuspensions } from './sports.schema';

let t: TestApp;
let riobet: string;
const HOUR = 3600_000;
const base = Date.now();

function get(url: string, host = 'localhost', language = 'en_US') {
  return t.app.inject({ method: 'GET', url, headers: { host, 'master-language': language } });
}

async function ok<T>(url: string, host = 'localhost'): Promise<T> {
  const res = await get(url, host);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ response: T }>().response;
}

async function idOf(feedId: string): Promise<string> {
  const [row] = await t.infra.database.db
    .select({ id: sportsEvents.id })
    .from(sportsEvents)
    .where(eq(sportsEvents.feedId, feedId));
  if (!row) throw new Error(`no event ${feedId}`);
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const rio = await t.app.services.tenants.resolveHost('127.0.0.1');
  if (!rio) throw new Error('no demo brand');
  riobet = rio.id;
  const { feed } = t.app.services.sports;
  const football = { competitionName: 'Liga Profesional' };
  await feed.ingest(
    fixtureMessage('r:upcoming', { ...football, start_at: base + 2 * HOUR, featured: true }),
  );
  await feed.ingest(oddsMessage('r:upcoming', [marketTotal(2.5, 0.5), market1x2(0.5, 0.3, 0.2)]));
  await feed.ingest(
    fixtureMessage('r:live', {
      competitionName: 'Premier League',
      home: 'Arsenal',
      away: 'Chelsea',
      start_at: base - HOUR / 2,
      status: 'live',
    }),
  );
  await feed.ingest(
    oddsMessage('r:live', [market1x2(0.4, 0.3, 0.3)], {
      status: 'live',
      score: { home: 1, away: 0, periods: [{ home: 1, away: 0 }], game: null, serving: null },
      clock: { period: '1st_half', seconds: 1500, running: true },
    }),
  );
  await feed.ingest(
    fixtureMessage('r:nba', {
      sport: 'basketball',
      competitionName: 'NBA',
      home: 'Lakers',
      away: 'Celtics',
      start_at: base + HOUR,
    }),
  );
  await feed.ingest(oddsMessage('r:nba', [marketWinner(0.55)]));
  // Finished: one lately (still listed with its result), one long ago (gone).
  await feed.ingest(
    fixtureMessage('r:ended', {
      ...football,
      home: 'Racing',
      away: 'Independiente',
      start_at: base - 2 * HOUR,
      status: 'ended',
    }),
  );
  await feed.ingest(
    fixtureMessage('r:old', {
      ...football,
      home: 'Huracán',
      away: 'San Lorenzo',
      start_at: base - 9 * HOUR,
      status: 'ended',
    }),
  );
  // A match the feed never started (stale), a postponement long ago (gone), one lately (listed last).
  const nacional = { competitionName: 'Primera Nacional' };
  await feed.ingest(
    fixtureMessage('r:stale', {
      ...nacional,
      home: 'Atlanta',
      away: 'Almagro',
      start_at: base - 5 * HOUR,
    }),
  );
  await feed.ingest(
    fixtureMessage('r:postponed-old', {
      ...nacional,
      home: 'Chacarita',
      away: 'Morón',
      start_at: base - 6 * HOUR,
      status: 'postponed',
    }),
  );
  await feed.ingest(
    fixtureMessage('r:postponed', {
      ...nacional,
      home: 'Quilmes',
      away: 'Temperley',
      start_at: base + 3 * HOUR,
      status: 'postponed',
    }),
  );
  await t.infra.database.db
    .update(sportsEvents)
    .set({ updatedAt: new Date(base - 5 * HOUR) })
    .where(inArray(sportsEvents.feedId, ['r:old', 'r:postponed-old']));
}, 60_000);
afterAll(() => t.close());

describe('the sportsbook catalogue', () => {
  it('lists sports and competitions with live and upcoming counts', async () => {
    const menu = await ok<SportsMenu>('/api/sports/menu');
    expect(
      menu.sports.map((s) => ({
        sport: s.sport,
        live: s.live,
        upcoming: s.upcoming,
        competitions: s.competitions.map((c) => [c.slug, c.events]),
      })),
    ).toEqual([
      {
        sport: 'football',
        live: 1,
        upcoming: 1,
        competitions: [
          ['liga-profesional', 1],
          ['premier-league', 1],
        ],
      },
      { sport: 'basketball', live: 0, upcoming: 1, competitions: [['nba', 1]] },
    ]);
  });

  it('lists live events, then the next ones, then lately finished ones, with their main market; filters and pages them', async () => {
    const all = await ok<{ events: SportsEvent[]; total: number }>('/api/sports/events');
    expect(all.events.map((e) => e.home)).toEqual([
      'Arsenal',
      'Lakers',
      'Boca Juniors',
      'Racing',
      'Quilmes',
    ]);
    expect(all.total).toBe(5);
    const upcoming = all.events[2];
    expect(upcoming?.markets.map((m) => m.type)).toEqual(['1x2']);
    expect(upcoming?.market_count).toBe(2);
    expect(upcoming?.featured).toBe(true);
    expect(upcoming?.bet_delay_ms).toBe(5000);
    expect(upcoming?.competition.slug).toBe('liga-profesional');
    expect(upcoming?.markets[0]?.outcomes.map((o) => o.odds)).toEqual(
      [0.5, 0.3, 0.2].map((p) => priceX100(p, 600) / 100),
    );
    expect(all.events[1]?.markets.map((m) => m.type)).toEqual(['winner']);
    expect(all.events[0]?.score?.home).toBe(1);
    expect(all.events[3]?.markets).toEqual([]);

    const homes = async (query: string) =>
      (await ok<{ events: SportsEvent[] }>(`/api/sports/events?${query}`)).events.map(
        (e) => e.home,
      );
    expect(await homes('sport=basketball')).toEqual(['Lakers']);
    expect(await homes('competition=premier-league')).toEqual(['Arsenal']);
    expect(await homes(`competition=${upcoming?.competition.id ?? ''}`)).toEqual([
      'Boca Juniors',
      'Racing',
    ]);
    expect(await homes('status=live')).toEqual(['Arsenal']);
    expect(await homes('featured=true')).toEqual(['Boca Juniors']);
    const page = await ok<{ events: SportsEvent[]; total: number }>(
      '/api/sports/events?limit=2&offset=1',
    );
    expect([page.events.map((e) => e.home), page.total]).toEqual([['Lakers', 'Boca Juniors'], 5]);

    const live = await ok<{ events: SportsEvent[]; total: number }>('/api/sports/live');
    expect(live.events.map((e) => [e.home, e.clock?.seconds])).toEqual([['Arsenal', 1500]]);
  });

  it('shows an event with every market, by id or by its page address', async () => {
    const id = await idOf('r:upcoming');
    const event = await ok<SportsEvent>(`/api/sports/events/${id}`);
    expect(event.markets.map((m) => [m.type, m.line])).toEqual([
      ['1x2', null],
      ['total', 2.5],
    ]);
    expect(event.market_count).toBe(2);
    const bySlugs = await ok<SportsEvent>(
      `/api/sports/events/${event.competition.slug}/${event.slug}`,
    );
    expect(bySlugs.id).toBe(id);
  });

  it('prices at each brand margin and shows the brand its own suspensions', async () => {
    await t.app.services.sports.settings.set(SYSTEM_ACTOR, riobet, 'football', {
      ...defaultSportSettings('football', 'BRL'),
      margin_bp: 1200,
      bet_delay_ms: 3000,
    });
    const id = await idOf('r:upcoming');
    await t.infra.database.db
      .insert(sportsSuspensions)
      .values({ tenantId: riobet, eventId: id, marketId: null });
    const rio = await ok<SportsEvent>(`/api/sports/events/${id}`, '127.0.0.1');
    const home = await ok<SportsEvent>(`/api/sports/events/${id}`);
    expect(rio.bet_delay_ms).toBe(3000);
    expect(rio.markets[0]?.outcomes[0]?.odds).toBe(priceX100(0.5, 1200) / 100);
    expect(rio.markets.map((m) => m.status)).toEqual(['suspended', 'suspended']);
    expect(home.markets.map((m) => m.status)).toEqual(['open', 'open']);
    const list = await ok<{ events: SportsEvent[] }>(
      '/api/sports/events?featured=true',
      '127.0.0.1',
    );
    expect(list.events[0]?.markets[0]?.status).toBe('suspended');
  });

  it('answers 404 and 400 in the caller’s language', async () => {
    const missing = await get(
      '/api/sports/events/00000000-0000-4000-8000-000000000000',
      'localhost',
      'es_ES',
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorEnvelope>().response).toEqual(['Este evento no existe.']);
    expect((await get('/api/sports/events/not-an-id')).statusCode).toBe(404);
    expect((await get('/api/sports/events/liga-profesional/nope')).statusCode).toBe(404);

    const bad = await get('/api/sports/events?sport=golf&limit=0', 'localhost', 'es_ES');
    expect(bad.statusCode).toBe(400);
    const body = bad.json<ErrorEnvelope>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.fields ?? {}).sort()).toEqual(['limit', 'sport']);
    expect(bad.body).not.toMatch(/Invalid|expected/);
  });
});

describe('the OpenAPI document', () => {
  it('lists the catalogue calls under the sports tag', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, Record<string, { tags?: string[] }>> }>();
    for (const path of [
      '/api/sports/menu',
      '/api/sports/events',
      '/api/sports/live',
      '/api/sports/events/{id}',
      '/api/sports/events/{competition}/{event}',
    ]) {
      expect(doc.paths[path]?.get?.tags, path).toEqual(['sports']);
    }
  });
});
