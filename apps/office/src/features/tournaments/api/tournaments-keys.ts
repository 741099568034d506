/** Everything of the tournaments desk under one key, so a change refreshes lists and pages. */
export const TOURNAMENTS_QUERY_KEY = ['office', 'tournaments'] as const;
