import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bet, SportsEvent, SportsMenu } from '@tribuna/contracts/sports';
import type { SimulatorFinished, SimulatorStatus } from '@tribuna/contracts/sports-office';
import { createTestApp, type TestApp } from '../../test/test-app';
import { officeCall, officeLogin } from '../staff/staff.test-support';
import { walletCall } from '../wallet/wallet.test-support';
import { eventually } from './sports-feed.test-support';
import {
  bettor,
  cashOf,
  placedBet,
  placeSlip,
  setSportSettings,
  slipOf,
} from './sports.test-support';

/** The app as `npm start` runs it: the built-in simulated feed, through the app's own wiring. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ sportsFeed: true, sportsSpeed: 60 });
}, 120_000);
afterAll(() => t.close());

async function ok<T>(url: string): Promise<T> {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { host: 'localhost', 'master-language': 'en_US' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ response: T }>().response;
}

describe('the simulated feed in the app', () => {
  it('fills the sportsbook with live and upcoming events of every sport, priced', async () => {
    const { feed } = t.app.services.sports;
    await eventually(() => expect(feed.isHolder()).toBe(true), 30_000);
    const live = await eventually(async () => {
      const answer = await ok<{ events: SportsEvent[] }>('/api/sports/live');
      expect(answer.events.length).toBeGreaterThan(3);
      return answer.events;
    }, 60_000);
    const menu = await ok<SportsMenu>('/api/sports/menu');
    expect(menu.sports.map((s) => s.sport).sort()).toEqual(['basketball', 'football', 'tennis']);
    expect(menu.sports.reduce((n, s) => n + s.upcoming, 0)).toBeGreaterThan(20);
    const withPrices = live.filter((e) => e.markets.some((m) => m.outcomes.length > 0));
    expect(withPrices.length).toBeGreaterThan(0);
    for (const event of live) expect(event.score).not.toBeNull();

    // The office's console: a goal in a live football match (one is always on soon).
    const match = await eventually(async () => {
      const { events } = await ok<{ events: SportsEvent[] }>('/api/sports/live');
      const found = events.find((e) => e.sport === 'football');
      if (!found) throw new Error('no live football match yet');
      return found;
    }, 60_000);
    const before = match.score?.home ?? 0;
    const scored = await feed.simulator.score(match.id, 'home', 1).then(
      () => true,
      () => false,
    );
    const after = await ok<SportsEvent>(`/api/sports/events/${match.id}`);
    // Refused only when the match has ended since it was listed.
    if (scored) expect(after.score?.home ?? 0).toBeGreaterThanOrEqual(before + 1);
    else expect(after.status).toBe('ended');
  }, 120_000);

  it('refuses a live bet when the console scores a goal during its delay', async () => {
    const { feed } = t.app.services.sports;
    await eventually(() => expect(feed.isHolder()).toBe(true), 30_000);
    const who = await bettor(t.app, 'localhost', 100_000);
    await setSportSettings(t.app, who.tenantId, 'football', { bet_delay_ms: 4000 });
    t.app.services.sports.settings.forget();
    // A live football match whose result market is open, far enough from its end.
    const { match, market } = await eventually(async () => {
      const { events } = await ok<{ events: SportsEvent[] }>('/api/sports/live');
      const found = events.find(
        (e) =>
          e.sport === 'football' &&
          (e.clock?.seconds ?? 0) < 60 * 60 &&
          e.markets[0]?.status === 'open',
      );
      expect(found).toBeDefined();
      const open = found?.markets[0];
      if (!found || !open) throw new Error('none');
      return { match: found, market: open };
    }, 60_000);
    const outcome = market.outcomes.find((o) => o.active);
    if (!outcome) throw new Error('no active outcome');
    const pending = placeSlip(
      t.app,
      who,
      [
        {
          // The smallest stake the brand takes on the event, as its payload says.
          stake: match.min_stake,
          selections: [{ market_id: market.id, outcome: outcome.key, odds: outcome.odds }],
        },
      ],
      { accept: 'any' },
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await feed.simulator.score(match.id, 'home', 1);
    const [result] = slipOf(await pending).results;
    expect(result?.placed, JSON.stringify(result)).toBe(false);
    if (result?.placed === false) {
      const reasons = [result.reason, ...result.selections.map((s) => s.reason)];
      expect(reasons).toContain('bet_stop_during_delay');
    }
    expect(await cashOf(t.app, who)).toBe(100_000);
  }, 120_000);

  it('ends a match from the console at once, and the feed settles its bets', async () => {
    const { feed } = t.app.services.sports;
    await eventually(() => expect(feed.isHolder()).toBe(true), 30_000);
    const owner = await officeLogin(t.app, 'localhost', 'owner', 'owner1234');
    const trader = await officeLogin(t.app, 'localhost', 'trader', 'trader1234');
    const who = await bettor(t.app, 'localhost', 100_000);
    // Live bets answer at once here, so the test needs no delay.
    await setSportSettings(t.app, who.tenantId, 'football', { bet_delay_ms: 0 });
    t.app.services.sports.settings.forget();

    /** A football event of `status` whose main market is open now, and a bet on it. */
    async function betOn(
      status: 'live' | 'not_started',
    ): Promise<{ event: SportsEvent; bet: Bet }> {
      return eventually(async () => {
        const { events } = await ok<{ events: SportsEvent[] }>(
          `/api/sports/events?sport=football&status=${status}&limit=50`,
        );
        const event = events.find(
          (e) =>
            e.markets[0]?.status === 'open' &&
            (status === 'live' || Date.parse(e.start_at) > Date.now() + 30_000),
        );
        const outcome = event?.markets[0]?.outcomes.find((o) => o.active);
        const market = event?.markets[0];
        if (!event || !market || !outcome) throw new Error(`no open ${status} football`);
        const bet = placedBet(
          await placeSlip(t.app, who, [
            {
              stake: event.min_stake,
              selections: [{ market_id: market.id, outcome: outcome.key, odds: outcome.odds }],
            },
          ]),
        );
        return { event, bet };
      }, 60_000);
    }

    for (const status of ['not_started', 'live'] as const) {
      const { event, bet } = await betOn(status);
      const url = `/api/office/sports/simulator/events/${event.id}/finish`;
      expect((await officeCall(t.app, trader, 'POST', url)).statusCode).toBe(403);
      const key = `finish-${crypto.randomUUID()}`;
      const res = await walletCall(t.app, owner, 'POST', url, { key });
      expect(res.statusCode, res.body).toBe(200);
      const finished = res.json<{ response: SimulatorFinished }>().response;
      expect(finished).toEqual({
        event_id: event.id,
        status: 'ended',
        score: { home: finished.score.home, away: finished.score.away },
      });
      expect(Number.isInteger(finished.score.home) && Number.isInteger(finished.score.away)).toBe(
        true,
      );
      const after = await ok<SportsEvent>(`/api/sports/events/${event.id}`);
      expect(after.status).toBe('ended');
      expect(after.score).toMatchObject(finished.score);
      // A retry answers the same; the match stays over.
      const again = await walletCall(t.app, owner, 'POST', url, { key });
      expect(again.json()).toEqual(res.json());

      const settled = await eventually(async () => {
        const one = await walletCall(t.app, who.session, 'GET', `/api/sports/bets/${bet.id}`);
        const view = one.json<{ response: Bet }>().response;
        expect(['won', 'lost']).toContain(view.status);
        return view;
      }, 20_000);
      // The 1x2 leg settles on the final score the console answered.
      const leg = settled.legs[0];
      const { home, away } = finished.score;
      const winner = home > away ? 'home' : home < away ? 'away' : 'draw';
      expect(settled.status).toBe(leg?.outcome === winner ? 'won' : 'lost');
      expect(settled.payout).toBe(settled.status === 'won' ? settled.potential_payout : 0);
    }
    const status = await officeCall(t.app, owner, 'GET', '/api/office/sports/simulator');
    expect(status.json<{ response: SimulatorStatus }>().response).toMatchObject({
      feed: 'simulated',
      running_here: true,
      holder: feed.holder,
    });
    await setSportSettings(t.app, who.tenantId, 'football', { bet_delay_ms: 5000 });
  }, 180_000);
});
