import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InboxUnread } from '@tribuna/contracts/inbox';
import { apiRequest } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { INBOX_PATHS, inboxKeys } from '../inbox-keys';

/** `GET /api/inbox/unread`: how many messages the player has not read. */
export async function getUnread(): Promise<number> {
  const answer = await apiRequest<{ response: InboxUnread }>('GET', INBOX_PATHS.unread, {
    // Read by the header on every page: a failure hides the count, never a toast per page.
    showErrors: false,
  });
  return answer.response.unread;
}

export function unreadQuery(playerId: string) {
  return queryOptions({
    queryKey: inboxKeys.unread(playerId),
    queryFn: getUnread,
    // Kept current by the live channel's `inbox.changed` and by every inbox call.
    staleTime: 5 * 60_000,
  });
}

/** The logged player's unread count; nothing is asked for a guest. */
export function useUnreadCount() {
  const { user, loggedIn } = useSession();
  const playerId = loggedIn && user ? user.id : '';
  return useQuery({ ...unreadQuery(playerId), enabled: playerId !== '' });
}
