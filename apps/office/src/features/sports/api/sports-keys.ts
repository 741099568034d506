/** Every sports query lives under this key, so one invalidation refreshes the desk. */
export const SPORTS_QUERY_KEY = ['office', 'sports'] as const;

/** How often the desk reads again while it is open: scores and liabilities move live. */
export const SPORTS_REFRESH_MS = 5000;
