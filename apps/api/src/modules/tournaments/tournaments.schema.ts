import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  TournamentEntry,
  TournamentProduct,
  TournamentScoring,
} from '@tribuna/contracts/tournaments';
import { tenants } from '../tenants/tenants.schema';

/** What is stored of a tournament's life; `upcoming` and `active` are read from its times. */
export type TournamentStatus = 'scheduled' | 'finished' | 'cancelled';

/**
 * A brand's tournament. `translations` and `prizes` are JSON written through the
 * contract's schemas and parsed with them on every read. `board` is the final board,
 * frozen by the close job (null before).
 */
export const tournaments = pgTable(
  'tournaments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    product: text('product').$type<TournamentProduct>().notNull(),
    scoring: text('scoring').$type<TournamentScoring>().notNull(),
    translations: jsonb('translations').notNull(),
    imageUrl: text('image_url'),
    eligible: text('eligible').array().notNull(),
    bestOf: integer('best_of'),
    minBet: bigint('min_bet', { mode: 'number' }).notNull(),
    maxRounds: integer('max_rounds'),
    entry: text('entry').$type<TournamentEntry>().notNull(),
    buyIn: bigint('buy_in', { mode: 'number' }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    prizes: jsonb('prizes').notNull(),
    status: text('status').$type<TournamentStatus>().notNull().default('scheduled'),
    cancelReason: text('cancel_reason'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** When the board last changed (the live event's and the page's `updated_at`). */
    boardUpdatedAt: timestamp('board_updated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tournaments_tenant_times').on(t.tenantId, t.status, t.endsAt),
    // The close job's pick: scheduled tournaments past their end.
    index('tournaments_due')
      .on(t.endsAt)
      .where(sql`${t.status} = 'scheduled'`),
    check('tournaments_status_known', sql`${t.status} in ('scheduled', 'finished', 'cancelled')`),
    check('tournaments_times', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * A player's entry: points, counted rounds, and when it reached its points (ties go to
 * the earlier). `position` and `prize` are written once, by the close job.
 */
export const tournamentEntries = pgTable(
  'tournament_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id').notNull(),
    playerId: uuid('player_id').notNull(),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull(),
    points: bigint('points', { mode: 'number' }).notNull().default(0),
    rounds: integer('rounds').notNull().default(0),
    reachedAt: timestamp('reached_at', { withTimezone: true }),
    /** The buy-in paid (0: none) and when it was given back. */
    paid: bigint('paid', { mode: 'number' }).notNull().default(0),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** The final position (null: no points, or not finished). */
    position: integer('position'),
    /** The prize won, as the contract's office prize (parsed when read). */
    prize: jsonb('prize'),
    /** A campaign prize the bonus module refused (the player on a break, the campaign ended). */
    prizeRefused: text('prize_refused'),
  },
  (t) => [
    uniqueIndex('tournament_entries_player').on(t.tournamentId, t.playerId),
    // The board: points high to low, the earlier first.
    index('tournament_entries_board').on(t.tournamentId, t.points.desc(), t.reachedAt),
    index('tournament_entries_tenant_player').on(t.tenantId, t.playerId),
  ],
);

/**
 * One counted round (a casino round or a sports bet) of an entry: its stakes and returns
 * (cash and bonus money), its points, and when it scored. Only rounds within the cap are
 * kept; a rolled-back or voided one is kept `removed` (it no longer counts).
 */
export const tournamentRounds = pgTable(
  'tournament_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => tournamentEntries.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    staked: bigint('staked', { mode: 'number' }).notNull(),
    returned: bigint('returned', { mode: 'number' }).notNull().default(0),
    settled: boolean('settled').notNull().default(false),
    removed: boolean('removed').notNull().default(false),
    points: bigint('points', { mode: 'number' }).notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    scoredAt: timestamp('scored_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('tournament_rounds_entry_reference').on(t.entryId, t.reference)],
);
