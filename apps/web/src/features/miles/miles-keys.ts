import type { MILES_API } from '@tribuna/contracts/miles';

// Literals checked against the contract's: the header's and the home's chunks carry no zod
// (decision 0013).
const API = {
  summary: '/api/miles',
  claim: '/api/miles/claim',
  journal: '/api/miles/journal',
  withdrawals: '/api/miles/withdrawals',
} as const satisfies typeof MILES_API;

/** `apiRequest` adds the `/api` base itself. */
function relative(path: string): string {
  return path.slice('/api'.length);
}

export const MILES_PATHS = {
  summary: relative(API.summary),
  claim: relative(API.claim),
  journal: relative(API.journal),
  withdrawals: relative(API.withdrawals),
};

/** Query keys: everything of the player's miles under `['miles']`, so a change refreshes all. */
export const milesKeys = {
  all: ['miles'] as const,
  summary: (playerId: string) => ['miles', 'summary', playerId] as const,
  journal: (playerId: string) => ['miles', 'journal', playerId] as const,
  withdrawals: (playerId: string) => ['miles', 'withdrawals', playerId] as const,
};
