import type { QueryClient } from '@tanstack/react-query';
import { INBOX_CHANGED, inboxKeys } from './inbox-keys';

function unreadOf(data: unknown): number | null {
  if (typeof data !== 'object' || data === null) return null;
  const { unread } = data as Record<string, unknown>;
  return typeof unread === 'number' && Number.isSafeInteger(unread) ? unread : null;
}

/**
 * An `inbox.changed` of the player's live topic, applied without a reload: the header's
 * count is set at once and the open lists are read again. Answers whether it was one.
 */
export function applyInboxEvent(
  client: QueryClient,
  playerId: string,
  event: { type: string; data: unknown },
): boolean {
  if (event.type !== INBOX_CHANGED) return false;
  const unread = unreadOf(event.data);
  if (unread !== null) client.setQueryData(inboxKeys.unread(playerId), unread);
  void client.invalidateQueries({ queryKey: inboxKeys.lists });
  return true;
}
