import { z } from 'zod';
import { envelope } from './envelope';
import { languageSchema, perLanguage } from './languages';
import { sportSchema } from './sports';

/**
 * Tournaments: a brand's competitions on its casino or its sportsbook, scored from the
 * player activity stream, with a prize table paid once at the end.
 *
 * Open (a guest sees them; a player also their own entry and position):
 *   GET  /api/tournaments?language=&state=          -> tournamentsResponseSchema
 *   GET  /api/tournaments/:id?language=             -> tournamentResponseSchema
 * Player (a session on the brand):
 *   POST /api/tournaments/:id/enter                 tournamentEnterRequest (+ Idempotency-Key)
 *                                                   -> tournamentEnterResponseSchema
 *   GET  /api/tournaments/entered?product=&game=    -> enteredTournamentsResponseSchema
 *        (the running tournaments the player entered that count this product and game:
 *         the widget of the casino game screen and the sports pages)
 * Office (scope `marketing` or `admin`):
 *   GET  /api/office/tournaments?state=             -> officeTournamentsResponseSchema
 *   POST /api/office/tournaments                    officeTournamentRequest -> officeTournamentResponseSchema
 *   GET  /api/office/tournaments/:id                -> officeTournamentDetailResponseSchema
 *   PUT  /api/office/tournaments/:id                officeTournamentRequest -> officeTournamentResponseSchema
 *                                                   (only before its start)
 *   POST /api/office/tournaments/:id/cancel         officeCancelTournamentRequest -> officeTournamentResponseSchema
 *   GET  /api/office/tournaments/choices            -> officeTournamentChoicesResponseSchema
 *        (the casino games and sports a tournament may count, named in the staff's language)
 * Live: a page joins the `tournaments` channel of the live socket; every change of a
 * running tournament's board publishes `tournament.board` (tournamentBoardEventSchema),
 * its end `tournament.finished` and its cancelling `tournament.cancelled` ({ id }).
 *
 * Scoring (points are whole numbers):
 * - `best_multiplier`: the best single round's return / stake, in hundredths (x12.5 = 1250);
 * - `best_n_multipliers`: the sum of the best `best_of` rounds' multipliers, in hundredths;
 * - `wagered`: the amount staked (cash and bonus money), in minor units of the currency;
 * - `sports_odds`: each won bet scores its odds in hundredths (a 2.50 win = 250); a lost bet
 *   scores nothing but counts as a round; a voided bet is taken off.
 * Only stakes of at least `min_bet` on an eligible game or sport, placed after the player
 * entered and while the tournament runs, count, up to `max_rounds` rounds per player. A
 * rolled-back round or a voided bet is taken off. Ties go to whoever reached the score
 * first. Players with no points are entrants without a position.
 * States: `upcoming` (before `starts_at`; staff may edit it), `active`, `finished` (its
 * board is final and its prizes paid), `cancelled` (buy-ins refunded).
 */
export const TOURNAMENTS_API = {
  list: '/api/tournaments',
  entered: '/api/tournaments/entered',
  detail: (id: string) => `/api/tournaments/${id}`,
  enter: (id: string) => `/api/tournaments/${id}/enter`,
} as const;

export const OFFICE_TOURNAMENTS_API = {
  list: '/api/office/tournaments',
  choices: '/api/office/tournaments/choices',
  detail: (id: string) => `/api/office/tournaments/${id}`,
  cancel: (id: string) => `/api/office/tournaments/${id}/cancel`,
} as const;

/** The live channel a tournament page joins, and its events. */
export const TOURNAMENTS_LIVE = {
  channel: 'tournaments',
  board: 'tournament.board',
  finished: 'tournament.finished',
  cancelled: 'tournament.cancelled',
} as const;

export const TOURNAMENT_PRODUCTS = ['casino', 'sports'] as const;
export const tournamentProductSchema = z.enum(TOURNAMENT_PRODUCTS, {
  error: 'tournaments.product_invalid',
});
export type TournamentProduct = z.infer<typeof tournamentProductSchema>;

export const TOURNAMENT_SCORINGS = [
  'best_multiplier',
  'best_n_multipliers',
  'wagered',
  'sports_odds',
] as const;
export const tournamentScoringSchema = z.enum(TOURNAMENT_SCORINGS, {
  error: 'tournaments.scoring_invalid',
});
export type TournamentScoring = z.infer<typeof tournamentScoringSchema>;

/** Which scorings a product's tournament may use. */
export const SCORINGS_OF_PRODUCT = {
  casino: ['best_multiplier', 'best_n_multipliers', 'wagered'],
  sports: ['sports_odds', 'wagered'],
} as const satisfies Record<TournamentProduct, readonly TournamentScoring[]>;

export const TOURNAMENT_ENTRIES = ['automatic', 'opt_in', 'buy_in'] as const;
export const tournamentEntrySchema = z.enum(TOURNAMENT_ENTRIES, {
  error: 'tournaments.entry_invalid',
});
export type TournamentEntry = z.infer<typeof tournamentEntrySchema>;

export const TOURNAMENT_STATES = ['upcoming', 'active', 'finished', 'cancelled'] as const;
export const tournamentStateSchema = z.enum(TOURNAMENT_STATES, { error: 'validation.invalid' });
export type TournamentState = z.infer<typeof tournamentStateSchema>;

/**
 * A prize: `cash` in minor units of the brand's currency (paid to the cash balance),
 * `miles` as a count of miles, `bonus` and `free_spins` one of the brand's bonus campaigns
 * (a no-deposit credit or free spins) given to the winner.
 */
export const TOURNAMENT_PRIZE_KINDS = ['cash', 'bonus', 'miles', 'free_spins'] as const;
export const tournamentPrizeKindSchema = z.enum(TOURNAMENT_PRIZE_KINDS, {
  error: 'tournaments.prize_invalid',
});
export type TournamentPrizeKind = z.infer<typeof tournamentPrizeKindSchema>;

/** The board a page shows and the live event carries: the first this many places. */
export const TOURNAMENT_BOARD_SIZE = 50;
/** The most places a prize table may pay. */
export const TOURNAMENT_MAX_PRIZES = 100;
/** The most rounds staff may cap a player at, and the most best rounds summed. */
export const TOURNAMENT_MAX_ROUNDS = 100_000;
export const TOURNAMENT_MAX_BEST_OF = 100;
/** A sanity bound on amounts staff type (minor units or miles), not a rule. */
export const TOURNAMENT_MAX_AMOUNT = 1_000_000_000;

const isoTime = z.iso.datetime({ offset: true });

/** A prize as the site shows it: places `from`-`to` (one place when equal) each win it. */
export const tournamentPrizeSchema = z
  .object({
    from: z.number().int(),
    to: z.number().int(),
    kind: tournamentPrizeKindSchema,
    /** Cash in minor units, or a number of miles; for a bonus or spins, the campaign's value. */
    amount: z.number().int(),
    /** A bonus or free-spins prize's campaign name, in the page's language. */
    campaign_name: z.string().nullable(),
  })
  .meta({ id: 'TournamentPrize' });
export type TournamentPrize = z.infer<typeof tournamentPrizeSchema>;

/** A place on the board: names masked (`ju***23`); `me` marks the reader's own row. */
export const tournamentBoardRowSchema = z
  .object({
    position: z.number().int(),
    name: z.string(),
    points: z.number().int(),
    rounds: z.number().int(),
    me: z.boolean(),
  })
  .meta({ id: 'TournamentBoardRow' });
export type TournamentBoardRow = z.infer<typeof tournamentBoardRowSchema>;

/** The reader's own entry (null: not entered, or a guest). */
export const tournamentMeSchema = z
  .object({
    entered_at: isoTime,
    /** Null while the player has no points. */
    position: z.number().int().nullable(),
    points: z.number().int(),
    rounds: z.number().int(),
    /** What the player won, once the tournament finished (null: no prize). */
    prize: tournamentPrizeSchema.nullable(),
  })
  .meta({ id: 'TournamentMe' });
export type TournamentMe = z.infer<typeof tournamentMeSchema>;

/** A tournament as a list shows it. */
export const tournamentSummarySchema = z
  .object({
    id: z.string(),
    language: languageSchema,
    name: z.string(),
    description: z.string(),
    image_url: z.string().nullable(),
    product: tournamentProductSchema,
    scoring: tournamentScoringSchema,
    entry: tournamentEntrySchema,
    /** A buy-in's price in minor units (0 unless `entry` is `buy_in`). */
    buy_in: z.number().int(),
    state: tournamentStateSchema,
    starts_at: isoTime,
    ends_at: isoTime,
    /** Cash prizes summed, in minor units; the other prizes are listed in `prizes`. */
    prize_pool: z.number().int(),
    prizes: z.array(tournamentPrizeSchema),
    entrants: z.number().int(),
    me: tournamentMeSchema.nullable(),
  })
  .meta({ id: 'TournamentSummary' });
export type TournamentSummary = z.infer<typeof tournamentSummarySchema>;

/** A tournament's page: its rules and its board too. */
export const tournamentDetailSchema = tournamentSummarySchema
  .extend({
    /** Eligible games' slugs (casino) or sports' keys (sports); empty: all of the product. */
    eligible: z.array(z.string()),
    /** Eligible games' or sports' names in the page's language, in `eligible`'s order. */
    eligible_names: z.array(z.string()),
    best_of: z.number().int().nullable(),
    /** The smallest stake that counts, in minor units. */
    min_bet: z.number().int(),
    /** The most rounds counted per player (null: no cap). */
    max_rounds: z.number().int().nullable(),
    /** The staff's own rules text, in the page's language (may be empty). */
    rules: z.string(),
    board: z.array(tournamentBoardRowSchema),
    board_updated_at: isoTime.nullable(),
  })
  .meta({ id: 'TournamentDetail' });
export type TournamentDetail = z.infer<typeof tournamentDetailSchema>;

export const tournamentsQuerySchema = z.object({
  language: languageSchema.optional(),
  state: tournamentStateSchema.optional(),
});
export const tournamentQuerySchema = z.object({ language: languageSchema.optional() });
export const tournamentParamsSchema = z.object({
  id: z.uuid({ error: 'tournaments.not_found' }),
});
export const tournamentsResponseSchema = envelope(
  z.object({ items: z.array(tournamentSummarySchema) }),
);
export const tournamentResponseSchema = envelope(tournamentDetailSchema);

/** A buy-in tournament's entry confirms its price (the page's confirmation). */
export const tournamentEnterRequestSchema = z
  .object({ accept_buy_in: z.number().int().optional() })
  .meta({ id: 'TournamentEnterRequest' });
export type TournamentEnterRequest = z.infer<typeof tournamentEnterRequestSchema>;
export const tournamentEnterResponseSchema = envelope(
  z.object({
    me: tournamentMeSchema,
    /** The player's cash balance after a buy-in (null: nothing paid). */
    balance: z.number().int().nullable(),
  }),
);

export const enteredTournamentsQuerySchema = z.object({
  product: tournamentProductSchema,
  /** A casino game's slug or a sport's key; absent: any of the product. */
  game: z.string().min(1).max(100).optional(),
  language: languageSchema.optional(),
});
export const enteredTournamentSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    scoring: tournamentScoringSchema,
    ends_at: isoTime,
    position: z.number().int().nullable(),
    points: z.number().int(),
    entrants: z.number().int(),
  })
  .meta({ id: 'EnteredTournament' });
export type EnteredTournament = z.infer<typeof enteredTournamentSchema>;
export const enteredTournamentsResponseSchema = envelope(
  z.object({ items: z.array(enteredTournamentSchema) }),
);

/** `tournament.board` on the `tournaments` channel: the board as it is now. */
export const tournamentBoardEventSchema = z.object({
  id: z.string(),
  entrants: z.number().int(),
  /** Rows without `me` (the event is the same for every watcher). */
  board: z.array(tournamentBoardRowSchema.omit({ me: true })),
  updated_at: isoTime,
});
export type TournamentBoardEvent = z.infer<typeof tournamentBoardEventSchema>;

// ---------------------------------------------------------------------------- office

const requiredText = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.too_long' });

export const tournamentTextsSchema = z
  .object({
    name: z.string().trim().max(80, { error: 'validation.too_long' }),
    description: z.string().trim().max(500, { error: 'validation.too_long' }),
    rules: z.string().trim().max(4000, { error: 'validation.too_long' }),
  })
  .meta({ id: 'TournamentTexts' });
export type TournamentTexts = z.infer<typeof tournamentTextsSchema>;

const amount = (min: number, key: 'tournaments.amount_invalid' | 'tournaments.rounds_invalid') =>
  z
    .number({ error: key })
    .int({ error: key })
    .min(min, { error: key })
    .max(TOURNAMENT_MAX_AMOUNT, { error: key });

export const officeTournamentPrizeSchema = z
  .object({
    from: z
      .number({ error: 'tournaments.places_invalid' })
      .int({ error: 'tournaments.places_invalid' })
      .min(1, { error: 'tournaments.places_invalid' })
      .max(TOURNAMENT_MAX_PRIZES, { error: 'tournaments.places_invalid' }),
    to: z
      .number({ error: 'tournaments.places_invalid' })
      .int({ error: 'tournaments.places_invalid' })
      .min(1, { error: 'tournaments.places_invalid' })
      .max(TOURNAMENT_MAX_PRIZES, { error: 'tournaments.places_invalid' }),
    kind: tournamentPrizeKindSchema,
    /** Cash in minor units or miles; 0 for a bonus or spins prize (its campaign says). */
    amount: amount(0, 'tournaments.amount_invalid'),
    campaign_id: z.uuid({ error: 'tournaments.campaign_invalid' }).nullable(),
  })
  .meta({ id: 'OfficeTournamentPrize' });
export type OfficeTournamentPrize = z.infer<typeof officeTournamentPrizeSchema>;

/**
 * A tournament as staff write it. The prize table's places run from 1 without gaps or
 * overlaps; a `cash` or `miles` prize has an amount above 0 and no campaign, a `bonus` or
 * `free_spins` one a campaign of the matching kind (the service checks the kind).
 */
export const officeTournamentRequestSchema = z
  .object({
    product: tournamentProductSchema,
    scoring: tournamentScoringSchema,
    translations: perLanguage(tournamentTextsSchema),
    image_url: z
      .string()
      .trim()
      .max(2000, { error: 'validation.too_long' })
      .refine((value) => /^https:\/\//i.test(value) || /^\/[^/]/.test(value), {
        error: 'validation.url',
      })
      .nullable(),
    eligible: z.array(z.string().trim().min(1).max(100)).max(200),
    best_of: z
      .number({ error: 'tournaments.best_of_invalid' })
      .int({ error: 'tournaments.best_of_invalid' })
      .min(2, { error: 'tournaments.best_of_invalid' })
      .max(TOURNAMENT_MAX_BEST_OF, { error: 'tournaments.best_of_invalid' })
      .nullable(),
    min_bet: amount(0, 'tournaments.amount_invalid'),
    max_rounds: amount(1, 'tournaments.rounds_invalid').nullable(),
    entry: tournamentEntrySchema,
    buy_in: amount(0, 'tournaments.amount_invalid'),
    starts_at: isoTime,
    ends_at: isoTime,
    prizes: z.array(officeTournamentPrizeSchema).min(1, { error: 'tournaments.prizes_required' }),
  })
  .superRefine((t, ctx) => {
    const allowed: readonly TournamentScoring[] = SCORINGS_OF_PRODUCT[t.product];
    if (!allowed.includes(t.scoring)) {
      ctx.addIssue({ code: 'custom', path: ['scoring'], message: 'tournaments.scoring_invalid' });
    }
    if ((t.scoring === 'best_n_multipliers') !== (t.best_of !== null)) {
      ctx.addIssue({ code: 'custom', path: ['best_of'], message: 'tournaments.best_of_invalid' });
    }
    if ((t.entry === 'buy_in') !== t.buy_in > 0) {
      ctx.addIssue({ code: 'custom', path: ['buy_in'], message: 'tournaments.buy_in_invalid' });
    }
    if (Date.parse(t.ends_at) <= Date.parse(t.starts_at)) {
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'tournaments.dates_invalid' });
    }
    const named = Object.values(t.translations).some((x) => x !== undefined && x.name !== '');
    if (!named) {
      ctx.addIssue({
        code: 'custom',
        path: ['translations'],
        message: 'tournaments.name_required',
      });
    }
    let next = 1;
    for (const prize of [...t.prizes].sort((a, b) => a.from - b.from)) {
      if (prize.from !== next || prize.to < prize.from) {
        ctx.addIssue({
          code: 'custom',
          path: ['prizes', t.prizes.indexOf(prize), 'from'],
          message: 'tournaments.places_invalid',
        });
        break;
      }
      next = prize.to + 1;
    }
    for (const [index, prize] of t.prizes.entries()) {
      const byCampaign = prize.kind === 'bonus' || prize.kind === 'free_spins';
      if (byCampaign && prize.campaign_id === null) {
        ctx.addIssue({
          code: 'custom',
          path: ['prizes', index, 'campaign_id'],
          message: 'tournaments.campaign_required',
        });
      }
      if (!byCampaign && (prize.campaign_id !== null || prize.amount < 1)) {
        ctx.addIssue({
          code: 'custom',
          path: ['prizes', index, 'amount'],
          message: 'tournaments.amount_invalid',
        });
      }
    }
  })
  .meta({ id: 'OfficeTournamentRequest' });
export type OfficeTournamentRequest = z.infer<typeof officeTournamentRequestSchema>;

export const officeTournamentSchema = z
  .object({
    id: z.string(),
    product: tournamentProductSchema,
    scoring: tournamentScoringSchema,
    translations: perLanguage(tournamentTextsSchema),
    image_url: z.string().nullable(),
    eligible: z.array(z.string()),
    best_of: z.number().int().nullable(),
    min_bet: z.number().int(),
    max_rounds: z.number().int().nullable(),
    entry: tournamentEntrySchema,
    buy_in: z.number().int(),
    starts_at: isoTime,
    ends_at: isoTime,
    prizes: z.array(officeTournamentPrizeSchema),
    state: tournamentStateSchema,
    entrants: z.number().int(),
    /** Buy-ins taken, minus those refunded, in minor units. */
    buy_ins: z.number().int(),
    cancel_reason: z.string().nullable(),
    created_at: isoTime,
    updated_at: isoTime,
  })
  .meta({ id: 'OfficeTournament' });
export type OfficeTournament = z.infer<typeof officeTournamentSchema>;

/** An entrant as staff see them: the real username, and what they won. */
export const officeTournamentEntrantSchema = z
  .object({
    player_id: z.string(),
    username: z.string().nullable(),
    entered_at: isoTime,
    position: z.number().int().nullable(),
    points: z.number().int(),
    rounds: z.number().int(),
    /** The buy-in paid (0: none), and whether it was refunded. */
    paid: z.number().int(),
    refunded: z.boolean(),
    prize: tournamentPrizeSchema.nullable(),
  })
  .meta({ id: 'OfficeTournamentEntrant' });
export type OfficeTournamentEntrant = z.infer<typeof officeTournamentEntrantSchema>;

export const officeTournamentsQuerySchema = z.object({ state: tournamentStateSchema.optional() });
export const officeTournamentParamsSchema = z.object({
  id: z.uuid({ error: 'tournaments.not_found' }),
});
export const officeTournamentsResponseSchema = envelope(
  z.object({ items: z.array(officeTournamentSchema) }),
);
export const officeTournamentResponseSchema = envelope(officeTournamentSchema);
export const officeTournamentDetailResponseSchema = envelope(
  z.object({
    tournament: officeTournamentSchema,
    /** Every entrant, by position (those without points last, by entry time). */
    entrants: z.array(officeTournamentEntrantSchema),
  }),
);
/**
 * What a tournament's `eligible` may name on the brand: its casino catalogue's games (the
 * providers' and the house's) by slug, and the sportsbook's sports by key, by name.
 */
export const officeTournamentChoicesSchema = z
  .object({
    games: z.array(z.object({ slug: z.string(), name: z.string() })),
    sports: z.array(z.object({ key: sportSchema, name: z.string() })),
  })
  .meta({ id: 'OfficeTournamentChoices' });
export type OfficeTournamentChoices = z.infer<typeof officeTournamentChoicesSchema>;
export const officeTournamentChoicesResponseSchema = envelope(officeTournamentChoicesSchema);

export const officeCancelTournamentRequestSchema = z
  .object({ reason: requiredText(300) })
  .meta({ id: 'OfficeCancelTournamentRequest' });
export type OfficeCancelTournamentRequest = z.infer<typeof officeCancelTournamentRequestSchema>;
