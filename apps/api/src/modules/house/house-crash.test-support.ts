import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createMemoryBus } from '../../lib/bus';
import type { TestApp } from '../../test/test-app';
import { launch } from '../casino/casino.test-support';
import { registerPlayer } from '../wallet/wallet.test-support';
import { createChains } from './house-chain';
import type { HouseContext } from './house-context';
import { houseGame } from './house-games';
import type { GameCall } from './house-http';
import { houseTableRounds } from './house.schema';

export const CRASH_GAME = 'cohete';

/** A clock the test moves by hand. */
export interface TestClock {
  now: () => Date;
  set(ms: number): void;
  ms(): number;
}

export function testClock(startMs: number): TestClock {
  let current = startMs;
  return {
    now: () => new Date(current),
    set(ms) {
      current = ms;
    },
    ms: () => current,
  };
}

/**
 * The tests' "processes" tell each other which tables are watched on a bus of their own:
 * the app's table, on the real clock, must not open rounds of theirs.
 */
const testProcessesBus = createMemoryBus();

/** Another "process" on the test app's database and wallet, with its own clock and chains. */
export function crashContext(t: TestApp, clock: () => Date): HouseContext {
  const { db } = t.infra.database;
  return {
    db,
    bus: testProcessesBus,
    live: t.app.services.live,
    tenants: t.app.services.tenants,
    wallet: t.app.services.house.wallet,
    chains: createChains({ db }),
    idempotency: t.app.platform.idempotency,
    clock,
  };
}

/** A player with `cash` (minor units) and a real-money session of the crash game. */
export async function realPlayer(
  t: TestApp,
  host: string,
  tenantId: string,
  cash: number,
): Promise<{ playerId: string; token: string }> {
  const session = await registerPlayer(t.app, host);
  const claims = await t.app.platform.tokens.verify(session.token, 'player');
  if (!claims) throw new Error('no claims');
  // The wallet opens a player's accounts on first use.
  await t.app.inject({
    method: 'GET',
    url: '/api/wallet',
    headers: { host, authorization: `Bearer ${session.token}` },
  });
  if (cash > 0) {
    await t.app.services.wallet.ledger.credit({
      tenantId,
      currency: 'ARS',
      idempotencyKey: `fund-${crypto.randomUUID()}`,
      type: 'adjustment',
      amount: cash,
      playerId: claims.sub,
      from: 'adjustments',
    });
  }
  const launched = await launch(t.app, host, session.token, CRASH_GAME, 'real');
  if (!launched.token) throw new Error(`launch failed: ${JSON.stringify(launched.body)}`);
  return { playerId: claims.sub, token: launched.token };
}

/** A guest's demo session of the crash game. */
export async function demoToken(t: TestApp, host: string): Promise<string> {
  const launched = await launch(t.app, host, null, CRASH_GAME, 'demo');
  if (!launched.token) throw new Error(`launch failed: ${JSON.stringify(launched.body)}`);
  return launched.token;
}

/** A game call as the routes make it (openGameCall), for calling the service directly. */
export async function gameCall(t: TestApp, host: string, token: string): Promise<GameCall> {
  const game = houseGame(CRASH_GAME);
  const tenant = await t.app.services.tenants.resolveHost(host);
  if (!game || !tenant) throw new Error('no crash game or brand');
  const context = { tenantId: tenant.id, host };
  const session = await t.app.services.house.wallet.session(context, token, CRASH_GAME);
  return {
    token,
    game,
    context,
    session,
    owner: session.player_id ?? `session:${session.session_id}`,
  };
}

/** A table round's row, crash point included (tests may look; players may not). */
export async function tableRound(t: TestApp, id: string) {
  const [row] = await t.infra.database.db
    .select()
    .from(houseTableRounds)
    .where(eq(houseTableRounds.id, id));
  if (!row) throw new Error('no such round');
  return row;
}
