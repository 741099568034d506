import crypto from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { RevealedSeedPair, SeedPair } from '@tribuna/contracts/house';
import { hashSeed } from '@tribuna/games/random';
import type { DbOrTx } from '../../db/database';
import { houseSeeds } from './house.schema';

export type SeedRow = typeof houseSeeds.$inferSelect;

/** The seeds one round is drawn with, and the pair they belong to. */
export interface RoundSeedsTaken {
  seedId: string;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  /** The pair as taking the nonce left it: its hash, and the next round's nonce. */
  pair: SeedRow;
}

/** A fresh pair (ADR 0014): 32 random bytes as 64 hex characters, a 16-hex client seed. */
function freshPair(tenantId: string, owner: string) {
  const serverSeed = crypto.randomBytes(32).toString('hex');
  return {
    tenantId,
    owner,
    serverSeed,
    serverSeedHash: hashSeed(serverSeed),
    clientSeed: crypto.randomBytes(8).toString('hex'),
    nonce: 0,
  };
}

export function seedPairOf(row: SeedRow): SeedPair {
  return { server_seed_hash: row.serverSeedHash, client_seed: row.clientSeed, nonce: row.nonce };
}

export function revealedPairOf(row: SeedRow): RevealedSeedPair {
  return {
    server_seed: row.serverSeed,
    server_seed_hash: row.serverSeedHash,
    client_seed: row.clientSeed,
    rounds: row.nonce,
  };
}

const current = (tenantId: string, owner: string) =>
  and(
    eq(houseSeeds.tenantId, tenantId),
    eq(houseSeeds.owner, owner),
    isNull(houseSeeds.revealedAt),
  );

/**
 * The owner's current pair, created on first use. Two first callers racing both insert;
 * the partial unique index keeps one and the other finds it.
 */
export async function currentSeeds(db: DbOrTx, tenantId: string, owner: string): Promise<SeedRow> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [row] = await db.select().from(houseSeeds).where(current(tenantId, owner));
    if (row) return row;
    await db.insert(houseSeeds).values(freshPair(tenantId, owner)).onConflictDoNothing();
  }
  throw new Error('house: no current seed pair after creating one');
}

/**
 * Takes the next nonce of the owner's current pair in one statement, so two rounds never
 * share one; a pair rotated meanwhile is skipped (its UPDATE matches nothing) for the new one.
 */
export async function takeNonce(
  db: DbOrTx,
  tenantId: string,
  owner: string,
): Promise<RoundSeedsTaken> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [row] = await db
      .update(houseSeeds)
      .set({ nonce: sql`${houseSeeds.nonce} + 1` })
      .where(current(tenantId, owner))
      .returning();
    if (row) {
      return {
        seedId: row.id,
        serverSeed: row.serverSeed,
        clientSeed: row.clientSeed,
        nonce: row.nonce - 1,
        pair: row,
      };
    }
    await currentSeeds(db, tenantId, owner);
  }
  throw new Error('house: could not take a nonce');
}

/** Sets the client seed of the current pair (the nonce goes on). */
export async function setClientSeed(
  db: DbOrTx,
  tenantId: string,
  owner: string,
  clientSeed: string,
): Promise<SeedRow> {
  await currentSeeds(db, tenantId, owner);
  const [row] = await db
    .update(houseSeeds)
    .set({ clientSeed })
    .where(current(tenantId, owner))
    .returning();
  return row ?? currentSeeds(db, tenantId, owner);
}

/** Reveals the locked current pair and opens a new one (nonce 0, a new client seed). */
export async function rotateSeeds(
  tx: DbOrTx,
  locked: SeedRow,
  now: Date,
): Promise<{ previous: SeedRow; current: SeedRow }> {
  const [previous] = await tx
    .update(houseSeeds)
    .set({ revealedAt: now })
    .where(and(eq(houseSeeds.id, locked.id), isNull(houseSeeds.revealedAt)))
    .returning();
  if (!previous) throw new Error('house: the pair to rotate was rotated meanwhile');
  const [next] = await tx
    .insert(houseSeeds)
    .values(freshPair(locked.tenantId, locked.owner))
    .returning();
  if (!next) throw new Error('house: no new seed pair');
  return { previous, current: next };
}

/** The current pair, locked for the rest of `tx` (rotation waits for a deal taking a nonce). */
export async function lockCurrentSeeds(
  tx: DbOrTx,
  tenantId: string,
  owner: string,
): Promise<SeedRow | undefined> {
  const [row] = await tx.select().from(houseSeeds).where(current(tenantId, owner)).for('update');
  return row;
}
