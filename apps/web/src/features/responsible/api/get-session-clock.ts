import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionClock } from '@tribuna/contracts/responsible';
import { apiRequest } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { RESPONSIBLE_PATHS, responsibleKeys } from '../responsible-keys';

/** How often an open site asks for the clock: the server's heartbeat of the session. */
export const HEARTBEAT_MS = 60_000;

/**
 * `GET /api/responsible/session`: the server's clock of this session, and a heartbeat (a
 * session nobody asks about stops counting towards the session-time limits).
 */
export async function getSessionClock(): Promise<SessionClock> {
  const answer = await apiRequest<{ response: SessionClock }>('GET', RESPONSIBLE_PATHS.session, {
    // Asked in the background every minute: a failure waits for the next beat quietly.
    showErrors: false,
  });
  return answer.response;
}

export function sessionClockQuery(playerId: string) {
  return queryOptions({
    queryKey: responsibleKeys.session(playerId),
    queryFn: getSessionClock,
    refetchInterval: HEARTBEAT_MS,
    // A game in another window still plays: the beat goes on while this tab is hidden.
    refetchIntervalInBackground: true,
    staleTime: 0,
    // One try: the next beat is the retry.
    retry: false,
  });
}

/** The logged player's session clock, asked on start and then every minute. */
export function useSessionClock() {
  const { user, loggedIn } = useSession();
  const playerId = loggedIn && user ? user.id : '';
  return useQuery({ ...sessionClockQuery(playerId), enabled: playerId !== '' });
}
