import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HouseRound, HouseSession, SeedPair } from '@tribuna/contracts/house';
import { dealBlackjack } from '@tribuna/games/blackjack';
import { idempotencyKeys } from '../../kernel/idempotency.schema';
import { requestDigest } from '../../lib/stable-json';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bookProblems } from '../casino/casino.test-support';
import { createChains } from './house-chain';
import type { HouseContext } from './house-context';
import { houseGame } from './house-games';
import type { RoundRow } from './house-rounds';
import { takeNonce } from './house-seeds';
import { playSlotRound } from './house-slot-round';
import { houseRounds } from './house.schema';
import { createSoloGames, RECOVER_AFTER_MS, type SoloCall } from './house-solo.service';
import {
  cashOf,
  currentServerSeed,
  json,
  newKey,
  playerPage,
  type GamePage,
} from './house-solo.test-support';
import type { HouseWallet } from './house-wallet';

const HOST = 'localhost';
const SLOT = 'tesoro-del-dragon';
const ROULETTE = 'ruleta-europea';
const BLACKJACK = 'blackjack';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

/**
 * The solo games on the app's database with a wallet client whose instant rounds fail
 * as told: before the wallet's moves, or after them (inside the round's transaction).
 */
function brokenSolo(fail: 'before' | 'after') {
  const real = t.app.services.house.wallet;
  return soloWith({
    ...real,
    instantRound: async (...args: Parameters<HouseWallet['instantRound']>) => {
      if (fail === 'before') throw new Error('wallet unreachable');
      await real.instantRound(...args);
      throw new Error('process died');
    },
  });
}

/**
 * The solo games with a wallet client whose `name` calls wait until released: a call
 * stopped mid-way, as a process that hangs or dies leaves it.
 */
function heldSolo(name: 'instantRound' | 'win') {
  const real = t.app.services.house.wallet;
  let release = () => {};
  let arrived = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const reached = new Promise<void>((resolve) => (arrived = resolve));
  const held = {
    instantRound: async (...args: Parameters<HouseWallet['instantRound']>) => {
      arrived();
      await gate;
      return real.instantRound(...args);
    },
    win: async (...args: Parameters<HouseWallet['win']>) => {
      arrived();
      await gate;
      return real.win(...args);
    },
  };
  const solo = soloWith({ ...real, [name]: held[name] });
  return { solo, reached, release };
}

function soloWith(wallet: HouseWallet) {
  const context: HouseContext = {
    db: t.infra.database.db,
    bus: t.infra.bus,
    live: t.app.services.live,
    tenants: t.app.services.tenants,
    wallet,
    chains: createChains({ db: t.infra.database.db }),
    idempotency: t.app.platform.idempotency,
    clock: () => new Date(),
  };
  return createSoloGames(context);
}

async function soloCall(
  page: { token: string; tenantId: string },
  slug: string,
): Promise<SoloCall> {
  const game = houseGame(slug);
  if (!game) throw new Error('no game');
  const context = { tenantId: page.tenantId, host: HOST };
  const session = await t.app.services.house.wallet.session(context, page.token, slug);
  return {
    tenantId: page.tenantId,
    token: page.token,
    game,
    context,
    session,
    owner: session.player_id ?? `session:${session.session_id}`,
  };
}

/** Makes the owner's open rounds look older than the recovery's grace. */
async function age(owner: string): Promise<void> {
  await t.infra.database.db
    .update(houseRounds)
    .set({ createdAt: new Date(Date.now() - RECOVER_AFTER_MS - 1_000) })
    .where(eq(houseRounds.owner, owner));
}

/** Makes a call's pending claim on its key older than the house's stale limit. */
async function ageClaim(owner: string, key: string): Promise<void> {
  await t.infra.database.db
    .update(idempotencyKeys)
    .set({ createdAt: sql`now() - interval '1 minute'` })
    .where(and(eq(idempotencyKeys.scope, `house:${owner}`), eq(idempotencyKeys.key, key)));
}

/** Sets the client seed so the next deal of 1,000 leaves the player to act (no natural). */
async function arrangeOpenHand(page: GamePage & { tenantId: string; player: { id: string } }) {
  const nonce = json<HouseSession>(await page.get('/session')).seeds?.nonce ?? 0;
  const serverSeed = await currentServerSeed(t.infra.database.db, page.tenantId, page.player.id);
  let i = 0;
  while (dealBlackjack({ serverSeed, clientSeed: `open-${i}`, nonce }, 1_000).phase !== 'player') {
    i += 1;
  }
  const set = await page.send('PUT', '/seeds/client', { client_seed: `open-${i}` }, { key: null });
  expect(set.statusCode).toBe(200);
}

/** What the owner's rounds, the casino's rounds and the activity stream hold of them. */
async function traces(owner: string) {
  const db = t.infra.database.db;
  const rounds = await db
    .select({ id: houseRounds.id, status: houseRounds.status })
    .from(houseRounds)
    .where(eq(houseRounds.owner, owner));
  const casino = rowsOf(
    await db.execute(sql`select round_ref from casino_rounds where player_id = ${owner}`),
  );
  const activity = rowsOf(
    await db.execute(sql`select kind from activity_records where player_id = ${owner}`),
  );
  return { rounds, casino: casino.length, activity: activity.length };
}

function rowsOf(result: unknown): unknown[] {
  return Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
}

/**
 * A slot round as the version before one-transaction spins left it after a failure:
 * written open with its nonce spent, its bet taken by the wallet or not, its win not.
 */
async function legacyRound(
  page: GamePage & { tenantId: string; player: { id: string } },
  options: { betTaken: boolean; key?: string; young?: boolean },
): Promise<RoundRow> {
  const db = t.infra.database.db;
  const seeds = await takeNonce(db, page.tenantId, page.player.id);
  const outcome = playSlotRound(seeds, 50);
  const call = await soloCall(page, SLOT);
  if (!call.session) throw new Error('no session');
  const [row] = await db
    .insert(houseRounds)
    .values({
      tenantId: page.tenantId,
      game: SLOT,
      engine: 'slot',
      owner: page.player.id,
      sessionId: call.session.session_id,
      mode: 'real',
      currency: 'ARS',
      token: page.token,
      host: HOST,
      requestKey: options.key ?? null,
      status: 'open',
      bet: outcome.totalBet,
      win: outcome.totalWin,
      input: { line_bet: 50, meta: { client_seed: seeds.clientSeed } },
      outcome,
      seedId: seeds.seedId,
      nonce: seeds.nonce,
      createdAt: options.young ? new Date() : new Date(Date.now() - RECOVER_AFTER_MS - 1_000),
    })
    .returning();
  if (!row) throw new Error('no legacy round');
  if (options.betTaken) {
    await t.app.services.house.wallet.bet(call.context, {
      token: page.token,
      game: SLOT,
      transactionId: `${row.id}:bet`,
      roundId: row.id,
      amount: row.bet,
      currency: 'ARS',
    });
  }
  return row;
}

/** The pending claim a call of the version before left on its key (running, or dead). */
async function pendingClaim(owner: string, tenantId: string, key: string): Promise<void> {
  await t.infra.database.db.insert(idempotencyKeys).values({
    tenantId,
    scope: `house:${owner}`,
    key,
    requestHash: requestDigest({ game: SLOT, route: 'house.slot.spin', line_bet: 50 }),
    response: { $pending: 'an-earlier-process' },
  });
}

async function roundOf(id: string): Promise<HouseRound> {
  return json<HouseRound>(
    await t.app.inject({ method: 'GET', url: `/api/house/rounds/${id}`, headers: { host: HOST } }),
  );
}

describe('house single-player games: a spin is one transaction', () => {
  it('leaves nothing when it fails after its moves, and its retry plays the same nonce', async () => {
    const page = await playerPage(t.app, HOST, SLOT, 20_000);
    const key = newKey();
    await expect(brokenSolo('after').slotSpin(await soloCall(page, SLOT), 50, key)).rejects.toThrow(
      'process died',
    );
    // No round, no casino round, no activity, no money moved, no nonce spent, the key free.
    expect(await traces(page.player.id)).toEqual({ rounds: [], casino: 0, activity: 0 });
    expect(await cashOf(t.app, page.tenantId, page.player.id)).toBe(20_000);
    expect(json<HouseSession>(await page.get('/session')).seeds?.nonce).toBe(0);

    const res = await page.send('POST', '/slot/spin', { line_bet: 50 }, { key });
    expect(res.statusCode).toBe(200);
    const play = json<{ round: HouseRound; balance: number; seeds: SeedPair }>(res);
    expect(play.round).toMatchObject({ status: 'settled', bet: 1_000 });
    expect(play.round.fairness).toMatchObject({ kind: 'seeds', nonce: 0 });
    expect(play.seeds.nonce).toBe(1);
    expect(play.balance).toBe(20_000 - 1_000 + play.round.win);
    expect(await cashOf(t.app, page.tenantId, page.player.id)).toBe(play.balance);
    // One round everywhere: the house's, the casino's, and its stake and result recorded.
    expect(await traces(page.player.id)).toEqual({
      rounds: [{ id: play.round.id, status: 'settled' }],
      casino: 1,
      activity: 2,
    });
    expect(await bookProblems(t.infra.database.db, page.tenantId)).toEqual([]);
  });

  it('leaves nothing when its wallet cannot be reached', async () => {
    const page = await playerPage(t.app, HOST, ROULETTE, 5_000);
    await expect(
      brokenSolo('before').rouletteSpin(
        await soloCall(page, ROULETTE),
        [{ type: 'even', amount: 2_000 }],
        newKey(),
      ),
    ).rejects.toThrow('wallet unreachable');
    expect(await traces(page.player.id)).toEqual({ rounds: [], casino: 0, activity: 0 });
    expect(await cashOf(t.app, page.tenantId, page.player.id)).toBe(5_000);
    const spun = await page.send('POST', '/roulette/spin', {
      bets: [{ type: 'odd', amount: 1_000 }],
    });
    expect(spun.statusCode).toBe(200);
    const play = json<{ round: HouseRound }>(spun);
    expect(play.round.fairness).toMatchObject({ kind: 'seeds', nonce: 0 });
    expect(await cashOf(t.app, page.tenantId, page.player.id)).toBe(5_000 - 1_000 + play.round.win);
    expect(await bookProblems(t.infra.database.db, page.tenantId)).toEqual([]);
  });

  it('spends no nonce on a stake the wallet refuses', async () => {
    const page = await playerPage(t.app, HOST, SLOT, 500);
    const refused = await page.send('POST', '/slot/spin', { line_bet: 50 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ code: string }>().code).toBe('INSUFFICIENT_FUNDS');
    expect(await traces(page.player.id)).toEqual({ rounds: [], casino: 0, activity: 0 });
    expect(json<HouseSession>(await page.get('/session')).seeds?.nonce).toBe(0);
  });
});

describe('house single-player games: rounds opened before spins were one transaction', () => {
  it('finishes one whose win never came on the owner’s next call, moving nothing twice', async () => {
    const page = await playerPage(t.app, HOST, SLOT, 20_000);
    const open = await legacyRound(page, { betTaken: true, young: true });
    expect(await cashOf(t.app, page.tenantId, page.player.id)).toBe(20_000 - open.bet);
    // A young round is left to its own call.
    await page.get('/session');
    expect((await roundOf(open.id)).status).toBe('open');

    await age(page.player.id);
    const session = await page.get('/session');
    expect(session.statusCode).toBe(200);
    const round = await roundOf(open.id);
    expect(round.status).toBe('settled');
    const cash = 20_000 - open.bet + round.win;
    expect(await cashOf(t.app, page.tenantId, page.player.id)).toBe(cash);
    expect(json<{ balance: number }>(session).balance).toBe(cash);
    // Once more: nothing left to finish, nothing moves.
    await page.get('/session');
    expect(await cashOf(t.app, page.tenantId, page.player.id)).toBe(cash);
    expect(await bookProblems(t.infra.database.db, page.tenantId)).toEqual([]);
  });

  it('drops one whose late bet is refused', async () => {
    const page = await playerPage(t.app, HOST, SLOT, 1_000);
    await legacyRound(page, { betTaken: false });
    // The money went elsewhere meanwhile: the late bet cannot be taken.
    await t.app.services.wallet.ledger.debit({
      tenantId: page.tenantId,
      currency: 'ARS',
      idempotencyKey: `drain-${newKey()}`,
      type: 'adjustment',
      amount: 500,
      playerId: page.player.id,
      to: 'adjustments',
    });
    expect((await page.get('/session')).statusCode).toBe(200);
    expect((await traces(page.player.id)).rounds).toEqual([]);
    expect(await cashOf(t.app, page.tenantId, page.player.id)).toBe(500);
    expect(await bookProblems(t.infra.database.db, page.tenantId)).toEqual([]);
  });

  it('answers a retry of its key with that round, finished, not a new spin', async () => {
    const page = await playerPage(t.app, HOST, SLOT, 20_000);
    // Its key freed by the failure (as the version before did), or still marked pending.
    const freed = await legacyRound(page, { betTaken: true, key: newKey(), young: true });
    const pendingKey = newKey();
    const pending = await legacyRound(page, { betTaken: false, key: pendingKey, young: true });
    await pendingClaim(page.player.id, page.tenantId, pendingKey);
    for (const [row, key] of [
      [freed, freed.requestKey ?? ''],
      [pending, pendingKey],
    ] as const) {
      const res = await page.send('POST', '/slot/spin', { line_bet: 50 }, { key });
      expect(res.statusCode).toBe(200);
      const play = json<{ round: HouseRound; seeds: SeedPair }>(res);
      expect(play.round).toMatchObject({ id: row.id, status: 'settled' });
      expect(play.seeds.nonce).toBe(2);
    }
    const wins = (await roundOf(freed.id)).win + (await roundOf(pending.id)).win;
    const cash = 20_000 - freed.bet - pending.bet + wins;
    expect(await cashOf(t.app, page.tenantId, page.player.id)).toBe(cash);
    // Again: the same rounds, nothing moves.
    await page.send('POST', '/slot/spin', { line_bet: 50 }, { key: pendingKey });
    expect(await cashOf(t.app, page.tenantId, page.player.id)).toBe(cash);
    expect((await traces(page.player.id)).rounds).toHaveLength(2);
    expect(await bookProblems(t.infra.database.db, page.tenantId)).toEqual([]);
  });

  it('tells a retry of a key still pending with no round to look later, moving nothing', async () => {
    const page = await playerPage(t.app, HOST, SLOT, 20_000);
    const key = newKey();
    await pendingClaim(page.player.id, page.tenantId, key);
    const res = await page.send('POST', '/slot/spin', { line_bet: 50 }, { key });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      response: ['This play is still being settled. Look at your history in a moment.'],
    });
    expect(await traces(page.player.id)).toEqual({ rounds: [], casino: 0, activity: 0 });
    expect(await cashOf(t.app, page.tenantId, page.player.id)).toBe(20_000);
  });
});

describe('house single-player games: a call that died mid-way', () => {
  it('holds a spin’s retry until the first run ends, then answers its round: moved once', async () => {
    const page = await playerPage(t.app, HOST, SLOT, 20_000);
    const held = heldSolo('instantRound');
    const key = newKey();
    const first = held.solo.slotSpin(await soloCall(page, SLOT), 50, key);
    // Inside its transaction: its key claimed, its nonce taken, its moves not yet made.
    await held.reached;
    const retry = page.send('POST', '/slot/spin', { line_bet: 50 }, { key });
    held.release();
    const [play, res] = await Promise.all([first, retry]);
    expect(res.statusCode).toBe(200);
    expect(json<typeof play>(res)).toEqual(play);
    expect(play.round).toMatchObject({ status: 'settled', bet: 1_000 });
    expect(play.round.fairness).toMatchObject({ kind: 'seeds', nonce: 0 });
    const cash = 20_000 - 1_000 + play.round.win;
    expect(play.balance).toBe(cash);
    expect(await cashOf(t.app, page.tenantId, page.player.id)).toBe(cash);
    expect((await traces(page.player.id)).rounds).toEqual([
      { id: play.round.id, status: 'settled' },
    ]);
    expect(await bookProblems(t.infra.database.db, page.tenantId)).toEqual([]);
  });

  it('is taken over by its retry for a blackjack action: applied once, paid once', async () => {
    const page = await playerPage(t.app, HOST, BLACKJACK, 10_000);
    await arrangeOpenHand(page);
    const dealt = json<{ round: HouseRound }>(
      await page.send('POST', '/blackjack/deal', { bet: 1_000 }),
    );
    expect(dealt.round.status).toBe('open');
    const held = heldSolo('win');
    const key = newKey();
    const call = await soloCall(page, BLACKJACK);
    const dead = held.solo.blackjackAct(call, dealt.round.id, 'stand', key);
    // The stand is applied and the hand settled; its payment waits.
    await held.reached;
    await ageClaim(page.player.id, key);
    const res = await page.send(
      'POST',
      '/blackjack/act',
      { round_id: dealt.round.id, action: 'stand' },
      { key },
    );
    expect(res.statusCode).toBe(200);
    const hand = json<{ round: HouseRound; balance: number }>(res);
    expect(hand.round).toMatchObject({
      id: dealt.round.id,
      status: 'settled',
      input: { bet: 1_000, actions: ['stand'] },
    });
    const cash = 10_000 - 1_000 + hand.round.win;
    expect(hand.balance).toBe(cash);
    held.release();
    expect((await dead).round).toEqual(hand.round);
    expect(await cashOf(t.app, page.tenantId, page.player.id)).toBe(cash);
    expect(await bookProblems(t.infra.database.db, page.tenantId)).toEqual([]);
  });
});
