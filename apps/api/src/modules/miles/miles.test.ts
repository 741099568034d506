import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MILES_API, type MilesSummary } from '@tribuna/contracts/miles';
import { readEnv } from '../../env';
import { otherProcesses } from '../../test/other-process';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createActivityService } from '../activity/activity.service';
import { writeActivity } from '../activity/activity.test-support';
import { campaignRequest, claimCampaign } from '../bonus/bonus.test-support';
import { fund, newPlayer, rgCall, type TestPlayer } from '../responsible/responsible.test-support';
import { officeLogin } from '../staff/staff.test-support';
import { checkLedger } from '../wallet/ledger-check';
import { createMilesEarning } from './miles-earning';
import { milesAccounts, milesEarnings, milesJournal } from './miles.schema';
import { EARNING, earnAll, stakeRecord } from './miles.test-support';

// The same file runs on PGlite and, with DATABASE_URL, on PostgreSQL, where the two
// consumers get connections of their own and really run at once.
const databaseUrl = readEnv().DATABASE_URL;
const HOST = 'localhost';
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
// The platform's clock, moved forward by the expiry tests.
let offsetMs = 0;
const others = otherProcesses(databaseUrl);

beforeAll(async () => {
  t = await createTestApp({ jobs: false, clock: () => new Date(Date.now() + offsetMs) });
  const tenant = await t.app.services.tenants.resolveHost(HOST);
  // The rates below are the ARS defaults: 1 mile per 100.00 on slots, per 200.00 on sports.
  expect(tenant?.settings.currency).toBe('ARS');
}, 60_000);
afterAll(async () => {
  await others.close();
  await t.close();
});

const db = () => t.infra.database.db;
const miles = () => t.app.services.miles;

async function played(player: TestPlayer, ...overrides: Parameters<typeof stakeRecord>[1][]) {
  await writeActivity(
    db(),
    t.app.services.activity,
    overrides.map((o) => stakeRecord(player, o)),
  );
  await earnAll(t.app, db());
}

const summary = (player: TestPlayer) => miles().summary(player.tenantId, player.playerId);

async function journalKinds(player: TestPlayer): Promise<string[]> {
  const { items } = await miles().journal(player.tenantId, player.playerId);
  return items.map((i) => `${i.kind} ${i.miles}`);
}

describe('earning', () => {
  it('earns on real money at the product rate, carrying what makes no whole mile', async () => {
    const player = await newPlayer(t.app, HOST);
    // 3 × 40.00 on slots: 120.00 is 1 mile, 20.00 carried.
    await played(player, { cash: 4_000 }, { cash: 4_000 }, { cash: 4_000 });
    expect(await summary(player)).toMatchObject({ pending: 1, balance: 0, lifetime: 1 });
    // 80.00 more: 200.00 in all, as one stake of 200.00 would earn.
    await played(player, { cash: 8_000 });
    // Sports and table games at 200.00 a mile: 300.00 of each is 1 mile and 100.00 carried.
    await played(
      player,
      { product: 'sports', category: 'sports', cash: 30_000, game: null },
      { category: 'table', cash: 30_000 },
    );
    const after = await summary(player);
    expect(after).toMatchObject({ pending: 4, lifetime: 4, tier: 'bronze' });
    expect(after.pending_expires_at).not.toBeNull();
    expect(await journalKinds(player)).toEqual(['earn 4']);
  });

  it('earns nothing on a deposit or on a product the brand has no rate for', async () => {
    const player = await newPlayer(t.app, HOST);
    await played(
      player,
      { kind: 'deposit', cash: 500_000, category: null },
      { product: 'lottery', category: null, cash: 500_000 },
    );
    expect(await summary(player)).toMatchObject({ pending: 0, lifetime: 0 });
  });

  it("earns nothing on a free bet or on bonus money, as the bonus's spending order pays them", async () => {
    const marketing = await officeLogin(t.app, HOST, 'marketing', 'marketing1234');
    const { wallet } = t.app.services;
    const wagerOf = (player: TestPlayer, product: 'casino' | 'sports') => ({
      tenantId: player.tenantId,
      playerId: player.playerId,
      currency: 'ARS' as const,
      account: product === 'sports' ? 'sportsbook' : 'casino',
      product,
      game: product === 'sports' ? null : 'tesoro-del-dragon',
      reference: crypto.randomUUID(),
    });
    async function stake(
      wager: ReturnType<typeof wagerOf>,
      amount: number,
      voucher: string | null = null,
    ) {
      await db().transaction(async (tx) => {
        await wallet.port.lock(tx, wager);
        await wallet.port.stake(tx, {
          ...wager,
          amount,
          voucher,
          category: wager.product === 'sports' ? 'sports' : 'slots',
          oddsX100: wager.product === 'sports' ? 300 : null,
          key: `stake:${wager.reference}`,
          type: wager.product === 'sports' ? 'sports_bet' : 'casino_bet',
        });
      });
    }
    // A free bet of 500.00: the brand pays the stake.
    const bettor = await newPlayer(t.app, HOST);
    const free = await claimCampaign(
      t.app,
      marketing,
      bettor,
      campaignRequest({ kind: 'free_bet', amount: 50_000, wagering_multiple: 0 }),
    );
    await stake(wagerOf(bettor, 'sports'), 50_000, free.id);
    // 100.00 of bonus money, and 100.00 of cash: a stake of 150.00 takes the cash first.
    const player = await newPlayer(t.app, HOST);
    await claimCampaign(t.app, marketing, player, campaignRequest({ amount: 10_000 }));
    await fund(t.app, player, 10_000);
    await stake(wagerOf(player, 'casino'), 15_000);
    await stake(wagerOf(player, 'casino'), 5_000);
    expect(await wallet.ledger.balances(player.tenantId, player.playerId)).toMatchObject({
      cash: 0,
      bonus: 0,
    });
    await earnAll(t.app, db());
    expect(await summary(bettor)).toMatchObject({ pending: 0, lifetime: 0 });
    // Only the 100.00 of cash earned: one mile.
    expect(await summary(player)).toMatchObject({ pending: 1, lifetime: 1 });
  });

  it('a voided stake takes its miles back, and a rolled-back void gives them again', async () => {
    const player = await newPlayer(t.app, HOST);
    await fund(t.app, player, 1_000_000);
    const { wallet } = t.app.services;
    const wager = {
      tenantId: player.tenantId,
      playerId: player.playerId,
      currency: 'ARS' as const,
      account: 'sportsbook',
      product: 'sports',
      game: null,
      reference: crypto.randomUUID(),
    };
    await db().transaction(async (tx) => {
      await wallet.port.lock(tx, wager);
      await wallet.port.stake(tx, {
        ...wager,
        amount: 60_000,
        category: 'sports',
        key: `stake:${wager.reference}`,
        type: 'sports_bet',
      });
    });
    await earnAll(t.app, db());
    expect(await summary(player)).toMatchObject({ pending: 3, lifetime: 3 });
    await db().transaction(async (tx) => {
      await wallet.port.lock(tx, wager);
      await wallet.port.result(tx, {
        ...wager,
        returned: 60_000,
        outcome: 'void',
        key: `void:${wager.reference}`,
        type: 'sports_refund',
      });
    });
    await earnAll(t.app, db());
    expect(await summary(player)).toMatchObject({ pending: 0, lifetime: 0, balance: 0 });
    // The settlement is rolled back: the stake stands again, and so do its miles.
    await db().transaction(async (tx) => {
      await wallet.port.lock(tx, wager);
      await wallet.port.reverse(tx, {
        ...wager,
        returned: 60_000,
        amount: 60_000,
        key: `reverse:${wager.reference}`,
        type: 'sports_refund',
      });
    });
    await earnAll(t.app, db());
    expect(await summary(player)).toMatchObject({ pending: 3, lifetime: 3 });
    expect((await journalKinds(player)).sort()).toEqual(['earn 6', 'takeback -3']);
  });

  it('takes a claimed stake back from the balance, never below zero, and owes the rest', async () => {
    const player = await newPlayer(t.app, HOST);
    const reference = `round-${crypto.randomUUID()}`;
    await played(player, { reference, cash: 50_000 });
    await miles().claim(player.tenantId, player.playerId);
    await db().transaction((tx) =>
      miles().spend(tx, { ...player, miles: 3, reference: 'order-1', reason: 'store' }),
    );
    expect(await summary(player)).toMatchObject({ balance: 2, pending: 0 });
    await played(player, {
      reference,
      kind: 'result',
      outcome: 'refund',
      cash: 50_000,
      category: null,
    });
    expect(await summary(player)).toMatchObject({ balance: 0, lifetime: 0 });
    const [takeback] = (await miles().journal(player.tenantId, player.playerId)).items.filter(
      (i) => i.kind === 'takeback',
    );
    expect(takeback).toMatchObject({ miles: -5, shortfall: 3 });
    // What is owed comes out of the next miles earned.
    await played(player, { cash: 40_000 });
    expect(await summary(player)).toMatchObject({ pending: 1, lifetime: 4 });
  });

  it('earns each stake exactly once with two processes draining at once', async () => {
    const players = await Promise.all([0, 1, 2].map(() => newPlayer(t.app, HOST)));
    const records = players.flatMap((p) =>
      Array.from({ length: 30 }, () => stakeRecord(p, { cash: 3_000 })),
    );
    // A second process: its own connections on the same database (PostgreSQL), its own
    // services; on PGlite the same code, whose transactions take turns.
    const other = await others.db(db(), 2);
    const otherActivity = createActivityService({ db: other, players: t.app.services.players });
    const otherEarning = createMilesEarning({
      termsOf: (tenantId, tx) => miles().termsOf(tenantId, tx),
      clock: () => new Date(),
    });
    let writing = true;
    const drainer = async (run: () => Promise<number>) => {
      while (writing) await run();
    };
    const drains = Promise.all([
      drainer(() => t.app.services.activity.drain(EARNING, miles().earningHandler, { batch: 7 })),
      drainer(() => otherActivity.drain(EARNING, otherEarning.handle, { batch: 5 })),
    ]);
    for (let i = 0; i < records.length; i += 10) {
      await writeActivity(db(), t.app.services.activity, records.slice(i, i + 10));
    }
    writing = false;
    await drains;
    await earnAll(t.app, db());
    for (const player of players) {
      // 30 × 30.00 = 900.00: 9 miles, each record earning once.
      expect(await summary(player)).toMatchObject({ pending: 9, lifetime: 9 });
      const [earned] = await db()
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(milesEarnings)
        .where(eq(milesEarnings.playerId, player.playerId));
      expect(earned?.n).toBe(30);
    }
  });
});

describe('claim and expiry', () => {
  it('claims every pending mile into the balance; nothing left to claim is refused', async () => {
    const player = await newPlayer(t.app, HOST);
    await played(player, { cash: 70_000 });
    const res = await rgCall(t.app, player, 'POST', MILES_API.claim);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ response: { claimed: number; summary: MilesSummary } }>().response).toEqual(
      expect.objectContaining({
        claimed: 7,
        summary: expect.objectContaining({ balance: 7, pending: 0 }) as MilesSummary,
      }),
    );
    const again = await rgCall(t.app, player, 'POST', MILES_API.claim, undefined, 'es_ES');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ response: ['No tienes millas para reclamar.'] });
    expect(await journalKinds(player)).toEqual(['claim 7', 'earn 7']);
  });

  it('pending miles wait 31 days, then expire', async () => {
    const player = await newPlayer(t.app, HOST);
    await played(player, { cash: 20_000 });
    try {
      offsetMs = 31 * DAY_MS;
      await miles().expire(new Date(Date.now() + offsetMs));
      expect(await summary(player)).toMatchObject({ pending: 2 });
      offsetMs = 33 * DAY_MS;
      expect(await miles().expire(new Date(Date.now() + offsetMs))).toBeGreaterThanOrEqual(1);
      expect(await summary(player)).toMatchObject({ pending: 0, balance: 0, lifetime: 2 });
      const claim = await rgCall(t.app, player, 'POST', MILES_API.claim);
      expect(claim.statusCode).toBe(409);
      const [expired] = await db()
        .select()
        .from(milesJournal)
        .where(and(eq(milesJournal.playerId, player.playerId), eq(milesJournal.kind, 'expire')));
      expect(expired?.miles).toBe(-2);
    } finally {
      offsetMs = 0;
    }
  });
});

describe('spend, refund, award', () => {
  it('spends once per reference, refuses what is not there, refunds once', async () => {
    const player = await newPlayer(t.app, HOST);
    await db().transaction((tx) =>
      miles().award(tx, { ...player, miles: 100, reference: 'ref-1', reason: 'referral' }),
    );
    // Awarded again (a retried referral reward): nothing more.
    await db().transaction((tx) =>
      miles().award(tx, { ...player, miles: 100, reference: 'ref-1', reason: 'referral' }),
    );
    const spend = { ...player, miles: 60, reference: 'order-1', reason: 'store' as const };
    await db().transaction((tx) => miles().spend(tx, spend));
    await db().transaction((tx) => miles().spend(tx, spend));
    expect(await summary(player)).toMatchObject({ balance: 40, lifetime: 0 });
    await expect(
      db().transaction((tx) => miles().spend(tx, { ...spend, reference: 'order-2' })),
    ).rejects.toMatchObject({ status: 409, key: 'miles.not_enough' });
    const refund = { ...player, reference: 'order-1' };
    await db().transaction((tx) => miles().refund(tx, refund));
    await db().transaction((tx) => miles().refund(tx, refund));
    await db().transaction((tx) => miles().refund(tx, { ...player, reference: 'never' }));
    expect(await summary(player)).toMatchObject({ balance: 100 });
    expect((await journalKinds(player)).sort()).toEqual(['award 100', 'refund 60', 'spend -60']);
  });
});

describe('withdraw to cash', () => {
  const withdraw = (player: TestPlayer, body: object, key: string, language = 'en_US') =>
    t.app.inject({
      method: 'POST',
      url: MILES_API.withdrawals,
      headers: {
        host: HOST,
        authorization: `Bearer ${player.token}`,
        'master-language': language,
        'idempotency-key': key,
      },
      payload: body,
    });

  it('moves cash at the brand rate once per key, above the minimum, within the balance', async () => {
    const player = await newPlayer(t.app, HOST);
    await db().transaction((tx) =>
      miles().award(tx, { ...player, miles: 800, reference: 'gift', reason: 'office' }),
    );
    const below = await withdraw(player, { miles: 499 }, crypto.randomUUID(), 'es_ES');
    expect(below.statusCode).toBe(400);
    expect(below.json()).toMatchObject({ response: ['Puedes retirar como mínimo 500 millas.'] });
    const above = await withdraw(player, { miles: 900 }, crypto.randomUUID(), 'pt_BR');
    expect(above.statusCode).toBe(400);
    expect(above.json()).toMatchObject({ response: ['Você pode sacar no máximo 800 milhas.'] });
    const bad = await withdraw(player, { miles: 1.5 }, crypto.randomUUID());
    expect(bad.statusCode).toBe(400);

    const key = crypto.randomUUID();
    const first = await withdraw(player, { miles: 600 }, key);
    expect(first.statusCode, first.body).toBe(200);
    const replay = await withdraw(player, { miles: 600 }, key);
    expect(replay.json()).toMatchObject({
      response: {
        withdrawal: first.json<{ response: { withdrawal: object } }>().response.withdrawal,
      },
    });
    const reused = await withdraw(player, { miles: 500 }, key);
    expect(reused.statusCode).toBe(409);

    // 600 miles at 0.50 each: 300.00, from the brand's miles account.
    const balances = await t.app.services.wallet.ledger.balances(player.tenantId, player.playerId);
    expect(balances.cash).toBe(30_000);
    expect(await summary(player)).toMatchObject({ balance: 200 });
    const { problems, balances: accounts } = await checkLedger(db(), player.tenantId);
    expect(problems).toEqual([]);
    expect(accounts.get(':miles')).toBeLessThanOrEqual(-30_000);
    const list = await rgCall(t.app, player, 'GET', MILES_API.withdrawals);
    expect(list.json()).toMatchObject({
      response: { items: [{ miles: 600, amount: 30_000, currency: 'ARS' }] },
    });
  });
});

describe('tiers', () => {
  it('the monthly review moves players to their tier once per month', async () => {
    const player = await newPlayer(t.app, HOST);
    const tenantId = player.tenantId;
    // 100,000.00 on slots: 1,000 miles, Silver's threshold.
    await played(player, { cash: 10_000_000 });
    expect(await summary(player)).toMatchObject({ tier: 'bronze', lifetime: 1_000 });
    const now = new Date();
    const reviews = await Promise.all([
      miles().review(tenantId, now),
      miles().review(tenantId, now),
    ]);
    expect(reviews.filter((r) => r !== null)).toHaveLength(1);
    expect(await summary(player)).toMatchObject({ tier: 'silver', multiplier_pct: 110 });
    // Silver earns 110 %: 100.00 makes 1.1 miles.
    await played(player, { cash: 100_000 });
    expect(await summary(player)).toMatchObject({ lifetime: 1_011 });
    // The brand raises Silver's bar: next month's review moves the player down.
    const { terms } = await miles().termsOf(tenantId);
    await miles().setTerms({ staffId: null, username: 'system', ip: null }, tenantId, {
      ...terms,
      tiers: terms.tiers.map((s) => (s.tier === 'silver' ? { ...s, threshold: 2_000 } : s)),
    });
    const nextMonth = new Date(now.getTime() + 32 * DAY_MS);
    expect(await miles().review(tenantId, nextMonth)).toBeGreaterThanOrEqual(1);
    expect(await miles().review(tenantId, nextMonth)).toBeNull();
    const [account] = await db()
      .select({ tier: milesAccounts.tier })
      .from(milesAccounts)
      .where(eq(milesAccounts.playerId, player.playerId));
    expect(account?.tier).toBe('bronze');
    await miles().setTerms({ staffId: null, username: 'system', ip: null }, tenantId, terms);
  });
});
