import type { BonusKind } from '@tribuna/contracts/bonus';
import type { OfficeTournamentChoices } from '@tribuna/contracts/tournaments';

// What the form names, handed in so it stays a plain component: the games and sports a
// tournament may count (the desk's own call) and the bonus campaigns (the store desk's,
// which src/app reads, as features never import each other).

/**
 * The games and sports the brand offers a tournament, named in the staff member's
 * language: ready, still loading, or the call's failure.
 */
export type EligibleChoices =
  | ({ state: 'ready' } & OfficeTournamentChoices)
  | { state: 'loading' }
  | { state: 'failed'; error: unknown };

/** A bonus campaign a bonus or free-spins prize may give. */
export interface CampaignChoice {
  id: string;
  name: string;
  kind: BonusKind;
}

export interface TournamentChoices {
  eligible: EligibleChoices;
  campaigns: readonly CampaignChoice[];
}
