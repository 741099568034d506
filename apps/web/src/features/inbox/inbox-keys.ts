import type {
  INBOX_API as InboxApi,
  INBOX_LIVE_EVENT as InboxLiveEvent,
} from '@tribuna/contracts/inbox';

// Literals type-checked against the contract: the header's count runs on every page, which
// must not download the contract's zod schemas. `apiRequest` adds the `/api` base itself.
const UNREAD: (typeof InboxApi)['unread'] = '/api/inbox/unread';
const MESSAGES: (typeof InboxApi)['messages'] = '/api/inbox/messages';
const READ_ALL: (typeof InboxApi)['readAll'] = '/api/inbox/read-all';

function relative(path: string): string {
  return path.slice('/api'.length);
}

export const INBOX_PATHS = {
  unread: relative(UNREAD),
  messages: relative(MESSAGES),
  readAll: relative(READ_ALL),
  message: (id: string) => `${relative(MESSAGES)}/${encodeURIComponent(id)}`,
  read: (id: string) => `${relative(MESSAGES)}/${encodeURIComponent(id)}/read`,
};

export const INBOX_CHANGED: typeof InboxLiveEvent = 'inbox.changed';

/** Query keys: everything of the player's inbox under `['inbox']`. */
export const inboxKeys = {
  all: ['inbox'] as const,
  unread: (playerId: string) => ['inbox', 'unread', playerId] as const,
  lists: ['inbox', 'list'] as const,
  list: (playerId: string, unreadOnly: boolean) => ['inbox', 'list', playerId, unreadOnly] as const,
};
