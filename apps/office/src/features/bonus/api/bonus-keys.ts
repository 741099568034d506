/** Every query of the bonus desk starts with this key, so one invalidation refreshes them. */
export const BONUS_QUERY_KEY = ['office', 'bonus'] as const;
