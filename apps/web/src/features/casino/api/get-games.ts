import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { CasinoGame } from '@tribuna/contracts/casino';
import { apiRequest } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { CASINO_PATHS, casinoKeys, type GamesFilter } from '../casino-keys';

export interface GamesPage {
  items: CasinoGame[];
  total: number;
  has_more: boolean;
}

/** Games per "Load more". */
export const GAMES_PAGE_SIZE = 24;

/** `GET /api/casino/games`: a category's, a provider's or a search's games, a page at a time. */
export async function getGames(
  filter: GamesFilter,
  offset: number,
  signal?: AbortSignal,
): Promise<GamesPage> {
  const answer = await apiRequest<{ response: GamesPage }>('GET', CASINO_PATHS.games, {
    query: { ...filter, limit: GAMES_PAGE_SIZE, offset },
    signal,
    showErrors: false,
  });
  return answer.response;
}

export function gamesQuery(playerId: string, filter: GamesFilter) {
  return infiniteQueryOptions({
    queryKey: casinoKeys.games(playerId, filter),
    queryFn: ({ pageParam, signal }) => getGames(filter, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: GamesPage, pages: GamesPage[]) =>
      last.has_more ? pages.reduce((sum, page) => sum + page.items.length, 0) : undefined,
    staleTime: 60_000,
  });
}

/** The games of a filter, with "Load more"; the last answer stays while a new search runs. */
export function useGames(filter: GamesFilter) {
  const { user, loggedIn } = useSession();
  return useInfiniteQuery({
    ...gamesQuery(loggedIn && user ? user.id : '', filter),
    placeholderData: keepPreviousData,
  });
}
