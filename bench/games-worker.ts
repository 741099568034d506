// One share of a house-game simulation, run in a worker thread by games.ts: plays
// `rounds` rounds on its own seeded generator and posts back the sums.
import { parentPort, workerData } from 'node:worker_threads';
import { playBasicStrategyRound } from '../packages/games/src/blackjack-strategy';
import { crashPoint, settleCrash } from '../packages/games/src/crash';
import { createSimulationRandom } from '../packages/games/src/random';
import { settleRoulette, spinRoulette } from '../packages/games/src/roulette';
import { HOUSE_SLOT_COMPILED, playSlotRoundWithFreeSpins } from '../packages/games/src/slot';
import { addSample, emptyMoments, type Moments } from '../packages/games/src/statistics';
import { CRASH_BETS, ROULETTE_BETS, type GameName } from './games-shared';

export interface WorkerTask {
  game: GameName;
  rounds: number;
  seed: string;
}

export interface WorkerResult {
  /** Of each round's return per unit staked (slot: per total bet; blackjack: per initial bet). */
  moments: Moments;
  staked: number;
  returned: number;
  /** Slot: free spins played; blackjack: hands that split or doubled. */
  extra: number;
  seconds: number;
}

// What the round's bets pay on each pocket, settled once by the engine: the simulation
// draws pockets (the part that is random) and looks the payout up.
const ROULETTE_STAKE = ROULETTE_BETS.reduce((sum, bet) => sum + bet.amount, 0);
const ROULETTE_PAYOUTS = Array.from(
  { length: 37 },
  (_, pocket) => settleRoulette(pocket, ROULETTE_BETS).totalPayout,
);

function run(task: WorkerTask): WorkerResult {
  const random = createSimulationRandom(task.seed);
  const moments = emptyMoments();
  let staked = 0;
  let returned = 0;
  let extra = 0;
  const began = performance.now();
  for (let i = 0; i < task.rounds; i += 1) {
    if (task.game === 'slot') {
      const round = playSlotRoundWithFreeSpins(HOUSE_SLOT_COMPILED, 1, random);
      staked += round.totalBet;
      returned += round.totalWin;
      extra += round.freeSpins;
      addSample(moments, round.totalWin / round.totalBet);
    } else if (task.game === 'blackjack') {
      const round = playBasicStrategyRound(random, 2);
      staked += 2;
      returned += 2 + round.totalPayout - round.totalBet;
      if (round.totalBet > 2) extra += 1;
      addSample(moments, (round.totalPayout - round.totalBet) / 2 + 1);
    } else if (task.game === 'roulette') {
      const paid = ROULETTE_PAYOUTS[spinRoulette(random)] ?? 0;
      staked += ROULETTE_STAKE;
      returned += paid;
      addSample(moments, paid / ROULETTE_STAKE);
    } else {
      const round = settleCrash(crashPoint(random), CRASH_BETS);
      const stake = round.bets.reduce((sum, bet) => sum + bet.stake, 0);
      const paid = round.bets.reduce((sum, bet) => sum + bet.payout, 0);
      staked += stake;
      returned += paid;
      addSample(moments, paid / stake);
    }
  }
  return { moments, staked, returned, extra, seconds: (performance.now() - began) / 1000 };
}

parentPort?.postMessage(run(workerData as WorkerTask));
