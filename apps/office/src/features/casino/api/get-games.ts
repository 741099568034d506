import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  OFFICE_CASINO_API,
  officeGamesResponseSchema,
  type OfficeGame,
  type OfficeGamesQuery,
} from '@tribuna/contracts/casino-office';
import { api } from '../../../lib/http';
import { CASINO_QUERY_KEY } from './casino-keys';

export type GamesFilters = Partial<OfficeGamesQuery>;

export async function getGames(query: GamesFilters, signal?: AbortSignal) {
  const { response } = await api(OFFICE_CASINO_API.games, officeGamesResponseSchema, {
    query,
    signal,
  });
  return response;
}

export function gamesQueryOptions(query: GamesFilters) {
  return queryOptions({
    queryKey: [...CASINO_QUERY_KEY, 'games', query],
    queryFn: ({ signal }) => getGames(query, signal),
    // Keep the last page on screen while the next filter runs.
    placeholderData: keepPreviousData,
  });
}

export function useGames(query: GamesFilters) {
  return useQuery(gamesQueryOptions(query));
}

/** The API's largest page. */
const ALL_PAGE = 200;

/**
 * The whole catalogue in the brand's current order, read fresh: an order is saved
 * whole (a permutation of the catalogue), so a move must start from the latest one.
 */
export async function getAllGames(signal?: AbortSignal): Promise<OfficeGame[]> {
  const games: OfficeGame[] = [];
  for (let offset = 0; ; offset += ALL_PAGE) {
    const page = await getGames({ limit: ALL_PAGE, offset }, signal);
    games.push(...page.items);
    if (page.items.length === 0 || games.length >= page.total) return games;
  }
}

export interface CatalogueEntry {
  slug: string;
  name: string;
}

/** The catalogue's games and providers by name, for the filters (the API has no lists). */
export interface Catalogue {
  providers: CatalogueEntry[];
  games: (CatalogueEntry & { provider: string })[];
}

const byName = (a: CatalogueEntry, b: CatalogueEntry) => a.name.localeCompare(b.name);

/** Not under the games' key: showing, hiding or ordering games does not change names. */
export const catalogueQueryOptions = queryOptions({
  queryKey: [...CASINO_QUERY_KEY, 'catalogue'],
  queryFn: async ({ signal }): Promise<Catalogue> => {
    const providers = new Map<string, string>();
    const games: Catalogue['games'] = [];
    for (const game of await getAllGames(signal)) {
      providers.set(game.provider.slug, game.provider.name);
      games.push({ slug: game.slug, name: game.name, provider: game.provider.slug });
    }
    return {
      providers: [...providers].map(([slug, name]) => ({ slug, name })).sort(byName),
      games: games.sort(byName),
    };
  },
  staleTime: 5 * 60_000,
});

export function useCatalogue() {
  return useQuery(catalogueQueryOptions);
}

export function useGameProviders() {
  return useQuery({ ...catalogueQueryOptions, select: (catalogue) => catalogue.providers });
}
