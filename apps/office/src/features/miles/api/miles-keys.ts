/** Every query of the miles desk starts with this key, so one invalidation refreshes them. */
export const MILES_QUERY_KEY = ['office', 'miles'] as const;
