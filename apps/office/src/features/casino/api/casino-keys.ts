/** Every casino query lives under this key, so one invalidation refreshes the screens. */
export const CASINO_QUERY_KEY = ['office', 'casino'] as const;
