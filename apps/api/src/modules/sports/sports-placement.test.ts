import crypto from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OfficeEvent } from '@tribuna/contracts/sports-office';
import { checkLedger } from '../wallet/ledger-check';
import { officeCall, officeLogin, type OfficeSession } from '../staff/staff.test-support';
import { sportsBets } from './sports.schema';
import {
  bettor,
  brandOdds,
  cashOf,
  cashOut,
  decided,
  keptAndSummed,
  liveTennis,
  marketRow,
  openMarket,
  placeAccumulator,
  placeSingle,
  placeSlip,
  placedBet,
  rollbackMarket,
  setSportSettings,
  settleMarket,
  singleBet,
  slipOf,
  sportsTestApp,
  takeAnyStake,
  updateMarket,
  voidMarket,
  withProbability,
  type Bettor,
} from './sports.test-support';

const HOST = 'localhost';

const t = sportsTestApp(HOST);
let trader: OfficeSession;

// Registered after sportsTestApp's, so it runs once the app is up.
beforeAll(async () => {
  await takeAnyStake(t.app, t.tenantId);
  trader = await officeLogin(t.app, HOST, 'trader', 'trader1234');
});

/** The office desk's worst case for the event (GET /api/office/sports/events/:id). */
async function deskLiability(eventId: string): Promise<number> {
  const res = await officeCall(t.app, trader, 'GET', `/api/office/sports/events/${eventId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ response: OfficeEvent }>().response.liability;
}

function payout(stake: number, ...odds: number[]): number {
  const x100 = odds.reduce((acc, o) => acc * BigInt(Math.round(o * 100)), BigInt(stake));
  return Number(x100 / 100n ** BigInt(odds.length));
}

/** The one answer of a one-bet slip: placed, or the refusal's reason. */
async function single(
  who: Bettor,
  market: { id: string },
  outcome: string,
  odds: number,
  stake: number,
): Promise<string> {
  const [first] = slipOf(
    await placeSlip(t.app, who, [singleBet(market, outcome, odds, stake)]),
  ).results;
  if (!first) throw new Error('no answer');
  return first.placed ? 'placed' : (first.reason ?? first.selections[0]?.reason ?? '?');
}

describe('the event liability limit at placement', () => {
  it('checks the event’s worst outcome, as the office shows it, not a sum over outcomes', async () => {
    await setSportSettings(t.app, t.tenantId, 'football', { max_event_liability: 2000 });
    try {
      const who = await bettor(t.app, HOST, 100_000);
      const { event, market } = await openMarket(t.db);
      const home = await brandOdds(t.app, t.tenantId, market, 'home');
      const away = await brandOdds(t.app, t.tenantId, market, 'away');

      expect(await single(who, market, 'home', home, 1000)).toBe('placed');
      expect(await deskLiability(event.id)).toBe(payout(1000, home) - 1000);
      // Away's payout less both stakes is the worst case now (about 1770 of 2000); a sum
      // of both bets' (payout − stake) would be about 3650 and refuse it.
      expect(await single(who, market, 'away', away, 1000)).toBe('placed');
      const worst = payout(1000, away) - 2000;
      expect(worst).toBeLessThanOrEqual(2000);
      expect(await deskLiability(event.id)).toBe(worst);
      // More on away would take that outcome over the limit.
      expect(await single(who, market, 'away', away, 300)).toBe('liability');
      // More on home lowers the worst case: taken.
      expect(await single(who, market, 'home', home, 1000)).toBe('placed');
      const after = Math.max(payout(1000, home) * 2 - 3000, payout(1000, away) - 3000, -3000);
      expect(await deskLiability(event.id)).toBe(after);
      expect(after).toBeLessThan(worst);
    } finally {
      await setSportSettings(t.app, t.tenantId, 'football', { max_event_liability: 5_000_000 });
    }
  });

  it('counts an accumulator against each event it has a leg on, with its whole payout', async () => {
    await setSportSettings(t.app, t.tenantId, 'football', { max_event_liability: 1500 });
    try {
      const who = await bettor(t.app, HOST, 100_000);
      const first = await openMarket(t.db);
      const second = await openMarket(t.db);
      const { bet: acca } = await placeAccumulator(
        t.app,
        who,
        [
          { market: first.market, outcome: 'home' },
          { market: second.market, outcome: 'home' },
        ],
        500,
      );
      const legLiability = acca.potential_payout - 500;
      expect(await deskLiability(first.event.id)).toBe(legLiability);
      expect(await deskLiability(second.event.id)).toBe(legLiability);

      // On the second event: home again goes over 1500, away (a hedge there) fits.
      const h = await brandOdds(t.app, t.tenantId, second.market, 'home');
      const a = await brandOdds(t.app, t.tenantId, second.market, 'away');
      expect(legLiability + payout(300, h) - 300).toBeGreaterThan(1500);
      expect(await single(who, second.market, 'home', h, 300)).toBe('liability');
      expect(await single(who, second.market, 'away', a, 300)).toBe('placed');
      expect(await deskLiability(second.event.id)).toBe(
        Math.max(acca.potential_payout - 800, payout(300, a) - 800),
      );
      // The first event is as it was: only the accumulator is on it.
      expect(await deskLiability(first.event.id)).toBe(legLiability);
    } finally {
      await setSportSettings(t.app, t.tenantId, 'football', { max_event_liability: 5_000_000 });
    }
  });
});

describe('the kept liabilities', () => {
  /** The kept rows are exactly the sums over the unsettled bets, and not empty. */
  async function expectKept(): Promise<void> {
    const { kept, summed } = await keptAndSummed(t.db, t.tenantId);
    expect(kept).toEqual(summed);
  }

  it('match the unsettled bets after placement, settlement, void, cash out and rollback', async () => {
    const who = await bettor(t.app, HOST, 100_000);
    const first = await openMarket(t.db);
    const second = await openMarket(t.db);
    const third = await openMarket(t.db);
    const { bet: single } = await placeSingle(t.app, who, first.market, 'home', 1000);
    await placeSingle(t.app, who, first.market, 'away', 400);
    const { bet: acca } = await placeAccumulator(
      t.app,
      who,
      [
        { market: first.market, outcome: 'draw' },
        { market: second.market, outcome: 'home' },
        { market: third.market, outcome: 'away' },
      ],
      300,
    );
    const { bet: cashed } = await placeSingle(t.app, who, second.market, 'away', 500);
    await expectKept();
    expect((await keptAndSummed(t.db, t.tenantId)).kept.length).toBeGreaterThan(0);

    // A cash out takes its bet out.
    const offer = cashed.cash_out;
    if (offer === null) throw new Error('no cash-out offer');
    expect((await cashOut(t.app, who, cashed.id, offer)).statusCode).toBe(200);
    await expectKept();
    // Settled (the single won, the accumulator lost), rolled back, settled again.
    await settleMarket(t.app, t.db, first.market.id, { home: 'won' });
    await expectKept();
    await rollbackMarket(t.app, t.db, first.market.id);
    await expectKept();
    await settleMarket(t.app, t.db, first.market.id, { away: 'won' });
    await expectKept();
    // Void.
    await voidMarket(t.app, t.db, second.market.id);
    await expectKept();
    const after = await t.db
      .select({ status: sportsBets.status })
      .from(sportsBets)
      .where(eq(sportsBets.id, single.id));
    expect(after[0]?.status).toBe('lost');
    expect(
      (await t.db.select().from(sportsBets).where(eq(sportsBets.id, acca.id)))[0]?.status,
    ).toBe('lost');
  });

  it('match them after live bets refused or taken at a new price during their delay', async () => {
    const { market } = await liveTennis(t, 300);
    const who = await bettor(t.app, HOST, 100_000);
    const odds = await brandOdds(t.app, t.tenantId, market, 'home', 'tennis');
    expect(
      placedBet(await placeSlip(t.app, who, [singleBet(market, 'home', odds, 1000)])).status,
    ).toBe('open');
    await expectKept();
    // Refused after its delay (the price moved, and the player takes no change).
    const moved = async (accept: 'none' | 'any') => {
      const row = await marketRow(t.db, market.id);
      const current = await brandOdds(t.app, t.tenantId, row, 'home', 'tennis');
      const waiting = placeSlip(t.app, who, [singleBet(market, 'home', current, 500)], { accept });
      for (let i = 0; i < 200; i += 1) {
        const [pending] = await t.db
          .select({ id: sportsBets.id })
          .from(sportsBets)
          .where(and(eq(sportsBets.playerId, who.playerId), eq(sportsBets.status, 'pending')));
        if (pending) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await updateMarket(t.db, market.id, (r) => ({
        outcomes: withProbability(r, 'home', (r.outcomes[0]?.probability ?? 0.6) + 0.05),
      }));
      return decided(await waiting);
    };
    expect((await moved('none')).status).toBe('refused');
    await expectKept();
    const taken = await moved('any');
    expect(taken.status).toBe('open');
    await expectKept();
  });
});

describe('a slip’s Idempotency-Key', () => {
  it('answers a refused slip with its first refusal, not a new check', async () => {
    const who = await bettor(t.app, HOST, 500);
    const { market } = await openMarket(t.db);
    const odds = await brandOdds(t.app, t.tenantId, market, 'home');
    const key = `slip-${crypto.randomUUID()}`;
    const bets = [singleBet(market, 'home', odds, 1000)];
    const first = await placeSlip(t.app, who, bets, { key });
    expect(slipOf(first).results[0]).toMatchObject({ placed: false, reason: 'insufficient_funds' });

    // The player can afford it now, but the same request is the same answer.
    await t.app.services.wallet.ledger.credit({
      tenantId: t.tenantId,
      currency: 'ARS',
      idempotencyKey: `fund-${crypto.randomUUID()}`,
      type: 'adjustment',
      amount: 10_000,
      playerId: who.playerId,
      from: 'adjustments',
    });
    const again = await placeSlip(t.app, who, bets, { key });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await cashOf(t.app, who)).toBe(10_500);
    // Another slip with the key is refused, as the wallet refuses a reused key.
    const other = await placeSlip(t.app, who, [singleBet(market, 'home', odds, 100)], { key });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'CONFLICT' });
    // A new key is a new slip.
    expect(slipOf(await placeSlip(t.app, who, bets)).results[0]?.placed).toBe(true);
  });

  it('answers a mixed slip exactly as the first time, whatever changed since', async () => {
    const who = await bettor(t.app, HOST, 10_000);
    const { market } = await openMarket(t.db);
    const odds = await brandOdds(t.app, t.tenantId, market, 'home');
    const key = `slip-${crypto.randomUUID()}`;
    const bets = [singleBet(market, 'home', odds, 1000), singleBet(market, 'draw', 1.5, 500)];
    const first = await placeSlip(t.app, who, bets, { key });
    const answer = slipOf(first);
    expect(answer.results.map((r) => r.placed)).toEqual([true, false]);
    // The price moves to what the refused bet asked, and the language changes.
    await updateMarket(t.db, market.id, (row) => ({
      outcomes: withProbability(row, 'draw', 1 / (1.5 * 1.06)),
    }));
    const again = await placeSlip(t.app, who, bets, { key, language: 'es_ES' });
    expect(again.json()).toEqual(first.json());
    expect(await cashOf(t.app, who)).toBe(9000);
  });

  it('a retry while a live bet waits its delay waits for its final answer and places nothing', async () => {
    const { market } = await liveTennis(t, 800);
    const who = await bettor(t.app, HOST, 10_000);
    const odds = await brandOdds(t.app, t.tenantId, market, 'home', 'tennis');
    const key = `slip-${crypto.randomUUID()}`;
    const bets = [singleBet(market, 'home', odds, 1000)];
    const started = Date.now();
    const answers = await Promise.all([
      placeSlip(t.app, who, bets, { key }),
      new Promise((resolve) => setTimeout(resolve, 100)).then(() =>
        placeSlip(t.app, who, bets, { key }),
      ),
    ]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(750);
    const [first, second] = answers;
    if (!first || !second) throw new Error('no answers');
    const a = first.json<unknown>();
    expect(second.json()).toEqual(a);
    const bet = placedBet(first);
    // The stored answer is the decision, not the wait.
    expect(bet.status).toBe('open');
    const rows = await t.db
      .select({ id: sportsBets.id })
      .from(sportsBets)
      .where(and(eq(sportsBets.playerId, who.playerId), like(sportsBets.requestKey, `${key}:%`)));
    expect(rows).toHaveLength(1);
    expect(await cashOf(t.app, who)).toBe(9000);
    expect((await placeSlip(t.app, who, bets, { key })).json()).toEqual(a);
    expect((await checkLedger(t.db, t.tenantId)).problems).toEqual([]);
  });
});

describe('a pre-match bet after the scheduled start', () => {
  it('is refused while the feed still says the event has not started', async () => {
    const who = await bettor(t.app, HOST, 10_000);
    const { market } = await openMarket(t.db, { startAt: new Date(Date.now() - 60_000) });
    const odds = await brandOdds(t.app, t.tenantId, market, 'home');
    const bets = [singleBet(market, 'home', odds, 1000)];
    for (const [language, message] of [
      ['en_US', 'This event has already started: pre-match bets on it are closed.'],
      ['es_ES', 'Este evento ya empezó: las apuestas prepartido están cerradas.'],
      ['pt_BR', 'Este evento já começou: as apostas pré-jogo estão encerradas.'],
    ] as const) {
      const [first] = slipOf(await placeSlip(t.app, who, bets, { language })).results;
      expect(first).toEqual({
        placed: false,
        selections: [{ index: 0, reason: 'event_started', odds: null }],
        reason: null,
        message,
      });
    }
    expect(await cashOf(t.app, who)).toBe(10_000);

    // Before its start it is taken, and once live its bets are live bets.
    const early = await openMarket(t.db, { startAt: new Date(Date.now() + 60_000) });
    expect(
      await single(
        who,
        early.market,
        'home',
        await brandOdds(t.app, t.tenantId, early.market, 'home'),
        100,
      ),
    ).toBe('placed');
  });
});
