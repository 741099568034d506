import { describe, expect, it } from 'vitest';
import { createRoundRandom, hashSeed } from '@tribuna/games/random';
import { playRoulette } from '@tribuna/games/roulette';
import { HOUSE_SLOT_COMPILED, playSlotRoundWithFreeSpins } from '@tribuna/games/slot';
import { testRound } from '../games-test-support';
import {
  compareRound,
  payoutOf,
  recomputeChain,
  recomputeSolo,
  readSoloInput,
  replaySlot,
} from './recompute';

const SERVER = hashSeed('server');

describe('recomputing a round in the browser', () => {
  it('replays the slot as the house plays it: free spins on the round’s one generator', () => {
    let withFree = 0;
    for (let nonce = 0; nonce < 400; nonce += 1) {
      const seeds = { serverSeed: SERVER, clientSeed: 'c', nonce };
      const replay = replaySlot(seeds, 5);
      const engine = playSlotRoundWithFreeSpins(HOUSE_SLOT_COMPILED, 5, createRoundRandom(seeds));
      expect(payoutOf(replay)).toBe(engine.totalWin);
      if (replay.engine === 'slot') {
        expect(replay.freeSpins).toHaveLength(engine.freeSpins);
        if (replay.freeSpins.length > 0) withFree += 1;
      }
    }
    // Scatters are rare but not that rare: the loop went through free spins too.
    expect(withFree).toBeGreaterThan(0);
  });

  it('says a round matches when it does, and not when its outcome or win was changed', () => {
    const seeds = { serverSeed: SERVER, clientSeed: 'c', nonce: 7 };
    const bets = [
      { type: 'red' as const, amount: 100 },
      { type: 'straight' as const, numbers: [7], amount: 100 },
    ];
    const played = playRoulette(seeds, bets);
    const round = testRound('roulette', {
      bet: played.totalStake,
      win: played.totalPayout,
      input: { bets },
      outcome: played,
    });
    const result = recomputeSolo('roulette', seeds, readSoloInput('roulette', round.input));
    expect(compareRound(round, result)).toEqual({ outcome: true, win: true, chain: null });
    const other = (played.number + 1) % 37;
    expect(compareRound({ ...round, outcome: { ...played, number: other } }, result).outcome).toBe(
      false,
    );
    expect(compareRound({ ...round, win: round.win + 1 }, result).win).toBe(false);
  });

  it('checks a chain round against its commitment', () => {
    const seed = hashSeed('final');
    const commitment = hashSeed(seed);
    const good = recomputeChain('crash', { commitment, salt: 's', index: 0, round_seed: seed });
    expect(good.engine === 'crash' && good.inChain).toBe(true);
    const bad = recomputeChain('crash', { commitment, salt: 's', index: 1, round_seed: seed });
    expect(bad.engine === 'crash' && bad.inChain).toBe(false);
  });

  it('refuses input it cannot read', () => {
    expect(() => readSoloInput('slot', { bets: [] })).toThrow('verify.input_unreadable');
  });
});
