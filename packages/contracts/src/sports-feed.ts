import { z } from 'zod';
import {
  clockSchema,
  eventStatusSchema,
  marketTypeSchema,
  outcomeResultSchema,
  scoreSchema,
  sportSchema,
} from './sports';

/**
 * The messages a sports feed sends, modelled on the real feeds' (Betradar's Unified
 * Odds Feed and its peers): fixture change, odds change, bet stop, bet settlement, bet
 * cancel, rollback of a settlement and heartbeat. Any adapter (the built-in simulated
 * feed, a real provider's) turns its input into these; the sportsbook's ingestion is the
 * only reader. Ids are the feed's own (`feed_id`), not ours.
 *
 * Producers: `prematch` and `live`. Each sends a heartbeat every FEED_HEARTBEAT_MS; when
 * a producer's heartbeats stop for FEED_PRODUCER_DOWN_MS its markets are suspended, and
 * reopened by its next odds changes once it is back. A process too busy to write what a
 * producer sends is not a silent producer: its markets are suspended only once what was
 * written is FEED_PRODUCER_STALE_MS old (live prices go stale in seconds, prematch ones
 * hold for many minutes).
 */
export const FEED_HEARTBEAT_MS = 200;
export const FEED_PRODUCER_DOWN_MS = 600;
export const FEED_PRODUCER_STALE_MS = { live: 2_000, prematch: 30_000 } as const;

export const FEED_PRODUCERS = ['prematch', 'live'] as const;
export const feedProducerSchema = z.enum(FEED_PRODUCERS);
export type FeedProducer = z.infer<typeof feedProducerSchema>;

const feedId = z.string().min(1).max(80);
const header = {
  producer: feedProducerSchema,
  /** Milliseconds since the epoch, at the feed. */
  timestamp: z.number().int(),
};

/** A market as a feed names it: its type and line make its key within the event. */
export const feedMarketKeySchema = z.object({
  type: marketTypeSchema,
  line: z.number().nullable(),
});
export type FeedMarketKey = z.infer<typeof feedMarketKeySchema>;

export function feedMarketKey(market: FeedMarketKey): string {
  return market.line === null ? market.type : `${market.type}:${market.line}`;
}

export const fixtureChangeSchema = z.object({
  type: z.literal('fixture_change'),
  ...header,
  event: z.object({
    feed_id: feedId,
    sport: sportSchema,
    competition: z.object({
      feed_id: feedId,
      name: z.string(),
      country: z.string(),
    }),
    home: z.string(),
    away: z.string(),
    start_at: z.number().int(),
    status: eventStatusSchema,
    featured: z.boolean(),
  }),
});

export const feedOutcomeSchema = z.object({
  key: z.string(),
  /** The fair probability (no margin): each brand prices from it with its own margin. */
  probability: z.number().min(0).max(1),
  active: z.boolean(),
});

export const oddsChangeSchema = z.object({
  type: z.literal('odds_change'),
  ...header,
  event_id: feedId,
  /** The event's state when it changed along with the prices. */
  status: eventStatusSchema.optional(),
  score: scoreSchema.nullable().optional(),
  clock: clockSchema.nullable().optional(),
  markets: z.array(
    feedMarketKeySchema.extend({
      /** `suspended` here is the feed's own suspension of one market. */
      status: z.enum(['open', 'suspended']),
      outcomes: z.array(feedOutcomeSchema),
    }),
  ),
});

/** Suspends the named markets (all of the event's when none are named) until the next odds change. */
export const betStopSchema = z.object({
  type: z.literal('bet_stop'),
  ...header,
  event_id: feedId,
  markets: z.array(feedMarketKeySchema).optional(),
});

export const betSettlementSchema = z.object({
  type: z.literal('bet_settlement'),
  ...header,
  event_id: feedId,
  markets: z.array(
    feedMarketKeySchema.extend({
      outcomes: z.array(z.object({ key: z.string(), result: outcomeResultSchema })),
    }),
  ),
});

/** The named markets (all of the event's when none are named) are void: stakes back. */
export const betCancelSchema = z.object({
  type: z.literal('bet_cancel'),
  ...header,
  event_id: feedId,
  markets: z.array(feedMarketKeySchema).optional(),
  reason: z.string().max(200).optional(),
});

/** A settlement was wrong: the markets reopen and every bet on them is unsettled. */
export const rollbackBetSettlementSchema = z.object({
  type: z.literal('rollback_bet_settlement'),
  ...header,
  event_id: feedId,
  markets: z.array(feedMarketKeySchema),
});

export const heartbeatSchema = z.object({ type: z.literal('heartbeat'), ...header });

export const feedMessageSchema = z.discriminatedUnion('type', [
  fixtureChangeSchema,
  oddsChangeSchema,
  betStopSchema,
  betSettlementSchema,
  betCancelSchema,
  rollbackBetSettlementSchema,
  heartbeatSchema,
]);
export type FeedMessage = z.infer<typeof feedMessageSchema>;
export type FixtureChange = z.infer<typeof fixtureChangeSchema>;
export type OddsChange = z.infer<typeof oddsChangeSchema>;
export type BetStop = z.infer<typeof betStopSchema>;
export type BetSettlement = z.infer<typeof betSettlementSchema>;
export type BetCancel = z.infer<typeof betCancelSchema>;
export type RollbackBetSettlement = z.infer<typeof rollbackBetSettlementSchema>;
