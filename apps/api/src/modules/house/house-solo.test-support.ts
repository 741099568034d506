import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { GAME_TOKEN_HEADER } from '@tribuna/contracts/house';
import { IDEMPOTENCY_HEADER } from '@tribuna/contracts/wallet';
import type { Db } from '../../db/database';
import { launch } from '../casino/casino.test-support';
import { registerPlayer } from '../wallet/wallet.test-support';
import { houseSeeds } from './house.schema';

/** A game page's view of the house API: one session token, one game. */
export interface GamePage {
  host: string;
  game: string;
  token: string;
  /** The player's site Bearer (null for a guest's demo). */
  player: { id: string; token: string } | null;
  get(path: string, language?: string): Promise<LightMyRequestResponse>;
  send(
    method: 'POST' | 'PUT',
    path: string,
    payload?: unknown,
    options?: { key?: string | null; language?: string },
  ): Promise<LightMyRequestResponse>;
}

export function newKey(): string {
  return `house-${crypto.randomUUID()}`;
}

/** The game calls of one launched session, as the game page makes them. */
export function gamePage(
  app: FastifyInstance,
  host: string,
  game: string,
  token: string,
  player: GamePage['player'] = null,
): GamePage {
  const headers = (language = 'en_US'): Record<string, string> => ({
    host,
    'master-language': language,
    [GAME_TOKEN_HEADER]: token,
  });
  return {
    host,
    game,
    token,
    player,
    get: (path, language) =>
      app.inject({ method: 'GET', url: `/api/house/${game}${path}`, headers: headers(language) }),
    send: (method, path, payload = {}, options = {}) => {
      const all = headers(options.language);
      if (options.key !== null) all[IDEMPOTENCY_HEADER] = options.key ?? newKey();
      return app.inject({
        method,
        url: `/api/house/${game}${path}`,
        headers: all,
        payload: payload as object,
      });
    },
  };
}

/** A new player on `host` with `cash` minor units, and a real session of `game`. */
export async function playerPage(
  app: FastifyInstance,
  host: string,
  game: string,
  cash: number,
): Promise<GamePage & { player: { id: string; token: string }; tenantId: string }> {
  const session = await registerPlayer(app, host);
  const claims = await app.platform.tokens.verify(session.token, 'player');
  const tenant = await app.services.tenants.resolveHost(host);
  if (!claims || !tenant) throw new Error('setup: no player or brand');
  if (cash > 0) {
    await app.services.wallet.ledger.credit({
      tenantId: tenant.id,
      currency: 'ARS',
      idempotencyKey: `fund-${crypto.randomUUID()}`,
      type: 'adjustment',
      amount: cash,
      playerId: claims.sub,
      from: 'adjustments',
    });
  }
  const launched = await launch(app, host, session.token, game, 'real');
  if (!launched.token) throw new Error(`setup: launch ${launched.status}`);
  const player = { id: claims.sub, token: session.token };
  return { ...gamePage(app, host, game, launched.token, player), player, tenantId: tenant.id };
}

/** Another real session of the same player (a second tab, or another game). */
export async function samePlayerPage(
  app: FastifyInstance,
  page: GamePage & { player: { id: string; token: string } },
  game: string,
): Promise<GamePage> {
  const launched = await launch(app, page.host, page.player.token, game, 'real');
  if (!launched.token) throw new Error(`setup: launch ${launched.status}`);
  return gamePage(app, page.host, game, launched.token, page.player);
}

/** A guest's demo session of `game`. */
export async function demoPage(
  app: FastifyInstance,
  host: string,
  game: string,
): Promise<GamePage> {
  const launched = await launch(app, host, null, game, 'demo');
  if (!launched.token) throw new Error(`setup: demo launch ${launched.status}`);
  return gamePage(app, host, game, launched.token);
}

/** The player's cash as the wallet keeps it. */
export async function cashOf(app: FastifyInstance, tenantId: string, playerId: string) {
  return (await app.services.wallet.ledger.balances(tenantId, playerId)).cash;
}

/** The owner's current server seed, read from the table: tests use it to predict rounds. */
export async function currentServerSeed(db: Db, tenantId: string, owner: string): Promise<string> {
  const [row] = await db
    .select({ serverSeed: houseSeeds.serverSeed })
    .from(houseSeeds)
    .where(
      and(
        eq(houseSeeds.tenantId, tenantId),
        eq(houseSeeds.owner, owner),
        isNull(houseSeeds.revealedAt),
      ),
    );
  if (!row) throw new Error('no current seed pair');
  return row.serverSeed;
}

export function json<T>(res: LightMyRequestResponse): T {
  return res.json<{ response: T }>().response;
}
