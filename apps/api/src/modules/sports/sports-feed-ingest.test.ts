import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { channelTopic } from '@tribuna/contracts/live';
import {
  defaultSportSettings,
  SPORTS_LIVE_EVENTS,
  sportsEventStateSchema,
  sportsMarketsChangedSchema,
  type SportsMarketsChanged,
} from '@tribuna/contracts/sports';
import { priceX100 } from '@tribuna/games/sports/margin';
import { SYSTEM_ACTOR } from '../audit/audit.service';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sameJson } from '../../lib/stable-json';
import { createFeedIngestion, slugify } from './sports-feed-ingest';
import { createFeedPublisher } from './sports-feed-publish';
import { createSportsFeed, type SportsFeed } from './sports-feed';
import {
  fixtureMessage,
  market1x2,
  marketTotal,
  oddsMessage,
  recordingHooks,
  settlementMessage,
} from './sports-feed.test-support';
import {
  sportsCompetitions,
  sportsEvents,
  sportsMarkets,
  sportsSuspensions,
} from './sports.schema';
import { readEnv } from '../../env';

let t: TestApp;
let feed: SportsFeed;
let hooks: ReturnType<typeof recordingHooks>;
let tribuna: string;
let riobet: string;
/** What each brand's sports channel heard, in order. */
const heard = new Map<string, { type: string; data: unknown }[]>();

beforeAll(async () => {
  t = await createTestApp();
  const a = await t.app.services.tenants.resolveHost('localhost');
  const b = await t.app.services.tenants.resolveHost('127.0.0.1');
  if (!a || !b) throw new Error('no demo brands');
  tribuna = a.id;
  riobet = b.id;
  // Riobet prices football at a 10 % margin; Tribuna keeps the default (6 %).
  await t.app.services.sports.settings.set(SYSTEM_ACTOR, riobet, 'football', {
    ...defaultSportSettings('football', 'BRL'),
    margin_bp: 1000,
  });
  for (const id of [tribuna, riobet]) {
    heard.set(id, []);
    const sub = t.infra.bus.subscribe(channelTopic('sports', id), (message) => {
      heard.get(id)?.push(message);
    });
    await sub.ready;
  }
  hooks = recordingHooks();
  feed = createSportsFeed(t.app.services.sports.context, hooks, {});
}, 60_000);
afterAll(() => t.close());

beforeEach(() => {
  for (const list of heard.values()) list.length = 0;
  hooks.calls.length = 0;
});

async function eventRow(feedId: string) {
  const [row] = await t.infra.database.db
    .select()
    .from(sportsEvents)
    .where(eq(sportsEvents.feedId, feedId));
  if (!row) throw new Error(`no event ${feedId}`);
  return row;
}

async function marketRows(feedId: string) {
  const event = await eventRow(feedId);
  const rows = await t.infra.database.db
    .select()
    .from(sportsMarkets)
    .where(eq(sportsMarkets.eventId, event.id));
  return new Map(rows.map((r) => [r.key, r]));
}

function marketsHeard(tenantId: string): SportsMarketsChanged[] {
  return (heard.get(tenantId) ?? [])
    .filter((m) => m.type === SPORTS_LIVE_EVENTS.markets)
    .map((m) => sportsMarketsChangedSchema.parse(m.data));
}

/** Publishing follows the commit; the bus is in process (or Redis), so wait a moment. */
async function flush(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, readEnv().REDIS_URL ? 150 : 20));
}

describe('the feed ingestion', () => {
  it('makes slugs from names, unique, and tells pages when a fixture changes status', async () => {
    expect(slugify('São Paulo vs Grêmio')).toBe('sao-paulo-vs-gremio');
    expect(sameJson({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    await feed.ingest(fixtureMessage('f:1'));
    // The same teams again later, and another competition with the same name elsewhere.
    await feed.ingest(fixtureMessage('f:2', { start_at: Date.parse('2031-05-04T18:00:00Z') }));
    await feed.ingest({
      ...fixtureMessage('f:3'),
      event: {
        ...fixtureMessage('f:3').event,
        competition: { feed_id: 'comp:other', name: 'Liga Profesional', country: 'co' },
      },
    });
    const one = await eventRow('f:1');
    const two = await eventRow('f:2');
    const three = await eventRow('f:3');
    expect(one.slug).toBe('boca-juniors-vs-river-plate');
    expect(two.slug).toBe('boca-juniors-vs-river-plate-2031-05-04');
    expect(three.slug).toBe('boca-juniors-vs-river-plate');
    const competitions = await t.infra.database.db.select().from(sportsCompetitions);
    expect(competitions.map((c) => c.slug).sort()).toEqual([
      'liga-profesional',
      'liga-profesional-2',
    ]);

    await flush();
    for (const list of heard.values()) list.length = 0;
    // Unchanged: nothing written, nothing told.
    await feed.ingest(fixtureMessage('f:1'));
    await feed.ingest(fixtureMessage('f:1', { status: 'live' }));
    await flush();
    const states = (heard.get(tribuna) ?? [])
      .filter((m) => m.type === SPORTS_LIVE_EVENTS.event)
      .map((m) => sportsEventStateSchema.parse(m.data));
    expect(states).toEqual([{ event_id: one.id, status: 'live', score: null, clock: null }]);
    expect((await eventRow('f:1')).status).toBe('live');
  });

  it('stores fair prices, and each brand hears them at its own margin and suspensions', async () => {
    await feed.ingest(fixtureMessage('f:10'));
    await feed.ingest(oddsMessage('f:10', [market1x2(0.5, 0.3, 0.2), marketTotal(2.5, 0.45)]));
    const rows = await marketRows('f:10');
    const main = rows.get('1x2');
    expect(main?.version).toBe(1);
    expect(main?.status).toBe('open');
    expect(main?.outcomes).toEqual([
      { key: 'home', probability: 0.5, active: true, result: null },
      { key: 'draw', probability: 0.3, active: true, result: null },
      { key: 'away', probability: 0.2, active: true, result: null },
    ]);
    expect(rows.get('total:2.5')?.line).toBe(2.5);
    expect(hooks.calls).toEqual([{ hook: 'changed', ids: [...rows.values()].map((r) => r.id) }]);

    await flush();
    const home = (heard: SportsMarketsChanged[]) =>
      heard[0]?.markets.find((m) => m.type === '1x2')?.outcomes[0]?.odds;
    expect(home(marketsHeard(tribuna))).toBe(priceX100(0.5, 600) / 100);
    expect(home(marketsHeard(riobet))).toBe(priceX100(0.5, 1000) / 100);

    // The same prices again change nothing; a new price bumps the version.
    hooks.calls.length = 0;
    await feed.ingest(oddsMessage('f:10', [market1x2(0.5, 0.3, 0.2)]));
    expect((await marketRows('f:10')).get('1x2')?.version).toBe(1);
    expect(hooks.calls).toEqual([]);

    // Riobet suspended this market itself: its pages see it suspended, Tribuna's open.
    const event = await eventRow('f:10');
    await t.infra.database.db
      .insert(sportsSuspensions)
      .values({ tenantId: riobet, eventId: event.id, marketId: main?.id ?? null });
    await flush();
    for (const list of heard.values()) list.length = 0;
    await feed.ingest(oddsMessage('f:10', [market1x2(0.55, 0.25, 0.2)]));
    expect((await marketRows('f:10')).get('1x2')?.version).toBe(2);
    await flush();
    expect(marketsHeard(tribuna)[0]?.markets[0]?.status).toBe('open');
    expect(marketsHeard(riobet)[0]?.markets[0]?.status).toBe('suspended');
    expect(marketsHeard(tribuna)[0]?.markets[0]?.outcomes[0]?.odds).toBe(
      priceX100(0.55, 600) / 100,
    );
  });

  it('tells the pages a price above the brand’s highest for the sport as locked', async () => {
    // Riobet offers football prices up to 1000.00; Tribuna keeps the default (251.00).
    const { sport: _sport, ...riobetFootball } = await t.app.services.sports.settings.of(
      riobet,
      'football',
    );
    void _sport;
    await t.app.services.sports.settings.set(SYSTEM_ACTOR, riobet, 'football', {
      ...riobetFootball,
      max_price: 1000,
    });
    await feed.ingest(fixtureMessage('f:15', { status: 'live' }));
    await feed.ingest(oddsMessage('f:15', [market1x2(0.9, 0.098, 0.002)], { status: 'live' }));
    await flush();
    const away = (tenantId: string) =>
      marketsHeard(tenantId)
        .at(-1)
        ?.markets[0]?.outcomes.find((o) => o.key === 'away');
    expect(away(tribuna)).toMatchObject({ odds: priceX100(0.002, 600) / 100, active: false });
    expect(away(riobet)).toMatchObject({ odds: priceX100(0.002, 1000) / 100, active: true });
    expect(marketsHeard(tribuna).at(-1)?.markets[0]?.outcomes[0]?.active).toBe(true);
    await t.app.services.sports.settings.set(SYSTEM_ACTOR, riobet, 'football', riobetFootball);
  });

  it('updates the live state with the prices; a bet stop suspends every market or the named ones', async () => {
    await feed.ingest(fixtureMessage('f:20', { status: 'live' }));
    await feed.ingest(
      oddsMessage('f:20', [market1x2(0.4, 0.3, 0.3), marketTotal(2.5, 0.5)], {
        status: 'live',
        score: { home: 0, away: 0, periods: [], game: null, serving: null },
        clock: { period: '1st_half', seconds: 600, running: true },
      }),
    );
    const event = await eventRow('f:20');
    expect(event.score?.home).toBe(0);
    expect(event.clock?.seconds).toBe(600);

    hooks.calls.length = 0;
    await feed.ingest({
      type: 'bet_stop',
      producer: 'live',
      timestamp: Date.now(),
      event_id: 'f:20',
      markets: [{ type: 'total', line: 2.5 }],
    });
    let rows = await marketRows('f:20');
    expect(rows.get('total:2.5')?.status).toBe('suspended');
    expect(rows.get('total:2.5')?.stoppedAt).toBeInstanceOf(Date);
    expect(rows.get('total:2.5')?.version).toBe(2);
    expect(rows.get('1x2')?.status).toBe('open');
    expect(hooks.calls).toEqual([{ hook: 'changed', ids: [rows.get('total:2.5')?.id] }]);

    // A goal: the whole event stops, the score moves, then the prices reopen it.
    await feed.ingest({
      type: 'bet_stop',
      producer: 'live',
      timestamp: Date.now(),
      event_id: 'f:20',
    });
    rows = await marketRows('f:20');
    expect([...rows.values()].map((r) => r.status)).toEqual(['suspended', 'suspended']);
    expect(rows.get('total:2.5')?.version).toBe(3);
    await feed.ingest(
      oddsMessage('f:20', [market1x2(0.6, 0.25, 0.15), marketTotal(2.5, 0.7)], {
        score: { home: 1, away: 0, periods: [], game: null, serving: null },
      }),
    );
    rows = await marketRows('f:20');
    expect([...rows.values()].map((r) => r.status)).toEqual(['open', 'open']);
    expect((await eventRow('f:20')).score?.home).toBe(1);
  });

  it('settles, rolls a settlement back and reopens, and voids, telling the bets each time', async () => {
    await feed.ingest(fixtureMessage('f:30', { status: 'live' }));
    await feed.ingest(oddsMessage('f:30', [market1x2(0.4, 0.3, 0.3), marketTotal(2.5, 0.5)]));
    const ids = await marketRows('f:30');
    const main = ids.get('1x2')?.id;
    const total = ids.get('total:2.5')?.id;
    hooks.calls.length = 0;

    const settle = settlementMessage('f:30', [
      {
        type: '1x2',
        line: null,
        outcomes: [
          { key: 'home', result: 'won' },
          { key: 'draw', result: 'lost' },
          { key: 'away', result: 'lost' },
        ],
      },
    ]);
    await feed.ingest(settle);
    let rows = await marketRows('f:30');
    expect(rows.get('1x2')?.status).toBe('settled');
    expect(rows.get('1x2')?.settledAt).toBeInstanceOf(Date);
    expect(rows.get('1x2')?.outcomes.map((o) => o.result)).toEqual(['won', 'lost', 'lost']);
    expect(hooks.calls).toEqual([{ hook: 'settle', ids: [main] }]);
    // The same settlement again is not news; prices do not reopen a settled market.
    await feed.ingest(settle);
    await feed.ingest(oddsMessage('f:30', [market1x2(0.3, 0.3, 0.4)]));
    expect(hooks.calls).toHaveLength(1);
    expect((await marketRows('f:30')).get('1x2')?.status).toBe('settled');

    await feed.ingest({
      type: 'rollback_bet_settlement',
      producer: 'live',
      timestamp: Date.now(),
      event_id: 'f:30',
      markets: [{ type: '1x2', line: null }],
    });
    rows = await marketRows('f:30');
    expect(rows.get('1x2')?.status).toBe('suspended');
    expect(rows.get('1x2')?.settledAt).toBeNull();
    expect(rows.get('1x2')?.outcomes.map((o) => o.result)).toEqual([null, null, null]);
    expect(hooks.calls.at(-1)).toEqual({ hook: 'rollback', ids: [main] });
    await feed.ingest(oddsMessage('f:30', [market1x2(0.35, 0.3, 0.35)]));
    expect((await marketRows('f:30')).get('1x2')?.status).toBe('open');

    await feed.ingest({
      type: 'bet_cancel',
      producer: 'live',
      timestamp: Date.now(),
      event_id: 'f:30',
      markets: [{ type: 'total', line: 2.5 }],
      reason: 'match abandoned',
    });
    rows = await marketRows('f:30');
    expect(rows.get('total:2.5')?.status).toBe('void');
    expect(rows.get('total:2.5')?.outcomes.map((o) => o.result)).toEqual(['void', 'void']);
    expect(rows.get('1x2')?.status).toBe('open');
    expect(hooks.calls.at(-1)).toEqual({ hook: 'void', ids: [total] });
  });

  it('drops messages about events it never had a fixture for', async () => {
    await feed.ingest(oddsMessage('f:unknown', [market1x2(0.4, 0.3, 0.3)]));
    await feed.ingest({
      type: 'bet_stop',
      producer: 'live',
      timestamp: Date.now(),
      event_id: 'f:unknown',
    });
    const events = await t.infra.database.db
      .select()
      .from(sportsEvents)
      .where(eq(sportsEvents.feedId, 'f:unknown'));
    expect(events).toEqual([]);
    expect(hooks.calls).toEqual([]);
  });

  it('keeps an event from going back or changing who plays, and says so', async () => {
    const warnings: string[] = [];
    const strict = createSportsFeed(t.app.services.sports.context, recordingHooks(), {
      warn: (what) => warnings.push(what),
    });
    await strict.ingest(fixtureMessage('f:back', { home: 'Banfield', away: 'Lanús' }));
    await strict.ingest(oddsMessage('f:back', [market1x2(0.4, 0.3, 0.3)], { status: 'live' }));
    // An old fixture (not started) arrives late, with other teams and another competition.
    await strict.ingest(
      fixtureMessage('f:back', {
        home: 'Colón',
        away: 'Unión',
        competitionName: 'Copa Argentina',
        featured: true,
      }),
    );
    const live = await eventRow('f:back');
    expect([live.status, live.home, live.away, live.featured]).toEqual([
      'live',
      'Banfield',
      'Lanús',
      true,
    ]);
    await strict.ingest(oddsMessage('f:back', [], { status: 'ended' }));
    await strict.ingest(oddsMessage('f:back', [], { status: 'live' }));
    await strict.ingest(fixtureMessage('f:back', { home: 'Banfield', away: 'Lanús' }));
    expect((await eventRow('f:back')).status).toBe('ended');
    expect(warnings.length).toBe(4);
  });

  it('stops bets at the time the feed says, not when the stop is written', async () => {
    await feed.ingest(fixtureMessage('f:stop'));
    await feed.ingest(oddsMessage('f:stop', [market1x2(0.4, 0.3, 0.3)]));
    const at = Date.now() - 3000;
    await feed.ingest({ type: 'bet_stop', producer: 'live', timestamp: at, event_id: 'f:stop' });
    expect((await marketRows('f:stop')).get('1x2')?.stoppedAt?.getTime()).toBe(at);
    // A feed clock ahead of ours does not stop bets in our future.
    await feed.ingest({
      type: 'bet_stop',
      producer: 'live',
      timestamp: Date.now() + 60_000,
      event_id: 'f:stop',
    });
    expect((await marketRows('f:stop')).get('1x2')?.stoppedAt?.getTime()).toBeLessThanOrEqual(
      Date.now(),
    );
  });

  it('writes a batch whole or not at all', async () => {
    const ingestion = createFeedIngestion(
      t.app.services.sports.context,
      hooks,
      createFeedPublisher(t.app.services.sports.context),
    );
    await expect(
      ingestion.ingestBatch([
        fixtureMessage('f:whole'),
        oddsMessage('f:whole', [market1x2(0.4, 0.3, 0.3), marketTotal(2.5, 0.5)]),
        fixtureMessage('f:broken', { home: 'Nul\u0000l' }),
      ]),
    ).rejects.toThrow();
    const rows = await t.infra.database.db
      .select()
      .from(sportsEvents)
      .where(eq(sportsEvents.feedId, 'f:whole'));
    expect(rows).toEqual([]);
    expect(hooks.calls).toEqual([]);
  });
});
