import type { RoundSeeds } from '@tribuna/games/random';
import {
  HOUSE_SLOT_COMPILED,
  playSlotRoundWithSeeds,
  type FreeSpinSession,
  type SlotRoundSpins,
} from '@tribuna/games/slot';

/**
 * A paid slot spin as the house keeps it in `outcome`: the engine's round
 * (`playSlotRoundWithSeeds`: the base spin, then the free spins it awards, all on the
 * round's one generator, one nonce per paid spin), with the free-spin session the base
 * spin opened, so `{ spin, session }` is exactly `verifySlot(seeds, line_bet)`.
 */
export interface SlotRoundOutcome extends SlotRoundSpins {
  session: FreeSpinSession | null;
}

export function playSlotRound(seeds: RoundSeeds, lineBet: number): SlotRoundOutcome {
  const round = playSlotRoundWithSeeds(seeds, lineBet);
  const awarded = round.spin.freeSpinsAwarded;
  const session: FreeSpinSession | null =
    awarded === 0
      ? null
      : {
          lineBet,
          spinsLeft: awarded,
          spinsPlayed: 0,
          multiplier: HOUSE_SLOT_COMPILED.definition.freeSpins.multiplier,
          totalWin: 0,
        };
  return { ...round, session };
}
