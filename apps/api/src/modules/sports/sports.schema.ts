import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Currency } from '@tribuna/contracts/currencies';
import type {
  BetStatus,
  Clock,
  EventStatus,
  MarketStatus,
  MarketType,
  OddsChangePolicy,
  OutcomeResult,
  RefusalReason,
  Score,
  Sport,
} from '@tribuna/contracts/sports';
import { tenants } from '../tenants/tenants.schema';

/*
 * The sportsbook. Competitions, events and markets are the platform's, written only by
 * the feed's ingestion (one process at a time: the feed lease); bets, settings and
 * suspensions are each brand's. Prices are stored fair (probabilities); a brand's odds
 * are computed from them with its margin when read. Money lives in the wallet.
 */

export const sportsCompetitions = pgTable(
  'sports_competitions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    feedId: text('feed_id').notNull(),
    sport: text('sport').$type<Sport>().notNull(),
    name: text('name').notNull(),
    country: text('country').notNull(),
    slug: text('slug').notNull(),
  },
  (t) => [
    uniqueIndex('sports_competitions_feed').on(t.feedId),
    uniqueIndex('sports_competitions_slug').on(t.slug),
  ],
);

export const sportsEvents = pgTable(
  'sports_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    feedId: text('feed_id').notNull(),
    sport: text('sport').$type<Sport>().notNull(),
    competitionId: uuid('competition_id')
      .notNull()
      .references(() => sportsCompetitions.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    home: text('home').notNull(),
    away: text('away').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    status: text('status').$type<EventStatus>().notNull(),
    score: jsonb('score').$type<Score>(),
    clock: jsonb('clock').$type<Clock>(),
    featured: boolean('featured').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sports_events_feed').on(t.feedId),
    uniqueIndex('sports_events_slug').on(t.competitionId, t.slug),
    index('sports_events_status_start').on(t.status, t.startAt),
  ],
);

/** A market's outcome as stored: the fair probability, not a brand's price. */
export interface StoredOutcome {
  key: string;
  probability: number;
  active: boolean;
  result: OutcomeResult | null;
}

/**
 * A market of an event, keyed within it by type and line (`total:2.5`). `version` grows
 * with every change of prices or status, and `stopped_at` marks the last bet stop, so a
 * live bet can tell whether anything happened during its delay.
 */
export const sportsMarkets = pgTable(
  'sports_markets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => sportsEvents.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    type: text('type').$type<MarketType>().notNull(),
    line: doublePrecision('line'),
    status: text('status').$type<MarketStatus>().notNull(),
    outcomes: jsonb('outcomes').$type<StoredOutcome[]>().notNull(),
    version: integer('version').notNull().default(0),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sports_markets_event_key').on(t.eventId, t.key),
    // The settlement sweeper's cursor walks the markets in the order they changed.
    index('sports_markets_changed').on(t.changedAt, t.id),
  ],
);

/** A brand's own suspension of an event (market_id null) or of one market. */
export const sportsSuspensions = pgTable(
  'sports_suspensions',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => sportsEvents.id, { onDelete: 'cascade' }),
    /** The event itself when null. */
    marketId: uuid('market_id').references(() => sportsMarkets.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sports_suspensions_target').on(
      t.tenantId,
      t.eventId,
      sql`coalesce(${t.marketId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
  ],
);

/**
 * A bet. `request_key` (the slip's Idempotency-Key and the bet's place in it) makes a
 * retried slip answer the first bets. `settlements` counts settlements and rollbacks, so
 * each money move of a bet has its own ledger key. `owed` is what a rollback could not
 * take back because the player had spent it (balances never go negative): staff see it,
 * and the bet's next payout is netted against it. `paid` is what its last payout (or
 * cash out) actually credited after that netting. `request_hash` is the slip's digest:
 * the same key with another slip is refused.
 */
export const sportsBets = pgTable(
  'sports_bets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id').notNull(),
    requestKey: text('request_key').notNull(),
    kind: text('kind').$type<'single' | 'accumulator'>().notNull(),
    status: text('status').$type<BetStatus>().notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    potentialPayout: bigint('potential_payout', { mode: 'number' }).notNull(),
    payout: bigint('payout', { mode: 'number' }),
    paid: bigint('paid', { mode: 'number' }).notNull().default(0),
    requestHash: text('request_hash').notNull().default(''),
    refusal: text('refusal').$type<RefusalReason>(),
    /** The player's odds-change preference, for deciding a pending live bet later. */
    acceptOdds: text('accept_odds').$type<OddsChangePolicy>().notNull().default('none'),
    live: boolean('live').notNull().default(false),
    /** A pending live bet is decided at this time. */
    acceptAt: timestamp('accept_at', { withTimezone: true }),
    settlements: integer('settlements').notNull().default(0),
    owed: bigint('owed', { mode: 'number' }).notNull().default(0),
    /**
     * The player's free bet (a bonus's id) that paid the stake: the bet's `potential_payout`
     * and `payout` stay what it returns, of which the player gets only what is beyond the
     * stake. No foreign key: the bonus is another module's row.
     */
    freeBetId: uuid('free_bet_id'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sports_bets_request').on(t.tenantId, t.playerId, t.requestKey),
    index('sports_bets_player').on(t.tenantId, t.playerId, t.placedAt),
    index('sports_bets_pending')
      .on(t.acceptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * One selection of a bet, at the price it was taken (hundredths: 1.85 is 185).
 * `market_version` is the market's version when the price was checked, and `stopped_at`
 * its last bet stop as read then: a live bet whose market's stopped_at differs at its
 * decision had a bet stop during its delay (no clocks compared).
 * `manual` marks a result given by the brand's staff rather than the feed: a later feed
 * settlement or rollback leaves it alone.
 */
export const sportsBetLegs = pgTable(
  'sports_bet_legs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    betId: uuid('bet_id')
      .notNull()
      .references(() => sportsBets.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id').notNull(),
    position: integer('position').notNull(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => sportsEvents.id),
    marketId: uuid('market_id')
      .notNull()
      .references(() => sportsMarkets.id),
    outcome: text('outcome').notNull(),
    oddsX100: integer('odds_x100').notNull(),
    marketVersion: integer('market_version').notNull(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    live: boolean('live').notNull().default(false),
    result: text('result').$type<OutcomeResult>(),
    manual: boolean('manual').notNull().default(false),
  },
  (t) => [
    index('sports_bet_legs_bet').on(t.betId),
    index('sports_bet_legs_market').on(t.marketId),
    index('sports_bet_legs_tenant_event').on(t.tenantId, t.eventId),
  ],
);

/** What a brand's unsettled bets have on one outcome of one market of an event. */
export interface KeptOutcome {
  marketId: string;
  outcome: string;
  /** Legs on the outcome (a bet has at most one leg per event). */
  bets: number;
  stakes: number;
  /** The bets' whole potential payouts (an accumulator's, on each of its legs). */
  payouts: number;
}

/**
 * A brand's unsettled bets (pending and open) on one event, per market and outcome: the
 * sum over their legs that the liability check needs, kept by every change of a bet's
 * status or price instead of summed over the open bets on each placement. Its row lock is
 * the event's lock for the check: a placement or decision that checks it, and anything
 * that changes it, locks it first (sports-liability.ts, `lockKept`).
 */
export const sportsEventLiabilities = pgTable(
  'sports_event_liabilities',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => sportsEvents.id, { onDelete: 'cascade' }),
    outcomes: jsonb('outcomes').$type<KeptOutcome[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.eventId] })],
);

/**
 * The simulated feed's own memory (its calendar, its matches' states and random
 * streams), so a process taking over the lease carries on the same matches.
 */
export const sportsSimulatorState = pgTable('sports_simulator_state', {
  feedId: text('feed_id').primaryKey(),
  state: jsonb('state').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
