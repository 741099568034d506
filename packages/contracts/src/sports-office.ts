import { z } from 'zod';
import { envelope } from './envelope';
import { currencySchema } from './currencies';
import {
  betSchema,
  eventStatusSchema,
  outcomeResultSchema,
  sportSchema,
  sportSettingsSchema,
  sportsEventSchema,
} from './sports';

/**
 * The trading desk in the back office (scope `trader`; admin passes), for this host's
 * brand. Suspensions and manual results are the brand's own: another brand's prices and
 * bets are untouched.
 *
 *   GET  /api/office/sports/events      officeEventsQuery -> officeEventsResponse   (with liabilities)
 *   GET  /api/office/sports/events/:id  -> officeEventResponse (markets with each outcome's liability)
 *   PUT  /api/office/sports/events/:id/suspension   suspensionRequest -> officeEventResponse (audited)
 *   PUT  /api/office/sports/markets/:id/suspension  suspensionRequest -> officeEventResponse (audited)
 *   POST /api/office/sports/markets/:id/result      manualResultRequest -> officeEventResponse (audited;
 *        settles this brand's bets on the market as a feed settlement would)
 *   GET  /api/office/sports/bets        officeBetsQuery -> officeBetsResponse
 *   GET  /api/office/sports/settings    -> sportSettingsResponse (one per sport)
 *   PUT  /api/office/sports/settings/:sport  sportSettings (without sport) -> sportSettingsResponse (audited)
 *
 * The built-in simulated feed's console (platform owner only; 409 when another feed is
 * in use). It acts on the feed, so every brand sees its effect, as with a real feed:
 *   POST /api/office/sports/simulator/events/:id/score   simulatorScoreRequest -> okResponse
 *   POST /api/office/sports/simulator/events/:id/finish  -> simulatorFinishResponse
 *   GET  /api/office/sports/simulator                    -> simulatorStatusResponse (the answering process's view)
 */
export const OFFICE_SPORTS_API = {
  events: '/api/office/sports/events',
  markets: '/api/office/sports/markets',
  bets: '/api/office/sports/bets',
  settings: '/api/office/sports/settings',
  simulator: '/api/office/sports/simulator',
} as const;

const limit = z.coerce.number().int().min(1).max(200).default(50);
const offset = z.coerce.number().int().min(0).max(1_000_000).default(0);

export const officeEventsQuerySchema = z.object({
  sport: sportSchema.optional(),
  status: eventStatusSchema.optional(),
  q: z.string().trim().max(80).optional(),
  limit,
  offset,
});
export type OfficeEventsQuery = z.infer<typeof officeEventsQuerySchema>;

/** What the brand stands to lose or win on an outcome, over its open bets. */
export const outcomeLiabilitySchema = z.object({
  key: z.string(),
  bets: z.number().int(),
  stakes: z.number().int(),
  /** Payouts if this outcome wins minus every stake on the market (negative: the brand wins). */
  liability: z.number().int(),
});

export const officeEventSchema = z
  .object({
    event: sportsEventSchema,
    /** The brand's own suspension of the whole event. */
    suspended: z.boolean(),
    /** Ids of the markets the brand has suspended. */
    suspended_markets: z.array(z.uuid()),
    currency: currencySchema,
    open_bets: z.number().int(),
    stakes: z.number().int(),
    /** The worst outcome's liability over the event's markets. */
    liability: z.number().int(),
    liabilities: z.array(
      z.object({ market_id: z.uuid(), outcomes: z.array(outcomeLiabilitySchema) }),
    ),
  })
  .meta({ id: 'OfficeSportsEvent' });
export type OfficeEvent = z.infer<typeof officeEventSchema>;
export const officeEventsResponseSchema = envelope(
  z.object({ events: z.array(officeEventSchema), total: z.number().int() }),
);
export const officeEventResponseSchema = envelope(officeEventSchema);

export const suspensionRequestSchema = z.object({ suspended: z.boolean() });
export type SuspensionRequest = z.infer<typeof suspensionRequestSchema>;

export const manualResultRequestSchema = z.object({
  /** A result for every outcome of the market. */
  outcomes: z
    .array(z.object({ key: z.string().min(1).max(16), result: outcomeResultSchema }))
    .min(1),
});
export type ManualResultRequest = z.infer<typeof manualResultRequestSchema>;

export const officeBetsQuerySchema = z.object({
  /** A bet id, a player's username, or an event's name. */
  q: z.string().trim().max(80).optional(),
  status: z.enum(['pending', 'open', 'won', 'lost', 'void', 'cashed_out', 'refused']).optional(),
  sport: sportSchema.optional(),
  /** Dates (YYYY-MM-DD) in the brand's time zone, both included. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  limit,
  offset,
});
export type OfficeBetsQuery = z.infer<typeof officeBetsQuerySchema>;
export const officeBetSchema = betSchema
  .extend({
    player_id: z.uuid(),
    username: z.string(),
    /**
     * What a rollback could not take back (the player had spent it), minor units; the
     * bet's next payout is netted against it. Always sent (optional: added later).
     */
    owed: z.number().int().nonnegative().optional(),
  })
  .meta({ id: 'OfficeSportsBet' });
export type OfficeBet = z.infer<typeof officeBetSchema>;
export const officeBetsResponseSchema = envelope(
  z.object({ bets: z.array(officeBetSchema), total: z.number().int() }),
);

export const sportSettingsResponseSchema = envelope(
  /** `currency`: the brand's, in which the amounts are (minor units). */
  z.object({ settings: z.array(sportSettingsSchema), currency: currencySchema }),
);
/** A sport's terms as the office sends them; `max_price` may not exceed `max_odds`. */
export const sportSettingsRequestSchema = sportSettingsSchema
  .omit({ sport: true })
  .refine((s) => s.min_stake <= s.max_stake, { path: ['max_stake'] })
  .refine((s) => s.max_price <= s.max_odds, { path: ['max_price'] });
export type SportSettingsRequest = z.infer<typeof sportSettingsRequestSchema>;

export const simulatorScoreRequestSchema = z.object({
  /** Who scores (a goal, a basket of `points`, a tennis point). */
  side: z.enum(['home', 'away']),
  points: z.number().int().min(1).max(3).default(1),
});
export type SimulatorScoreRequest = z.infer<typeof simulatorScoreRequestSchema>;

/**
 * `POST /api/office/sports/simulator/events/:id/finish` (platform owner, optional
 * Idempotency-Key): the simulated feed plays the event to its final whistle at once and
 * settles it as at full time. Answers once the result is written; the bets' settlement
 * follows within moments. Tennis scores are sets.
 */
export const simulatorFinishedSchema = z
  .object({
    event_id: z.uuid(),
    status: z.literal('ended'),
    score: z.object({ home: z.number().int().min(0), away: z.number().int().min(0) }),
  })
  .meta({ id: 'SimulatorFinished' });
export type SimulatorFinished = z.infer<typeof simulatorFinishedSchema>;
export const simulatorFinishResponseSchema = envelope(simulatorFinishedSchema);

/** Where the feed runs, as the API process that answers sees it (scaled out: one of many). */
export const simulatorStatusSchema = z
  .object({
    feed: z.enum(['simulated', 'off']),
    /** This process's name in the feed's lease. */
    process: z.string(),
    /** Whether this process runs the feed now (holds its lease). */
    running_here: z.boolean(),
    /** The process holding the lease now, or null. */
    holder: z.string().nullable(),
    /** Batches of feed messages this process has written since it started. */
    batches_written: z.number().int().min(0),
  })
  .meta({ id: 'SimulatorStatus' });
export type SimulatorStatus = z.infer<typeof simulatorStatusSchema>;
export const simulatorStatusResponseSchema = envelope(simulatorStatusSchema);
