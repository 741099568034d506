import type {
  TOURNAMENTS_API,
  TOURNAMENTS_LIVE as TournamentsLive,
  TournamentProduct,
  TournamentState,
} from '@tribuna/contracts/tournaments';

// Literals checked against the contract's: the widget's chunk (casino and sports pages)
// carries no zod (decision 0013).
const API = {
  list: '/api/tournaments',
  entered: '/api/tournaments/entered',
  detail: (id: string) => `/api/tournaments/${id}`,
  enter: (id: string) => `/api/tournaments/${id}/enter`,
} as const satisfies typeof TOURNAMENTS_API;

export const TOURNAMENT_EVENTS = {
  board: 'tournament.board',
  finished: 'tournament.finished',
  cancelled: 'tournament.cancelled',
} as const satisfies Omit<typeof TournamentsLive, 'channel'>;

/** `apiRequest` adds the `/api` base itself. */
function relative(path: string): string {
  return path.slice('/api'.length);
}

export const TOURNAMENTS_PATHS = {
  list: relative(API.list),
  entered: relative(API.entered),
  detail: (id: string) => relative(API.detail(encodeURIComponent(id))),
  enter: (id: string) => relative(API.enter(encodeURIComponent(id))),
};

/**
 * Query keys: everything under `['tournaments']`, so an entry or a finished tournament
 * refreshes the lists, the page and the widget alike. The player's id is in each key: a
 * guest's board has no `me`.
 */
export const tournamentsKeys = {
  all: ['tournaments'] as const,
  list: (playerId: string, language: string, state: TournamentState | 'all') =>
    ['tournaments', 'list', playerId, language, state] as const,
  details: ['tournaments', 'detail'] as const,
  detail: (id: string, playerId: string, language: string) =>
    ['tournaments', 'detail', id, playerId, language] as const,
  entered: (playerId: string, product: TournamentProduct, game: string | null, language: string) =>
    ['tournaments', 'entered', playerId, product, game ?? '', language] as const,
};
