/** Every query of the messages desk, so a change refreshes them all. */
export const INBOX_QUERY_KEY = ['inbox'] as const;
