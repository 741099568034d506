import type { Configurations } from '@tribuna/contracts/configurations';

// Paths of the player's own pages that the layout and other pages link to. Here, with no
// page's code, so linking to a page does not bring its chunk along.

/** The profile's responsible gambling section (a path of its own, see routes/profile). */
export const RESPONSIBLE_PATH = '/profile/responsible';
/** Its statement view (features/responsible: the `view` of the address). */
export const STATEMENT_PATH = `${RESPONSIBLE_PATH}?view=statement`;

/** The wallet's withdrawal (features/wallet: the profile's section and its `view`). */
export const WITHDRAW_PATH = '/profile?section=wallet&view=withdraw';
/** The wallet's deposit form. */
export const DEPOSIT_PATH = '/profile?section=wallet&view=deposit';

/**
 * The profile's bonuses (features/bonus): each of the spec's sections at a path of its own,
 * `/profile/bonus/<section>` (available, code, claimed, list, completed, canceled); the
 * promotions link to `code?code=<CODE>` and to `list`.
 */
export const BONUS_PATH = '/profile/bonus';
export function bonusPath(section: string): string {
  return `${BONUS_PATH}/${section}`;
}

/** The profile's messages (features/inbox): the header's bell leads here. */
export const MESSAGES_PATH = '/profile/messages';
/**
 * The profile's miles (features/miles): the spec's sections at paths of their own,
 * `/profile/miles/<section>` (claim, table, withdraw).
 */
export const MILES_PATH = '/profile/miles';
export function milesPath(section: string): string {
  return `${MILES_PATH}/${section}`;
}

/** The store (features/store), where miles are spent, and the player's orders in the profile. */
export const STORE_PATH = '/store';
export const ORDERS_PATH = '/profile/orders';

/** The profile's referrals (features/referrals): the player's code, link and friends. */
export const REFERRALS_PATH = '/profile/referrals';

/** The sportsbook (features/sports), where a free bet is used from the bet slip. */
export const SPORTS_PATH = '/sports';

/** The tournaments (features/tournaments): the list, and one tournament's page. */
export const TOURNAMENTS_PATH = '/tournaments';
export function tournamentPath(id: string): string {
  return `${TOURNAMENTS_PATH}/${encodeURIComponent(id)}`;
}

/** A casino game opened for real money (features/casino: the lobby's `?game=&mode=`). */
export function realGamePath(slug: string): string {
  return `/casino/casino-games?game=${encodeURIComponent(slug)}&mode=real`;
}

/** Whether the brand keeps its players' accounts here (`pam_type` 2, as the profile guard). */
export function hasProfile(configuration: Configurations): boolean {
  return configuration.pam_type === 2;
}
