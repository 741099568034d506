import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CasinoGameDetail } from '@tribuna/contracts/casino';
import type { Language } from '@tribuna/contracts/languages';
import { apiRequest } from '../../../lib/http';
import { currentLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { CASINO_PATHS, casinoKeys } from '../casino-keys';

/** `GET /api/casino/games/:slug`: one game, for a player panel opened by a link. */
export async function getGame(slug: string): Promise<CasinoGameDetail> {
  const answer = await apiRequest<{ response: CasinoGameDetail }>('GET', CASINO_PATHS.game(slug), {
    // The player panel says it in place.
    showErrors: false,
  });
  return answer.response;
}

export function gameQuery(slug: string, playerId: string, language: Language) {
  return queryOptions({
    queryKey: casinoKeys.game(slug, playerId, language),
    queryFn: () => getGame(slug),
    staleTime: 5 * 60_000,
  });
}

export function useGame(slug: string) {
  const { user, loggedIn } = useSession();
  // Read on every render, so a change of language asks again.
  useTranslation();
  return useQuery(gameQuery(slug, loggedIn && user ? user.id : '', currentLanguage()));
}
