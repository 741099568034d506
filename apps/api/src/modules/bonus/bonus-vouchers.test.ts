import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFICE_BONUS_API, type Bonus, type CampaignRequest } from '@tribuna/contracts/bonus';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newPlayer, type TestPlayer } from '../responsible/responsible.test-support';
import { officeCall, officeLogin, type OfficeSession } from '../staff/staff.test-support';
import { checkLedger } from '../wallet/ledger-check';
import type { WagerOutcome } from '../wallet/money-port';
import { createBonusWagering } from './bonus-wagering';
import { campaignRequest, claimCampaign, consumeAll } from './bonus.test-support';

const HOST = 'localhost';
const SLOT = 'tesoro-del-dragon';
let t: TestApp;
let marketing: OfficeSession;

beforeAll(async () => {
  t = await createTestApp({ jobs: false });
  marketing = await officeLogin(t.app, HOST, 'marketing', 'marketing1234');
}, 60_000);
afterAll(() => t.close());

const db = () => t.infra.database.db;
const services = () => t.app.services;

function claim(player: TestPlayer, overrides: Partial<CampaignRequest>): Promise<Bonus> {
  return claimCampaign(t.app, marketing, player, campaignRequest(overrides));
}

async function bonus(player: TestPlayer, id: string): Promise<Bonus | undefined> {
  const all = await services().bonus.list(player.tenantId, player.playerId, 'en_US');
  return all.find((b) => b.id === id);
}

const balances = (player: TestPlayer) =>
  services().wallet.ledger.balances(player.tenantId, player.playerId);

/** A wager of a product through the money port, paid with a voucher. */
function wagerOf(player: TestPlayer, kind: 'spin' | 'bet') {
  const reference = crypto.randomUUID();
  return {
    tenantId: player.tenantId,
    playerId: player.playerId,
    currency: 'ARS' as const,
    account: kind === 'spin' ? 'casino' : 'sportsbook',
    product: kind === 'spin' ? 'casino' : 'sports',
    game: kind === 'spin' ? SLOT : null,
    reference,
  };
}

type Wager = ReturnType<typeof wagerOf>;

async function stake(
  wager: Wager,
  voucher: string,
  amount: number,
  oddsX100: number | null = null,
): Promise<void> {
  await db().transaction(async (tx) => {
    await services().wallet.port.lock(tx, wager);
    await services().wallet.port.stake(tx, {
      ...wager,
      amount,
      voucher,
      category: wager.product === 'sports' ? 'sports' : 'slots',
      oddsX100,
      key: `stake:${wager.reference}`,
      type: wager.product === 'sports' ? 'sports_bet' : 'casino_bet',
    });
  });
}

async function result(
  wager: Wager,
  returned: number,
  outcome: Exclude<WagerOutcome, 'rollback'>,
  key = `result:${wager.reference}`,
): Promise<void> {
  await db().transaction(async (tx) => {
    await services().wallet.port.lock(tx, wager);
    await services().wallet.port.result(tx, {
      ...wager,
      returned,
      outcome,
      key,
      type: wager.product === 'sports' ? 'sports_win' : 'casino_win',
    });
  });
}

async function refusal(run: Promise<unknown>): Promise<string | null> {
  return run.then(
    () => null,
    (e: unknown) => (e as { key?: string }).key ?? String(e),
  );
}

describe('free spins and free bets', () => {
  it('plays free spins paid by the brand; what they win is bonus money wagered from the last spin', async () => {
    const player = await newPlayer(t.app, HOST);
    const spins = await claim(player, {
      kind: 'free_spins',
      amount: null,
      game: SLOT,
      spins: 3,
      spin_stake: 1_000,
      wagering_multiple: 10,
    });
    expect(spins).toMatchObject({
      status: 'active',
      free_spins: { game: SLOT, stake: 1_000, total: 3, remaining: 3 },
    });

    // Another stake or another game is not a free spin: refused, nothing moves.
    expect(await refusal(stake(wagerOf(player, 'spin'), spins.id, 2_000))).toBe(
      'bonus.free_spins_invalid',
    );
    for (const won of [2_500, 0, 500]) {
      const spin = wagerOf(player, 'spin');
      await stake(spin, spins.id, 1_000);
      await result(spin, won, won > 0 ? 'win' : 'loss');
    }
    // The player's cash was never touched; the wins are bonus money, wagered ten times.
    expect(await balances(player)).toEqual({ cash: 0, bonus: 3_000, withheld: 0 });
    expect(await bonus(player, spins.id)).toMatchObject({
      status: 'active',
      amount: 3_000,
      wagering: { required: 30_000, progress: 0 },
      free_spins: { remaining: 0 },
    });
    expect(await refusal(stake(wagerOf(player, 'spin'), spins.id, 1_000))).toBe(
      'bonus.free_spins_invalid',
    );
    await consumeAll(t.app, db());
    // The spins themselves count nothing towards the wagering.
    expect((await bonus(player, spins.id))?.wagering.progress).toBe(0);
    expect((await checkLedger(db(), player.tenantId)).problems).toEqual([]);
  });

  it('pays a free bet only its winnings, as cash when the campaign has no wagering', async () => {
    const player = await newPlayer(t.app, HOST);
    const free = await claim(player, {
      kind: 'free_bet',
      amount: 5_000,
      min_odds_x100: 150,
      wagering_multiple: 0,
    });
    expect(free.free_bet).toEqual({ stake: 5_000, used: false });
    const bet = wagerOf(player, 'bet');
    expect(await refusal(stake(bet, free.id, 5_000, 120))).toBe('bonus.free_bet_odds');
    expect(await refusal(stake(bet, free.id, 4_000, 300))).toBe('bonus.free_bet_stake');
    expect(await refusal(stake(bet, crypto.randomUUID(), 5_000, 300))).toBe(
      'bonus.free_bet_invalid',
    );

    await stake(bet, free.id, 5_000, 300);
    expect((await bonus(player, free.id))?.free_bet).toEqual({ stake: 5_000, used: true });
    // Settled later, in its own transaction: 15 000 back, of which the stake is the brand's.
    await result(bet, 15_000, 'win');
    expect(await balances(player)).toEqual({ cash: 10_000, bonus: 0, withheld: 0 });
    expect(await bonus(player, free.id)).toMatchObject({
      status: 'completed',
      amount: 10_000,
      converted: 10_000,
    });
    // A settlement undone takes the winnings back, and the brand's stake back to the book.
    await db().transaction(async (tx) => {
      await services().wallet.port.lock(tx, bet);
      await services().wallet.port.reverse(tx, {
        ...bet,
        returned: 15_000,
        amount: 15_000,
        key: `reverse:${bet.reference}`,
        type: 'sports_win',
      });
    });
    expect(await balances(player)).toEqual({ cash: 0, bonus: 0, withheld: 0 });
    expect((await checkLedger(db(), player.tenantId)).problems).toEqual([]);
  });

  it('gives a voided free bet back, and its wins become bonus money under wagering', async () => {
    const player = await newPlayer(t.app, HOST);
    const free = await claim(player, { kind: 'free_bet', amount: 2_000, wagering_multiple: 3 });
    const voided = wagerOf(player, 'bet');
    await stake(voided, free.id, 2_000, 200);
    await result(voided, 2_000, 'void');
    expect(await balances(player)).toEqual({ cash: 0, bonus: 0, withheld: 0 });
    expect(await bonus(player, free.id)).toMatchObject({
      status: 'active',
      free_bet: { used: false },
    });

    const lost = wagerOf(player, 'bet');
    await stake(lost, free.id, 2_000, 200);
    await result(lost, 0, 'loss');
    // Nothing won: nothing to wager, the bonus is done.
    expect(await bonus(player, free.id)).toMatchObject({ status: 'completed', amount: 0 });

    const other = await newPlayer(t.app, HOST);
    const second = await claim(other, { kind: 'free_bet', amount: 2_000, wagering_multiple: 3 });
    const won = wagerOf(other, 'bet');
    await stake(won, second.id, 2_000, 250);
    await result(won, 5_000, 'win');
    expect(await balances(other)).toEqual({ cash: 0, bonus: 3_000, withheld: 0 });
    expect(await bonus(other, second.id)).toMatchObject({
      status: 'active',
      wagering: { required: 9_000, progress: 0 },
    });
    expect((await checkLedger(db(), player.tenantId)).problems).toEqual([]);
  });

  it('lets unused spins lapse at the deadline and keeps what the played ones won', async () => {
    const player = await newPlayer(t.app, HOST);
    const spins = await claim(player, {
      kind: 'free_spins',
      amount: null,
      game: SLOT,
      spins: 5,
      spin_stake: 500,
      wagering_multiple: 0,
      wager_days: 1,
    });
    const spin = wagerOf(player, 'spin');
    await stake(spin, spins.id, 500);
    await result(spin, 1_200, 'win');
    const wagering = createBonusWagering({ service: services().bonus });
    await wagering.expire(new Date(Date.now() + 2 * 24 * 3_600_000));
    expect(await bonus(player, spins.id)).toMatchObject({
      status: 'completed',
      converted: 1_200,
      free_spins: { remaining: 0 },
    });
    expect(await balances(player)).toEqual({ cash: 1_200, bonus: 0, withheld: 0 });
  });

  it('refuses free spins on a game that is not a slot of the house, or at a stake it does not take', async () => {
    const base = { kind: 'free_spins' as const, amount: null, spins: 10, spin_stake: 1_000 };
    for (const game of ['ruleta-europea', 'no-such-game']) {
      const res = await officeCall(
        t.app,
        marketing,
        'POST',
        OFFICE_BONUS_API.campaigns,
        campaignRequest({ ...base, game }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json<{ fields: Record<string, string[]> }>().fields).toEqual({
        game: ['Free spins are played on one of the house slots.'],
      });
    }
    const res = await officeCall(
      t.app,
      marketing,
      'POST',
      OFFICE_BONUS_API.campaigns,
      campaignRequest({ ...base, game: SLOT, spin_stake: 50 }),
    );
    expect(res.statusCode).toBe(400);
    // Amounts are written as the reader's language writes them (a non-breaking space).
    expect(res.json<{ response: string[] }>().response).toEqual([
      'A spin of this slot takes from ARS\u00a01.00 to ARS\u00a010,000.00.',
    ]);
    // Its 20 lines at one line bet: a stake they cannot split could never be played.
    const uneven = await officeCall(
      t.app,
      marketing,
      'POST',
      OFFICE_BONUS_API.campaigns,
      campaignRequest({ ...base, game: SLOT, spin_stake: 1_010 }),
    );
    expect(uneven.statusCode).toBe(400);
    expect(uneven.json<{ fields: Record<string, string[]> }>().fields).toEqual({
      spin_stake: [
        'A spin of this slot plays its 20 lines at one line bet: the stake must be a multiple of ARS\u00a00.20.',
      ],
    });
  });
});
