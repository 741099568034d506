import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BONUS_API,
  OFFICE_BONUS_API,
  type Bonus,
  type OfficeCampaign,
} from '@tribuna/contracts/bonus';
import type { Bet } from '@tribuna/contracts/sports';
import { campaignRequest } from '../bonus/bonus.test-support';
import { officeCall, officeLogin, type OfficeSession } from '../staff/staff.test-support';
import { checkLedger } from '../wallet/ledger-check';
import { walletCall } from '../wallet/wallet.test-support';
import { sportsBets } from './sports.schema';
import {
  bettor,
  brandOdds,
  cashOf,
  cashOut,
  openMarket,
  placeSlip,
  placedBet,
  rollbackMarket,
  settleMarket,
  singleBet,
  slipOf,
  sportsTestApp,
  voidMarket,
  type Bettor,
  type SlipBet,
} from './sports.test-support';

// Free bets in the sportsbook: a bet names one of the player's free bets (`free_bet_id`),
// the bonus policy behind the money port checks it and the brand pays the stake
// (bonus-vouchers.test.ts has the port's side). The campaigns here have no wagering, so
// what a free bet wins is cash at once.

const HOST = 'localhost';
const t = sportsTestApp(HOST);
let marketing: OfficeSession;
/** Below the brand's smallest stake (ARS 100): a free bet's amount is the campaign's. */
const FREE = 5_000;
/** Less than the free bet: its stake is never the player's cash. */
const CASH = 3_000;

beforeAll(async () => {
  marketing = await officeLogin(t.app, HOST, 'marketing', 'marketing1234');
});

/** A free bet (FREE by default) at odds of at least 1.50, claimed by its code in the profile. */
async function freeBetFor(who: Bettor, amount = FREE): Promise<Bonus> {
  const made = await officeCall(
    t.app,
    marketing,
    'POST',
    OFFICE_BONUS_API.campaigns,
    campaignRequest({ kind: 'free_bet', amount, min_odds_x100: 150, wagering_multiple: 0 }),
  );
  expect(made.statusCode, made.body).toBe(200);
  const { code } = made.json<{ response: OfficeCampaign }>().response;
  const claimed = await walletCall(t.app, who.session, 'POST', BONUS_API.code, {
    payload: { code },
  });
  expect(claimed.statusCode, claimed.body).toBe(200);
  return claimed.json<{ response: Bonus }>().response;
}

async function freeBetState(who: Bettor, id: string): Promise<Bonus['free_bet'] | undefined> {
  const res = await walletCall(t.app, who.session, 'GET', `${BONUS_API.list}?status=active`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ response: { items: Bonus[] } }>().response.items.find((b) => b.id === id)
    ?.free_bet;
}

/** A single on a fresh 1x2's home (about 1.90) paid with the free bet. */
async function freeSingle(freeBet: Bonus) {
  const { market } = await openMarket(t.db);
  const odds = await brandOdds(t.app, t.tenantId, market, 'home');
  const stake = freeBet.free_bet?.stake ?? 0;
  const bet: SlipBet = { ...singleBet(market, 'home', odds, stake), free_bet_id: freeBet.id };
  return { market, odds, bet };
}

/** The winnings of a stake at these odds: what it returns beyond the stake. */
function winnings(stake: number, odds: number): number {
  return Math.floor((stake * Math.round(odds * 100)) / 100) - stake;
}

async function betOf(who: Bettor, id: string): Promise<Bet> {
  const res = await walletCall(t.app, who.session, 'GET', `/api/sports/bets/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ response: Bet }>().response;
}

describe('free bets in the sportsbook', () => {
  it('places a free bet without touching the player’s cash, and answers a replay with the same bet', async () => {
    const who = await bettor(t.app, HOST, CASH);
    const freeBet = await freeBetFor(who);
    const { odds, bet } = await freeSingle(freeBet);
    const key = `slip-free-${freeBet.id}`;
    const res = await placeSlip(t.app, who, [bet], { key });
    const placed = placedBet(res);
    expect(placed).toMatchObject({
      status: 'open',
      stake: FREE,
      free_bet: true,
      // What the player would get: the winnings only.
      potential_payout: winnings(FREE, odds),
      cash_out: null,
    });
    expect(slipOf(res).balance).toBe(CASH);
    expect(await cashOf(t.app, who)).toBe(CASH);
    expect(await freeBetState(who, freeBet.id)).toEqual({ stake: FREE, used: true });

    const again = placedBet(await placeSlip(t.app, who, [bet], { key }));
    expect(again.id).toBe(placed.id);
    const rows = await t.db.select().from(sportsBets).where(eq(sportsBets.playerId, who.playerId));
    expect(rows.map((r) => r.freeBetId)).toEqual([freeBet.id]);
  });

  it('pays a winning free bet its winnings only', async () => {
    const who = await bettor(t.app, HOST, CASH);
    const freeBet = await freeBetFor(who);
    const { market, odds, bet } = await freeSingle(freeBet);
    const placed = placedBet(await placeSlip(t.app, who, [bet]));
    await settleMarket(t.app, t.db, market.id, { home: 'won' });
    expect(await cashOf(t.app, who)).toBe(CASH + winnings(FREE, odds));
    expect(await betOf(who, placed.id)).toMatchObject({
      status: 'won',
      payout: winnings(FREE, odds),
      free_bet: true,
    });
    expect((await checkLedger(t.db, t.tenantId)).problems).toEqual([]);
  });

  it('takes back only the winnings when a free bet’s win is rolled back', async () => {
    const who = await bettor(t.app, HOST, CASH);
    const freeBet = await freeBetFor(who);
    const { market, bet } = await freeSingle(freeBet);
    const placed = placedBet(await placeSlip(t.app, who, [bet]));
    await settleMarket(t.app, t.db, market.id, { home: 'won' });
    await rollbackMarket(t.app, t.db, market.id);
    // The player had the winnings: all of them go back, and the bet owes nothing.
    expect(await cashOf(t.app, who)).toBe(CASH);
    expect(await betOf(who, placed.id)).toMatchObject({ status: 'open', payout: null });
    const [row] = await t.db.select().from(sportsBets).where(eq(sportsBets.id, placed.id));
    expect(row?.owed).toBe(0);
    expect((await checkLedger(t.db, t.tenantId)).problems).toEqual([]);
  });

  it('gives a voided free bet back, to be used again', async () => {
    const who = await bettor(t.app, HOST, CASH);
    const freeBet = await freeBetFor(who);
    const first = await freeSingle(freeBet);
    const voided = placedBet(await placeSlip(t.app, who, [first.bet]));
    await voidMarket(t.app, t.db, first.market.id);
    expect(await betOf(who, voided.id)).toMatchObject({ status: 'void', payout: 0 });
    expect(await cashOf(t.app, who)).toBe(CASH);
    expect(await freeBetState(who, freeBet.id)).toEqual({ stake: FREE, used: false });

    const second = await freeSingle(freeBet);
    expect(placedBet(await placeSlip(t.app, who, [second.bet])).free_bet).toBe(true);
    expect(await cashOf(t.app, who)).toBe(CASH);
  });

  it('refuses a free bet used a second time, before any other bet of the slip is placed', async () => {
    // Less cash than the free bet: the refusal is the free bet's, not a short balance.
    const who = await bettor(t.app, HOST, 15_000);
    const freeBet = await freeBetFor(who, 50_000);
    const first = await freeSingle(freeBet);
    placedBet(await placeSlip(t.app, who, [first.bet]));
    const second = await freeSingle(freeBet);
    const { market } = await openMarket(t.db);
    const odds = await brandOdds(t.app, t.tenantId, market, 'draw');
    // The cash bet comes first in the slip; the free bet's is placed first all the same.
    const res = await placeSlip(t.app, who, [singleBet(market, 'draw', odds, 10_000), second.bet]);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json<{ response: string[] }>().response).toEqual([
      'This free bet cannot be used on this bet.',
    ]);
    expect(await cashOf(t.app, who)).toBe(15_000);
    const rows = await t.db.select().from(sportsBets).where(eq(sportsBets.playerId, who.playerId));
    expect(rows).toHaveLength(1);
  });

  it('refuses to cash out a free bet, and offers none', async () => {
    const who = await bettor(t.app, HOST, CASH);
    const freeBet = await freeBetFor(who);
    const { bet } = await freeSingle(freeBet);
    const placed = placedBet(await placeSlip(t.app, who, [bet]));
    expect((await betOf(who, placed.id)).cash_out).toBeNull();
    const res = await cashOut(t.app, who, placed.id, 1_000);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json<{ response: string[] }>().response).toEqual([
      'Cash out is not available on a free bet.',
    ]);
    expect(await cashOf(t.app, who)).toBe(CASH);
  });

  it('takes a free bet on one bet of a slip only', async () => {
    const who = await bettor(t.app, HOST, CASH);
    const freeBet = await freeBetFor(who);
    const a = await freeSingle(freeBet);
    const b = await freeSingle(freeBet);
    const res = await placeSlip(t.app, who, [a.bet, b.bet]);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toContain('A slip can use a free bet on one bet only.');
    expect(await cashOf(t.app, who)).toBe(CASH);
  });
});
