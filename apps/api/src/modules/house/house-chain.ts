import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { buildHashChain } from '@tribuna/games/crash';
import type { Db } from '../../db/database';
import { houseChains } from './house.schema';

/** Rounds per chain: a new chain (a new commitment) follows when one is used up. */
export const CHAIN_LENGTH = 10_000;

export interface ChainSeed {
  chainId: string;
  /** The chain's published commitment and salt. */
  commitment: string;
  salt: string;
  /** The round's place in its chain (0 is played first). */
  chainIndex: number;
  /** Secret until the round is over. */
  roundSeed: string;
}

interface LoadedChain {
  id: string;
  commitment: string;
  salt: string;
  firstIndex: number;
  seeds: string[];
}

/**
 * The shared tables' hash chains (ADR 0014: crash; the live roulette the same way).
 * Round `index` of a table (0, 1, 2, ... in the table's own numbering) is in the chain
 * whose first index is `floor(index / CHAIN_LENGTH) * CHAIN_LENGTH`; each chain is
 * created once (unique per table and first index, so processes racing to create it
 * agree on one) with a fresh secret final seed and salt. Seeds are rebuilt in memory
 * from the final seed once per process and chain (10,000 SHA-256s, a few ms).
 */
export function createChains(deps: { db: Db }) {
  const { db } = deps;
  const loaded = new Map<string, Promise<LoadedChain>>();

  async function load(tenantId: string, game: string, firstIndex: number): Promise<LoadedChain> {
    const find = () =>
      db
        .select()
        .from(houseChains)
        .where(
          and(
            eq(houseChains.tenantId, tenantId),
            eq(houseChains.game, game),
            eq(houseChains.firstIndex, firstIndex),
          ),
        );
    let [row] = await find();
    if (!row) {
      const finalSeed = crypto.randomBytes(32).toString('hex');
      const { commitment } = buildHashChain(finalSeed, CHAIN_LENGTH);
      await db
        .insert(houseChains)
        .values({
          tenantId,
          game,
          finalSeed,
          commitment,
          salt: crypto.randomBytes(16).toString('hex'),
          length: CHAIN_LENGTH,
          firstIndex,
        })
        .onConflictDoNothing();
      [row] = await find();
    }
    if (!row) throw new Error('house: a chain vanished');
    const { seeds } = buildHashChain(row.finalSeed, row.length);
    return { id: row.id, commitment: row.commitment, salt: row.salt, firstIndex, seeds };
  }

  return {
    /** The seed of a table's round `index`, creating its chain when it is the first. */
    async seedFor(tenantId: string, game: string, index: number): Promise<ChainSeed> {
      if (!Number.isSafeInteger(index) || index < 0) throw new Error('house: bad round index');
      const firstIndex = Math.floor(index / CHAIN_LENGTH) * CHAIN_LENGTH;
      const key = `${tenantId}:${game}:${firstIndex}`;
      let chain = loaded.get(key);
      if (!chain) {
        chain = load(tenantId, game, firstIndex);
        loaded.set(key, chain);
        chain.catch(() => loaded.delete(key));
      }
      const { id, commitment, salt, seeds } = await chain;
      const chainIndex = index - firstIndex;
      const roundSeed = seeds[chainIndex];
      if (!roundSeed) throw new Error('house: a round beyond its chain');
      return { chainId: id, commitment, salt, chainIndex, roundSeed };
    },
  };
}

export type Chains = ReturnType<typeof createChains>;
