import { and, desc, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { HouseRound, RoundFairness } from '@tribuna/contracts/house';
import type { DbOrTx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Chains } from './house-chain';
import { houseChains, houseRounds, houseSeeds, houseTableRounds } from './house.schema';

export type RoundRow = typeof houseRounds.$inferSelect;

/**
 * What a single-player round keeps beside the player's input, never answered: the client
 * seed it was drawn with (the pair's may change later), and a blackjack hand's bookkeeping.
 */
export interface RoundMeta {
  client_seed: string;
  /** Blackjack: bumped by every write, so two concurrent actions cannot both apply. */
  step?: number;
  /** Blackjack: bets taken so far (the deal's is 1), naming the next one `:bet:<n + 1>`. */
  bets?: number;
  /** Blackjack: the Idempotency-Keys of the actions applied (a retry answers the hand). */
  keys?: string[];
  /** Blackjack: the action each of those keys asked for (a key asking another is refused). */
  keyActions?: Record<string, string>;
  /** Blackjack: a bet asked of the wallet and not yet known to be taken. */
  pending?: PendingBet | null;
  /** Blackjack: the last balance the wallet answered (a hand finished after the session expired). */
  balance?: number;
}

export interface PendingBet {
  /** The transaction id's suffix: `bet`, `bet:2`, ... */
  tx: string;
  amount: number;
  /** The action it pays for; null for the deal. */
  action: 'double' | 'split' | null;
  key: string | null;
}

export function metaOf(row: Pick<RoundRow, 'input'>): RoundMeta {
  const input = row.input as { meta?: RoundMeta } | null;
  return input?.meta ?? { client_seed: '' };
}

/** The input as the engine's verify takes it: the stored one without its bookkeeping. */
export function publicInput(input: unknown): unknown {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return input;
  const { meta, ...rest } = input as Record<string, unknown>;
  void meta;
  return rest;
}

const joined = {
  round: houseRounds,
  seedHash: houseSeeds.serverSeedHash,
  seedServer: houseSeeds.serverSeed,
  seedClient: houseSeeds.clientSeed,
  seedRevealedAt: houseSeeds.revealedAt,
  tableGame: houseTableRounds.game,
  tableIndex: houseTableRounds.index,
  tableResultAt: houseTableRounds.resultAt,
  chainCommitment: houseChains.commitment,
  chainSalt: houseChains.salt,
  chainFirstIndex: houseChains.firstIndex,
};

type JoinedRow = {
  round: RoundRow;
  seedHash: string | null;
  seedServer: string | null;
  seedClient: string | null;
  seedRevealedAt: Date | null;
  tableGame: string | null;
  tableIndex: number | null;
  tableResultAt: Date | null;
  chainCommitment: string | null;
  chainSalt: string | null;
  chainFirstIndex: number | null;
};

/** Rounds with what their fairness needs (their seed pair, or their table round and chain). */
export async function findRounds(
  db: DbOrTx,
  where: SQL | undefined,
  limit: number,
): Promise<JoinedRow[]> {
  return db
    .select(joined)
    .from(houseRounds)
    .leftJoin(houseSeeds, eq(houseSeeds.id, houseRounds.seedId))
    .leftJoin(houseTableRounds, eq(houseTableRounds.id, houseRounds.tableRoundId))
    .leftJoin(houseChains, eq(houseChains.id, houseTableRounds.chainId))
    .where(where)
    .orderBy(desc(houseRounds.createdAt), desc(houseRounds.id))
    .limit(limit);
}

/**
 * A round as players and the verifier see it. The server seed only once its pair is
 * rotated; a chain round's seed only once its result is out; an open blackjack hand's
 * state not at all (its shoe is the hand's future: the view shows what may be seen).
 */
export async function roundView(
  row: JoinedRow,
  deps: { chains: Chains; now: Date },
): Promise<HouseRound> {
  const { round } = row;
  let fairness: RoundFairness;
  if (round.tableRoundId && row.chainCommitment !== null && row.tableIndex !== null) {
    const over = row.tableResultAt !== null && row.tableResultAt.getTime() <= deps.now.getTime();
    const seed = over
      ? await deps.chains.seedFor(round.tenantId, row.tableGame ?? round.game, row.tableIndex)
      : null;
    fairness = {
      kind: 'chain',
      commitment: row.chainCommitment,
      salt: row.chainSalt ?? '',
      index: row.tableIndex - (row.chainFirstIndex ?? 0),
      round_seed: seed?.roundSeed ?? null,
    };
  } else {
    const meta = metaOf(round);
    fairness = {
      kind: 'seeds',
      server_seed_hash: row.seedHash ?? '',
      client_seed: meta.client_seed || (row.seedClient ?? ''),
      nonce: round.nonce ?? 0,
      server_seed: row.seedRevealedAt ? row.seedServer : null,
    };
  }
  const hidden = round.engine === 'blackjack' && round.status === 'open';
  return {
    id: round.id,
    game: round.game,
    engine: round.engine,
    mode: round.mode,
    currency: round.currency,
    status: round.status,
    bet: round.bet,
    win: round.win,
    input: publicInput(round.input),
    outcome: hidden ? null : (round.outcome ?? null),
    fairness,
    created_at: round.createdAt.toISOString(),
    settled_at: round.settledAt ? round.settledAt.toISOString() : null,
  };
}

/**
 * How long a key keeps its request where the round does not index it (a blackjack action's,
 * a table bet call's, a cash-out's): clients retry within minutes, as the wallet assumes
 * when it forgets its keys after a day. A round's own `request_key` is found at any age.
 */
export const KEY_MEMORY_MS = 24 * 60 * 60 * 1000;

/**
 * The owner's rounds holding this Idempotency-Key, however their call kept it: the key that
 * started the round, a blackjack action's (applied or pending), a table bet call's, or a
 * crash cash-out's. One key is one request of its owner: a caller may answer again only
 * the use that is its own request, and must refuse any other (`keyReused`).
 */
export async function roundsUsingKey(
  db: DbOrTx,
  where: { tenantId: string; owner: string; key: string; now: Date },
): Promise<RoundRow[]> {
  const { tenantId, owner, key } = where;
  const mine = and(eq(houseRounds.tenantId, tenantId), eq(houseRounds.owner, owner));
  // Two queries, so each uses its index: request_key's unique one, and the owner's by time.
  const started = await db
    .select()
    .from(houseRounds)
    .where(and(mine, eq(houseRounds.requestKey, key)));
  const kept = await db
    .select()
    .from(houseRounds)
    .where(
      and(
        mine,
        gt(houseRounds.createdAt, new Date(where.now.getTime() - KEY_MEMORY_MS)),
        or(
          sql`${houseRounds.input} -> 'meta' -> 'keys' @> ${JSON.stringify([key])}::jsonb`,
          sql`${houseRounds.input} -> 'meta' -> 'pending' ->> 'key' = ${key}`,
          sql`${houseRounds.input} -> 'calls' @> ${JSON.stringify([{ key }])}::jsonb`,
          sql`${houseRounds.outcome} ->> 'cash_out_key' = ${key}`,
        ),
      ),
    );
  const rows = new Map(started.map((row) => [row.id, row]));
  for (const row of kept) rows.set(row.id, row);
  return [...rows.values()];
}

/** A key reused for another request: refused as the wallet refuses it (409, translated). */
export function keyReused(): AppError {
  return new AppError(409, 'CONFLICT', 'wallet.idempotency_key_reused');
}
