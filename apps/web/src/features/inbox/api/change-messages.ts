import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InboxUnread } from '@tribuna/contracts/inbox';
import { apiRequest } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { INBOX_PATHS, inboxKeys } from '../inbox-keys';

type Change = { read: string } | { remove: string } | 'read-all';

/**
 * `POST /api/inbox/messages/:id/read`, `POST /api/inbox/read-all`,
 * `DELETE /api/inbox/messages/:id`: each answers the new unread count.
 */
export async function changeMessages(change: Change): Promise<number> {
  const [method, path] =
    change === 'read-all'
      ? (['POST', INBOX_PATHS.readAll] as const)
      : 'read' in change
        ? (['POST', INBOX_PATHS.read(change.read)] as const)
        : (['DELETE', INBOX_PATHS.message(change.remove)] as const);
  const answer = await apiRequest<{ response: InboxUnread }>(method, path);
  return answer.response.unread;
}

export function useChangeMessages() {
  const client = useQueryClient();
  const { user } = useSession();
  const playerId = user?.id ?? '';
  return useMutation({
    mutationFn: changeMessages,
    onSuccess: (unread) => client.setQueryData(inboxKeys.unread(playerId), unread),
    // Refused too (a message deleted in another tab): the list is read again either way.
    onSettled: () => client.invalidateQueries({ queryKey: inboxKeys.lists }),
  });
}
