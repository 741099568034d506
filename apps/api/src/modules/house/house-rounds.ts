import { and, desc, eq, type SQL } from 'drizzle-orm';
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
  /** Blackjack: the Idempotency-Keys of the actions applied (a second run applies nothing). */
  keys?: string[];
  /** Blackjack: a bet asked of the wallet and not yet known to be taken. */
  pending?: PendingBet | null;
  /** Blackjack: the last balance the wallet answered (a hand finished after the session expired). */
  balance?: number;
  /** A bonus spin: the bonus whose spin paid the stake (the brand paid it, not the player). */
  bonus_id?: string;
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

/** A bonus spin's bonus, as its round's bookkeeping keeps it; null for any other round. */
export function bonusIdOf(row: Pick<RoundRow, 'input'>): string | null {
  const id: unknown = metaOf(row).bonus_id;
  return typeof id === 'string' ? id : null;
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

export type JoinedRow = {
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
    bonus_id: bonusIdOf(round),
    created_at: round.createdAt.toISOString(),
    settled_at: round.settledAt ? round.settledAt.toISOString() : null,
  };
}

/**
 * The round this owner's Idempotency-Key opened, found when a call runs again (a dead
 * call's, taken over by its retry). One key opens one round: a round of another game is
 * another request's, refused (409) rather than continued.
 */
export async function roundOpenedBy(
  db: DbOrTx,
  where: { tenantId: string; owner: string; game: string; key: string },
): Promise<RoundRow | undefined> {
  const [row] = await db
    .select()
    .from(houseRounds)
    .where(
      and(
        eq(houseRounds.tenantId, where.tenantId),
        eq(houseRounds.owner, where.owner),
        eq(houseRounds.requestKey, where.key),
      ),
    );
  // Refused as the kernel refuses a key reused for another request.
  if (row && row.game !== where.game) {
    throw new AppError(409, 'CONFLICT', 'wallet.idempotency_key_reused');
  }
  return row;
}
