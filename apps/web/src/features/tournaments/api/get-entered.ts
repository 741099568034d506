import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@tribuna/contracts/languages';
import type { EnteredTournament, TournamentProduct } from '@tribuna/contracts/tournaments';
import { apiRequest } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { TOURNAMENTS_PATHS, tournamentsKeys } from '../tournaments-keys';

/** How often the widget reads the player's places again while a game or sports page is open. */
export const ENTERED_REFRESH_MS = 30_000;

/**
 * `GET /api/tournaments/entered?product=&game=`: the running tournaments the player entered
 * that count this product (and game or sport).
 */
export async function getEntered(
  product: TournamentProduct,
  game: string | null,
  language: Language,
  signal?: AbortSignal,
): Promise<EnteredTournament[]> {
  const answer = await apiRequest<{ response: { items: EnteredTournament[] } }>(
    'GET',
    TOURNAMENTS_PATHS.entered,
    {
      query: { product, game, language },
      // A side widget: a failure hides it rather than interrupting the game.
      showErrors: false,
      ...(signal ? { signal } : {}),
    },
  );
  return answer.response.items;
}

export function enteredQuery(
  playerId: string,
  product: TournamentProduct,
  game: string | null,
  language: Language,
) {
  return queryOptions({
    queryKey: tournamentsKeys.entered(playerId, product, game, language),
    queryFn: ({ signal }) => getEntered(product, game, language, signal),
    staleTime: ENTERED_REFRESH_MS,
    refetchInterval: ENTERED_REFRESH_MS,
  });
}

/** The logged player's entered tournaments for this product; nothing is asked for a guest. */
export function useEntered(product: TournamentProduct, game: string | null, language: Language) {
  const { user, loggedIn } = useSession();
  const playerId = loggedIn && user ? user.id : '';
  return useQuery({
    ...enteredQuery(playerId, product, game, language),
    enabled: playerId !== '',
  });
}
