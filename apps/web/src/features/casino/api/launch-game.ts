import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CasinoLaunch } from '@tribuna/contracts/casino';
import { apiRequest } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { CASINO_PATHS, casinoKeys, type LaunchMode } from '../casino-keys';

/** `POST /api/casino/games/:slug/launch`: a game session and the address the frame opens. */
export async function launchGame(slug: string, mode: LaunchMode): Promise<CasinoLaunch> {
  const answer = await apiRequest<{ response: CasinoLaunch }>('POST', CASINO_PATHS.launch(slug), {
    body: { mode },
    // The player panel says why a game cannot open (e.g. a guest and real money).
    showErrors: false,
  });
  return answer.response;
}

/**
 * One game session per opening of the player panel: kept while the panel shows it and
 * dropped when it closes, so opening the game again starts a new session. A query
 * rather than a mutation, so a double render asks once.
 */
export function useLaunch(slug: string, mode: LaunchMode | null) {
  const client = useQueryClient();
  const { user, loggedIn } = useSession();
  const playerId = loggedIn && user ? user.id : '';
  return useQuery({
    queryKey: casinoKeys.launch(slug, mode ?? 'demo', playerId),
    queryFn: async () => {
      const launch = await launchGame(slug, mode ?? 'demo');
      // The game is now the player's most recent: the lobby's "Recently played" shows it.
      if (playerId) void client.invalidateQueries({ queryKey: casinoKeys.lobbies });
      return launch;
    },
    enabled: mode !== null,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
