import { BONUS_API, type BonusStatus } from '@tribuna/contracts/bonus';

/** `apiRequest` adds the `/api` base itself. */
function relative(path: string): string {
  return path.slice('/api'.length);
}

// The profile's chunk already carries zod (its forms check with the contract's schemas),
// so the contract's own paths are used here rather than copies.
export const BONUS_PATHS = {
  list: relative(BONUS_API.list),
  code: relative(BONUS_API.code),
  claim: (id: string) => relative(BONUS_API.claim(encodeURIComponent(id))),
  cancel: (id: string) => relative(BONUS_API.cancel(encodeURIComponent(id))),
};

/** Query keys: everything of the player's bonuses under `['bonus']`, so a change refreshes all. */
export const bonusKeys = {
  all: ['bonus'] as const,
  list: (playerId: string, status: BonusStatus) => ['bonus', 'list', playerId, status] as const,
};
