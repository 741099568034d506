import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InboxList } from '@tribuna/contracts/inbox';
import { apiRequest } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { INBOX_PATHS, inboxKeys } from '../inbox-keys';

/** `GET /api/inbox/messages`: the newest `limit` messages (only the unread ones if asked). */
export async function getMessages(unreadOnly: boolean, limit: number): Promise<InboxList> {
  const query = new URLSearchParams({ limit: String(limit) });
  if (unreadOnly) query.set('unread', 'true');
  const answer = await apiRequest<{ response: InboxList }>(
    'GET',
    `${INBOX_PATHS.messages}?${query.toString()}`,
  );
  return answer.response;
}

export function messagesQuery(playerId: string, unreadOnly: boolean, limit: number) {
  return queryOptions({
    queryKey: [...inboxKeys.list(playerId, unreadOnly), limit],
    queryFn: () => getMessages(unreadOnly, limit),
  });
}

/** The player's messages, newest first; a larger `limit` shows more ("Show more"). */
export function useMessages(unreadOnly: boolean, limit: number) {
  const { user } = useSession();
  const playerId = user?.id ?? '';
  return useQuery({
    ...messagesQuery(playerId, unreadOnly, limit),
    enabled: playerId !== '',
    // "Show more" keeps the rows on screen while the longer page comes.
    placeholderData: keepPreviousData,
  });
}
