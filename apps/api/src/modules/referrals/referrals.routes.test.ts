import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BONUS_API,
  OFFICE_BONUS_API,
  type Bonus,
  type OfficeCampaign,
} from '@tribuna/contracts/bonus';
import {
  OFFICE_REFERRALS_API,
  REFERRALS_API,
  type MyReferrals,
  type OfficeReferral,
  type ReferralSettings,
} from '@tribuna/contracts/referrals';
import { RESPONSIBLE_API } from '@tribuna/contracts/responsible';
import { WALLET_API } from '@tribuna/contracts/wallet';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SYSTEM_ACTOR } from '../audit/audit.service';
import { campaignRequest, claimCampaign, playRound } from '../bonus/bonus.test-support';
import { newPlayer, rgCall, type TestPlayer } from '../responsible/responsible.test-support';
import { playerLogin } from '../players/players.test-support';
import { officeCall, officeLogin, type OfficeSession } from '../staff/staff.test-support';
import { DEMO_PROOF_PNG } from '../wallet/demo-wallet';
import { BANK_WITHDRAWAL, patchBrand, walletCall } from '../wallet/wallet.test-support';
import { referrals } from './referrals.schema';
import {
  consumeReferrals,
  newDevice,
  playerOfRegistration,
  registerWith,
} from './referrals.test-support';

const HOST = 'localhost';
let t: TestApp;
let marketing: OfficeSession;

beforeAll(async () => {
  // Without the jobs: the consumer runs where the tests say (consume()).
  t = await createTestApp({ jobs: false });
  marketing = await officeLogin(t.app, HOST, 'marketing', 'marketing1234');
  // Withdrawals at any hour.
  await patchBrand(t.app, HOST, () => ({ payment_hours: { from: '00:00', to: '00:00' } }));
}, 60_000);
afterAll(() => t.close());

const db = () => t.infra.database.db;
const services = () => t.app.services;
const consume = () => consumeReferrals(t.app, db());

const RULES: ReferralSettings = {
  wager_amount: 150_000,
  days: 30,
  monthly_cap: 10,
  referrer_reward: null,
  referred_reward: null,
};

async function setRules(patch: Partial<ReferralSettings>): Promise<void> {
  const res = await officeCall(t.app, marketing, 'PUT', OFFICE_REFERRALS_API.settings, {
    ...RULES,
    ...patch,
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function newCampaign(status: 'active' | 'paused' = 'active'): Promise<OfficeCampaign> {
  const res = await officeCall(
    t.app,
    marketing,
    'POST',
    OFFICE_BONUS_API.campaigns,
    campaignRequest({ status }),
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ response: OfficeCampaign }>().response;
}

async function mine(player: TestPlayer, language = 'en_US'): Promise<MyReferrals> {
  const res = await rgCall(t.app, player, 'GET', REFERRALS_API.mine, undefined, language);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ response: MyReferrals }>().response;
}

/** A referrer and a friend who signed up with their code (each on a device of their own). */
async function pair(): Promise<{ referrer: TestPlayer; friend: TestPlayer }> {
  const referrer = await newPlayer(t.app, HOST);
  const { code } = await mine(referrer);
  const friend = await playerOfRegistration(
    t.app,
    HOST,
    await registerWith(t.app, HOST, { code, device: newDevice() }),
  );
  return { referrer, friend };
}

async function referralOf(friend: TestPlayer) {
  const [row] = await db()
    .select()
    .from(referrals)
    .where(eq(referrals.referredId, friend.playerId));
  if (!row) throw new Error('no referral');
  return row;
}

async function deposit(player: TestPlayer, amount: number): Promise<void> {
  const made = await services().wallet.deposits.createBank(
    player.tenantId,
    player.playerId,
    `d-${crypto.randomUUID()}`,
    { amount, proof: { name: 'proof.png', content: DEMO_PROOF_PNG } },
  );
  await services().wallet.deposits.approve(
    SYSTEM_ACTOR,
    player.tenantId,
    `a-${crypto.randomUUID()}`,
    made.id,
  );
}

function round(player: TestPlayer, amount: number, returned = 0) {
  return playRound(t.app, db(), player, { amount, returned });
}

async function bonusesOf(player: TestPlayer): Promise<Bonus[]> {
  const res = await rgCall(t.app, player, 'GET', BONUS_API.list);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ response: { items: Bonus[] } }>().response.items;
}

/** Moves a referral's sign-up back in time (what the days are counted from). */
async function signedUpDaysAgo(friend: TestPlayer, days: number): Promise<void> {
  await db()
    .update(referrals)
    .set({ registeredAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(referrals.referredId, friend.playerId));
}

describe('the code and registration', () => {
  it('gives every player a code and a link on the brand, and lists a friend masked', async () => {
    await setRules({});
    const { referrer, friend } = await pair();
    const view = await mine(referrer);
    expect(view.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(view.link).toBe(`http://localhost/register?ref=${view.code}`);
    expect(view.rules).toMatchObject({ wager_amount: 150_000, days: 30 });
    const record = await services().players.getRecord(friend.tenantId, friend.playerId);
    expect(view.items).toEqual([
      expect.objectContaining({ state: 'registered', reason: null, reward: null }),
    ]);
    expect(view.items[0]?.username).not.toBe(record?.username);
    expect(view.items[0]?.username).toContain('***');
    expect(view.totals).toMatchObject({ referrals: 1, pending: 1, rewarded: 0 });
  });

  it('gives the demo player three friends: registered, deposited, self-excluded', async () => {
    await consume();
    const demo = await playerLogin(t.app, HOST, 'demo', 'demo1234');
    const res = await rgCall(t.app, demo, 'GET', REFERRALS_API.mine);
    const view = res.json<{ response: MyReferrals }>().response;
    expect(view.items.map((i) => [i.state, i.reason]).sort()).toEqual([
      ['deposited', null],
      ['registered', null],
      ['rejected', 'self_excluded'],
    ]);
  });

  it('refuses an unknown code in the caller’s language and stores nothing', async () => {
    const res = await registerWith(t.app, HOST, { code: 'NOPE2345', language: 'es_ES' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      fields: { referral_code: [expect.stringContaining('código')] },
    });
  });

  it('refuses one’s own code (a sign-up from a device its owner used)', async () => {
    const device = newDevice();
    const owner = await playerOfRegistration(
      t.app,
      HOST,
      await registerWith(t.app, HOST, { device }),
    );
    const { code } = await mine(owner);
    const res = await registerWith(t.app, HOST, { code, device });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      response: ['You cannot use your own referral code.'],
      fields: { referral_code: ['You cannot use your own referral code.'] },
    });
    expect((await mine(owner)).items).toEqual([]);
    // The same code from another device is a friend's.
    const friend = await registerWith(t.app, HOST, { code, device: newDevice() });
    expect(friend.statusCode, friend.body).toBe(201);
  });
});

describe('qualification and rewards', () => {
  it('rewards once, only after a deposit and the amount wagered in real money', async () => {
    const [forReferrer, forFriend] = [await newCampaign(), await newCampaign()];
    await setRules({
      referrer_reward: { kind: 'bonus', campaign_id: forReferrer.id },
      referred_reward: { kind: 'bonus', campaign_id: forFriend.id },
    });
    const { referrer, friend } = await pair();
    await deposit(friend, 100_000);
    await consume();
    expect(await referralOf(friend)).toMatchObject({ state: 'deposited', wagered: 0 });

    // A no-deposit bonus of 100.00: a stake beyond the cash is bonus money, which does not count.
    await claimCampaign(t.app, marketing, friend, campaignRequest({ amount: 10_000 }));
    await round(friend, 110_000);
    await consume();
    expect(await referralOf(friend)).toMatchObject({ state: 'deposited', wagered: 100_000 });
    expect(await bonusesOf(referrer)).toEqual([]);

    await deposit(friend, 100_000);
    await round(friend, 50_000);
    // Two runs of the consumer at once (two processes): one takes the batch.
    await Promise.all([consume(), consume()]);
    const rewarded = await referralOf(friend);
    expect(rewarded).toMatchObject({ state: 'rewarded', wagered: 150_000, reason: null });
    const given = (await bonusesOf(referrer)).filter((b) => b.campaign_id === forReferrer.id);
    expect(given).toHaveLength(1);
    expect((await bonusesOf(friend)).filter((b) => b.campaign_id === forFriend.id)).toHaveLength(1);

    // The stream read again from its start (another position) and the reward asked again.
    await consumeReferrals(t.app, db(), `referrals.replay-${crypto.randomUUID()}`);
    expect(await db().transaction((tx) => services().referrals.rewardIn(tx, rewarded.id))).toBe(
      null,
    );
    expect((await bonusesOf(referrer)).filter((b) => b.campaign_id === forReferrer.id)).toEqual(
      given,
    );
    const view = await mine(referrer);
    expect(view.items[0]).toMatchObject({
      state: 'rewarded',
      reward: { kind: 'bonus', campaign_id: forReferrer.id, title: 'Test bonus' },
    });
    // Both sides are told once, beside the bonus's own message.
    const told = await services().inbox.list(referrer.tenantId, referrer.playerId, 'en_US', {
      limit: 20,
      offset: 0,
    });
    expect(told.items.filter((m) => m.title === 'A friend you invited qualified')).toHaveLength(1);
    const friendTold = await services().inbox.list(friend.tenantId, friend.playerId, 'en_US', {
      limit: 20,
      offset: 0,
    });
    expect(friendTold.items.filter((m) => m.title === 'Your welcome reward')).toHaveLength(1);
  });

  it('gives miles to both sides once, straight to their balances', async () => {
    await setRules({
      referrer_reward: { kind: 'miles', miles: 500 },
      referred_reward: { kind: 'miles', miles: 250 },
    });
    const { referrer, friend } = await pair();
    const balance = async (p: TestPlayer) =>
      (await services().miles.summary(p.tenantId, p.playerId)).balance;
    await deposit(friend, 200_000);
    await round(friend, 150_000);
    await Promise.all([consume(), consume()]);
    const rewarded = await referralOf(friend);
    expect(rewarded.state).toBe('rewarded');
    await db().transaction((tx) => services().referrals.rewardIn(tx, rewarded.id));
    expect(await balance(referrer)).toBe(500);
    expect(await balance(friend)).toBe(250);
    const view = await mine(referrer, 'es_ES');
    expect(view.totals).toMatchObject({ rewarded: 1, miles: 500 });
    expect(view.items[0]?.reward).toEqual({ kind: 'miles', miles: 500 });
  });

  it('keeps a referral qualified while a reward is refused, then rewards it once', async () => {
    const paused = await newCampaign('paused');
    await setRules({ referrer_reward: { kind: 'bonus', campaign_id: paused.id } });
    const { referrer, friend } = await pair();
    await deposit(friend, 200_000);
    await round(friend, 150_000);
    await consume();
    const waiting = await referralOf(friend);
    expect(waiting.state).toBe('qualified');

    const live = await officeCall(
      t.app,
      marketing,
      'PUT',
      OFFICE_BONUS_API.campaign(paused.id),
      campaignRequest({ ...paused, code: paused.code ?? undefined, status: 'active' }),
    );
    expect(live.statusCode, live.body).toBe(200);
    // Tried three times at once (the job twice, the call once): given once.
    await Promise.all([
      services().referrals.retryRewards(),
      services().referrals.retryRewards(),
      db().transaction((tx) => services().referrals.rewardIn(tx, waiting.id)),
    ]);
    expect((await referralOf(friend)).state).toBe('rewarded');
    expect((await bonusesOf(referrer)).filter((b) => b.campaign_id === paused.id)).toHaveLength(1);
  });

  it('rejects a friend whose payment account is one the referrer named', async () => {
    await setRules({});
    const { referrer, friend } = await pair();
    await deposit(referrer, 500_000);
    const asked = await walletCall(t.app, referrer, 'POST', WALLET_API.withdrawals, {
      payload: BANK_WITHDRAWAL,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    await deposit(friend, 500_000);
    await consume();
    expect((await referralOf(friend)).state).toBe('deposited');
    const theirs = await walletCall(t.app, friend, 'POST', WALLET_API.withdrawals, {
      payload: { ...BANK_WITHDRAWAL, cvu: '0000003100011111111111', alias: 'ANA.SOUZA ' },
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    await round(friend, 150_000);
    await consume();
    expect(await referralOf(friend)).toMatchObject({
      state: 'rejected',
      reason: 'same_payment_account',
    });
  });

  it('rejects a friend seen on the referrer’s device', async () => {
    await setRules({});
    const device = newDevice();
    const referrer = await playerOfRegistration(
      t.app,
      HOST,
      await registerWith(t.app, HOST, { device }),
    );
    const { code } = await mine(referrer);
    const signedUp = await registerWith(t.app, HOST, { code, device: newDevice() });
    const friend = await playerOfRegistration(t.app, HOST, signedUp);
    const record = await services().players.getRecord(friend.tenantId, friend.playerId);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: HOST, cookie: `device_id=${device}` },
      payload: { username: record?.username, password: 'secret-pass-1' },
    });
    expect(login.statusCode, login.body).toBe(200);
    await deposit(friend, 200_000);
    await consume();
    expect(await referralOf(friend)).toMatchObject({ state: 'rejected', reason: 'same_device' });
  });

  it('rejects a friend who self-excludes, at once; a time-out is not one', async () => {
    await setRules({});
    const resting = await pair();
    const excluded = await pair();
    for (const { friend } of [resting, excluded]) await deposit(friend, 200_000);
    await consume();
    const timeOut = await rgCall(t.app, resting.friend, 'POST', RESPONSIBLE_API.breaks, {
      length: '24h',
    });
    expect(timeOut.statusCode, timeOut.body).toBe(201);
    const selfExclusion = await rgCall(t.app, excluded.friend, 'POST', RESPONSIBLE_API.breaks, {
      length: '6m',
    });
    expect(selfExclusion.statusCode, selfExclusion.body).toBe(201);
    expect((await referralOf(resting.friend)).state).toBe('deposited');
    expect(await referralOf(excluded.friend)).toMatchObject({
      state: 'rejected',
      reason: 'self_excluded',
    });
  });

  it('rewards at most the brand’s number of referrals per month, then rejects', async () => {
    await setRules({ monthly_cap: 1 });
    const referrer = await newPlayer(t.app, HOST);
    const { code } = await mine(referrer);
    const friends = [];
    for (let i = 0; i < 2; i += 1) {
      const res = await registerWith(t.app, HOST, { code, device: newDevice() });
      friends.push(await playerOfRegistration(t.app, HOST, res));
    }
    for (const friend of friends) {
      await deposit(friend, 200_000);
      await round(friend, 150_000);
    }
    await consume();
    const [first, second] = friends;
    if (!first || !second) throw new Error('setup');
    expect((await referralOf(first)).state).toBe('rewarded');
    expect(await referralOf(second)).toMatchObject({ state: 'rejected', reason: 'monthly_cap' });
  });

  it('counts the days from sign-up: late play, or none, expires the referral', async () => {
    await setRules({ days: 30 });
    const late = await pair();
    const onTime = await pair();
    const idle = await pair();
    await signedUpDaysAgo(late.friend, 31);
    await signedUpDaysAgo(onTime.friend, 29);
    await signedUpDaysAgo(idle.friend, 31);
    for (const { friend } of [late, onTime]) await deposit(friend, 200_000);
    await consume();
    expect(await referralOf(late.friend)).toMatchObject({ state: 'rejected', reason: 'expired' });
    expect((await referralOf(onTime.friend)).state).toBe('deposited');
    expect(await services().referrals.expire(new Date())).toBeGreaterThanOrEqual(1);
    expect(await referralOf(idle.friend)).toMatchObject({ state: 'rejected', reason: 'expired' });
    expect((await referralOf(onTime.friend)).state).toBe('deposited');
  });
});

describe('the office', () => {
  it('lists the brand’s referrals by state and referrer; only marketing changes the rules', async () => {
    await setRules({});
    const { referrer, friend } = await pair();
    const record = await services().players.getRecord(referrer.tenantId, referrer.playerId);
    const res = await officeCall(
      t.app,
      marketing,
      'GET',
      `${OFFICE_REFERRALS_API.list}?state=registered&referrer=${record?.username.toUpperCase()}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { items, total } = res.json<{ response: { items: OfficeReferral[]; total: number } }>()
      .response;
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({ referred_id: friend.playerId, state: 'registered' });

    const bad = await officeCall(t.app, marketing, 'PUT', OFFICE_REFERRALS_API.settings, {
      ...RULES,
      days: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      fields: { days: ['Enter the days to qualify: from 1 to 365.'] },
    });
    const unknown = await officeCall(t.app, marketing, 'PUT', OFFICE_REFERRALS_API.settings, {
      ...RULES,
      referrer_reward: { kind: 'bonus', campaign_id: crypto.randomUUID() },
    });
    expect(unknown.statusCode).toBe(404);

    const badState = await officeCall(
      t.app,
      marketing,
      'GET',
      `${OFFICE_REFERRALS_API.list}?state=won`,
    );
    expect(badState.statusCode).toBe(400);
    const badReward = await officeCall(t.app, marketing, 'PUT', OFFICE_REFERRALS_API.settings, {
      ...RULES,
      referred_reward: { kind: 'miles', miles: 0 },
    });
    expect(badReward.statusCode).toBe(400);
    expect(badReward.json()).toMatchObject({
      fields: {
        'referred_reward.miles': ['Enter the miles as a whole number from 1 to 1,000,000.'],
      },
    });

    const support = await officeLogin(t.app, HOST, 'support', 'support1234');
    const refused = await officeCall(t.app, support, 'GET', OFFICE_REFERRALS_API.settings);
    expect(refused.statusCode).toBe(403);
  });
});
