import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityRecords } from '../activity/activity.schema';
import { AppError } from '../../lib/app-error';
import {
  bettor,
  brandOdds,
  cashOf,
  placeSlip,
  singleBet,
  cashOut,
  openMarket,
  placeSingle,
  rollbackMarket,
  settleMarket,
  sportsTestApp,
  takeAnyStake,
  type Bettor,
} from './sports.test-support';

const HOST = 'localhost';
const t = sportsTestApp(HOST);
// Registered after sportsTestApp's, so it runs once the app is up.
beforeAll(() => takeAnyStake(t.app, t.tenantId));

/** The player's records in the activity stream, in the order they were written. */
async function activityOf(who: Bettor) {
  return t.db
    .select({
      kind: activityRecords.kind,
      product: activityRecords.product,
      reference: activityRecords.reference,
      game: activityRecords.game,
      cash: activityRecords.cash,
      bonus: activityRecords.bonus,
      outcome: activityRecords.outcome,
    })
    .from(activityRecords)
    .where(eq(activityRecords.playerId, who.playerId))
    .orderBy(asc(activityRecords.id));
}

describe('a bet in the player activity', () => {
  it('records the stake and each result once, a rollback as a negative return', async () => {
    const who = await bettor(t.app, HOST, 100_000);
    const { event, market } = await openMarket(t.db);
    const { bet } = await placeSingle(t.app, who, market, 'home', 1000);
    const ref = { product: 'sports', reference: bet.id, game: event.id, bonus: 0 };
    expect(await activityOf(who)).toEqual([{ ...ref, kind: 'stake', cash: 1000, outcome: null }]);

    await settleMarket(t.app, t.db, market.id, { home: 'won' });
    // The same results again (a feed repeating itself) record nothing more.
    await t.app.services.sports.betting.settlement.settleMarkets([market.id]);
    const payout = bet.potential_payout;
    const won = { ...ref, kind: 'result', cash: payout, outcome: 'win' };
    expect((await activityOf(who)).slice(1)).toEqual([won]);

    await rollbackMarket(t.app, t.db, market.id);
    await settleMarket(t.app, t.db, market.id, { home: 'lost' });
    expect((await activityOf(who)).slice(1)).toEqual([
      won,
      { ...ref, kind: 'result', cash: -payout, outcome: 'rollback' },
      { ...ref, kind: 'result', cash: 0, outcome: 'loss' },
    ]);
  });

  it('lets a stake policy refuse a bet: nothing moves, nothing is recorded', async () => {
    const who = await bettor(t.app, HOST, 100_000);
    t.app.services.wallet.port.usePolicy({
      name: `refuse-${who.playerId}`,
      check: (_tx, stake) =>
        stake.playerId === who.playerId
          ? Promise.reject(new AppError(409, 'CONFLICT', 'wallet.insufficient_funds'))
          : Promise.resolve(),
    });
    const { market } = await openMarket(t.db);
    const odds = await brandOdds(t.app, who.tenantId, market, 'home');
    const res = await placeSlip(t.app, who, [singleBet(market, 'home', odds, 1000)]);
    expect(res.statusCode).toBe(409);
    expect(await cashOf(t.app, who)).toBe(100_000);
    expect(await activityOf(who)).toEqual([]);
  });

  it('records a cash out as the bet’s return', async () => {
    const who = await bettor(t.app, HOST, 100_000);
    const { market } = await openMarket(t.db);
    const { bet } = await placeSingle(t.app, who, market, 'home', 1000);
    const offer = bet.cash_out;
    if (offer === null) throw new Error('no cash-out offer');
    const res = await cashOut(t.app, who, bet.id, offer);
    expect(res.statusCode).toBe(200);
    expect((await activityOf(who)).map((r) => [r.kind, r.cash, r.outcome])).toEqual([
      ['stake', 1000, null],
      ['result', offer, 'cashout'],
    ]);
  });
});
