import { REFERRALS_API } from '@tribuna/contracts/referrals';

// `apiRequest` adds the `/api` base itself.
export const REFERRALS_PATHS = {
  mine: REFERRALS_API.mine.slice('/api'.length),
};

/** Query keys: the player's referrals under `['referrals']`. */
export const referralsKeys = {
  all: ['referrals'] as const,
  mine: (playerId: string) => ['referrals', 'mine', playerId] as const,
};
