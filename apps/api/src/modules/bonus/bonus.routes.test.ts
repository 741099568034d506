import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BONUS_API,
  OFFICE_BONUS_API,
  type Bonus,
  type CampaignRequest,
  type OfficeCampaign,
  type WagerCategory,
} from '@tribuna/contracts/bonus';
import { WALLET_API, type WalletBalance } from '@tribuna/contracts/wallet';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SYSTEM_ACTOR } from '../audit/audit.service';
import { newPlayer, rgCall, type TestPlayer } from '../responsible/responsible.test-support';
import { someAddress } from '../players/players.test-support';
import { officeCall, officeLogin, type OfficeSession } from '../staff/staff.test-support';
import { DEMO_PROOF_PNG } from '../wallet/demo-wallet';
import {
  BANK_WITHDRAWAL,
  patchBrand,
  registrationOf,
  walletCall,
} from '../wallet/wallet.test-support';
import { checkLedger } from '../wallet/ledger-check';
import { campaignRequest, consumeAll, playRound } from './bonus.test-support';

const HOST = 'localhost';
let t: TestApp;
let marketing: OfficeSession;

beforeAll(async () => {
  // Without the jobs: the wagering consumer runs where the tests say (consume()).
  t = await createTestApp({ jobs: false });
  marketing = await officeLogin(t.app, HOST, 'marketing', 'marketing1234');
  // Withdrawals at any hour.
  await patchBrand(t.app, HOST, () => ({ payment_hours: { from: '00:00', to: '00:00' } }));
}, 60_000);
afterAll(() => t.close());

const db = () => t.infra.database.db;
const services = () => t.app.services;

/** Runs the wagering consumer over what the stream holds now, as its job does. */
async function consume(): Promise<void> {
  await consumeAll(t.app, db());
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

function round(
  player: TestPlayer,
  amount: number,
  returned: number,
  category: WagerCategory = 'slots',
) {
  return playRound(t.app, db(), player, { amount, returned, category });
}

async function balances(player: TestPlayer): Promise<WalletBalance> {
  return services().wallet.ledger.balances(player.tenantId, player.playerId);
}

async function bonuses(player: TestPlayer, status?: string): Promise<Bonus[]> {
  const res = await rgCall(
    t.app,
    player,
    'GET',
    `${BONUS_API.list}${status ? `?status=${status}` : ''}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ response: { items: Bonus[] } }>().response.items;
}

function register(host: string, promo: string | undefined, language = 'en_US') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: { host, 'master-language': language },
    remoteAddress: someAddress(),
    payload: registrationOf(
      `b${crypto.randomBytes(5).toString('hex')}`,
      promo === undefined ? {} : { promo_code: promo },
    ),
  });
}

async function playerOf(host: string, res: { json: <T>() => T }): Promise<TestPlayer> {
  const token = res.json<{ response: { token: string } }>().response.token;
  const claims = await t.app.platform.tokens.verify(token, 'player');
  const tenant = await services().tenants.resolveHost(host);
  if (!claims || !tenant) throw new Error('setup: no player');
  return { host, token, playerId: claims.sub, tenantId: tenant.id };
}

async function createCampaign(request: CampaignRequest): Promise<OfficeCampaign> {
  const res = await officeCall(t.app, marketing, 'POST', OFFICE_BONUS_API.campaigns, request);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ response: OfficeCampaign }>().response;
}

describe('bonuses', () => {
  it('refuses a registration with a code that is not one, storing nothing', async () => {
    const res = await register(HOST, 'BADPROMO');
    expect(res.statusCode).toBe(400);
    const body = res.json<{ response: string[]; fields?: Record<string, string> }>();
    expect(body.response).toContain('Insert a valid bonus code');
    const spanish = await register(HOST, 'BADPROMO', 'es_ES');
    expect(spanish.json<{ response: string[] }>().response).toContain(
      'Ingresa un código de bono válido',
    );
  });

  it('takes the welcome code at registration, matches the deposit, and pays cash first', async () => {
    const res = await register(HOST, 'bienvenida');
    expect(res.statusCode, res.body).toBe(201);
    const player = await playerOf(HOST, res);
    const [claimed] = await bonuses(player, 'claimed');
    expect(claimed).toMatchObject({ kind: 'deposit_match', percent: 100, status: 'claimed' });

    await deposit(player, 200_000);
    await consume();
    const [active] = await bonuses(player, 'active');
    expect(active).toMatchObject({
      amount: 200_000,
      wagering: { required: 1_000_000, progress: 0 },
    });
    expect(await balances(player)).toEqual({ cash: 200_000, bonus: 200_000, withheld: 0 });

    // Cash first: a stake of 250 000 takes all the cash and 50 000 of bonus money; what it
    // returns goes back the same way (a fifth of it is bonus money).
    await round(player, 250_000, 500_000);
    expect(await balances(player)).toEqual({ cash: 400_000, bonus: 250_000, withheld: 0 });
    await consume();
    expect((await bonuses(player, 'active'))[0]?.wagering.progress).toBe(250_000);

    // Above the campaign's maximum stake while there is bonus money: refused, nothing moves.
    const refused = await round(player, 600_000, 0).then(
      () => null,
      (e: unknown) => e as { code: string },
    );
    expect(refused?.code).toBe('BONUS_MAX_BET');
    expect(await balances(player)).toEqual({ cash: 400_000, bonus: 250_000, withheld: 0 });
    expect((await checkLedger(db(), player.tenantId)).problems).toEqual([]);
  });

  it('counts stakes at their contribution, completes the wagering, and the bonus becomes cash', async () => {
    const player = await newPlayer(t.app, HOST);
    const made = await createCampaign(campaignRequest({ amount: 10_000, wagering_multiple: 2 }));
    const claim = await rgCall(t.app, player, 'POST', BONUS_API.code, {
      code: made.code?.toLowerCase(),
    });
    expect(claim.statusCode, claim.body).toBe(200);
    expect(await balances(player)).toEqual({ cash: 0, bonus: 10_000, withheld: 0 });

    await round(player, 5_000, 0, 'table'); // 10 %: 500
    await round(player, 5_000, 8_000, 'slots'); // 100 %: 5 000
    await consume();
    expect((await bonuses(player, 'active'))[0]?.wagering).toEqual({
      required: 20_000,
      progress: 5_500,
    });
    await round(player, 8_000, 8_000);
    await round(player, 7_000, 7_000);
    await consume();
    const [done] = await bonuses(player, 'completed');
    // 20 500 wagered: its bonus money then (8 000, all it had left) is cash.
    expect(done).toMatchObject({ converted: 8_000, forfeited: 0 });
    expect(await balances(player)).toEqual({ cash: 8_000, bonus: 0, withheld: 0 });
    expect((await checkLedger(db(), player.tenantId)).problems).toEqual([]);
  });

  it('lets a player cancel a bonus: its bonus money is forfeited, their cash is not', async () => {
    const player = await newPlayer(t.app, HOST);
    await deposit(player, 150_000);
    const made = await createCampaign(campaignRequest({ amount: 30_000 }));
    const claim = await rgCall(t.app, player, 'POST', BONUS_API.code, { code: made.code });
    const id = claim.json<{ response: Bonus }>().response.id;
    const again = await rgCall(t.app, player, 'POST', BONUS_API.code, { code: made.code });
    expect(again.statusCode).toBe(409);
    const res = await rgCall(t.app, player, 'POST', BONUS_API.cancel(id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ response: Bonus }>().response).toMatchObject({
      status: 'canceled',
      cancel_reason: 'player',
      forfeited: 30_000,
    });
    expect(await balances(player)).toEqual({ cash: 150_000, bonus: 0, withheld: 0 });
    expect((await bonuses(player, 'canceled')).map((b) => b.id)).toEqual([id]);
  });

  it('asks before a withdrawal forfeits an active bonus, then forfeits only the bonus money', async () => {
    const player = await newPlayer(t.app, HOST);
    await deposit(player, 500_000);
    const made = await createCampaign(campaignRequest({ amount: 30_000 }));
    await rgCall(t.app, player, 'POST', BONUS_API.code, { code: made.code });
    const body = { ...BANK_WITHDRAWAL, amount: 250_000 };
    const asked = await walletCall(t.app, player, 'POST', WALLET_API.withdrawals, {
      payload: body,
    });
    expect(asked.statusCode, asked.body).toBe(409);
    expect(asked.json<{ code: string; response: string[] }>()).toMatchObject({
      code: 'BONUS_ACTIVE',
      response: [expect.stringContaining('forfeits its bonus money (ARS\u00a0300.00)')],
    });
    expect(await balances(player)).toEqual({ cash: 500_000, bonus: 30_000, withheld: 0 });
    const yes = await walletCall(t.app, player, 'POST', WALLET_API.withdrawals, {
      payload: { ...body, forfeit_bonus: true },
    });
    expect(yes.statusCode, yes.body).toBe(201);
    expect(await balances(player)).toEqual({ cash: 250_000, bonus: 0, withheld: 250_000 });
    expect((await bonuses(player, 'canceled'))[0]?.cancel_reason).toBe('withdrawal');
  });

  it("refuses a campaign RioBet's jurisdiction forbids, and its registrations take no code", async () => {
    const owner = await officeLogin(t.app, '127.0.0.1', 'admin', 'admin1234');
    const res = await officeCall(
      t.app,
      owner,
      'POST',
      OFFICE_BONUS_API.campaigns,
      campaignRequest({}),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json<{ response: string[] }>().response).toContain(
      "This brand's jurisdiction does not allow bonuses.",
    );
    const registered = await register('127.0.0.1', 'BIENVENIDA');
    expect(registered.statusCode).toBe(400);
  });

  it('cancels a bonus when its player takes a break', async () => {
    const player = await newPlayer(t.app, HOST);
    const made = await createCampaign(campaignRequest({ amount: 20_000 }));
    await rgCall(t.app, player, 'POST', BONUS_API.code, { code: made.code });
    await services().responsible.takeBreak(player.tenantId, player.playerId, '24h', null);
    // The break ended the player's sessions: their bonuses are read as the service lists them.
    const [canceled] = await services().bonus.list(
      player.tenantId,
      player.playerId,
      'en_US',
      'canceled',
    );
    expect(canceled).toMatchObject({ cancel_reason: 'break', forfeited: 20_000 });
    expect(await balances(player)).toEqual({ cash: 0, bonus: 0, withheld: 0 });
  });

  it('awards a campaign once per reference: one player may get it again under another', async () => {
    const player = await newPlayer(t.app, HOST);
    const made = await createCampaign(
      campaignRequest({ trigger: 'manual', code: null, max_grants: 2 }),
    );
    const award = (reference: string) =>
      db().transaction((tx) =>
        services().bonus.award(tx, {
          tenantId: player.tenantId,
          playerId: player.playerId,
          campaignId: made.id,
          reference,
        }),
      );
    const first = await award('order-1');
    expect(await award('order-1')).toEqual(first);
    const second = await award('order-2');
    expect(second.bonusId).not.toBe(first.bonusId);
    // Offers, not credits: nothing moved until the player claims one.
    expect((await bonuses(player, 'available')).map((b) => b.id).sort()).toEqual(
      [first.bonusId, second.bonusId].sort(),
    );
    expect(await balances(player)).toEqual({ cash: 0, bonus: 0, withheld: 0 });
    await expect(award('order-3')).rejects.toMatchObject({ key: 'bonus.campaign_full' });
    const claimed = await rgCall(t.app, player, 'POST', BONUS_API.claim(first.bonusId));
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(await balances(player)).toMatchObject({ bonus: 10_000 });
    await services().responsible.takeBreak(player.tenantId, player.playerId, '24h', null);
    await expect(award('order-4')).rejects.toMatchObject({ key: 'bonus.player_on_break' });
  });

  it("offers a cashback of the last whole period's net losses, once per player and period", async () => {
    const player = await newPlayer(t.app, HOST);
    await deposit(player, 300_000);
    const campaign = await createCampaign(
      campaignRequest({
        kind: 'cashback',
        trigger: 'period',
        code: null,
        amount: null,
        percent: 10,
        max_bonus: 3_000,
        cashback_period: 'day',
        wagering_multiple: 1,
        starts_at: new Date(Date.now() - 3 * 24 * 3_600_000).toISOString(),
      }),
    );
    await round(player, 50_000, 10_000); // a net loss of 40 000: 10 % is 4 000, capped at 3 000
    const tomorrow = new Date(Date.now() + 24 * 3_600_000);
    await services().bonus.cashback(tomorrow);
    await services().bonus.cashback(tomorrow);
    // Only this campaign's: the demo brand's weekly cashback also offers one when tomorrow
    // starts a week.
    const offers = (await bonuses(player, 'available')).filter(
      (b) => b.campaign_id === campaign.id,
    );
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({ kind: 'cashback', amount: 3_000 });
    const claim = await rgCall(t.app, player, 'POST', BONUS_API.claim(offers[0]?.id ?? ''));
    expect(claim.statusCode, claim.body).toBe(200);
    expect(await balances(player)).toEqual({ cash: 260_000, bonus: 3_000, withheld: 0 });
  });

  it('sums what bonuses cost per campaign and day', async () => {
    const res = await officeCall(t.app, marketing, 'GET', OFFICE_BONUS_API.cost);
    expect(res.statusCode, res.body).toBe(200);
    const cost = res.json<{
      response: { totals: { granted: number; converted: number; forfeited: number } };
    }>().response;
    expect(cost.totals.granted).toBeGreaterThan(0);
    expect(cost.totals.converted).toBeGreaterThanOrEqual(8_000);
    expect(cost.totals.forfeited).toBeGreaterThanOrEqual(30_000);
  });
});
