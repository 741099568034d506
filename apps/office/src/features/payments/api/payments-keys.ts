/** Every payments query lives under this key, so one invalidation refreshes the desk. */
export const PAYMENTS_QUERY_KEY = ['office', 'payments'] as const;
