import type { HouseEngine, HouseRound } from '@tribuna/contracts/house';
import {
  verifyBlackjack,
  type BlackjackAction,
  type BlackjackState,
} from '@tribuna/games/blackjack';
import { crashPointForSeed, verifyChainSeed } from '@tribuna/games/crash';
import { createRoundRandom, type RoundSeeds } from '@tribuna/games/random';
import {
  spinRoulette,
  verifyRoulette,
  type RouletteBet,
  type RouletteRound,
} from '@tribuna/games/roulette';
import { playSlotRoundWithSeeds, type SlotSpin } from '@tribuna/games/slot';

/** A round played again in the browser from its seeds and what the player asked. */
export type Recomputed =
  | { engine: 'slot'; spin: SlotSpin; freeSpins: SlotSpin[]; totalWin: number }
  | { engine: 'roulette'; round: RouletteRound }
  | { engine: 'blackjack'; state: BlackjackState }
  | { engine: 'crash'; crashPoint: number; inChain: boolean }
  | { engine: 'live-roulette'; number: number; inChain: boolean };

/** Why a recomputation could not run: a key of the verifier's texts. */
export class RecomputeError extends Error {
  constructor(readonly key: string) {
    super(key);
    this.name = 'RecomputeError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The house's slot round: the engine's own, as the server played it. */
export function replaySlot(seeds: RoundSeeds, lineBet: number): Recomputed {
  const { spin, freeSpins, totalWin } = playSlotRoundWithSeeds(seeds, lineBet);
  return { engine: 'slot', spin, freeSpins, totalWin };
}

/** What a single-player round's input holds, in the engine's terms. */
export function readSoloInput(
  engine: HouseEngine,
  input: unknown,
): { lineBet?: number; bets?: RouletteBet[]; bet?: number; actions?: BlackjackAction[] } {
  if (!isRecord(input)) throw new RecomputeError('verify.input_unreadable');
  if (engine === 'slot') {
    const lineBet = input.line_bet ?? input.lineBet;
    if (typeof lineBet !== 'number') throw new RecomputeError('verify.input_unreadable');
    return { lineBet };
  }
  if (engine === 'roulette') {
    if (!Array.isArray(input.bets)) throw new RecomputeError('verify.input_unreadable');
    return { bets: input.bets as RouletteBet[] };
  }
  if (engine === 'blackjack') {
    const actions = Array.isArray(input.actions) ? (input.actions as BlackjackAction[]) : [];
    if (typeof input.bet !== 'number') throw new RecomputeError('verify.input_unreadable');
    return { bet: input.bet, actions };
  }
  throw new RecomputeError('verify.input_unreadable');
}

/** Plays a single-player round again; the engine's GameError for seeds or bets it refuses. */
export function recomputeSolo(
  engine: HouseEngine,
  seeds: RoundSeeds,
  input: ReturnType<typeof readSoloInput>,
): Recomputed {
  if (engine === 'slot' && input.lineBet !== undefined) return replaySlot(seeds, input.lineBet);
  if (engine === 'roulette' && input.bets) {
    return { engine, round: verifyRoulette(seeds, input.bets) };
  }
  if (engine === 'blackjack' && input.bet !== undefined) {
    return { engine, state: verifyBlackjack(seeds, input.bet, input.actions ?? []) };
  }
  throw new RecomputeError('verify.input_unreadable');
}

/** A shared table's round from its revealed chain seed. */
export function recomputeChain(
  engine: HouseEngine,
  fairness: { commitment: string; salt: string; index: number; round_seed: string },
): Recomputed {
  const inChain = verifyChainSeed(fairness.round_seed, fairness.index, fairness.commitment);
  if (engine === 'crash') {
    return { engine, crashPoint: crashPointForSeed(fairness.round_seed, fairness.salt), inChain };
  }
  const random = createRoundRandom({
    serverSeed: fairness.round_seed,
    clientSeed: fairness.salt,
    nonce: 0,
  });
  return { engine: 'live-roulette', number: spinRoulette(random), inChain };
}

/** What the recomputed round paid back (null where it depends on the player's timing). */
export function payoutOf(result: Recomputed): number | null {
  switch (result.engine) {
    case 'slot':
      return result.totalWin;
    case 'roulette':
      return result.round.totalPayout;
    case 'blackjack':
      return result.state.settlement?.totalPayout ?? null;
    default:
      return null;
  }
}

/** JSON with sorted keys: two outcomes compare equal whatever order their keys came in. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    isRecord(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
}

function pick(record: unknown, ...keys: string[]): unknown {
  if (!isRecord(record)) return undefined;
  for (const key of keys) if (key in record) return record[key];
  return undefined;
}

/** The part of an outcome that the draw decides, for comparison. */
function drawn(engine: HouseEngine, outcome: unknown): unknown {
  switch (engine) {
    case 'slot':
      return {
        spin: pick(outcome, 'spin'),
        freeSpins: pick(outcome, 'freeSpins', 'free_spins') ?? [],
        totalWin: pick(outcome, 'totalWin', 'total_win'),
      };
    case 'roulette':
      return {
        number: pick(outcome, 'number'),
        totalPayout: pick(outcome, 'totalPayout', 'total_payout'),
      };
    case 'blackjack': {
      const hands = pick(outcome, 'hands');
      return {
        dealer: pick(outcome, 'dealer'),
        hands: Array.isArray(hands) ? hands.map((hand) => pick(hand, 'cards')) : hands,
        settlement: pick(outcome, 'settlement'),
      };
    }
    case 'crash':
      return pick(outcome, 'crash_point', 'crashPoint') ?? outcome;
    default:
      return pick(outcome, 'number') ?? outcome;
  }
}

/** The recomputed round in the same terms as `drawn`. */
function drawnRecomputed(result: Recomputed): unknown {
  switch (result.engine) {
    case 'slot':
      return { spin: result.spin, freeSpins: result.freeSpins, totalWin: result.totalWin };
    case 'roulette':
      return { number: result.round.number, totalPayout: result.round.totalPayout };
    case 'blackjack':
      return {
        dealer: result.state.dealer,
        hands: result.state.hands.map((hand) => hand.cards),
        settlement: result.state.settlement,
      };
    case 'crash':
      return result.crashPoint;
    default:
      return result.number;
  }
}

export interface Comparison {
  /** The recomputed draw equals the kept outcome. */
  outcome: boolean;
  /** What it pays equals the round's win (null when the win is the player's timing). */
  win: boolean | null;
  /** A chain round's seed hashes down to the published commitment (null for seed pairs). */
  chain: boolean | null;
}

export function compareRound(round: HouseRound, result: Recomputed): Comparison {
  const payout = payoutOf(result);
  return {
    outcome: canonical(drawn(round.engine, round.outcome)) === canonical(drawnRecomputed(result)),
    win: payout === null ? null : payout === round.win,
    chain: 'inChain' in result ? result.inChain : null,
  };
}
