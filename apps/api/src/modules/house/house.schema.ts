import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Currency } from '@tribuna/contracts/currencies';
import type { HouseEngine } from '@tribuna/contracts/house';
import { tenants } from '../tenants/tenants.schema';

/*
 * The house provider's own tables. The house knows players as the wallet's session
 * answer names them (`owner`: the player's id, or `session:<id>` for a guest's demo);
 * it never reads another module's tables. Money lives in the wallet, not here.
 */

/**
 * An owner's provably fair seed pair. One current pair per owner (revealed_at null),
 * shared by the single-player games; `nonce` is the next round's. Rotating reveals the
 * server seed (revealed_at set) and opens a new pair.
 */
export const houseSeeds = pgTable(
  'house_seeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    owner: text('owner').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('house_seeds_current')
      .on(t.tenantId, t.owner)
      .where(sql`${t.revealedAt} is null`),
  ],
);

/**
 * A shared table's hash chain (live roulette, crash): `length` seeds hashed backwards
 * from the secret `final_seed`; `commitment` (the hash of the chain's first round seed)
 * is published before the chain is used, `salt` fixed with it. Round i uses the seed at
 * distance length - 1 - i from the final one.
 */
export const houseChains = pgTable(
  'house_chains',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    game: text('game').notNull(),
    finalSeed: text('final_seed').notNull(),
    commitment: text('commitment').notNull(),
    salt: text('salt').notNull(),
    length: integer('length').notNull(),
    /** The index of this chain's first round in the table's round numbering. */
    firstIndex: integer('first_index').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('house_chains_table_first').on(t.tenantId, t.game, t.firstIndex)],
);

/**
 * One round of a shared table (a live roulette spin, a crash flight) for the whole brand.
 * Created once (unique per table and index) by whichever process gets there first;
 * settled once (`settled_at` set by a conditional update).
 */
export const houseTableRounds = pgTable(
  'house_table_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    game: text('game').notNull(),
    index: integer('index').notNull(),
    chainId: uuid('chain_id')
      .notNull()
      .references(() => houseChains.id, { onDelete: 'cascade' }),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    /** Bets close (roulette) or the flight starts (crash). */
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    /** The result is shown (roulette) or the rocket crashed (crash). */
    resultAt: timestamp('result_at', { withTimezone: true }).notNull(),
    /** The pocket (roulette) or the crash point in hundredths. Secret until result_at. */
    result: integer('result').notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('house_table_rounds_table_index').on(t.tenantId, t.game, t.index),
    index('house_table_rounds_unsettled')
      .on(t.resultAt)
      .where(sql`${t.settledAt} is null`),
  ],
);

/**
 * One player's round of a house game: a spin, a hand, or their bets on a shared
 * table's round. Kept for recall and verification. The wallet knows it by `id` (its
 * round id) and by transaction ids derived from it.
 */
export const houseRounds = pgTable(
  'house_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    game: text('game').notNull(),
    engine: text('engine').$type<HouseEngine>().notNull(),
    owner: text('owner').notNull(),
    /** The casino's game session (from the wallet's session answer). */
    sessionId: text('session_id').notNull(),
    mode: text('mode').$type<'real' | 'demo'>().notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    /**
     * The session's token and the brand's host, kept as any provider keeps them, so a
     * round settled later (a shared table's) can call the wallet without the player.
     */
    token: text('token').notNull(),
    host: text('host').notNull(),
    /** The Idempotency-Key of the call that opened the round: run again, the call continues it. */
    requestKey: text('request_key'),
    status: text('status').$type<'open' | 'settled'>().notNull().default('open'),
    bet: bigint('bet', { mode: 'number' }).notNull().default(0),
    win: bigint('win', { mode: 'number' }).notNull().default(0),
    /** What the player asked: bets, line bet, actions, auto cash-out. */
    input: jsonb('input').notNull(),
    /** What the engine produced, once known; a blackjack hand's state while open. */
    outcome: jsonb('outcome'),
    /** Single-player rounds: the seed pair and nonce used. */
    seedId: uuid('seed_id').references(() => houseSeeds.id, { onDelete: 'set null' }),
    nonce: integer('nonce'),
    /** Shared tables: the table's round. */
    tableRoundId: uuid('table_round_id').references(() => houseTableRounds.id, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('house_rounds_owner_newest').on(t.tenantId, t.owner, t.createdAt.desc()),
    index('house_rounds_table_round').on(t.tableRoundId),
    uniqueIndex('house_rounds_request_key')
      .on(t.tenantId, t.owner, t.requestKey)
      .where(sql`${t.requestKey} is not null`),
    // One open blackjack hand per owner at a time; one set of bets per owner per table round.
    uniqueIndex('house_rounds_open_hand')
      .on(t.tenantId, t.owner, t.game)
      .where(sql`${t.status} = 'open' and ${t.engine} = 'blackjack'`),
    uniqueIndex('house_rounds_table_owner')
      .on(t.tableRoundId, t.owner)
      .where(sql`${t.tableRoundId} is not null`),
  ],
);
