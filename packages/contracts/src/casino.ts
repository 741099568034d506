import { z } from 'zod';
import { envelope } from './envelope';

/**
 * The casino and live casino as players see them: catalogue, lobby, search, favourites,
 * recently played and game launch. The providers' seamless-wallet API and the office's
 * catalogue screens have their own contracts (casino-provider.ts, casino-office.ts).
 *
 * Player calls (guests too, unless marked; a player's Bearer adds `favorite` to games):
 *   GET    /api/casino/lobby               lobbyQuery -> lobbyResponse
 *   GET    /api/casino/games               gamesQuery -> gamesResponse      (search, filters)
 *   GET    /api/casino/games/:slug         -> gameResponse
 *   POST   /api/casino/games/:slug/launch  launchRequest -> launchResponse
 *          real money needs a player: a guest gets 401 "You must login to access this game";
 *          demo only where the game allows it.
 *   GET    /api/casino/favorites           -> gamesListResponse            (player)
 *   PUT    /api/casino/favorites/:slug     -> favoriteResponse             (player)
 *   DELETE /api/casino/favorites/:slug     -> favoriteResponse             (player)
 *   GET    /api/casino/recent              -> gamesListResponse            (player; newest first)
 */
export const CASINO_API = {
  lobby: '/api/casino/lobby',
  games: '/api/casino/games',
  favorites: '/api/casino/favorites',
  recent: '/api/casino/recent',
} as const;

/** `casino` lobbies (/casino...) and `live` lobbies (/live-casino...). */
export const CASINO_KINDS = ['casino', 'live'] as const;
export const casinoKindSchema = z.enum(CASINO_KINDS);
export type CasinoKind = z.infer<typeof casinoKindSchema>;

export const VOLATILITIES = ['low', 'medium', 'high'] as const;

export const providerSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    logo_url: z.string().nullable(),
  })
  .meta({ id: 'CasinoProvider' });
export type CasinoProvider = z.infer<typeof providerSchema>;

export const gameSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    provider: providerSchema,
    kind: casinoKindSchema,
    /** Category slugs, e.g. `slots`, `table`, `new`, `popular`. */
    categories: z.array(z.string()),
    tags: z.array(z.string()),
    image_url: z.string(),
    /** Declared return to player, in percent with up to two decimals, e.g. "96.00". */
    rtp: z.string(),
    volatility: z.enum(VOLATILITIES),
    /** Bet limits in minor units of the brand's currency. */
    min_bet: z.number().int(),
    max_bet: z.number().int(),
    /** A guest may play it for fun (no money moves). */
    demo: z.boolean(),
    /** Only for a logged player; false for guests. */
    favorite: z.boolean(),
  })
  .meta({ id: 'CasinoGame' });
export type CasinoGame = z.infer<typeof gameSchema>;

export const gameDetailSchema = gameSchema
  .extend({ description: z.string() })
  .meta({ id: 'CasinoGameDetail' });
export type CasinoGameDetail = z.infer<typeof gameDetailSchema>;
export const gameResponseSchema = envelope(gameDetailSchema);

export const categorySchema = z.object({
  slug: z.string(),
  /** In the caller's language. */
  name: z.string(),
});
export type CasinoCategory = z.infer<typeof categorySchema>;

export const lobbyQuerySchema = z.object({ kind: casinoKindSchema.default('casino') });

/** What a lobby shows: its sliders, a rail per category, the providers, recent play. */
export const lobbySchema = z
  .object({
    kind: casinoKindSchema,
    sliders: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        subtitle: z.string(),
        image_url: z.string(),
        /** A game slug to open, or an app path. */
        game: z.string().nullable(),
        link: z.string().nullable(),
      }),
    ),
    /** Rails in the brand's order; each with its first games (up to 20). */
    rails: z.array(categorySchema.extend({ games: z.array(gameSchema), total: z.number().int() })),
    providers: z.array(providerSchema),
    /** The player's recently played games (empty for a guest). */
    recent: z.array(gameSchema),
  })
  .meta({ id: 'CasinoLobby' });
export type CasinoLobby = z.infer<typeof lobbySchema>;
export const lobbyResponseSchema = envelope(lobbySchema);

export const gamesQuerySchema = z.object({
  kind: casinoKindSchema.default('casino'),
  category: z.string().max(40).optional(),
  provider: z.string().max(40).optional(),
  /** Name or provider, part of it, any case and accents ("poker" finds "Póker"). */
  q: z.string().trim().max(80).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(40),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type GamesQuery = z.infer<typeof gamesQuerySchema>;
export const gamesResponseSchema = envelope(
  z.object({ items: z.array(gameSchema), total: z.number().int(), has_more: z.boolean() }),
);
export const gamesListResponseSchema = envelope(z.object({ items: z.array(gameSchema) }));

export const favoriteResponseSchema = envelope(
  z.object({ slug: z.string(), favorite: z.boolean() }),
);

export const LAUNCH_MODES = ['real', 'demo'] as const;
export const launchRequestSchema = z.object({ mode: z.enum(LAUNCH_MODES) });
export type LaunchRequest = z.infer<typeof launchRequestSchema>;

/** A game session: the frame opens `url`; the provider knows the player by its token. */
export const launchSchema = z
  .object({
    session_id: z.string(),
    mode: z.enum(LAUNCH_MODES),
    /** Same origin for the house provider; another origin for a third party. */
    url: z.string(),
    expires_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'CasinoLaunch' });
export type CasinoLaunch = z.infer<typeof launchSchema>;
export const launchResponseSchema = envelope(launchSchema);
