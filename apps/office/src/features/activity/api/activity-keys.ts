/** Every activity query lives under this key, so one invalidation refreshes the screens. */
export const ACTIVITY_QUERY_KEY = ['office', 'activity'] as const;
