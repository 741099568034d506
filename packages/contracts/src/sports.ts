import { z } from 'zod';
import { envelope } from './envelope';
import { currencyDecimals, currencySchema, type Currency } from './currencies';
import { MAX_AMOUNT } from './wallet';

/**
 * The sportsbook's player API and live events. Fixtures, markets and prices come from
 * a feed (sports-feed.ts; the built-in simulated feed by default) and are the platform's;
 * each brand sees them at its own margin (per sport) and bets under its own limits.
 * Decisions: docs/decisions/0017.
 *
 *   GET  /api/sports/menu                         -> menuResponse        (sports and competitions with counts)
 *   GET  /api/sports/events?sport=&competition=&status=&featured=&limit=&offset=
 *                                                 -> eventsResponse      (with each event's main market)
 *   GET  /api/sports/events/:id                   -> eventResponse       (every market)
 *   GET  /api/sports/live                         -> eventsResponse      (live events, main markets)
 *   POST /api/sports/bets           (Bearer, Idempotency-Key) placeBetsRequest -> placeBetsResponse
 *   GET  /api/sports/bets?status=open|settled&limit=&offset= (Bearer) -> betsResponse
 *   GET  /api/sports/bets/:id                     (Bearer) -> betResponse
 *   POST /api/sports/bets/:id/cash-out (Bearer, Idempotency-Key) cashOutRequest -> cashOutResponse
 *
 * Live events: the page sends `{type: 'subscribe', channel: 'sports'}` on /api/live and
 * then hears, on the brand's `sports:<tenantId>` topic, SPORTS_LIVE_EVENTS below. A
 * player's bets changing (accepted, refused, settled, cashed out) come on the player's
 * topic as `sports.bet`; the cash-out offer is read with the bets, not pushed.
 */
export const SPORTS_API = {
  base: '/api/sports',
  bets: '/api/sports/bets',
} as const;

/** The live channel (live.ts LIVE_CHANNELS) the sportsbook's pages join. */
export const SPORTS_LIVE_CHANNEL = 'sports';
export const SPORTS_LIVE_EVENTS = {
  /** An event's score, clock or status changed (sportsEventStateSchema). */
  event: 'sports.event',
  /** Prices or statuses of an event's markets changed (sportsMarketsChangedSchema). */
  markets: 'sports.markets',
  /** A player's bet changed (betSchema), on the player's topic. */
  bet: 'sports.bet',
} as const;

export const SPORTS = ['football', 'basketball', 'tennis'] as const;

/** Why a player's money moved in the sportsbook (the wallet's list filters by these). */
export const SPORTS_TRANSACTION_TYPES = [
  'sports_bet',
  'sports_win',
  'sports_refund',
  'sports_cashout',
] as const;
export type SportsTransactionType = (typeof SPORTS_TRANSACTION_TYPES)[number];
export const sportSchema = z.enum(SPORTS);
export type Sport = z.infer<typeof sportSchema>;

export const EVENT_STATUSES = ['not_started', 'live', 'ended', 'cancelled', 'postponed'] as const;
export const eventStatusSchema = z.enum(EVENT_STATUSES);
export type EventStatus = z.infer<typeof eventStatusSchema>;

/**
 * Market types. Outcome keys per type:
 * - `1x2`: home, draw, away            - `double_chance`: home_draw, home_away, draw_away
 * - `winner` (no draw): home, away     - `total` (line): over, under
 * - `btts`: yes, no                    - `handicap` (line, home's): home, away
 * - `correct_score`: `H:A` (e.g. `2:1`) and `other`
 * Lines are half lines (2.5, -1.5) so no bet on them pushes.
 */
export const MARKET_TYPES = [
  '1x2',
  'double_chance',
  'winner',
  'total',
  'btts',
  'handicap',
  'correct_score',
] as const;
export const marketTypeSchema = z.enum(MARKET_TYPES);
export type MarketType = z.infer<typeof marketTypeSchema>;

export const MARKET_STATUSES = ['open', 'suspended', 'settled', 'void'] as const;
export const marketStatusSchema = z.enum(MARKET_STATUSES);
export type MarketStatus = z.infer<typeof marketStatusSchema>;

export const OUTCOME_RESULTS = ['won', 'lost', 'void'] as const;
export const outcomeResultSchema = z.enum(OUTCOME_RESULTS);
export type OutcomeResult = z.infer<typeof outcomeResultSchema>;

/** Decimal odds as the API carries them: two decimals, 1.01 to 1000. */
export const MIN_ODDS = 1.01;
export const MAX_ODDS = 1000;
export const oddsSchema = z.number().min(MIN_ODDS).max(MAX_ODDS).multipleOf(0.01);

const isoDate = z.iso.datetime({ offset: true });
const uuid = z.uuid();
const stake = z.number().int().min(1).max(MAX_AMOUNT);

export const scoreSchema = z
  .object({
    home: z.number().int().min(0),
    away: z.number().int().min(0),
    /** Per period (halves, quarters, sets), in order; tennis adds the current game's points. */
    periods: z.array(z.object({ home: z.number().int(), away: z.number().int() })),
    /** Tennis: points of the game in play ("0", "15", "30", "40", "A"); null elsewhere. */
    game: z.object({ home: z.string(), away: z.string() }).nullable(),
    /** Tennis: who serves. */
    serving: z.enum(['home', 'away']).nullable(),
  })
  .meta({ id: 'SportsScore' });
export type Score = z.infer<typeof scoreSchema>;

export const clockSchema = z
  .object({
    /** e.g. `1st_half`, `halftime`, `2nd_half`, `q1`..`q4`, `ot`, `set_1`..`set_5`. */
    period: z.string(),
    /** Match seconds played (football counts up, basketball's quarter time too); null in tennis. */
    seconds: z.number().int().min(0).nullable(),
    running: z.boolean(),
  })
  .meta({ id: 'SportsClock' });
export type Clock = z.infer<typeof clockSchema>;

export const outcomeSchema = z
  .object({
    /** The outcome's key within its market type (see MARKET_TYPES). */
    key: z.string(),
    /** This brand's price. */
    odds: oddsSchema,
    /**
     * False when the feed has stopped offering it (the rest of the market may stay open), or
     * when this brand's price is above the sport's highest price offered (`max_price`): shown
     * locked, and a bet on it is refused as suspended.
     */
    active: z.boolean(),
    /** Once the market is settled. */
    result: outcomeResultSchema.nullable(),
  })
  .meta({ id: 'SportsOutcome' });
export type Outcome = z.infer<typeof outcomeSchema>;

export const marketSchema = z
  .object({
    id: uuid,
    type: marketTypeSchema,
    /** Total or handicap line; null for the other types. */
    line: z.number().nullable(),
    status: marketStatusSchema,
    outcomes: z.array(outcomeSchema),
  })
  .meta({ id: 'SportsMarket' });
export type Market = z.infer<typeof marketSchema>;

export const competitionSchema = z
  .object({
    id: uuid,
    sport: sportSchema,
    name: z.string(),
    /** ISO 3166 alpha-2, or `int` for international competitions. */
    country: z.string(),
    /** URL slug used in `/sports/{competition}/{event}`. */
    slug: z.string(),
  })
  .meta({ id: 'SportsCompetition' });
export type Competition = z.infer<typeof competitionSchema>;

export const sportsEventSchema = z
  .object({
    id: uuid,
    /** URL slug used in `/sports/{competition}/{event}`. */
    slug: z.string(),
    sport: sportSchema,
    competition: competitionSchema,
    home: z.string(),
    away: z.string(),
    start_at: isoDate,
    status: eventStatusSchema,
    score: scoreSchema.nullable(),
    clock: clockSchema.nullable(),
    featured: z.boolean(),
    /** Live bets on this event wait this long before they are accepted (this brand's sport setting). */
    bet_delay_ms: z.number().int().min(0),
    /** The smallest stake of a bet on this event, minor units (this brand's sport setting). */
    min_stake: z.number().int().min(1),
    /** Every open or suspended market in the event list; all of them on the event page. */
    markets: z.array(marketSchema),
    /** How many markets the event has (the list carries only the main one). */
    market_count: z.number().int(),
  })
  .meta({ id: 'SportsEvent' });
export type SportsEvent = z.infer<typeof sportsEventSchema>;

export const sportsMenuSchema = z
  .object({
    sports: z.array(
      z.object({
        sport: sportSchema,
        live: z.number().int(),
        upcoming: z.number().int(),
        competitions: z.array(competitionSchema.extend({ events: z.number().int() })),
      }),
    ),
  })
  .meta({ id: 'SportsMenu' });
export type SportsMenu = z.infer<typeof sportsMenuSchema>;
export const menuResponseSchema = envelope(sportsMenuSchema);

const limit = z.coerce.number().int().min(1).max(200).default(50);
const offset = z.coerce.number().int().min(0).max(100_000).default(0);

export const eventsQuerySchema = z.object({
  sport: sportSchema.optional(),
  /** A competition's id or slug. */
  competition: z.string().min(1).max(120).optional(),
  status: z.enum(['not_started', 'live']).optional(),
  featured: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  limit,
  offset,
});
export type EventsQuery = z.input<typeof eventsQuerySchema>;
export const eventsResponseSchema = envelope(
  z.object({ events: z.array(sportsEventSchema), total: z.number().int() }),
);
/** `:id` is the event's id or `<competition slug>/<event slug>` as two path segments. */
export const eventResponseSchema = envelope(sportsEventSchema);

// ---------------------------------------------------------------------------------
// Live events.

export const sportsEventStateSchema = z
  .object({
    event_id: uuid,
    status: eventStatusSchema,
    score: scoreSchema.nullable(),
    clock: clockSchema.nullable(),
  })
  .meta({ id: 'SportsEventState' });
export type SportsEventState = z.infer<typeof sportsEventStateSchema>;

export const sportsMarketsChangedSchema = z
  .object({
    event_id: uuid,
    /** Only the markets that changed, whole. */
    markets: z.array(marketSchema),
  })
  .meta({ id: 'SportsMarketsChanged' });
export type SportsMarketsChanged = z.infer<typeof sportsMarketsChangedSchema>;

// ---------------------------------------------------------------------------------
// Bets.

/** What the player accepts when a price moves between the slip and the placement. */
export const ODDS_CHANGE_POLICIES = ['none', 'higher', 'any'] as const;
export const oddsChangePolicySchema = z.enum(ODDS_CHANGE_POLICIES);
export type OddsChangePolicy = z.infer<typeof oddsChangePolicySchema>;

export const betSelectionRequestSchema = z.object({
  market_id: uuid,
  outcome: z.string().min(1).max(16),
  /** The price the player saw. */
  odds: oddsSchema,
});
export type BetSelectionRequest = z.infer<typeof betSelectionRequestSchema>;

/** The most legs an accumulator may have. */
export const MAX_LEGS = 20;

export const betRequestSchema = z.object({
  kind: z.enum(['single', 'accumulator']),
  stake,
  /** One for a single; 2 to MAX_LEGS on different events for an accumulator. */
  selections: z.array(betSelectionRequestSchema).min(1).max(MAX_LEGS),
  /**
   * One of the player's unused free bets (a bonus's id, GET /api/bonuses): the brand pays
   * this bet's stake, which must be the free bet's exactly, at odds of at least its
   * minimum; the bet then returns its winnings only.
   */
  free_bet_id: uuid.optional(),
});
export type BetRequest = z.infer<typeof betRequestSchema>;

/**
 * A slip's bets, each placed on its own. A free bet pays for one bet only: the bet that
 * names it, and no other bet of the slip may name one. That bet is placed first, so a
 * refusal of the free bet (409 bonus.free_bet_*) comes before any other bet of the slip
 * has moved money.
 */
export const placeBetsRequestSchema = z
  .object({
    bets: z
      .array(betRequestSchema)
      .min(1)
      .max(MAX_LEGS + 1),
    accept_odds: oddsChangePolicySchema,
  })
  .superRefine((slip, ctx) => {
    let named = false;
    slip.bets.forEach((bet, index) => {
      if (bet.free_bet_id === undefined) return;
      if (named) {
        ctx.addIssue({
          code: 'custom',
          path: ['bets', index, 'free_bet_id'],
          message: 'sports.free_bet_once',
        });
      }
      named = true;
    });
  });
export type PlaceBetsRequest = z.infer<typeof placeBetsRequestSchema>;

/** Why a selection (or a whole bet) was refused. */
export const REFUSAL_REASONS = [
  'suspended',
  'market_closed',
  'odds_changed',
  'stake_too_low',
  'stake_too_high',
  'payout_too_high',
  'odds_too_high',
  'liability',
  'insufficient_funds',
  'same_event',
  'bet_stop_during_delay',
  'price_changed_during_delay',
  'not_found',
  /** A pre-match bet on an event past its start that the feed still calls not started. */
  'event_started',
] as const;
export const refusalReasonSchema = z.enum(REFUSAL_REASONS);
export type RefusalReason = z.infer<typeof refusalReasonSchema>;

export const BET_STATUSES = [
  /** A live bet waiting for its delay. */
  'pending',
  'open',
  'won',
  'lost',
  'void',
  'cashed_out',
  /** A live bet refused after its delay (stake returned). */
  'refused',
] as const;
export const betStatusSchema = z.enum(BET_STATUSES);
export type BetStatus = z.infer<typeof betStatusSchema>;

export const betLegSchema = z
  .object({
    event_id: uuid,
    event_name: z.string(),
    /** The participants, for the outcome's label ("Boca -1.5"). */
    home: z.string(),
    away: z.string(),
    competition_slug: z.string(),
    event_slug: z.string(),
    sport: sportSchema,
    market_id: uuid,
    market_type: marketTypeSchema,
    line: z.number().nullable(),
    outcome: z.string(),
    odds: oddsSchema,
    live: z.boolean(),
    result: outcomeResultSchema.nullable(),
  })
  .meta({ id: 'SportsBetLeg' });
export type BetLeg = z.infer<typeof betLegSchema>;

export const betSchema = z
  .object({
    id: uuid,
    kind: z.enum(['single', 'accumulator']),
    status: betStatusSchema,
    stake: z.number().int(),
    currency: currencySchema,
    /** Product of the legs' odds (void legs count as 1 once settled), two decimals. */
    odds: z.number(),
    potential_payout: z.number().int(),
    /** Paid so far (win, void refund or cash out); null while open. */
    payout: z.number().int().nullable(),
    /** What a cash out pays now; null when none is offered. */
    cash_out: z.number().int().nullable(),
    refusal: refusalReasonSchema.nullable(),
    /**
     * Paid with a free bet: the brand paid the stake, so `potential_payout` and `payout`
     * are the winnings only (what the bet returns beyond its stake), and no cash out is
     * offered.
     */
    free_bet: z.boolean(),
    legs: z.array(betLegSchema),
    placed_at: isoDate,
    settled_at: isoDate.nullable(),
  })
  .meta({ id: 'SportsBet' });
export type Bet = z.infer<typeof betSchema>;

export const placedBetSchema = z.discriminatedUnion('placed', [
  z.object({ placed: z.literal(true), bet: betSchema }),
  z.object({
    placed: z.literal(false),
    /** The refused selections' indexes in the request's `selections`, each with its reason. */
    selections: z.array(
      z.object({
        index: z.number().int(),
        reason: refusalReasonSchema,
        /** The current price, when the refusal is about the price. */
        odds: oddsSchema.nullable(),
      }),
    ),
    /** A refusal of the whole bet (stake, payout, funds), or null. */
    reason: refusalReasonSchema.nullable(),
    /** The translated reason, in the caller's language. */
    message: z.string(),
  }),
]);
export type PlacedBet = z.infer<typeof placedBetSchema>;

/**
 * One answer per requested bet, in order. A live bet answers after its delay; refused then
 * (its stake is back), it answers `placed: false` with the reason.
 */
export const placeBetsResponseSchema = envelope(
  z.object({ results: z.array(placedBetSchema), balance: z.number().int() }),
);
export type PlaceBetsResult = z.infer<typeof placeBetsResponseSchema>['response'];

export const betsQuerySchema = z.object({
  status: z.enum(['open', 'settled']).optional(),
  limit,
  offset,
});
export type BetsQuery = z.input<typeof betsQuerySchema>;
export const betsResponseSchema = envelope(
  z.object({ bets: z.array(betSchema), total: z.number().int() }),
);
export const betResponseSchema = envelope(betSchema);

export const cashOutRequestSchema = z.object({
  /** The offer the player accepted: refused if the offer is now different. */
  amount: z.number().int().min(1).max(MAX_AMOUNT),
});
export type CashOutRequest = z.infer<typeof cashOutRequestSchema>;
export const cashOutResponseSchema = envelope(
  z.object({ bet: betSchema, balance: z.number().int() }),
);

// ---------------------------------------------------------------------------------
// A brand's settings per sport (office, trader scope). Stakes and payouts in minor units.

export const sportSettingsSchema = z
  .object({
    sport: sportSchema,
    /** The brand's margin on top of the fair prices, in basis points (500 = 5 %). */
    margin_bp: z.number().int().min(0).max(3000),
    min_stake: z.number().int().min(1).max(MAX_AMOUNT),
    max_stake: z.number().int().min(1).max(MAX_AMOUNT),
    max_payout: z.number().int().min(1).max(MAX_AMOUNT),
    /** The highest odds of a bet (an accumulator's legs multiplied). */
    max_odds: z.number().min(MIN_ODDS).max(MAX_ODDS),
    /**
     * The highest price a selection is offered at: a price above it is shown locked and
     * refused (ADR 0039). At most `max_odds`.
     */
    max_price: oddsSchema,
    /** The most the brand may lose on one event across its open bets. */
    max_event_liability: z.number().int().min(1).max(MAX_AMOUNT),
    bet_delay_ms: z.number().int().min(0).max(30_000),
    /** Taken off a cash out's fair value, in basis points. */
    cash_out_margin_bp: z.number().int().min(0).max(3000),
    cash_out_enabled: z.boolean(),
  })
  .meta({ id: 'SportSettings' });
export type SportSettings = z.infer<typeof sportSettingsSchema>;

/**
 * A brand's settings before its staff change them. Amounts here are in major units
 * (1 = one peso, one real), so a brand in any currency gets sensible limits; the minimum
 * stake is the currency's own (DEFAULT_MIN_STAKE_MAJOR).
 */
const DEFAULT_SETTINGS_MAJOR = {
  margin_bp: 600,
  max_stake: 100_000,
  max_payout: 1_000_000,
  max_odds: 1000,
  max_event_liability: 5_000_000,
  cash_out_margin_bp: 500,
  cash_out_enabled: true,
} as const;

/**
 * A live bet's default wait per sport (ms), what real books use with real feeds. Football
 * waits out a goal it may hide (its markets run unstopped between goals). Tennis markets
 * are stopped at every point, so a bet placed between points is safe with a short wait,
 * and a long one would nearly always meet the next point; basketball's prices move with
 * every basket, so a long wait mostly ends at another price.
 */
export const DEFAULT_BET_DELAY_MS: Record<Sport, number> = {
  football: 5000,
  basketball: 3000,
  tennis: 500,
};

/**
 * The smallest stake per currency (major units): what the region's books ask, about a
 * tenth of a dollar to a dollar, in a round amount of the money (ADR 0039).
 */
export const DEFAULT_MIN_STAKE_MAJOR: Record<Currency, number> = {
  ARS: 100,
  BRL: 1,
  USD: 1,
  EUR: 1,
  MXN: 10,
  CLP: 500,
  COP: 1000,
  PEN: 1,
  UYU: 10,
};

/**
 * The highest price offered per sport (ADR 0039). Books price a match's outcomes up to
 * 101.00 (100/1) and lock them beyond; football keeps 251.00 for its correct scores, whose
 * long shots are priced that far before a match.
 */
export const DEFAULT_MAX_PRICE: Record<Sport, number> = {
  football: 251,
  basketball: 101,
  tennis: 101,
};

export function defaultSportSettings(sport: Sport, currency: Currency): SportSettings {
  const unit = 10 ** currencyDecimals(currency);
  const d = DEFAULT_SETTINGS_MAJOR;
  return {
    sport,
    ...d,
    max_price: DEFAULT_MAX_PRICE[sport],
    bet_delay_ms: DEFAULT_BET_DELAY_MS[sport],
    min_stake: DEFAULT_MIN_STAKE_MAJOR[currency] * unit,
    max_stake: d.max_stake * unit,
    max_payout: d.max_payout * unit,
    max_event_liability: d.max_event_liability * unit,
  };
}
