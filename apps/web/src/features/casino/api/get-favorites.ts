import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CasinoGame } from '@tribuna/contracts/casino';
import { apiRequest } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { CASINO_PATHS, casinoKeys } from '../casino-keys';

export interface GamesList {
  items: CasinoGame[];
}

/** `GET /api/casino/favorites`: the player's favourite games. */
export async function getFavorites(): Promise<GamesList> {
  const answer = await apiRequest<{ response: GamesList }>('GET', CASINO_PATHS.favorites, {
    showErrors: false,
  });
  return answer.response;
}

export function favoritesQuery(playerId: string) {
  return queryOptions({
    queryKey: casinoKeys.favorites(playerId),
    queryFn: getFavorites,
    staleTime: 60_000,
  });
}

/** The logged player's favourites; nothing is asked for a guest. */
export function useFavorites() {
  const { user, loggedIn } = useSession();
  const playerId = loggedIn && user ? user.id : '';
  return useQuery({ ...favoritesQuery(playerId), enabled: playerId !== '' });
}
