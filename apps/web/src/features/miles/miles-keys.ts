import { MILES_API } from '@tribuna/contracts/miles';

/** `apiRequest` adds the `/api` base itself. */
function relative(path: string): string {
  return path.slice('/api'.length);
}

export const MILES_PATHS = {
  summary: relative(MILES_API.summary),
  claim: relative(MILES_API.claim),
  journal: relative(MILES_API.journal),
  withdrawals: relative(MILES_API.withdrawals),
};

/** Query keys: everything of the player's miles under `['miles']`, so a change refreshes all. */
export const milesKeys = {
  all: ['miles'] as const,
  summary: (playerId: string) => ['miles', 'summary', playerId] as const,
  journal: (playerId: string) => ['miles', 'journal', playerId] as const,
  withdrawals: (playerId: string) => ['miles', 'withdrawals', playerId] as const,
};
