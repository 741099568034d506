import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CasinoKind } from '@tribuna/contracts/casino';
import type { Currency } from '@tribuna/contracts/currencies';
import type { Language } from '@tribuna/contracts/languages';
import { tenants } from '../tenants/tenants.schema';

export type Texts = Record<Language, string>;
export type Volatility = 'low' | 'medium' | 'high';
export type SessionMode = 'real' | 'demo';
export type RoundStatus = 'open' | 'closed';
export type CasinoTransactionKind = 'bet' | 'win' | 'rollback';
/** `orphan`: a rollback of a move never seen; `noop`: a rollback of one already reversed. */
export type CasinoTransactionStatus = 'done' | 'rolled_back' | 'orphan' | 'noop';

/**
 * A game provider: an aggregator, a studio, or `tribuna` (our house games). Its secret
 * signs its seamless-wallet calls; its launch URL is where a game session opens (null:
 * our own pages, `/games/house/<slug>`).
 */
export const casinoProviders = pgTable('casino_providers', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  logoUrl: text('logo_url'),
  secret: text('secret').notNull(),
  launchUrl: text('launch_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The platform's catalogue: every brand chooses which of these it shows (casino_tenant_games). */
export const casinoGames = pgTable(
  'casino_games',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => casinoProviders.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    kind: text('kind').$type<CasinoKind>().notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    imageUrl: text('image_url').notNull(),
    rtp: numeric('rtp', { precision: 5, scale: 2 }).notNull(),
    volatility: text('volatility').$type<Volatility>().notNull(),
    minBet: bigint('min_bet', { mode: 'number' }).notNull(),
    maxBet: bigint('max_bet', { mode: 'number' }).notNull(),
    demo: boolean('demo').notNull().default(true),
    descriptions: jsonb('descriptions').$type<Texts>().notNull(),
    /** The catalogue's own order, for brands that never ordered their games. */
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('casino_games_provider').on(t.providerId)],
);

export const casinoCategories = pgTable('casino_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  names: jsonb('names').$type<Texts>().notNull(),
  position: integer('position').notNull().default(0),
});

export const casinoGameCategories = pgTable(
  'casino_game_categories',
  {
    gameId: uuid('game_id')
      .notNull()
      .references(() => casinoGames.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => casinoCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.categoryId] }),
    index('casino_game_categories_category').on(t.categoryId),
  ],
);

/** A brand's choice for one game: shown or not, and where. No row: not shown. */
export const casinoTenantGames = pgTable(
  'casino_tenant_games',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id')
      .notNull()
      .references(() => casinoGames.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.gameId] })],
);

export const casinoTenantCategories = pgTable(
  'casino_tenant_categories',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => casinoCategories.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.categoryId] })],
);

/** A lobby's banners, per brand and lobby kind, texts per language. */
export const casinoSliders = pgTable(
  'casino_sliders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CasinoKind>().notNull(),
    position: integer('position').notNull().default(0),
    titles: jsonb('titles').$type<Texts>().notNull(),
    subtitles: jsonb('subtitles').$type<Texts>().notNull(),
    imageUrl: text('image_url').notNull(),
    gameSlug: text('game_slug'),
    link: text('link'),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('casino_sliders_tenant').on(t.tenantId, t.kind, t.position)],
);

export const casinoFavorites = pgTable(
  'casino_favorites',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id').notNull(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => casinoGames.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.gameId] })],
);

/** The last launch of each game per player; the list keeps the newest 20. */
export const casinoRecent = pgTable(
  'casino_recent',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id').notNull(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => casinoGames.id, { onDelete: 'cascade' }),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.gameId] }),
    index('casino_recent_player_newest').on(t.playerId, t.playedAt.desc()),
  ],
);

/**
 * A game session: what a launch hands the provider. The token is random and kept only
 * as its SHA-256; demo sessions carry their own play balance and never touch the wallet.
 */
export const casinoSessions = pgTable('casino_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  playerId: uuid('player_id'),
  gameId: uuid('game_id')
    .notNull()
    .references(() => casinoGames.id, { onDelete: 'cascade' }),
  providerId: uuid('provider_id')
    .notNull()
    .references(() => casinoProviders.id, { onDelete: 'cascade' }),
  mode: text('mode').$type<SessionMode>().notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  currency: text('currency').$type<Currency>().notNull(),
  demoBalance: bigint('demo_balance', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A provider's round: its bets, wins and rollbacks, kept for game recall and GGR. */
export const casinoRounds = pgTable(
  'casino_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => casinoProviders.id, { onDelete: 'cascade' }),
    /** The provider's round id. */
    roundRef: text('round_ref').notNull(),
    /**
     * Whose round it is: the player, or `session:<id>` for a guest's demo. Part of the
     * key, as a multiplayer game (crash) may give every player the same round id.
     */
    owner: text('owner').notNull(),
    sessionId: uuid('session_id').references(() => casinoSessions.id, { onDelete: 'set null' }),
    playerId: uuid('player_id'),
    gameId: uuid('game_id')
      .notNull()
      .references(() => casinoGames.id, { onDelete: 'cascade' }),
    mode: text('mode').$type<SessionMode>().notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    status: text('status').$type<RoundStatus>().notNull().default('open'),
    betTotal: bigint('bet_total', { mode: 'number' }).notNull().default(0),
    winTotal: bigint('win_total', { mode: 'number' }).notNull().default(0),
    rollbackTotal: bigint('rollback_total', { mode: 'number' }).notNull().default(0),
    /**
     * Its bets taken and not rolled back (`casino_transactions` of kind `bet`, status `done`):
     * a win needs one, and the statement that locks the round answers it.
     */
    betsDone: integer('bets_done').notNull().default(0),
    /** Set once a bet of the round is rolled back: no win is paid after that. */
    rolledBack: boolean('rolled_back').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('casino_rounds_provider_ref').on(t.tenantId, t.providerId, t.roundRef, t.owner),
    index('casino_rounds_ref').on(t.tenantId, t.roundRef),
    index('casino_rounds_tenant_created').on(t.tenantId, t.createdAt),
    index('casino_rounds_player_created').on(t.playerId, t.createdAt),
  ],
);

/**
 * A provider's bet, win or rollback, unique per (brand, provider, transaction id). Its
 * answer, given again to every replay, is kept with the id in idempotency_keys (scope
 * `provider:<provider id>`), written in the same database transaction.
 */
export const casinoTransactions = pgTable(
  'casino_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => casinoProviders.id, { onDelete: 'cascade' }),
    txRef: text('tx_ref').notNull(),
    kind: text('kind').$type<CasinoTransactionKind>().notNull(),
    status: text('status').$type<CasinoTransactionStatus>().notNull().default('done'),
    roundId: uuid('round_id').references(() => casinoRounds.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => casinoSessions.id, { onDelete: 'set null' }),
    playerId: uuid('player_id'),
    gameId: uuid('game_id').references(() => casinoGames.id, { onDelete: 'cascade' }),
    mode: text('mode').$type<SessionMode>().notNull(),
    /** Bets and wins: the amount; rollbacks: the money given back (negative for a win). */
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    currency: text('currency').$type<Currency>().notNull(),
    /** Rollbacks: the provider's id of the move they reverse. */
    referenceRef: text('reference_ref'),
    ledgerTransactionId: uuid('ledger_transaction_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('casino_transactions_provider_ref').on(t.tenantId, t.providerId, t.txRef),
    index('casino_transactions_reference')
      .on(t.tenantId, t.providerId, t.referenceRef)
      .where(sql`${t.referenceRef} is not null`),
    index('casino_transactions_round').on(t.roundId),
    index('casino_transactions_tenant_created').on(t.tenantId, t.createdAt),
  ],
);
