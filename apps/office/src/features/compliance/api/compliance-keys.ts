/** Every query of the compliance desk starts with this key, so one invalidation refreshes them. */
export const COMPLIANCE_QUERY_KEY = ['office', 'compliance'] as const;
