import { z } from 'zod';
import { envelope } from './envelope';
import { casinoKindSchema } from './casino';
import { currencySchema } from './currencies';
import { LANGUAGES, type Language } from './language-codes';

/**
 * The casino in the back office (scope `casino`; admin passes), for this host's brand:
 *   GET   /api/office/casino/games               officeGamesQuery -> officeGamesResponse
 *   PATCH /api/office/casino/games/:slug         officeToggle -> officeGameResponse       (audited)
 *   PUT   /api/office/casino/games/order         officeOrder -> officeGamesResponse       (audited)
 *   GET   /api/office/casino/categories          -> officeCategoriesResponse
 *   PATCH /api/office/casino/categories/:slug    officeToggle -> officeCategoriesResponse (audited)
 *   PUT   /api/office/casino/categories/order    officeOrder -> officeCategoriesResponse  (audited)
 *   GET   /api/office/casino/rounds              officeRoundsQuery -> officeRoundsResponse
 *   GET   /api/office/casino/rounds/:id          -> officeRoundResponse (bets, wins, rollbacks)
 *   GET   /api/office/casino/ggr                 officeGgrQuery -> officeGgrResponse
 * Games and categories are the platform's catalogue; what a brand chooses is whether each
 * is shown and in which order (lobby rails follow the categories' order, games in a rail
 * the games' order). GGR = bets - wins - rollbacks (money back to players), real money
 * only, per day in the brand's time zone.
 */
export const OFFICE_CASINO_API = {
  games: '/api/office/casino/games',
  gamesOrder: '/api/office/casino/games/order',
  categories: '/api/office/casino/categories',
  categoriesOrder: '/api/office/casino/categories/order',
  rounds: '/api/office/casino/rounds',
  ggr: '/api/office/casino/ggr',
} as const;

const limit = z.coerce.number().int().min(1).max(200).default(50);
const offset = z.coerce.number().int().min(0).max(1_000_000).default(0);
const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

export const officeGamesQuerySchema = z.object({
  q: z.string().trim().max(80).optional(),
  kind: casinoKindSchema.optional(),
  category: z.string().max(40).optional(),
  provider: z.string().max(40).optional(),
  enabled: booleanQuery.optional(),
  limit,
  offset,
});
export type OfficeGamesQuery = z.infer<typeof officeGamesQuerySchema>;

export const officeGameSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    provider: z.object({ slug: z.string(), name: z.string() }),
    kind: casinoKindSchema,
    categories: z.array(z.string()),
    image_url: z.string(),
    /** Declared return to player, percent with two decimals ("96.00"). */
    rtp: z.string(),
    /** Bet limits in minor units of the brand's currency. */
    min_bet: z.number().int(),
    max_bet: z.number().int(),
    enabled: z.boolean(),
    /** 0 first; games never ordered by the brand come last, in catalogue order. */
    position: z.number().int(),
  })
  .meta({ id: 'OfficeCasinoGame' });
export type OfficeGame = z.infer<typeof officeGameSchema>;
export const officeGameResponseSchema = envelope(officeGameSchema);
export const officeGamesResponseSchema = envelope(
  z.object({
    items: z.array(officeGameSchema),
    total: z.number().int(),
    /** The brand's currency, the unit of the bet limits. */
    currency: currencySchema,
  }),
);

export const officeToggleSchema = z.object({ enabled: z.boolean() });
export type OfficeToggle = z.infer<typeof officeToggleSchema>;

/** Every slug of the list once, in the new order. */
export const officeOrderSchema = z.object({
  slugs: z.array(z.string().min(1).max(60)).min(1).max(20_000),
});
export type OfficeOrder = z.infer<typeof officeOrderSchema>;

const namesSchema = z.object(
  Object.fromEntries(LANGUAGES.map((l) => [l, z.string()])) as Record<Language, z.ZodString>,
);

export const officeCategorySchema = z
  .object({
    slug: z.string(),
    names: namesSchema,
    enabled: z.boolean(),
    position: z.number().int(),
    /** Games of the catalogue in it (enabled or not). */
    games: z.number().int(),
  })
  .meta({ id: 'OfficeCasinoCategory' });
export type OfficeCategory = z.infer<typeof officeCategorySchema>;
export const officeCategoriesResponseSchema = envelope(
  z.object({ items: z.array(officeCategorySchema) }),
);

export const ROUND_STATUSES = ['open', 'closed'] as const;
export const TRANSACTION_KINDS = ['bet', 'win', 'rollback'] as const;

export const officeRoundsQuerySchema = z.object({
  /** Our round id or the provider's. */
  round: z.string().trim().max(100).optional(),
  /** Username or email, part of it. */
  player: z.string().trim().max(80).optional(),
  /** A game's slug; a provider's slug. */
  game: z.string().max(60).optional(),
  provider: z.string().max(40).optional(),
  status: z.enum(ROUND_STATUSES).optional(),
  /** Days the round started, in the brand's time zone, both included. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  limit,
  offset,
});
export type OfficeRoundsQuery = z.infer<typeof officeRoundsQuerySchema>;

export const officeRoundSchema = z
  .object({
    id: z.string(),
    /** The provider's round id. */
    round_id: z.string(),
    provider: z.string(),
    game: z.object({ slug: z.string(), name: z.string() }),
    player: z.object({ id: z.string(), username: z.string() }).nullable(),
    mode: z.enum(['real', 'demo']),
    status: z.enum(ROUND_STATUSES),
    currency: currencySchema,
    bets: z.number().int(),
    wins: z.number().int(),
    /** Money given back to the player by rollbacks (negative when a win was reversed). */
    rollbacks: z.number().int(),
    created_at: z.iso.datetime({ offset: true }),
    closed_at: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'OfficeCasinoRound' });
export type OfficeRound = z.infer<typeof officeRoundSchema>;
export const officeRoundsResponseSchema = envelope(
  z.object({ items: z.array(officeRoundSchema), has_more: z.boolean() }),
);

export const officeRoundTransactionSchema = z.object({
  id: z.string(),
  /** The provider's transaction id. */
  transaction_id: z.string(),
  kind: z.enum(TRANSACTION_KINDS),
  amount: z.number().int(),
  /** Rollbacks: the transaction they reverse. */
  reference_transaction_id: z.string().nullable(),
  /** `rolled_back`: a bet or win reversed later; `orphan`: a rollback of a move never seen. */
  status: z.enum(['done', 'rolled_back', 'orphan', 'noop']),
  /**
   * Rollbacks of a win: what the player had already spent and so still owes (the win less
   * what the rollback took back; the balance never goes below zero). Absent when nothing is owed.
   */
  owed: z.number().int().positive().optional(),
  created_at: z.iso.datetime({ offset: true }),
});
export const officeRoundDetailSchema = officeRoundSchema
  .extend({ transactions: z.array(officeRoundTransactionSchema) })
  .meta({ id: 'OfficeCasinoRoundDetail' });
export type OfficeRoundDetail = z.infer<typeof officeRoundDetailSchema>;
export const officeRoundResponseSchema = envelope(officeRoundDetailSchema);

export const officeGgrQuerySchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  by: z.enum(['game', 'provider']).default('game'),
});
export type OfficeGgrQuery = z.infer<typeof officeGgrQuerySchema>;

const ggrFigures = {
  bets: z.number().int(),
  wins: z.number().int(),
  rollbacks: z.number().int(),
  ggr: z.number().int(),
};
export const officeGgrSchema = z
  .object({
    currency: currencySchema,
    timezone: z.string(),
    items: z.array(
      z.object({
        /** YYYY-MM-DD in the brand's time zone. */
        day: z.string(),
        /** The game's or provider's slug. */
        key: z.string(),
        name: z.string(),
        rounds: z.number().int(),
        ...ggrFigures,
      }),
    ),
    totals: z.object(ggrFigures),
  })
  .meta({ id: 'OfficeCasinoGgr' });
export type OfficeGgr = z.infer<typeof officeGgrSchema>;
export const officeGgrResponseSchema = envelope(officeGgrSchema);
