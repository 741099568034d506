import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CasinoKind, CasinoLobby } from '@tribuna/contracts/casino';
import type { Language } from '@tribuna/contracts/languages';
import { apiRequest } from '../../../lib/http';
import { currentLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { CASINO_PATHS, casinoKeys } from '../casino-keys';

/** `GET /api/casino/lobby`: sliders, a rail per category, providers and recent play. */
export async function getLobby(kind: CasinoKind): Promise<CasinoLobby> {
  const answer = await apiRequest<{ response: CasinoLobby }>('GET', CASINO_PATHS.lobby, {
    query: { kind },
    // The lobby says it in place, with a retry.
    showErrors: false,
  });
  return answer.response;
}

export function lobbyQuery(kind: CasinoKind, playerId: string, language: Language) {
  return queryOptions({
    queryKey: casinoKeys.lobby(kind, playerId, language),
    queryFn: () => getLobby(kind),
    staleTime: 60_000,
  });
}

/** The lobby as the visitor sees it: a player's has favourites and recent play. */
export function useLobby(kind: CasinoKind) {
  const { user, loggedIn } = useSession();
  // Read on every render, so a change of language asks again.
  useTranslation();
  return useQuery(lobbyQuery(kind, loggedIn && user ? user.id : '', currentLanguage()));
}
