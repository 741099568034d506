// (g) The house games' maths: each game's RTP by simulation against the figure
// its maths gives, within a tolerance from its standard deviation, and the slot engine's
// spins per second. The simulations run in worker threads (one per core) on xoshiro128**
// seeded from fixed strings, so a run can be repeated exactly.
//
// Tolerance: 4 standard errors, 4 x sigma / sqrt(rounds), sigma the standard deviation of
// one round's return per unit staked: exact for the slot (every stop combination played,
// slot-math.ts), roulette (the 37 pockets) and crash (the crash-point distribution); for
// blackjack, whose exact figure nobody has, the run's own sample deviation, measured
// against the RTP the engine states (blackjack-strategy.ts).
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import {
  BASIC_STRATEGY_RTP,
  BASIC_STRATEGY_STANDARD_DEVIATION,
} from '../packages/games/src/blackjack-strategy';
import { createRoundRandom, createSimulationRandom } from '../packages/games/src/random';
import { settleRoulette } from '../packages/games/src/roulette';
import {
  HOUSE_SLOT,
  HOUSE_SLOT_COMPILED,
  playSlot,
  playSlotRoundWithFreeSpins,
  spinSlot,
} from '../packages/games/src/slot';
import { slotRtp, slotVariance, toNumber } from '../packages/games/src/slot-math';
import { mergeMoments, standardDeviation, emptyMoments } from '../packages/games/src/statistics';
import type { WorkerResult, WorkerTask } from './games-worker';
import { CRASH_BETS, ROULETTE_BETS, type GameName } from './games-shared';

export const GAME_ROUNDS: Record<GameName, number> = {
  slot: 10_000_000,
  roulette: 10_000_000,
  crash: 10_000_000,
  blackjack: 2_000_000,
};

const WORKER_URL = new URL('./games-worker.ts', import.meta.url).href;

/** A worker thread does not inherit the tsx loader: it registers it, then loads the worker. */
function runWorker(task: WorkerTask): Promise<WorkerResult> {
  const bootstrap = `import('tsx/esm/api').then((api) => { api.register(); return import(${JSON.stringify(WORKER_URL)}); });`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(bootstrap, { eval: true, workerData: task });
    worker.once('message', (result: WorkerResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

interface Simulated {
  rounds: number;
  rtp: number;
  sampleDeviation: number;
  extra: number;
  /** Wall time, all workers together. */
  seconds: number;
  workers: number;
}

async function simulate(game: GameName): Promise<Simulated> {
  const workers = Math.max(1, Math.min(os.availableParallelism(), 4));
  const rounds = GAME_ROUNDS[game];
  const began = performance.now();
  const results = await Promise.all(
    Array.from({ length: workers }, (_, i) =>
      runWorker({
        game,
        rounds: Math.floor(rounds / workers) + (i < rounds % workers ? 1 : 0),
        seed: `tribuna-bench-${game}-${i}`,
      }),
    ),
  );
  const moments = results.reduce((all, r) => mergeMoments(all, r.moments), emptyMoments());
  const staked = results.reduce((sum, r) => sum + r.staked, 0);
  const returned = results.reduce((sum, r) => sum + r.returned, 0);
  return {
    rounds: moments.count,
    rtp: returned / staked,
    sampleDeviation: standardDeviation(moments),
    extra: results.reduce((sum, r) => sum + r.extra, 0),
    seconds: (performance.now() - began) / 1000,
    workers,
  };
}

/** Mean and deviation of a round's return over the 37 pockets, exactly. */
function rouletteExact(): { mean: number; deviation: number } {
  const stake = ROULETTE_BETS.reduce((sum, bet) => sum + bet.amount, 0);
  const returns = Array.from(
    { length: 37 },
    (_, n) => settleRoulette(n, ROULETTE_BETS).totalPayout / stake,
  );
  const mean = returns.reduce((s, r) => s + r, 0) / 37;
  const variance = returns.reduce((s, r) => s + (r - mean) ** 2, 0) / 37;
  return { mean, deviation: Math.sqrt(variance) };
}

/**
 * Mean and deviation of a round's return for the bench's crash players, exactly: with
 * k the round's uint32, crash >= m (hundredths) holds for floor(99 x 2^32 / m) of the
 * 2^32 values of k (crash.ts), so the return is a step function of the crash point.
 */
function crashExact(): { mean: number; deviation: number } {
  const stake = CRASH_BETS.reduce((sum, bet) => sum + bet.stake, 0);
  const targets = CRASH_BETS.map((bet) => bet.cashOutAt ?? 0).sort((a, b) => a - b);
  const reach = (m: number) => Math.floor((99 * 2 ** 32) / m) / 2 ** 32;
  let mean = 0;
  let second = 0;
  let paid = 0;
  targets.forEach((m, i) => {
    const bet = CRASH_BETS.find((b) => b.cashOutAt === m);
    paid += Math.floor(((bet?.stake ?? 0) * m) / 100);
    const next = targets[i + 1];
    const p = reach(m) - (next === undefined ? 0 : reach(next));
    mean += p * (paid / stake);
    second += p * (paid / stake) ** 2;
  });
  return { mean, deviation: Math.sqrt(second - mean * mean) };
}

/** Spins per second on one core for `seconds`, of a spin function. */
function spinsPerSecond(spin: () => void, seconds: number): number {
  for (let i = 0; i < 20_000; i += 1) spin();
  let count = 0;
  const began = performance.now();
  const until = began + seconds * 1000;
  while (performance.now() < until) {
    for (let i = 0; i < 1000; i += 1) spin();
    count += 1000;
  }
  return count / ((performance.now() - began) / 1000);
}

const pct = (n: number, digits = 3) => `${(n * 100).toFixed(digits)} %`;
const int = (n: number) => Math.round(n).toLocaleString('en-US');

/** Writes section (g); false when any game's RTP falls outside its tolerance. */
export async function benchGames(out: (line?: string) => void): Promise<boolean> {
  out('## (g) House games: RTP by simulation, slot spins per second');
  out();
  out(
    'Simulations in worker threads (one per core), each on xoshiro128** seeded from a fixed ' +
      'string. Tolerance: 4 standard errors, 4 × σ / √rounds, σ the standard deviation of one ' +
      "round's return per unit staked: exact for the slot (every one of the 30^5 stop " +
      'combinations of each mode played), roulette (the 37 pockets) and crash (the crash-point ' +
      "distribution); for blackjack the run's own sample deviation against the engine's stated RTP. " +
      'Roulette rounds bet one unit on each of the 13 kinds of bet; the pocket is drawn by ' +
      '`spinRoulette`, its payout settled once per pocket by `settleRoulette`. Crash rounds have ' +
      'five players cashing out at 1.01×, 1.5×, 2×, 10× and 100×.',
  );
  out();

  const maths = slotRtp(HOUSE_SLOT_COMPILED);
  const enumerationStart = performance.now();
  const exact = slotVariance(HOUSE_SLOT_COMPILED);
  const enumerationSeconds = (performance.now() - enumerationStart) / 1000;
  const roulette = rouletteExact();
  const crash = crashExact();

  const expected: Record<GameName, { rtp: number; deviation: number | null; declared: string }> = {
    slot: {
      rtp: toNumber(maths.total),
      deviation: exact.standardDeviation,
      declared: `${HOUSE_SLOT.declaredRtp.total.toFixed(2)} % (exact ${pct(toNumber(maths.total), 5)})`,
    },
    roulette: {
      rtp: roulette.mean,
      deviation: roulette.deviation,
      declared: '97.30 % (36/37 exactly)',
    },
    crash: {
      rtp: crash.mean,
      deviation: crash.deviation,
      declared: `99.00 % (exact ${pct(crash.mean, 5)})`,
    },
    blackjack: {
      rtp: BASIC_STRATEGY_RTP,
      deviation: null,
      declared: `${pct(BASIC_STRATEGY_RTP, 3)} (stated: 20 M hands)`,
    },
  };

  out(
    '| game | rounds | measured RTP | declared RTP | σ per round | tolerance (4 SE) | result | wall time |',
  );
  out('|---|---|---|---|---|---|---|---|');
  let ok = true;
  const runs: Partial<Record<GameName, Simulated>> = {};
  for (const game of ['slot', 'roulette', 'blackjack', 'crash'] as const) {
    const run = await simulate(game);
    runs[game] = run;
    const target = expected[game];
    const deviation = target.deviation ?? run.sampleDeviation;
    const tolerance = (4 * deviation) / Math.sqrt(run.rounds);
    const pass = Math.abs(run.rtp - target.rtp) <= tolerance;
    if (!pass) ok = false;
    out(
      `| ${game} | ${int(run.rounds)} | ${pct(run.rtp)} | ${target.declared} | ${deviation.toFixed(4)}${target.deviation === null ? ' (sample)' : ''} | ± ${pct(tolerance)} | ${pass ? 'pass' : '**FAIL**'} | ${run.seconds.toFixed(1)} s |`,
    );
  }
  out();

  const slotRun = runs.slot;
  const blackjackRun = runs.blackjack;
  out('### Slot maths');
  out();
  out(
    `Exact (slot-math.ts): base game ${pct(toNumber(maths.base), 4)} (lines ${pct(toNumber(maths.baseLines), 4)}, ` +
      `scatters ${pct(toNumber(maths.baseScatter), 4)}) + free spins ${pct(toNumber(maths.freeSpins), 4)} ` +
      `= ${pct(toNumber(maths.total), 5)}; trigger 1 in ${(1 / toNumber(maths.triggerProbability)).toFixed(1)} ` +
      `paid spins, ${toNumber(maths.expectedFreeSpins).toFixed(3)} free spins per session ` +
      `(retrigger ${pct(toNumber(maths.retriggerProbability))}), a session worth ${toNumber(maths.sessionValue).toFixed(2)} total bets. ` +
      `σ of a paid spin with its free spins: ${exact.standardDeviation.toFixed(4)} total bets ` +
      `(full enumeration of 2 × 30^5 = 48.6 million grids in ${enumerationSeconds.toFixed(1)} s; ` +
      `its mean equals the analytic RTP: ${toNumber(exact.mean) === toNumber(maths.total) ? 'yes' : '**NO**'}).`,
  );
  if (slotRun) {
    out();
    out(
      `Simulation: ${int(slotRun.rounds)} paid spins and ${int(slotRun.extra)} free spins, ` +
        `sample σ ${slotRun.sampleDeviation.toFixed(4)}.`,
    );
  }
  if (blackjackRun) {
    out();
    out(
      `Blackjack: 6 decks, fresh shoe per hand, S17, DAS, one split, no surrender or insurance, ` +
        `basic strategy; RTP per initial bet. ${int(blackjackRun.extra)} hands doubled or split. ` +
        `Stated σ ${BASIC_STRATEGY_STANDARD_DEVIATION} (the test's tolerance uses it).`,
    );
  }
  out();

  out('### Slot engine speed (one core, median of 3 one-second turns)');
  out();
  // Measured in turns (1 s each, 3 rounds) and reported as medians, so a burst of other
  // work on the machine skews one sample, not one line.
  const simulation = createSimulationRandom('speed');
  const serverSeed = 'e5380c4f06a3d40e9d004f69341cf831de4c56aa2e61d8dd6ebc863c137203ac';
  let nonce = 0;
  const measures = {
    provablyFair: () => {
      nonce += 1;
      playSlot({ serverSeed, clientSeed: 'bench', nonce }, 1);
    },
    engineOnly: () => spinSlot(HOUSE_SLOT_COMPILED, 'base', 1, simulation),
    withFree: () => playSlotRoundWithFreeSpins(HOUSE_SLOT_COMPILED, 1, simulation),
    hmacOnly: () => {
      nonce += 1;
      createRoundRandom({ serverSeed, clientSeed: 'bench', nonce }).nextUint32();
    },
  };
  const samples: Record<keyof typeof measures, number[]> = {
    provablyFair: [],
    engineOnly: [],
    withFree: [],
    hmacOnly: [],
  };
  for (let round = 0; round < 3; round += 1) {
    for (const name of Object.keys(measures) as (keyof typeof measures)[]) {
      samples[name].push(spinsPerSecond(measures[name], 1));
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[1] ?? 0;
  const provablyFair = median(samples.provablyFair);
  const engineOnly = median(samples.engineOnly);
  const withFree = median(samples.withFree);
  const hmacOnly = median(samples.hmacOnly);
  out('| what | spins/s |');
  out('|---|---|');
  out(
    `| a real round: \`playSlot\` (HMAC-SHA256 randomness, grid, 20 lines, scatter, result object) | ${int(provablyFair)} |`,
  );
  out(`| the engine alone: \`spinSlot\` on xoshiro128** | ${int(engineOnly)} |`);
  out(`| a paid spin with its free spins played out (the simulation's unit) | ${int(withFree)} |`);
  out(`| for scale: one HMAC-SHA256 block (@noble/hashes) | ${int(hmacOnly)} |`);
  if (slotRun) {
    out(
      `| the 10-million-round simulation, ${slotRun.workers} workers together | ${int(slotRun.rounds / slotRun.seconds)} |`,
    );
  }
  out();
  return ok;
}
