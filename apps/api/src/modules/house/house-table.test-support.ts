import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Language } from '@tribuna/contracts/languages';
import {
  GAME_TOKEN_HEADER,
  type HouseRound,
  type RouletteBetInput,
  type TableState,
} from '@tribuna/contracts/house';
import { IDEMPOTENCY_HEADER } from '@tribuna/contracts/wallet';
import { buildHashChain, verifyChainSeed } from '@tribuna/games/crash';
import { createRoundRandom } from '@tribuna/games/random';
import { spinRoulette } from '@tribuna/games/roulette';
import type { Db } from '../../db/database';
import { launch } from '../casino/casino.test-support';
import { newKey, registerPlayer } from '../wallet/wallet.test-support';
import { CHAIN_LENGTH } from './house-chain';
import { houseChains } from './house.schema';

export const HOST = 'localhost';
export const GAME = 'ruleta-en-vivo';

export interface TablePlayer {
  id: string;
  /** The game session's token, as the page reads it from the launch URL. */
  token: string;
}

/** A new player of `host` with `cash` (ARS cents) and a real-money session of the live table. */
export async function tablePlayer(
  app: FastifyInstance,
  tenantId: string,
  cash: number,
  host = HOST,
): Promise<TablePlayer> {
  const session = await registerPlayer(app, host);
  const claims = await app.platform.tokens.verify(session.token, 'player');
  if (!claims) throw new Error('no claims');
  if (cash > 0) {
    await app.services.wallet.ledger.credit({
      tenantId,
      currency: 'ARS',
      idempotencyKey: `fund-${crypto.randomUUID()}`,
      type: 'adjustment',
      amount: cash,
      playerId: claims.sub,
      from: 'adjustments',
    });
  }
  const launched = await launch(app, host, session.token, GAME, 'real');
  if (!launched.token) throw new Error(`launch failed: ${JSON.stringify(launched.body)}`);
  return { id: claims.sub, token: launched.token };
}

export async function cashOf(app: FastifyInstance, tenantId: string, playerId: string) {
  return (await app.services.wallet.ledger.balances(tenantId, playerId)).cash;
}

export async function getTable(
  app: FastifyInstance,
  token: string,
  language: Language = 'en_US',
  host = HOST,
) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/house/${GAME}/table`,
    headers: { host, 'master-language': language, [GAME_TOKEN_HEADER]: token },
  });
  return { status: res.statusCode, body: res.json<{ response: TableState; code?: string }>() };
}

export async function postBets(
  app: FastifyInstance,
  token: string,
  body: { round_id: string; bets: RouletteBetInput[] } | Record<string, unknown>,
  options: { key?: string | null; language?: Language; host?: string } = {},
) {
  const key = options.key === undefined ? newKey() : options.key;
  const res = await app.inject({
    method: 'POST',
    url: `/api/house/${GAME}/table/bets`,
    headers: {
      host: options.host ?? HOST,
      'master-language': options.language ?? 'en_US',
      [GAME_TOKEN_HEADER]: token,
      ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}),
    },
    payload: body,
  });
  return {
    status: res.statusCode,
    body: res.json<{ response: TableState | string[]; code?: string }>(),
  };
}

/** This player's last rounds of a game (GET history), newest first. */
export async function getHistory(
  app: FastifyInstance,
  token: string,
  game = GAME,
  host = HOST,
): Promise<HouseRound[]> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/house/${game}/history`,
    headers: { host, [GAME_TOKEN_HEADER]: token },
  });
  if (res.statusCode !== 200) throw new Error(`history: ${res.statusCode} ${res.body}`);
  return res.json<{ response: { items: HouseRound[] } }>().response.items;
}

/** A round as the verify page reads it (no token). */
export async function getRound(app: FastifyInstance, id: string, host = HOST) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/house/rounds/${id}`,
    headers: { host },
  });
  if (res.statusCode !== 200) throw new Error(`round: ${res.statusCode} ${res.body}`);
  return res.json<{ response: HouseRound }>().response;
}

/** The stored chain (house_chains row) that holds a table's round `index`. */
export async function chainOf(db: Db, tenantId: string, index: number, game = GAME) {
  const firstIndex = Math.floor(index / CHAIN_LENGTH) * CHAIN_LENGTH;
  const [chain] = await db
    .select()
    .from(houseChains)
    .where(
      and(
        eq(houseChains.tenantId, tenantId),
        eq(houseChains.game, game),
        eq(houseChains.firstIndex, firstIndex),
      ),
    );
  if (!chain) throw new Error('no chain');
  return chain;
}

/** Round `index`'s pocket, recomputed from the chain's stored final seed (as a verifier would). */
export async function chainPocket(db: Db, tenantId: string, index: number): Promise<number> {
  const chain = await chainOf(db, tenantId, index);
  const firstIndex = chain.firstIndex;
  const { seeds } = buildHashChain(chain.finalSeed, chain.length);
  const serverSeed = seeds[index - firstIndex];
  if (!serverSeed) throw new Error('no seed');
  // The seed hashes down to the commitment published before the chain was used.
  if (!verifyChainSeed(serverSeed, index - firstIndex, chain.commitment)) {
    throw new Error('a seed outside its chain');
  }
  return spinRoulette(createRoundRandom({ serverSeed, clientSeed: chain.salt, nonce: 0 }));
}
