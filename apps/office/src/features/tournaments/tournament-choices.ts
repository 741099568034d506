import type { BonusKind } from '@tribuna/contracts/bonus';

// What the desk shows from other desks' data (the casino catalogue, the bonus campaigns):
// src/app reads it with those desks' own calls and hands it in, as features never import
// each other.

/** A game of the brand's casino catalogue. */
export interface GameChoice {
  slug: string;
  name: string;
}

/**
 * The catalogue as the staff member can read it: its games, still loading, or not at all
 * (the catalogue is the casino desk's; without that scope the form takes typed slugs).
 */
export type GameChoices =
  | { state: 'ready'; games: readonly GameChoice[] }
  | { state: 'loading' }
  | { state: 'unavailable' };

/** A bonus campaign a bonus or free-spins prize may give. */
export interface CampaignChoice {
  id: string;
  name: string;
  kind: BonusKind;
}

export interface TournamentChoices {
  games: GameChoices;
  campaigns: readonly CampaignChoice[];
}
