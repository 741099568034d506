import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAX_PRICE,
  type Bet,
  type Market,
  type SportsEvent,
} from '@tribuna/contracts/sports';
import { sportsBets } from './sports.schema';
import {
  bettor,
  brandOdds,
  cashOf,
  openMarket,
  placeSlip,
  setSportSettings,
  singleBet,
  slipOf,
  sportsTestApp,
  twoWayWinner,
  updateMarket,
  withProbability,
  type Bettor,
} from './sports.test-support';
import { walletCall } from '../wallet/wallet.test-support';

// A brand's two per-sport terms that keep nonsense off its book (ADR 0039): the highest
// price it offers (a price above it is locked, and a bet on it refused), and the smallest
// stake it takes (in its own money). Both at their defaults here: the file never lowers
// them as the tests of a bet's maths do.

const HOST = 'localhost';
const t = sportsTestApp(HOST);

async function player<T>(url: string, host = HOST): Promise<T> {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { host, 'master-language': 'en_US' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ response: T }>().response;
}

function outcomeOf(market: Market | undefined, key: string) {
  const found = market?.outcomes.find((o) => o.key === key);
  if (!found) throw new Error(`no outcome ${key}`);
  return found;
}

/** The player's bets, whatever their status: a refused slip must have written none. */
async function betsOf(who: Bettor): Promise<number> {
  const rows = await t.db.select().from(sportsBets).where(eq(sportsBets.playerId, who.playerId));
  return rows.length;
}

describe('the highest price a sport offers', () => {
  it('locks a price above it in the list and on the event page, per sport', async () => {
    // Away at a fair 0.2 % is above 251.00 at any margin; home and the draw are not.
    const football = await openMarket(t.db, {
      status: 'live',
      markets: [
        {
          outcomes: [
            { key: 'home', probability: 0.95 },
            { key: 'draw', probability: 0.048 },
            { key: 'away', probability: 0.002 },
          ],
        },
      ],
    });
    const away = await brandOdds(t.app, t.tenantId, football.market, 'away');
    expect(away).toBeGreaterThan(DEFAULT_MAX_PRICE.football);

    const page = await player<SportsEvent>(`/api/sports/events/${football.event.id}`);
    const main = page.markets[0];
    expect(main?.status).toBe('open');
    expect(outcomeOf(main, 'away').active).toBe(false);
    expect(outcomeOf(main, 'home').active).toBe(true);
    expect(outcomeOf(main, 'draw').active).toBe(true);
    const { events } = await player<{ events: SportsEvent[] }>('/api/sports/live');
    const listed = events.find((e) => e.id === football.event.id);
    expect(outcomeOf(listed?.markets[0], 'away').active).toBe(false);

    // A price of about 105: offered in football (up to 251.00), locked in basketball (101.00).
    const offeredIn = async (sport: 'football' | 'basketball') => {
      const { event } = await openMarket(t.db, {
        sport,
        markets: [twoWayWinner(0.991, 0.009)],
      });
      const view = await player<SportsEvent>(`/api/sports/events/${event.id}`);
      const long = outcomeOf(view.markets[0], 'away');
      expect(long.odds).toBeGreaterThan(101);
      expect(long.odds).toBeLessThan(251);
      return long.active;
    };
    expect(await offeredIn('football')).toBe(true);
    expect(await offeredIn('basketball')).toBe(false);

    // The brand's own setting moves the line.
    await setSportSettings(t.app, t.tenantId, 'football', { max_price: 1000 });
    try {
      const raised = await player<SportsEvent>(`/api/sports/events/${football.event.id}`);
      expect(outcomeOf(raised.markets[0], 'away').active).toBe(true);
    } finally {
      await setSportSettings(t.app, t.tenantId, 'football', {
        max_price: DEFAULT_MAX_PRICE.football,
      });
    }
  });

  it('refuses a bet on a locked price as suspended, in the caller’s language, and moves nothing', async () => {
    const who = await bettor(t.app, HOST, 1_000_000);
    const { market } = await openMarket(t.db, {
      sport: 'tennis',
      status: 'live',
      markets: [twoWayWinner(0.995, 0.005)],
    });
    const odds = await brandOdds(t.app, t.tenantId, market, 'away', 'tennis');
    expect(odds).toBeGreaterThan(DEFAULT_MAX_PRICE.tennis);
    for (const accept of ['none', 'any'] as const) {
      const [result] = slipOf(
        await placeSlip(t.app, who, [singleBet(market, 'away', odds, 50_000)], {
          accept,
          language: 'es_ES',
        }),
      ).results;
      expect(result).toEqual({
        placed: false,
        selections: [{ index: 0, reason: 'suspended', odds: null }],
        reason: null,
        message: 'Esta selección está suspendida por el momento.',
      });
    }
    // The same price in an accumulator is refused the same way.
    const other = await openMarket(t.db);
    const home = await brandOdds(t.app, t.tenantId, other.market, 'home');
    const [accumulator] = slipOf(
      await placeSlip(t.app, who, [
        {
          stake: 50_000,
          selections: [
            { market_id: other.market.id, outcome: 'home', odds: home },
            { market_id: market.id, outcome: 'away', odds },
          ],
        },
      ]),
    ).results;
    expect(accumulator?.placed === false && accumulator.selections).toEqual([
      { index: 1, reason: 'suspended', odds: null },
    ]);
    expect(await cashOf(t.app, who)).toBe(1_000_000);
    expect(await betsOf(who)).toBe(0);

    // The other side, within the price, is taken.
    const favourite = await brandOdds(t.app, t.tenantId, market, 'home', 'tennis');
    const [taken] = slipOf(
      await placeSlip(t.app, who, [singleBet(market, 'home', favourite, 50_000)]),
    ).results;
    expect(taken?.placed).toBe(true);
    expect(await cashOf(t.app, who)).toBe(1_000_000 - 50_000);
  });

  it('offers no cash out while a leg’s price is above the highest', async () => {
    const who = await bettor(t.app, HOST, 1_000_000);
    const { market } = await openMarket(t.db, {
      sport: 'tennis',
      status: 'live',
      markets: [twoWayWinner(0.5, 0.5)],
    });
    const odds = await brandOdds(t.app, t.tenantId, market, 'away', 'tennis');
    const [placed] = slipOf(
      await placeSlip(t.app, who, [singleBet(market, 'away', odds, 50_000)]),
    ).results;
    if (!placed?.placed) throw new Error('not placed');
    const offer = async () =>
      (await walletCall(t.app, who.session, 'GET', `/api/sports/bets/${placed.bet.id}`)).json<{
        response: Bet;
      }>().response.cash_out;
    expect(await offer()).toBeGreaterThan(0);
    await updateMarket(t.db, market.id, (row) => ({
      outcomes: withProbability(row, 'away', 0.005),
    }));
    expect(await offer()).toBeNull();
  });
});

describe('the smallest stake a sport takes', () => {
  it('refuses less than the currency’s minimum, naming it in the caller’s language and money', async () => {
    const who = await bettor(t.app, HOST, 1_000_000);
    const { event, market } = await openMarket(t.db);
    // Tribuna plays in pesos: 100.00 by default, carried with each event for the slip.
    const shown = await player<SportsEvent>(`/api/sports/events/${event.id}`);
    expect(shown.min_stake).toBe(10_000);
    const odds = await brandOdds(t.app, t.tenantId, market, 'home');

    for (const [language, text] of [
      ['es_ES', 'La apuesta mínima es 100,00\u00a0ARS.'],
      ['en_US', 'The minimum stake is ARS\u00a0100.00.'],
      ['pt_BR', 'A aposta mínima é ARS\u00a0100,00.'],
    ] as const) {
      const [result] = slipOf(
        await placeSlip(t.app, who, [singleBet(market, 'home', odds, 9_999)], { language }),
      ).results;
      expect(result).toEqual({
        placed: false,
        selections: [],
        reason: 'stake_too_low',
        message: text,
      });
    }
    // 1.00 ARS, which the book once took.
    const [peso] = slipOf(
      await placeSlip(t.app, who, [singleBet(market, 'home', odds, 100)]),
    ).results;
    expect(peso?.placed === false && peso.reason).toBe('stake_too_low');
    expect(await cashOf(t.app, who)).toBe(1_000_000);
    expect(await betsOf(who)).toBe(0);

    // The minimum itself is taken.
    const [placed] = slipOf(
      await placeSlip(t.app, who, [singleBet(market, 'home', odds, 10_000)]),
    ).results;
    expect(placed?.placed).toBe(true);
    expect(await cashOf(t.app, who)).toBe(1_000_000 - 10_000);
  });

  it('is the brand’s own per sport, and an accumulator takes the highest of its sports', async () => {
    await setSportSettings(t.app, t.tenantId, 'basketball', { min_stake: 20_000 });
    try {
      const who = await bettor(t.app, HOST, 1_000_000);
      const football = await openMarket(t.db);
      const basketball = await openMarket(t.db, {
        sport: 'basketball',
        markets: [twoWayWinner(0.5, 0.5)],
      });
      const [first, second] = [
        {
          market_id: football.market.id,
          outcome: 'home',
          odds: await brandOdds(t.app, t.tenantId, football.market, 'home'),
        },
        {
          market_id: basketball.market.id,
          outcome: 'home',
          odds: await brandOdds(t.app, t.tenantId, basketball.market, 'home', 'basketball'),
        },
      ];
      const slip = slipOf(
        await placeSlip(
          t.app,
          who,
          [
            { stake: 15_000, selections: [first] },
            { stake: 15_000, selections: [first, second] },
          ],
          { language: 'es_ES' },
        ),
      );
      expect(slip.results[0]?.placed).toBe(true);
      expect(slip.results[1]).toMatchObject({
        placed: false,
        reason: 'stake_too_low',
        message: 'La apuesta mínima es 200,00\u00a0ARS.',
      });
      expect(await cashOf(t.app, who)).toBe(1_000_000 - 15_000);

      // Another brand, another money: RioBet takes from R$ 1,00.
      const rio = await bettor(t.app, '127.0.0.1', 100_000);
      const rioEvent = await player<SportsEvent>(
        `/api/sports/events/${football.event.id}`,
        '127.0.0.1',
      );
      expect(rioEvent.min_stake).toBe(100);
      const rioOdds = outcomeOf(rioEvent.markets[0], 'home').odds;
      const [low] = slipOf(
        await placeSlip(t.app, rio, [singleBet(football.market, 'home', rioOdds, 99)], {
          language: 'pt_BR',
        }),
      ).results;
      expect(low).toMatchObject({ placed: false, message: 'A aposta mínima é R$\u00a01,00.' });
      expect(await cashOf(t.app, rio)).toBe(100_000);
    } finally {
      await setSportSettings(t.app, t.tenantId, 'basketball', { min_stake: 10_000 });
    }
  });
});
