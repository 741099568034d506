import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OFFICE_CASINO_API, officeGamesResponseSchema } from '@tribuna/contracts/casino-office';
import { api } from '../../../lib/http';
import { CASINO_QUERY_KEY } from './casino-keys';
import { getAllGames } from './get-games';

export async function orderGames(slugs: string[]) {
  const { response } = await api(OFFICE_CASINO_API.gamesOrder, officeGamesResponseSchema, {
    method: 'PUT',
    body: { slugs },
  });
  return response;
}

/** A change of the whole order (move, drag, position), applied to the latest order. */
export type Reorder = (slugs: readonly string[]) => string[];

export function useOrderGames() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reorder: Reorder) => {
      const latest = (await getAllGames()).map((game) => game.slug);
      return orderGames(reorder(latest));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...CASINO_QUERY_KEY, 'games'] }),
  });
}
