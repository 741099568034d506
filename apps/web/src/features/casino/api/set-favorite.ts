import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CasinoGame } from '@tribuna/contracts/casino';
import { apiRequest } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { CASINO_PATHS, casinoKeys } from '../casino-keys';
import { markFavorite } from '../favorite-cache';

export interface FavoriteAnswer {
  slug: string;
  favorite: boolean;
}

/** `PUT` (add) or `DELETE` (remove) `/api/casino/favorites/:slug`. */
export async function setFavorite(slug: string, favorite: boolean): Promise<FavoriteAnswer> {
  const answer = await apiRequest<{ response: FavoriteAnswer }>(
    favorite ? 'PUT' : 'DELETE',
    CASINO_PATHS.favorite(slug),
  );
  return answer.response;
}

/**
 * Toggles a favourite: every tile shows the new state at once (the cache is marked
 * before the call), and goes back if the server refuses.
 */
export function useSetFavorite() {
  const client = useQueryClient();
  const { user, loggedIn } = useSession();
  const playerId = loggedIn && user ? user.id : '';
  return useMutation({
    mutationFn: ({ game, favorite }: { game: CasinoGame; favorite: boolean }) =>
      setFavorite(game.slug, favorite),
    onMutate: async ({ game, favorite }) => {
      // A list read before the toggle must not land after it and undo it.
      await client.cancelQueries({ queryKey: casinoKeys.all });
      markFavorite(client, playerId, game, favorite);
    },
    onSuccess: (answer, { game }) => markFavorite(client, playerId, game, answer.favorite),
    onError: (_error, { game, favorite }) => markFavorite(client, playerId, game, !favorite),
    // The favourites page lists them in the server's order.
    onSettled: () => client.invalidateQueries({ queryKey: casinoKeys.favoriteLists }),
  });
}
