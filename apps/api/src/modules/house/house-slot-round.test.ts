import { describe, expect, it } from 'vitest';
import { createRoundRandom } from '@tribuna/games/random';
import { HOUSE_SLOT_COMPILED, playSlotRoundWithFreeSpins, verifySlot } from '@tribuna/games/slot';
import { playSlotRound } from './house-slot-round';

const serverSeed = 'a'.repeat(64);

describe('a paid slot spin with its free spins', () => {
  it('is the engine’s round: verifySlot for the paid spin, playSlotRoundWithFreeSpins in all', () => {
    let withFreeSpins = 0;
    for (let nonce = 0; nonce < 600 && withFreeSpins < 2; nonce += 1) {
      const seeds = { serverSeed, clientSeed: 'house-test', nonce };
      const round = playSlotRound(seeds, 7);
      expect({ spin: round.spin, session: round.session }).toEqual(verifySlot(seeds, 7));
      expect(playSlotRoundWithFreeSpins(HOUSE_SLOT_COMPILED, 7, createRoundRandom(seeds))).toEqual({
        totalBet: round.totalBet,
        totalWin: round.totalWin,
        freeSpins: round.freeSpins.length,
      });
      expect(round.totalWin).toBe(
        round.spin.totalWin + round.freeSpins.reduce((sum, s) => sum + s.totalWin, 0),
      );
      if (round.freeSpins.length > 0) {
        withFreeSpins += 1;
        expect(round.freeSpins.length).toBeGreaterThanOrEqual(10);
        expect(round.freeSpins.every((s) => s.mode === 'free' && s.totalBet === 0)).toBe(true);
      }
    }
    // Free spins come about once in a hundred paid spins: these seeds reach some.
    expect(withFreeSpins).toBeGreaterThan(0);
  });
});
