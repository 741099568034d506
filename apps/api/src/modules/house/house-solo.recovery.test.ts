import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HouseRound, HouseSession, SeedPair } from '@tribuna/contracts/house';
import { dealBlackjack } from '@tribuna/games/blackjack';
import { idempotencyKeys } from '../../kernel/idempotency.schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bookProblems } from '../casino/casino.test-support';
import { createChains } from './house-chain';
import type { HouseContext } from './house-context';
import { houseGame } from './house-games';
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

/** The solo games on the app's database with a wallet client that fails as told. */
function brokenSolo(fail: { bet?: boolean; win?: boolean }) {
  const real = t.app.services.house.wallet;
  const down = () => Promise.reject(new Error('wallet unreachable'));
  return soloWith({
    ...real,
    bet: fail.bet ? down : real.bet,
    win: fail.win ? down : real.win,
  });
}

/**
 * The solo games with a wallet client whose wins wait until released: a call stopped
 * mid-way, as a process that hangs or dies leaves it (its key's claim still pending).
 */
function heldSolo() {
  const real = t.app.services.house.wallet;
  let release = () => {};
  let arrived = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const reached = new Promise<void>((resolve) => (arrived = resolve));
  const solo = soloWith({
    ...real,
    win: async (...args: Parameters<HouseWallet['win']>) => {
      arrived();
      await gate;
      return real.win(...args);
    },
  });
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
  const context = { host: HOST, language: 'en_US' as const };
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

describe('house single-player games: interrupted rounds', () => {
  it('finishes a round whose win failed on the owner’s next call, moving nothing twice', async () => {
    const page = await playerPage(t.app, HOST, SLOT, 20_000);
    const broken = brokenSolo({ win: true });
    await expect(broken.slotSpin(await soloCall(page, SLOT), 50, newKey())).rejects.toThrow(
      'wallet unreachable',
    );
    const [open] = await t.infra.database.db
      .select()
      .from(houseRounds)
      .where(eq(houseRounds.owner, page.player.id));
    expect(open).toMatchObject({ status: 'open', bet: 1_000 });
    // The bet was taken, the win not yet.
    expect(await cashOf(t.app, page.tenantId, page.player.id)).toBe(19_000);
    // A young round is left to its own call.
    await page.get('/session');
    const [still] = await t.infra.database.db
      .select({ status: houseRounds.status })
      .from(houseRounds)
      .where(eq(houseRounds.id, open?.id ?? ''));
    expect(still?.status).toBe('open');

    await age(page.player.id);
    const session = await page.get('/session');
    expect(session.statusCode).toBe(200);
    const round = json<HouseRound>(
      await t.app.inject({
        method: 'GET',
        url: `/api/house/rounds/${open?.id}`,
        headers: { host: HOST },
      }),
    );
    expect(round.status).toBe('settled');
    const cash = 20_000 - 1_000 + round.win;
    expect(await cashOf(t.app, page.tenantId, page.player.id)).toBe(cash);
    expect(json<{ balance: number }>(session).balance).toBe(cash);
    // Once more: nothing left to finish, nothing moves.
    await page.get('/session');
    expect(await cashOf(t.app, page.tenantId, page.player.id)).toBe(cash);
    expect(await bookProblems(t.infra.database.db, page.tenantId)).toEqual([]);
  });

  it('asks again for a bet that never reached the wallet, then settles the round', async () => {
    const page = await playerPage(t.app, HOST, ROULETTE, 5_000);
    const broken = brokenSolo({ bet: true });
    await expect(
      broken.rouletteSpin(
        await soloCall(page, ROULETTE),
        [{ type: 'even', amount: 2_000 }],
        newKey(),
      ),
    ).rejects.toThrow('wallet unreachable');
    expect(await cashOf(t.app, page.tenantId, page.player.id)).toBe(5_000);
    await age(page.player.id);
    // Any single-player call of the owner finishes it first.
    const spun = await page.send('POST', '/roulette/spin', {
      bets: [{ type: 'odd', amount: 1_000 }],
    });
    expect(spun.statusCode).toBe(200);
    const history = json<{ items: HouseRound[] }>(await page.get('/history'));
    expect(history.items.map((r) => r.status)).toEqual(['settled', 'settled']);
    const wins = history.items.reduce((sum, r) => sum + r.win, 0);
    expect(await cashOf(t.app, page.tenantId, page.player.id)).toBe(5_000 - 3_000 + wins);
    expect(await bookProblems(t.infra.database.db, page.tenantId)).toEqual([]);
  });

  it('drops a round whose late bet is refused', async () => {
    const page = await playerPage(t.app, HOST, SLOT, 1_000);
    const broken = brokenSolo({ bet: true });
    await expect(broken.slotSpin(await soloCall(page, SLOT), 50, newKey())).rejects.toThrow();
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
    await age(page.player.id);
    expect((await page.get('/session')).statusCode).toBe(200);
    const left = await t.infra.database.db
      .select({ id: houseRounds.id })
      .from(houseRounds)
      .where(eq(houseRounds.owner, page.player.id));
    expect(left).toEqual([]);
    expect(await cashOf(t.app, page.tenantId, page.player.id)).toBe(500);
    expect(await bookProblems(t.infra.database.db, page.tenantId)).toEqual([]);
  });
});

describe('house single-player games: a call that died mid-way', () => {
  it('is taken over by its retry: the same round finished, nothing moved twice, no nonce spent', async () => {
    const page = await playerPage(t.app, HOST, SLOT, 20_000);
    const held = heldSolo();
    const key = newKey();
    const dead = held.solo.slotSpin(await soloCall(page, SLOT), 50, key);
    // Its stake is taken; its win waits, and its claim on the key looks abandoned.
    await held.reached;
    await ageClaim(page.player.id, key);
    const res = await page.send('POST', '/slot/spin', { line_bet: 50 }, { key });
    expect(res.statusCode).toBe(200);
    const play = json<{ round: HouseRound; balance: number; seeds: SeedPair }>(res);
    expect(play.round).toMatchObject({ status: 'settled', bet: 1_000 });
    expect(play.round.fairness).toMatchObject({ kind: 'seeds', nonce: 0 });
    expect(play.seeds.nonce).toBe(1);
    const cash = 20_000 - 1_000 + play.round.win;
    expect(play.balance).toBe(cash);
    // The first call comes back: its late wallet calls move nothing, it answers what was stored.
    held.release();
    expect(await dead).toEqual(play);
    const rounds = await t.infra.database.db
      .select({ id: houseRounds.id })
      .from(houseRounds)
      .where(eq(houseRounds.owner, page.player.id));
    expect(rounds).toEqual([{ id: play.round.id }]);
    expect(await cashOf(t.app, page.tenantId, page.player.id)).toBe(cash);
    expect(await bookProblems(t.infra.database.db, page.tenantId)).toEqual([]);
  });

  it('is taken over by its retry for a blackjack action: applied once, paid once', async () => {
    const page = await playerPage(t.app, HOST, BLACKJACK, 10_000);
    await arrangeOpenHand(page);
    const dealt = json<{ round: HouseRound }>(
      await page.send('POST', '/blackjack/deal', { bet: 1_000 }),
    );
    expect(dealt.round.status).toBe('open');
    const held = heldSolo();
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
