import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Bonus, type CampaignRequest } from '@tribuna/contracts/bonus';
import type {
  BonusSpins,
  HouseHistory,
  HouseRound,
  HouseRoundRecord,
  HouseSession,
  SeedPair,
} from '@tribuna/contracts/house';
import { RESPONSIBLE_API } from '@tribuna/contracts/responsible';
import type { RoundSeeds } from '@tribuna/games/random';
import { rowsOf } from '../../db/rows';
import { createTestApp, type TestApp } from '../../test/test-app';
import { campaignRequest, claimCampaign } from '../bonus/bonus.test-support';
import { casinoRounds } from '../casino/casino.schema';
import { rgCall } from '../responsible/responsible.test-support';
import { officeLogin, type OfficeSession } from '../staff/staff.test-support';
import { checkLedger } from '../wallet/ledger-check';
import { playSlotRound } from './house-slot-round';
import {
  currentServerSeed,
  demoPage,
  json,
  newKey,
  playerPage,
  type GamePage,
} from './house-solo.test-support';
import { houseSeeds } from './house.schema';

// Bonus spins on the house slot: a free-spins bonus played through the slot's own spin
// call (`bonus_id`), the brand paying each stake through the money port's bonus rules.

const HOST = 'localhost';
const SLOT = 'tesoro-del-dragon';
/** A spin of ARS 10.00: 20 lines at ARS 0.50. */
const STAKE = 1_000;
const LINE_BET = STAKE / 20;

interface Play {
  round: HouseRound;
  balance: number;
  seeds: SeedPair;
}
type Page = Awaited<ReturnType<typeof playerPage>>;

let t: TestApp;
let marketing: OfficeSession;

beforeAll(async () => {
  // The wagering consumer is not needed: what a spin changes is read from the bonus itself.
  t = await createTestApp({ jobs: false });
  marketing = await officeLogin(t.app, HOST, 'marketing', 'marketing1234');
}, 60_000);
afterAll(() => t.close());

const db = () => t.infra.database.db;
/** The page's player on the site (their Bearer, not the game's token). */
const site = (page: Page) => ({ host: page.host, token: page.player.token });

/** A free-spins campaign on the slot, claimed by the page's player with its code. */
async function claimSpins(page: Page, overrides: Partial<CampaignRequest> = {}): Promise<Bonus> {
  return claimCampaign(
    t.app,
    marketing,
    site(page),
    campaignRequest({
      kind: 'free_spins',
      amount: null,
      game: SLOT,
      spins: 3,
      spin_stake: STAKE,
      wagering_multiple: 10,
      ...overrides,
    }),
  );
}

async function bonusOf(page: Page, id: string): Promise<Bonus | undefined> {
  const all = await t.app.services.bonus.list(page.tenantId, page.player.id, 'en_US');
  return all.find((b) => b.id === id);
}

const balances = (page: Page) =>
  t.app.services.wallet.ledger.balances(page.tenantId, page.player.id);

function bonusSpin(page: GamePage, bonusId: string, lineBet = LINE_BET, key?: string) {
  return page.send(
    'POST',
    '/slot/spin',
    { line_bet: lineBet, bonus_id: bonusId },
    key ? { key, language: 'en_US' } : {},
  );
}

async function offers(page: GamePage): Promise<BonusSpins[]> {
  const res = await page.get('/bonus-spins');
  expect(res.statusCode, res.body).toBe(200);
  return json<{ items: BonusSpins[] }>(res).items;
}

/** Everything a spin would change: the ledger's moves, casino rounds and the owner's nonce. */
async function footprint(page: Page) {
  const [moves] = rowsOf<{ n: unknown }>(
    await db().execute(
      sql`select count(*) as n from wallet_transactions where tenant_id = ${page.tenantId}`,
    ),
  );
  const rounds = await db()
    .select({ id: casinoRounds.id })
    .from(casinoRounds)
    .where(eq(casinoRounds.playerId, page.player.id));
  const [seeds] = await db()
    .select({ nonce: houseSeeds.nonce })
    .from(houseSeeds)
    .where(and(eq(houseSeeds.tenantId, page.tenantId), eq(houseSeeds.owner, page.player.id)));
  return {
    moves: Number(moves?.n ?? 0),
    rounds: rounds.length,
    nonce: seeds?.nonce ?? 0,
    balances: await balances(page),
  };
}

/** Sets the client seed so that the owner's next slot spin at `lineBet` satisfies `wanted`. */
async function arrangeSpin(
  page: Page,
  wanted: (outcome: ReturnType<typeof playSlotRound>) => boolean,
): Promise<void> {
  const session = json<HouseSession>(await page.get('/session'));
  const serverSeed = await currentServerSeed(db(), page.tenantId, page.player.id);
  const nonce = session.seeds?.nonce ?? 0;
  for (let i = 0; i < 20_000; i += 1) {
    const seeds: RoundSeeds = { serverSeed, clientSeed: `bonus-${i}`, nonce };
    if (!wanted(playSlotRound(seeds, LINE_BET))) continue;
    const res = await page.send('PUT', '/seeds/client', { client_seed: seeds.clientSeed });
    expect(res.statusCode, res.body).toBe(200);
    return;
  }
  throw new Error('no client seed gives such a spin');
}

describe('bonus spins on the house slot', () => {
  it('offers the bonus spins and plays one paid by the brand: cash untouched, one spin used', async () => {
    const page = await playerPage(t.app, HOST, SLOT, 50_000);
    expect(await offers(page)).toEqual([]);
    const bonus = await claimSpins(page);
    expect(await offers(page)).toEqual([
      {
        bonus_id: bonus.id,
        title: 'Test bonus',
        stake: STAKE,
        line_bet: LINE_BET,
        total: 3,
        remaining: 3,
        expires_at: bonus.expires_at,
      },
    ]);

    await arrangeSpin(page, (o) => o.totalWin > 0);
    const res = await bonusSpin(page, bonus.id);
    expect(res.statusCode, res.body).toBe(200);
    const play = json<Play>(res);
    expect(play.round).toMatchObject({ bet: STAKE, bonus_id: bonus.id, mode: 'real' });
    expect(play.round.win).toBeGreaterThan(0);
    // The stake was the brand's; the whole win is bonus money, wagered once the spins are done.
    expect(await balances(page)).toEqual({ cash: 50_000, bonus: play.round.win, withheld: 0 });
    expect(play.balance).toBe(50_000 + play.round.win);
    expect(await bonusOf(page, bonus.id)).toMatchObject({
      status: 'active',
      free_spins: { remaining: 2 },
      wagering: { required: 0 },
    });
    expect((await offers(page))[0]?.remaining).toBe(2);

    // The round's record and the player's history say it was a bonus spin; a paid one not.
    const record = await t.app.inject({
      method: 'GET',
      url: `/api/house/rounds/${play.round.id}`,
      headers: { host: HOST },
    });
    expect(json<HouseRoundRecord>(record).bonus_id).toBe(bonus.id);
    const paid = json<Play>(await page.send('POST', '/slot/spin', { line_bet: 5 }));
    expect(paid.round.bonus_id).toBeNull();
    const history = json<HouseHistory>(await page.get('/history')).items;
    expect(history.map((r) => [r.id, r.bonus_id])).toEqual([
      [paid.round.id, null],
      [play.round.id, bonus.id],
    ]);
    expect((await checkLedger(db(), page.tenantId)).problems).toEqual([]);
  });

  it('starts the wagering on what the spins won after the last one, and then offers none', async () => {
    // No cash at all: bonus spins need none.
    const page = await playerPage(t.app, HOST, SLOT, 0);
    const bonus = await claimSpins(page, { spins: 2, wagering_multiple: 5 });
    let won = 0;
    for (let spin = 0; spin < 2; spin += 1) {
      if (spin === 0) await arrangeSpin(page, (o) => o.totalWin > 0);
      const res = await bonusSpin(page, bonus.id);
      expect(res.statusCode, res.body).toBe(200);
      won += json<Play>(res).round.win;
    }
    expect(won).toBeGreaterThan(0);
    expect(await balances(page)).toEqual({ cash: 0, bonus: won, withheld: 0 });
    expect(await bonusOf(page, bonus.id)).toMatchObject({
      status: 'active',
      amount: won,
      wagering: { required: won * 5, progress: 0 },
      free_spins: { remaining: 0 },
    });
    expect(await offers(page)).toEqual([]);
    // None left: refused, nothing moves.
    const before = await footprint(page);
    const again = await bonusSpin(page, bonus.id);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ response: string[] }>().response).toEqual([
      'These free spins cannot be used here.',
    ]);
    expect(await footprint(page)).toEqual(before);
  });

  it('pays a bonus spin that wins the slot’s own free spins their whole round, as cash without wagering', async () => {
    const page = await playerPage(t.app, HOST, SLOT, 10_000);
    const bonus = await claimSpins(page, { spins: 1, wagering_multiple: 0 });
    await arrangeSpin(page, (o) => o.spin.freeSpinsAwarded > 0);
    const res = await bonusSpin(page, bonus.id);
    expect(res.statusCode, res.body).toBe(200);
    const { round } = json<Play>(res);
    const outcome = round.outcome as ReturnType<typeof playSlotRound>;
    expect(outcome.freeSpins.length).toBeGreaterThan(0);
    expect(round.win).toBe(outcome.totalWin);
    // The feature's spins belong to the bonus spin's round: all of it is the player's cash.
    expect(await balances(page)).toEqual({ cash: 10_000 + round.win, bonus: 0, withheld: 0 });
    expect(await bonusOf(page, bonus.id)).toMatchObject({
      status: 'completed',
      converted: round.win,
    });
    expect((await checkLedger(db(), page.tenantId)).problems).toEqual([]);
  });

  it('refuses another stake, another player’s bonus or a bonus that is none, moving nothing', async () => {
    const page = await playerPage(t.app, HOST, SLOT, 50_000);
    const bonus = await claimSpins(page);
    const other = await playerPage(t.app, HOST, SLOT, 50_000);
    const before = { page: await footprint(page), other: await footprint(other) };

    for (const [who, bonusId, lineBet] of [
      [page, bonus.id, LINE_BET + 5],
      [other, bonus.id, LINE_BET],
      [page, crypto.randomUUID(), LINE_BET],
    ] as const) {
      const res = await bonusSpin(who, bonusId, lineBet);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json<{ code: string; response: string[] }>()).toMatchObject({
        code: 'CONFLICT',
        response: ['These free spins cannot be used here.'],
      });
    }
    const malformed = await bonusSpin(page, 'not-a-bonus');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ fields: Record<string, string[]> }>().fields).toEqual({
      bonus_id: ['These free spins cannot be used here.'],
    });

    expect({ page: await footprint(page), other: await footprint(other) }).toEqual(before);
    expect((await bonusOf(page, bonus.id))?.free_spins?.remaining).toBe(3);
  });

  it('refuses a bonus spin in demo, and offers none there', async () => {
    const page = await playerPage(t.app, HOST, SLOT, 0);
    const bonus = await claimSpins(page);
    const demo = await demoPage(t.app, HOST, SLOT);
    expect(await offers(demo)).toEqual([]);
    const before = json<HouseSession>(await demo.get('/session'));
    for (const language of ['en_US', 'es_ES'] as const) {
      const res = await demo.send(
        'POST',
        '/slot/spin',
        { line_bet: LINE_BET, bonus_id: bonus.id },
        { language },
      );
      expect(res.statusCode).toBe(409);
      expect(res.json<{ response: string[] }>().response).toEqual([
        language === 'en_US'
          ? 'Bonus spins are played with real money only: open the game for real money.'
          : 'Los giros de bono solo se juegan con dinero real: abre el juego con dinero real.',
      ]);
    }
    const after = json<HouseSession>(await demo.get('/session'));
    expect({ balance: after.balance, nonce: after.seeds?.nonce }).toEqual({
      balance: before.balance,
      nonce: before.seeds?.nonce,
    });
    expect((await bonusOf(page, bonus.id))?.free_spins?.remaining).toBe(3);
  });

  it('answers a retried bonus spin with its round, using one spin; the key with another bonus is refused', async () => {
    const page = await playerPage(t.app, HOST, SLOT, 50_000);
    const bonus = await claimSpins(page);
    const key = newKey();
    const first = await bonusSpin(page, bonus.id, LINE_BET, key);
    expect(first.statusCode, first.body).toBe(200);
    const after = await footprint(page);
    const again = await bonusSpin(page, bonus.id, LINE_BET, key);
    expect(again.statusCode).toBe(200);
    expect(json<Play>(again).round.id).toBe(json<Play>(first).round.id);
    expect(await footprint(page)).toEqual(after);
    expect((await bonusOf(page, bonus.id))?.free_spins?.remaining).toBe(2);
    // The same key for a paid spin is another request.
    const paid = await page.send('POST', '/slot/spin', { line_bet: LINE_BET }, { key });
    expect(paid.statusCode).toBe(409);
    expect(await footprint(page)).toEqual(after);
  });

  it('passes a responsible-gambling refusal of a spin on in the player’s words', async () => {
    const page = await playerPage(t.app, HOST, SLOT, 50_000);
    const limit = await rgCall(t.app, site(page), 'PUT', RESPONSIBLE_API.limits, {
      kind: 'wager',
      period: 'day',
      value: 1_500,
    });
    expect(limit.statusCode, limit.body).toBe(200);
    expect((await page.send('POST', '/slot/spin', { line_bet: LINE_BET })).statusCode).toBe(200);
    const before = await footprint(page);
    const refused = await page.send('POST', '/slot/spin', { line_bet: LINE_BET });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json<{ code: string }>().code).toBe('LIMIT_REACHED');
    expect(await footprint(page)).toEqual(before);
  });
});
