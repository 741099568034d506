import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Bet } from '@tribuna/contracts/sports';
import { SYSTEM_ACTOR } from '../audit/audit.service';
import { checkLedger } from '../wallet/ledger-check';
import { walletCall } from '../wallet/wallet.test-support';
import { sportsBets, sportsSuspensions } from './sports.schema';
import {
  bettor,
  brandOdds,
  cashOf,
  cashOut,
  insertEvent,
  liveTennis,
  marketRow,
  openMarket,
  placeAccumulator,
  placeSingle,
  placeSlip,
  decided,
  placedBet,
  rollbackMarket,
  setSportSettings,
  settleMarket,
  singleBet,
  slipOf,
  sportsTestApp,
  takeAnyStake,
  twoWayWinner,
  updateMarket,
  voidMarket,
  withProbability,
  type Bettor,
} from './sports.test-support';

const HOST = 'localhost';

const t = sportsTestApp(HOST);
// Registered after sportsTestApp's, so it runs once the app is up.
beforeAll(() => takeAnyStake(t.app, t.tenantId));

/** Waits until the player's live bet is stored and waiting for its delay. */
async function pendingBetOf(playerId: string): Promise<string> {
  for (let i = 0; i < 200; i += 1) {
    const [row] = await t.db
      .select({ id: sportsBets.id })
      .from(sportsBets)
      .where(and(eq(sportsBets.playerId, playerId), eq(sportsBets.status, 'pending')));
    if (row) return row.id;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('no pending bet');
}

describe('placement', () => {
  it('places a single: debits the stake and answers the bet with its legs', async () => {
    const who = await bettor(t.app, HOST, 100_000);
    const { event, market } = await openMarket(t.db);
    const { bet, odds, balance } = await placeSingle(t.app, who, market, 'home', 1000);
    expect(bet.status).toBe('open');
    expect(bet.potential_payout).toBe(Math.floor(1000 * odds + 1e-9));
    expect(bet.legs[0]).toMatchObject({
      event_id: event.id,
      event_slug: event.slug,
      sport: 'football',
      market_type: '1x2',
      outcome: 'home',
      odds,
      result: null,
    });
    expect(bet.cash_out).toBeGreaterThan(0);
    expect(balance).toBe(99_000);
    expect(await cashOf(t.app, who)).toBe(99_000);

    const list = await walletCall(t.app, who.session, 'GET', '/api/sports/bets?status=open');
    expect(list.json<{ response: { bets: Bet[]; total: number } }>().response.total).toBe(1);
    const one = await walletCall(t.app, who.session, 'GET', `/api/sports/bets/${bet.id}`);
    expect(one.json<{ response: Bet }>().response.id).toBe(bet.id);
    const settled = await walletCall(t.app, who.session, 'GET', '/api/sports/bets?status=settled');
    expect(settled.json<{ response: { total: number } }>().response.total).toBe(0);
  });

  it('needs a login and an Idempotency-Key', async () => {
    const who = await bettor(t.app, HOST, 1000);
    const { market } = await openMarket(t.db);
    const body = [singleBet(market, 'home', 1.5, 100)];
    expect((await placeSlip(t.app, who, body, { key: null })).statusCode).toBe(400);
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/sports/bets',
      headers: { host: HOST, 'idempotency-key': 'k-guest-1' },
      payload: { accept_odds: 'any', bets: body },
    });
    expect(guest.statusCode).toBe(401);
    const shape = await placeSlip(t.app, who, [
      { kind: 'accumulator', stake: 100, selections: body[0]?.selections ?? [] },
    ]);
    expect(shape.statusCode).toBe(400);
  });

  it('takes a stake only as a JSON integer: no string or array read as a number', async () => {
    const who = await bettor(t.app, HOST, 100_000);
    const { market } = await openMarket(t.db);
    const odds = await brandOdds(t.app, who.tenantId, market, 'home');
    for (const stake of [[1000], '0x3E8', '1e3', ' 1000 ']) {
      const res = await walletCall(t.app, who.session, 'POST', '/api/sports/bets', {
        payload: {
          accept_odds: 'none',
          bets: [
            {
              kind: 'single',
              stake,
              selections: [{ market_id: market.id, outcome: 'home', odds }],
            },
          ],
        },
      });
      expect(res.statusCode, JSON.stringify(stake)).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { 'bets.0.stake': ['The stake field is invalid.'] },
      });
    }
    expect(await cashOf(t.app, who)).toBe(100_000);
  });

  it('refuses each reason with its message', async () => {
    const who = await bettor(t.app, HOST, 5000);
    const { event, market } = await openMarket(t.db);
    const odds = await brandOdds(t.app, t.tenantId, market, 'home');
    const sel = (o = odds) => [{ market_id: market.id, outcome: 'home', odds: o }];
    const refusal = async (
      bets: Parameters<typeof placeSlip>[2],
      options: Parameters<typeof placeSlip>[3] = {},
    ) => {
      const [first] = slipOf(await placeSlip(t.app, who, bets, options)).results;
      if (!first || first.placed) throw new Error('placed');
      return first;
    };

    // Price moved: none refuses, higher takes a better price, any takes anything.
    const wrong = odds + 0.05;
    const changed = await refusal([{ stake: 100, selections: sel(wrong) }]);
    expect(changed.selections).toEqual([{ index: 0, reason: 'odds_changed', odds }]);
    expect(changed.message).toBe('The odds have changed.');
    expect(
      (await refusal([{ stake: 100, selections: sel(wrong) }], { accept: 'higher' })).selections[0]
        ?.reason,
    ).toBe('odds_changed');
    const better = placedBet(
      await placeSlip(t.app, who, [{ stake: 100, selections: sel(odds - 0.05) }], {
        accept: 'higher',
      }),
    );
    expect(better.legs[0]?.odds).toBe(odds);
    const any = placedBet(
      await placeSlip(t.app, who, [{ stake: 100, selections: sel(wrong) }], { accept: 'any' }),
    );
    expect(any.legs[0]?.odds).toBe(odds);

    // Stakes, in the brand's money and the caller's language.
    await setSportSettings(t.app, t.tenantId, 'football', { min_stake: 50, max_stake: 2000 });
    const low = await refusal([{ stake: 10, selections: sel() }], { language: 'es_ES' });
    expect(low.reason).toBe('stake_too_low');
    expect(low.message).toMatch(/^La apuesta mínima es .*0,50/);
    expect((await refusal([{ stake: 2001, selections: sel() }])).reason).toBe('stake_too_high');
    await setSportSettings(t.app, t.tenantId, 'football', { min_stake: 1, max_stake: 10_000_000 });
    await setSportSettings(t.app, t.tenantId, 'football', { max_payout: 150 });
    expect((await refusal([{ stake: 100, selections: sel() }])).reason).toBe('payout_too_high');
    await setSportSettings(t.app, t.tenantId, 'football', { max_payout: 1_000_000, max_odds: 1.5 });
    const high = await refusal([{ stake: 100, selections: sel() }]);
    expect(high.reason).toBe('odds_too_high');
    expect(high.message).toContain('1.50');
    await setSportSettings(t.app, t.tenantId, 'football', { max_odds: 1000 });
    expect((await refusal([{ stake: 4900, selections: sel() }])).reason).toBe('insufficient_funds');

    // Suspended by the feed, by the brand, an inactive outcome, a closed market, unknown.
    await updateMarket(t.db, market.id, () => ({ status: 'suspended' }));
    expect((await refusal([{ stake: 100, selections: sel() }])).selections[0]?.reason).toBe(
      'suspended',
    );
    await updateMarket(t.db, market.id, () => ({ status: 'open' }));
    await t.db
      .insert(sportsSuspensions)
      .values({ tenantId: t.tenantId, eventId: event.id, marketId: null });
    expect((await refusal([{ stake: 100, selections: sel() }])).selections[0]?.reason).toBe(
      'suspended',
    );
    await t.db.delete(sportsSuspensions).where(eq(sportsSuspensions.eventId, event.id));
    await updateMarket(t.db, market.id, (row) => ({
      outcomes: row.outcomes.map((o) => ({ ...o, active: o.key !== 'home' })),
    }));
    expect((await refusal([{ stake: 100, selections: sel() }])).selections[0]?.reason).toBe(
      'suspended',
    );
    await updateMarket(t.db, market.id, () => ({ status: 'void' }));
    expect((await refusal([{ stake: 100, selections: sel() }])).selections[0]?.reason).toBe(
      'market_closed',
    );
    const missing = await refusal([
      { stake: 100, selections: [{ market_id: crypto.randomUUID(), outcome: 'home', odds: 2 }] },
    ]);
    expect(missing.selections[0]?.reason).toBe('not_found');
    expect(missing.message).toBe('This selection is no longer available.');

    // Two legs of one event.
    const other = await openMarket(t.db);
    const a = other.market;
    const e2 = await insertEvent(t.db, {
      markets: [
        {},
        {
          type: 'btts',
          outcomes: [
            { key: 'yes', probability: 0.5 },
            { key: 'no', probability: 0.5 },
          ],
        },
      ],
    });
    const [x, y] = e2.markets;
    if (!x || !y) throw new Error('no markets');
    const same = await refusal([
      {
        stake: 100,
        selections: [
          { market_id: x.id, outcome: 'home', odds: await brandOdds(t.app, t.tenantId, x, 'home') },
          { market_id: y.id, outcome: 'yes', odds: await brandOdds(t.app, t.tenantId, y, 'yes') },
          { market_id: a.id, outcome: 'home', odds: await brandOdds(t.app, t.tenantId, a, 'home') },
        ],
      },
    ]);
    expect(same.selections).toEqual([{ index: 1, reason: 'same_event', odds: null }]);
    expect((await checkLedger(t.db, t.tenantId)).problems).toEqual([]);
  });

  it('answers a retried slip with its first answer, even five at once', async () => {
    const who = await bettor(t.app, HOST, 10_000);
    const { market } = await openMarket(t.db);
    const odds = await brandOdds(t.app, t.tenantId, market, 'draw');
    const bets = [
      singleBet(market, 'draw', odds, 700),
      singleBet(market, 'away', await brandOdds(t.app, t.tenantId, market, 'away'), 300),
    ];
    const key = `slip-${crypto.randomUUID()}`;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => placeSlip(t.app, who, bets, { key })),
    );
    const ids = answers.map((res) => slipOf(res).results.map((r) => (r.placed ? r.bet.id : null)));
    for (const set of ids) expect(set).toEqual(ids[0]);
    expect(ids[0]?.every((id) => id !== null)).toBe(true);
    const again = slipOf(await placeSlip(t.app, who, bets, { key }));
    expect(again.results.map((r) => (r.placed ? r.bet.id : null))).toEqual(ids[0]);
    expect(await cashOf(t.app, who)).toBe(9000);
  });

  it('never overdraws under concurrent bets', async () => {
    const who = await bettor(t.app, HOST, 1000);
    const { market } = await openMarket(t.db);
    const odds = await brandOdds(t.app, t.tenantId, market, 'home');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        placeSlip(t.app, who, [singleBet(market, 'home', odds, 300)]),
      ),
    );
    const placed = answers.filter((res) => slipOf(res).results[0]?.placed).length;
    expect(placed).toBe(3);
    expect(await cashOf(t.app, who)).toBe(100);
    expect((await checkLedger(t.db, t.tenantId)).problems).toEqual([]);
  });

  it('keeps an event within its liability under concurrency', async () => {
    await setSportSettings(t.app, t.tenantId, 'basketball', { max_event_liability: 2500 });
    const { market } = await openMarket(t.db, {
      sport: 'basketball',
      markets: [twoWayWinner(0.5, 0.5)],
    });
    const odds = await brandOdds(t.app, t.tenantId, market, 'home', 'basketball');
    const players = await Promise.all(Array.from({ length: 6 }, () => bettor(t.app, HOST, 10_000)));
    // Each bet adds stake × (odds − 1) ≈ 880: two fit under 2500, a third does not.
    const answers = await Promise.all(
      players.map((who) => placeSlip(t.app, who, [singleBet(market, 'home', odds, 1000)])),
    );
    const results = answers.map((res) => slipOf(res).results[0]);
    const exposure = Math.floor(1000 * odds + 1e-9) - 1000;
    const fits = Math.floor(2500 / exposure);
    expect(results.filter((r) => r?.placed).length).toBe(fits);
    for (const r of results) if (r && !r.placed) expect(r.reason).toBe('liability');
    await setSportSettings(t.app, t.tenantId, 'basketball', { max_event_liability: 5_000_000 });
  });
});

describe('live delay', () => {
  it('accepts a live bet after its delay, and refuses one on a bet stop during it', async () => {
    const { market } = await liveTennis(t, 800);
    const who = await bettor(t.app, HOST, 10_000);
    const odds = await brandOdds(t.app, t.tenantId, market, 'home', 'tennis');
    const started = Date.now();
    const accepted = placedBet(
      await placeSlip(t.app, who, [singleBet(market, 'home', odds, 1000)]),
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(750);
    expect(accepted.status).toBe('open');
    expect(accepted.legs[0]?.live).toBe(true);

    // A bet stop during the delay: refused early, the stake back.
    const pending = placeSlip(t.app, who, [singleBet(market, 'home', odds, 1000)]);
    await pendingBetOf(who.playerId);
    await updateMarket(t.db, market.id, () => ({ status: 'suspended', stoppedAt: new Date() }));
    t.app.services.sports.betting.settlement.marketsChanged([market.id]);
    const refused = decided(await pending);
    expect(refused.status).toBe('refused');
    expect(refused.refusal).toBe('bet_stop_during_delay');
    expect(await cashOf(t.app, who)).toBe(9000);

    // Reopened, then the price drops during the delay: refused with none, taken with any.
    await updateMarket(t.db, market.id, () => ({ status: 'open' }));
    const cheaper = async (accept: 'none' | 'any') => {
      const row = await marketRow(t.db, market.id);
      const current = await brandOdds(t.app, t.tenantId, row, 'home', 'tennis');
      const waiting = placeSlip(t.app, who, [singleBet(market, 'home', current, 500)], { accept });
      await pendingBetOf(who.playerId);
      const moved = await updateMarket(t.db, market.id, (r) => ({
        outcomes: withProbability(r, 'home', (r.outcomes[0]?.probability ?? 0.6) + 0.05),
      }));
      t.app.services.sports.betting.settlement.marketsChanged([market.id]);
      return {
        bet: decided(await waiting),
        now: await brandOdds(t.app, t.tenantId, moved, 'home', 'tennis'),
      };
    };
    const none = await cheaper('none');
    expect(none.bet.status).toBe('refused');
    expect(none.bet.refusal).toBe('price_changed_during_delay');
    const any = await cheaper('any');
    expect(any.bet.status).toBe('open');
    expect(any.bet.legs[0]?.odds).toBe(any.now);
    expect(any.bet.potential_payout).toBe(Math.floor(500 * any.now + 1e-9));
    expect((await checkLedger(t.db, t.tenantId)).problems).toEqual([]);
  });

  it('the sweeper decides a pending bet whose request is gone', async () => {
    const who = await bettor(t.app, HOST, 10_000);
    const { market } = await openMarket(t.db);
    const { bet } = await placeSingle(t.app, who, market, 'home', 1000);
    // As if a live bet's process had died before deciding it.
    await t.db
      .update(sportsBets)
      .set({ status: 'pending', acceptAt: new Date(Date.now() - 60_000) })
      .where(eq(sportsBets.id, bet.id));
    await t.app.services.sports.betting.sweep();
    expect((await betRow(bet.id)).status).toBe('open');
  });
});

describe('settlement', () => {
  it('pays a won single once, reverses it on a rollback, settles it again', async () => {
    const who = await bettor(t.app, HOST, 10_000);
    const { market } = await openMarket(t.db);
    const { bet } = await placeSingle(t.app, who, market, 'home', 1000);
    await settleMarket(t.app, t.db, market.id, { home: 'won' });
    await t.app.services.sports.betting.settlement.settleMarkets([market.id]);
    const won = await t.app.services.sports.betting.get(t.tenantId, who.playerId, bet.id);
    expect(won.status).toBe('won');
    expect(won.payout).toBe(bet.potential_payout);
    expect(await cashOf(t.app, who)).toBe(9000 + bet.potential_payout);

    await rollbackMarket(t.app, t.db, market.id);
    const reopened = await t.app.services.sports.betting.get(t.tenantId, who.playerId, bet.id);
    expect(reopened.status).toBe('open');
    expect(reopened.payout).toBeNull();
    expect(await cashOf(t.app, who)).toBe(9000);

    await settleMarket(t.app, t.db, market.id, { away: 'won' });
    expect((await t.app.services.sports.betting.get(t.tenantId, who.playerId, bet.id)).status).toBe(
      'lost',
    );
    expect(await cashOf(t.app, who)).toBe(9000);
    expect((await checkLedger(t.db, t.tenantId)).problems).toEqual([]);
  });

  it('re-prices an accumulator with a void leg, and refunds an all-void bet', async () => {
    const who = await bettor(t.app, HOST, 10_000);
    const a = await openMarket(t.db);
    const b = await openMarket(t.db);
    const {
      bet: acc,
      odds: [, ob],
    } = await placeAccumulator(
      t.app,
      who,
      [
        { market: a.market, outcome: 'home' },
        { market: b.market, outcome: 'away' },
      ],
      1000,
    );
    await voidMarket(t.app, t.db, a.market.id);
    await settleMarket(t.app, t.db, b.market.id, { away: 'won' });
    const settled = await t.app.services.sports.betting.get(t.tenantId, who.playerId, acc.id);
    expect(settled.status).toBe('won');
    expect(settled.payout).toBe(Math.floor((1000 * Math.round(ob * 100)) / 100));
    expect(settled.odds).toBe(ob);

    const c = await openMarket(t.db);
    const { bet: single } = await placeSingle(t.app, who, c.market, 'draw', 500);
    const before = await cashOf(t.app, who);
    await voidMarket(t.app, t.db, c.market.id);
    const voided = await t.app.services.sports.betting.get(t.tenantId, who.playerId, single.id);
    expect(voided.status).toBe('void');
    expect(await cashOf(t.app, who)).toBe(before + 500);
  });

  it('records what a rollback cannot take back as owed', async () => {
    const who = await bettor(t.app, HOST, 1000);
    const { market } = await openMarket(t.db);
    const { bet } = await placeSingle(t.app, who, market, 'home', 1000);
    await settleMarket(t.app, t.db, market.id, { home: 'won' });
    // The player spends most of the win.
    const spend = bet.potential_payout - 100;
    await t.app.services.wallet.ledger.debit({
      tenantId: t.tenantId,
      currency: 'ARS',
      idempotencyKey: `spend-${bet.id}`,
      type: 'adjustment',
      amount: spend,
      playerId: who.playerId,
      to: 'adjustments',
    });
    await rollbackMarket(t.app, t.db, market.id);
    expect(await cashOf(t.app, who)).toBe(0);
    expect((await betRow(bet.id)).owed).toBe(spend);
    expect((await checkLedger(t.db, t.tenantId)).problems).toEqual([]);
  });

  it('the sweeper settles legs whose hook never came', async () => {
    const who = await bettor(t.app, HOST, 10_000);
    const { market } = await openMarket(t.db);
    const { bet } = await placeSingle(t.app, who, market, 'home', 1000);
    await updateMarket(t.db, market.id, (row) => ({
      status: 'settled',
      outcomes: row.outcomes.map((o) => ({ ...o, result: o.key === 'home' ? 'won' : 'lost' })),
    }));
    await t.app.services.sports.betting.sweep();
    expect((await t.app.services.sports.betting.get(t.tenantId, who.playerId, bet.id)).status).toBe(
      'won',
    );
  });

  it('a manual result settles only this brand’s legs, and is refused on a settled market', async () => {
    const who = await bettor(t.app, HOST, 10_000);
    const { market } = await openMarket(t.db);
    const { bet } = await placeSingle(t.app, who, market, 'away', 1000);
    const betting = t.app.services.sports.betting;
    await expect(
      betting.manualResult(SYSTEM_ACTOR, t.tenantId, market.id, [{ key: 'home', result: 'won' }]),
    ).rejects.toMatchObject({ status: 400, key: 'sports.result_invalid' });
    const done = await betting.manualResult(SYSTEM_ACTOR, t.tenantId, market.id, [
      { key: 'home', result: 'lost' },
      { key: 'draw', result: 'lost' },
      { key: 'away', result: 'won' },
    ]);
    expect(done).toEqual({ legs: 1, bets: 1 });
    expect((await betting.get(t.tenantId, who.playerId, bet.id)).status).toBe('won');
    // The feed settles it otherwise later: the manual leg stays.
    await settleMarket(t.app, t.db, market.id, { home: 'won' });
    expect((await betting.get(t.tenantId, who.playerId, bet.id)).status).toBe('won');
    await expect(
      betting.manualResult(SYSTEM_ACTOR, t.tenantId, market.id, [
        { key: 'home', result: 'lost' },
        { key: 'draw', result: 'lost' },
        { key: 'away', result: 'won' },
      ]),
    ).rejects.toMatchObject({ status: 409, key: 'sports.market_settled' });
  });
});

describe('cash out', () => {
  it('takes the offer, and refuses one that moved or is not offered', async () => {
    const who = await bettor(t.app, HOST, 10_000);
    const { market } = await openMarket(t.db);
    const { bet } = await placeSingle(t.app, who, market, 'home', 1000);
    const offer = bet.cash_out;
    if (offer === null) throw new Error('no offer');
    // Same price: stake × (1 − 5 % cash-out margin).
    expect(offer).toBe(950);

    const moved = await updateMarket(t.db, market.id, (r) => ({
      outcomes: withProbability(r, 'home', 0.7),
    }));
    void moved;
    const refused = await cashOut(t.app, who, bet.id, offer);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ response: string[] }>().response[0]).toMatch(
      /^The cash out offer has changed to /,
    );
    const now = (await t.app.services.sports.betting.get(t.tenantId, who.playerId, bet.id))
      .cash_out;
    expect(now).toBeGreaterThan(offer);
    const key = `co-${crypto.randomUUID()}`;
    const taken = await cashOut(t.app, who, bet.id, now, key);
    expect(taken.statusCode).toBe(200);
    const answer = taken.json<{ response: { bet: Bet; balance: number } }>().response;
    expect(answer.bet.status).toBe('cashed_out');
    expect(answer.bet.payout).toBe(now);
    expect(answer.balance).toBe(9000 + (now ?? 0));
    const replay = await cashOut(t.app, who, bet.id, now, key);
    expect(replay.json<{ response: { balance: number } }>().response.balance).toBe(answer.balance);
    const again = await cashOut(t.app, who, bet.id, now);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ response: string[] }>().response[0]).toBe(
      'Cash out is not available for this bet right now.',
    );
    expect(await cashOf(t.app, who)).toBe(answer.balance);
    // A settlement later leaves a cashed-out bet alone.
    await settleMarket(t.app, t.db, market.id, { home: 'won' });
    expect(await cashOf(t.app, who)).toBe(answer.balance);
    expect((await checkLedger(t.db, t.tenantId)).problems).toEqual([]);
  });
});

async function betRow(betId: string) {
  const [row] = await t.db.select().from(sportsBets).where(eq(sportsBets.id, betId));
  if (!row) throw new Error(`no bet ${betId}`);
  return row;
}

async function spendAll(who: Bettor, keep = 0): Promise<void> {
  const cash = await cashOf(t.app, who);
  if (cash <= keep) return;
  await t.app.services.wallet.ledger.debit({
    tenantId: t.tenantId,
    currency: 'ARS',
    idempotencyKey: `spend-${crypto.randomUUID()}`,
    type: 'adjustment',
    amount: cash - keep,
    playerId: who.playerId,
    to: 'adjustments',
  });
}

describe('owed money, delays and settlement edge cases', () => {
  it('nets a payout against what a rollback left owed: never pays twice', async () => {
    const who = await bettor(t.app, HOST, 1000);
    const { market } = await openMarket(t.db);
    const { bet } = await placeSingle(t.app, who, market, 'home', 1000);
    const win = bet.potential_payout;
    await settleMarket(t.app, t.db, market.id, { home: 'won' });
    await spendAll(who);
    await rollbackMarket(t.app, t.db, market.id);
    expect((await betRow(bet.id)).owed).toBe(win);
    // Settled again the same way: the win clears the debt, nothing more is credited.
    await settleMarket(t.app, t.db, market.id, { home: 'won' });
    let row = await betRow(bet.id);
    expect({ status: row.status, payout: row.payout, paid: row.paid, owed: row.owed }).toEqual({
      status: 'won',
      payout: win,
      paid: 0,
      owed: 0,
    });
    expect(await cashOf(t.app, who)).toBe(0);
    // Rolled back again: the debt is back (nothing was paid to take back).
    await rollbackMarket(t.app, t.db, market.id);
    row = await betRow(bet.id);
    expect({ status: row.status, owed: row.owed }).toEqual({ status: 'open', owed: win });
    // A smaller payout (void: the stake back) clears part of it.
    await voidMarket(t.app, t.db, market.id);
    row = await betRow(bet.id);
    expect({ status: row.status, paid: row.paid, owed: row.owed }).toEqual({
      status: 'void',
      paid: 0,
      owed: win - 1000,
    });
    expect(await cashOf(t.app, who)).toBe(0);
    expect((await checkLedger(t.db, t.tenantId)).problems).toEqual([]);
  });

  it('nets a cash out against what is owed', async () => {
    const who = await bettor(t.app, HOST, 1000);
    const { market } = await openMarket(t.db);
    const { bet } = await placeSingle(t.app, who, market, 'home', 1000);
    await settleMarket(t.app, t.db, market.id, { home: 'won' });
    await spendAll(who, 300);
    await rollbackMarket(t.app, t.db, market.id);
    const owed = bet.potential_payout - 300;
    expect((await betRow(bet.id)).owed).toBe(owed);
    await updateMarket(t.db, market.id, () => ({ status: 'open' }));
    const offer = (await t.app.services.sports.betting.get(t.tenantId, who.playerId, bet.id))
      .cash_out;
    if (offer === null) throw new Error('no offer');
    const taken = await cashOut(t.app, who, bet.id, offer);
    expect(taken.statusCode).toBe(200);
    const row = await betRow(bet.id);
    const recover = Math.min(owed, offer);
    expect({ payout: row.payout, paid: row.paid, owed: row.owed }).toEqual({
      payout: offer,
      paid: offer - recover,
      owed: owed - recover,
    });
    expect(await cashOf(t.app, who)).toBe(offer - recover);
    expect((await checkLedger(t.db, t.tenantId)).problems).toEqual([]);
  });

  it('re-checks the limits when a delayed bet takes a new price', async () => {
    const { market } = await liveTennis(t, 300);
    const who = await bettor(t.app, HOST, 10_000);
    const odds = await brandOdds(t.app, t.tenantId, market, 'away', 'tennis');
    // Within the payout limit at the price asked, beyond it at the better price taken.
    await setSportSettings(t.app, t.tenantId, 'tennis', {
      max_payout: Math.floor(1000 * odds + 1e-9),
    });
    const waiting = placeSlip(t.app, who, [singleBet(market, 'away', odds, 1000)], {
      accept: 'any',
    });
    await pendingBetOf(who.playerId);
    await updateMarket(t.db, market.id, (r) => ({ outcomes: withProbability(r, 'away', 0.3) }));
    const refused = decided(await waiting);
    expect(refused.status).toBe('refused');
    expect(refused.refusal).toBe('payout_too_high');
    expect(await cashOf(t.app, who)).toBe(10_000);

    // The event's liability, counted with the new price (and without the bet's old one).
    await setSportSettings(t.app, t.tenantId, 'tennis', { max_payout: 1_000_000 });
    const fresh = await liveTennis(t, 300);
    const current = await brandOdds(t.app, t.tenantId, fresh.market, 'away', 'tennis');
    await setSportSettings(t.app, t.tenantId, 'tennis', {
      max_event_liability: Math.floor(1000 * current + 1e-9) - 1000,
    });
    const second = placeSlip(t.app, who, [singleBet(fresh.market, 'away', current, 1000)], {
      accept: 'any',
    });
    await pendingBetOf(who.playerId);
    await updateMarket(t.db, fresh.market.id, (r) => ({
      outcomes: withProbability(r, 'away', 0.3),
    }));
    const over = decided(await second);
    expect(over.refusal).toBe('liability');
    await setSportSettings(t.app, t.tenantId, 'tennis', { max_event_liability: 5_000_000 });
    expect((await checkLedger(t.db, t.tenantId)).problems).toEqual([]);
  });

  it('a manual result during the delay refuses the bet, and suspends the market', async () => {
    const { market } = await liveTennis(t, 600);
    const who = await bettor(t.app, HOST, 10_000);
    const odds = await brandOdds(t.app, t.tenantId, market, 'home', 'tennis');
    const sel = [{ market_id: market.id, outcome: 'home', odds }];
    const waiting = placeSlip(t.app, who, [{ stake: 1000, selections: sel }]);
    await pendingBetOf(who.playerId);
    await t.app.services.sports.betting.manualResult(SYSTEM_ACTOR, t.tenantId, market.id, [
      { key: 'home', result: 'won' },
      { key: 'away', result: 'lost' },
    ]);
    const refused = decided(await waiting);
    expect(refused.status).toBe('refused');
    expect(refused.refusal).toBe('market_closed');
    expect(await cashOf(t.app, who)).toBe(10_000);
    // No new bets on a decided outcome.
    const [again] = slipOf(await placeSlip(t.app, who, [{ stake: 1000, selections: sel }])).results;
    expect(again?.placed).toBe(false);
    if (again && !again.placed) expect(again.selections[0]?.reason).toBe('suspended');
  });

  it('sees a bet stop during the delay whatever the feed host’s clock says', async () => {
    const { market } = await liveTennis(t, 400);
    const who = await bettor(t.app, HOST, 10_000);
    const odds = await brandOdds(t.app, t.tenantId, market, 'home', 'tennis');
    const waiting = placeSlip(t.app, who, [singleBet(market, 'home', odds, 1000)]);
    await pendingBetOf(who.playerId);
    // A stop (and a reopening) stamped by a clock a minute behind this one.
    await updateMarket(t.db, market.id, () => ({ stoppedAt: new Date(Date.now() - 60_000) }));
    const refused = decided(await waiting);
    expect(refused.refusal).toBe('bet_stop_during_delay');
  });

  it('answers a slip even when publishing fails, and settles every bet of a batch', async () => {
    const live = t.app.services.live;
    const original = live.publishToPlayer.bind(live);
    live.publishToPlayer = () => Promise.reject(new Error('redis is down'));
    try {
      const who = await bettor(t.app, HOST, 10_000);
      const { market } = await openMarket(t.db);
      const odds = await brandOdds(t.app, t.tenantId, market, 'home');
      const sel = [{ market_id: market.id, outcome: 'home', odds }];
      const res = await placeSlip(t.app, who, [
        { stake: 1000, selections: sel },
        { stake: 1000, selections: sel },
      ]);
      expect(res.statusCode).toBe(200);
      const ids = slipOf(res).results.map((r) => (r.placed ? r.bet.id : ''));
      await settleMarket(t.app, t.db, market.id, { home: 'won' });
      for (const id of ids) expect((await betRow(id)).status).toBe('won');
    } finally {
      live.publishToPlayer = original;
    }
  });

  it('voids a leg whose outcome is missing from its settled market, by hook or sweeper', async () => {
    const who = await bettor(t.app, HOST, 10_000);
    const hooked = await openMarket(t.db);
    const swept = await openMarket(t.db);
    const bets = [];
    for (const { market } of [hooked, swept]) {
      bets.push((await placeSingle(t.app, who, market, 'draw', 1000)).bet);
    }
    const withoutDraw = (row: Parameters<Parameters<typeof updateMarket>[2]>[0]) => ({
      status: 'settled' as const,
      outcomes: row.outcomes
        .filter((o) => o.key !== 'draw')
        .map((o) => ({ ...o, result: o.key === 'home' ? ('won' as const) : ('lost' as const) })),
    });
    await updateMarket(t.db, hooked.market.id, withoutDraw);
    await t.app.services.sports.betting.settlement.settleMarkets([hooked.market.id]);
    await updateMarket(t.db, swept.market.id, withoutDraw);
    await t.app.services.sports.betting.sweep();
    for (const bet of bets) {
      const row = await betRow(bet.id);
      expect({ status: row.status, payout: row.payout }).toEqual({ status: 'void', payout: 1000 });
    }
    expect(await cashOf(t.app, who)).toBe(10_000);
  });

  it('a small sweep page still reaches every market', async () => {
    const who = await bettor(t.app, HOST, 10_000);
    const ids: string[] = [];
    const markets: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const { market } = await openMarket(t.db);
      ids.push((await placeSingle(t.app, who, market, 'home', 100)).bet.id);
      markets.push(market.id);
    }
    for (const id of markets) {
      await updateMarket(t.db, id, (row) => ({
        status: 'settled',
        outcomes: row.outcomes.map((o) => ({ ...o, result: o.key === 'home' ? 'won' : 'lost' })),
      }));
    }
    for (let round = 0; round < 500; round += 1) {
      await t.app.services.sports.betting.sweepSettlements(2);
      const rows = await Promise.all(ids.map((id) => betRow(id)));
      if (rows.every((r) => r.status === 'won')) return;
    }
    throw new Error('the sweeper never reached every market');
  });

  it('refuses the same Idempotency-Key with another slip', async () => {
    const who = await bettor(t.app, HOST, 10_000);
    const { market } = await openMarket(t.db);
    const key = `slip-${crypto.randomUUID()}`;
    const { odds } = await placeSingle(t.app, who, market, 'home', 100, { key });
    const other = await placeSlip(t.app, who, [singleBet(market, 'home', odds, 200)], { key });
    expect(other.statusCode).toBe(409);
    expect(other.json<{ response: string[] }>().response[0]).toMatch(/Idempotency-Key/i);
    expect(await cashOf(t.app, who)).toBe(9900);
  });

  it('settles a lost accumulator at once, and reopens it when the losing leg rolls back', async () => {
    const who = await bettor(t.app, HOST, 10_000);
    const a = await openMarket(t.db);
    const b = await openMarket(t.db);
    const { bet: acc } = await placeAccumulator(
      t.app,
      who,
      [
        { market: a.market, outcome: 'home' },
        { market: b.market, outcome: 'home' },
      ],
      1000,
    );
    await settleMarket(t.app, t.db, a.market.id, { away: 'won' });
    const lost = await betRow(acc.id);
    expect(lost.status).toBe('lost');
    // The other leg's result changes nothing.
    await settleMarket(t.app, t.db, b.market.id, { home: 'won' });
    const still = await betRow(acc.id);
    expect({ status: still.status, settlements: still.settlements }).toEqual({
      status: 'lost',
      settlements: lost.settlements,
    });
    // The losing leg rolled back and settled won: the accumulator wins.
    await rollbackMarket(t.app, t.db, a.market.id);
    expect((await betRow(acc.id)).status).toBe('open');
    await settleMarket(t.app, t.db, a.market.id, { home: 'won' });
    const won = await betRow(acc.id);
    expect(won.status).toBe('won');
    expect(won.payout).toBe(acc.potential_payout);
    expect(await cashOf(t.app, who)).toBe(9000 + acc.potential_payout);
  });
});
