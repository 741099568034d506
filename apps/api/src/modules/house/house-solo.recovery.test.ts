import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HouseRound } from '@tribuna/contracts/house';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bookProblems } from '../casino/casino.test-support';
import { createChains } from './house-chain';
import type { HouseContext } from './house-context';
import { houseGame } from './house-games';
import { houseRounds } from './house.schema';
import { createSoloGames, RECOVER_AFTER_MS, type SoloCall } from './house-solo.service';
import { cashOf, json, newKey, playerPage } from './house-solo.test-support';
import type { HouseWallet } from './house-wallet';

const HOST = 'localhost';
const SLOT = 'tesoro-del-dragon';
const ROULETTE = 'ruleta-europea';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

/** The solo games on the app's database with a wallet client that fails as told. */
function brokenSolo(fail: { bet?: boolean; win?: boolean }) {
  const real = t.app.services.house.wallet;
  const down = () => Promise.reject(new Error('wallet unreachable'));
  const wallet: HouseWallet = {
    ...real,
    bet: fail.bet ? down : real.bet,
    win: fail.win ? down : real.win,
  };
  const context: HouseContext = {
    db: t.infra.database.db,
    bus: t.infra.bus,
    live: t.app.services.live,
    tenants: t.app.services.tenants,
    wallet,
    chains: createChains({ db: t.infra.database.db }),
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
