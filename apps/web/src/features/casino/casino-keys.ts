import type {
  CASINO_API as CasinoApi,
  CasinoKind,
  GamesQuery,
  LaunchRequest,
} from '@tribuna/contracts/casino';

// The calls' paths as literals type-checked against the contract, as the wallet does:
// only types come from the contract's module, so its zod stays out of this chunk.
type ApiPath = `/api/${string}`;
function relative<P extends ApiPath>(path: P): string {
  // apiRequest adds the `/api` base itself.
  return path.slice('/api'.length);
}
const lobby: (typeof CasinoApi)['lobby'] = '/api/casino/lobby';
const games: (typeof CasinoApi)['games'] = '/api/casino/games';
const favorites: (typeof CasinoApi)['favorites'] = '/api/casino/favorites';
const recent: (typeof CasinoApi)['recent'] = '/api/casino/recent';

export const CASINO_PATHS = {
  lobby: relative(lobby),
  games: relative(games),
  game: (slug: string) => `${relative(games)}/${encodeURIComponent(slug)}`,
  launch: (slug: string) => `${relative(games)}/${encodeURIComponent(slug)}/launch`,
  favorites: relative(favorites),
  favorite: (slug: string) => `${relative(favorites)}/${encodeURIComponent(slug)}`,
  recent: relative(recent),
};

export type LaunchMode = LaunchRequest['mode'];

/** What a list of games is narrowed to; empty filters are left out. */
export type GamesFilter = Pick<GamesQuery, 'kind'> &
  Partial<Pick<GamesQuery, 'category' | 'provider' | 'q'>>;

/**
 * Query keys: everything of the casino under `['casino']`, so a favourite can be marked
 * in every cached list at once. A player's id is part of each key, since the answers
 * carry the player's favourites.
 */
export const casinoKeys = {
  all: ['casino'] as const,
  lobbies: ['casino', 'lobby'] as const,
  /** Category names and banners come in the page's language. */
  lobby: (kind: CasinoKind, playerId: string, language?: string) =>
    language === undefined
      ? (['casino', 'lobby', kind, playerId] as const)
      : (['casino', 'lobby', kind, playerId, language] as const),
  games: (playerId: string, filter: GamesFilter) => ['casino', 'games', playerId, filter] as const,
  game: (slug: string, playerId: string, language?: string) =>
    language === undefined
      ? (['casino', 'game', slug, playerId] as const)
      : (['casino', 'game', slug, playerId, language] as const),
  favoriteLists: ['casino', 'favorites'] as const,
  favorites: (playerId: string) => ['casino', 'favorites', playerId] as const,
  launch: (slug: string, mode: LaunchMode, playerId: string) =>
    ['casino', 'launch', slug, mode, playerId] as const,
};
