/** Everything of the store desk under one key, so a change refreshes items and orders. */
export const STORE_QUERY_KEY = ['store'] as const;
