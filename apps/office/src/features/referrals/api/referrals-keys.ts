/** Everything of the referral desk under one key, so a change of the rules refreshes all. */
export const REFERRALS_QUERY_KEY = ['referrals'] as const;
