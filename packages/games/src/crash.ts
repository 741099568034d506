import { GameError } from './game-error';
import { assertServerSeed, createRoundRandom, hashSeed, type RandomSource } from './random';

// Crash. One crash point per round for every player, from a hash chain as the big crash
// sites run it: the operator draws a final seed, hashes it n times, publishes the last
// hash (the commitment) and plays the chain backwards, so round k's seed is the SHA-256
// preimage of round k-1's: once revealed, anyone hashes it down to the commitment. The
// round's randomness is HMAC-SHA256(round seed, `${salt}:0:0`) (random.ts) with a public
// salt fixed before the chain is used, so the operator cannot pick a friendly chain.
//
// crash = max(1.00, floor(99 x 2^32 / (2^32 - k)) / 100) for the round's first uint32 k,
// i.e. floor((1 - edge) / (1 - u) x 100) / 100 with u = k / 2^32 and a 1 % edge, in
// exact integer arithmetic. P(crash >= m) = 0.99 / m for m >= 1.01 (on the 0.01 grid,
// up to 2^-32); the instant crash (1.00) takes 1 - 0.99 / 1.01 = 1.98 % of rounds.
//
// The curve: multiplier(t) = e^(0.00006 t), t in ms since the round started (2x after
// 11.55 s, 10x after 38.4 s, 100x after 76.8 s); shown floored to 0.01.

export const CRASH_HOUSE_EDGE = 0.01;
export const CRASH_GROWTH_PER_MS = 0.00006;
const TWO_POW_32 = 2 ** 32;

/** The crash point in hundredths (100 = 1.00x) from the round's first uint32. */
export function crashPointFromUint32(k: number): number {
  const numerator = 99 * TWO_POW_32;
  const denominator = TWO_POW_32 - k;
  let q = Math.floor(numerator / denominator);
  // Both sides stay below 2^53, so this corrects the division's last-ulp rounding exactly.
  if (q * denominator > numerator) q -= 1;
  else if ((q + 1) * denominator <= numerator) q += 1;
  return Math.max(100, q);
}

export function crashPoint(random: RandomSource): number {
  return crashPointFromUint32(random.nextUint32());
}

/** A round's crash point (hundredths) from its chain seed and the chain's public salt. */
export function crashPointForSeed(roundSeed: string, salt: string): number {
  return crashPoint(createRoundRandom({ serverSeed: roundSeed, clientSeed: salt, nonce: 0 }));
}

/**
 * A chain of `length` seeds from a final secret seed: element 0 is played first and
 * hashes down to the commitment, hashSeed(chain[0]); chain[i] = hashSeed(chain[i + 1]).
 */
export function buildHashChain(
  finalSeed: string,
  length: number,
): { seeds: string[]; commitment: string } {
  assertServerSeed(finalSeed);
  if (!Number.isSafeInteger(length) || length < 1) {
    throw new GameError('crash.chain_length_invalid', 'A chain has at least one seed.');
  }
  const reversed = [finalSeed];
  for (let i = 1; i < length; i += 1) reversed.push(hashSeed(reversed[i - 1] as string));
  const seeds = reversed.reverse();
  return { seeds, commitment: hashSeed(seeds[0] as string) };
}

/**
 * Whether a revealed seed belongs to the chain: hashing it `roundIndex + 1` times gives
 * the commitment, and no fewer times (a seed is not an earlier round's).
 */
export function verifyChainSeed(seed: string, roundIndex: number, commitment: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(seed) || !Number.isSafeInteger(roundIndex) || roundIndex < 0) {
    return false;
  }
  let value = seed;
  for (let i = 0; i <= roundIndex; i += 1) {
    value = hashSeed(value);
    if (value === commitment) return i === roundIndex;
  }
  return false;
}

/** Each revealed seed hashes to the one played before it. */
export function verifyChainLink(seed: string, previousSeed: string): boolean {
  return hashSeed(seed) === previousSeed;
}

/** The multiplier shown at `ms` after the round started, in hundredths (floored). */
export function multiplierAt(ms: number): number {
  if (ms <= 0) return 100;
  return Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * ms));
}

/** The first whole millisecond at which the shown multiplier reaches `hundredths`. */
export function timeToReach(hundredths: number): number {
  if (hundredths <= 100) return 0;
  let t = Math.max(0, Math.floor(Math.log(hundredths / 100) / CRASH_GROWTH_PER_MS) - 1);
  while (multiplierAt(t) < hundredths) t += 1;
  return t;
}

export interface CrashBet {
  playerId: string;
  /** Integer minor units, > 0. */
  stake: number;
  /** Where the player cashed out (or set an automatic cash-out), in hundredths; none = rode it. */
  cashOutAt?: number;
}

export interface CrashBetResult {
  playerId: string;
  stake: number;
  cashOutAt: number | null;
  won: boolean;
  /** stake x multiplier, floored to minor units; 0 when lost. */
  payout: number;
}

export interface CrashRound {
  crashPoint: number;
  /** When the curve stopped (ms after start). */
  crashedAtMs: number;
  bets: CrashBetResult[];
}

export function validateCrashBet(bet: CrashBet): void {
  if (!Number.isSafeInteger(bet.stake) || bet.stake <= 0) {
    throw new GameError('crash.stake_invalid', 'A stake is a whole number of minor units above 0.');
  }
  if (
    bet.cashOutAt !== undefined &&
    (!Number.isSafeInteger(bet.cashOutAt) || bet.cashOutAt < 101)
  ) {
    throw new GameError('crash.cash_out_invalid', 'A cash-out is at 1.01x or more.');
  }
}

/**
 * A cash-out's payout: stake x multiplier (in hundredths) / 100, rounded down to the
 * minor unit (the fraction stays with the house). In integers: past 2^53 a float product
 * drops low bits, and a float quotient can round up to the next unit.
 */
export function crashPayout(stake: number, multiplierHundredths: number): number {
  const payout = Number((BigInt(stake) * BigInt(multiplierHundredths)) / 100n);
  if (!Number.isSafeInteger(payout)) {
    throw new GameError('crash.payout_too_large', 'The payout is beyond exact integers.');
  }
  return payout;
}

/** A cash-out wins when the curve reached it: at or below the crash point. */
export function settleCrash(crashPointHundredths: number, bets: readonly CrashBet[]): CrashRound {
  bets.forEach(validateCrashBet);
  return {
    crashPoint: crashPointHundredths,
    crashedAtMs: timeToReach(crashPointHundredths),
    bets: bets.map((bet) => {
      const cashOutAt = bet.cashOutAt ?? null;
      const won = cashOutAt !== null && cashOutAt <= crashPointHundredths;
      return {
        playerId: bet.playerId,
        stake: bet.stake,
        cashOutAt,
        won,
        payout: won ? crashPayout(bet.stake, cashOutAt) : 0,
      };
    }),
  };
}

/** Replays a round from its revealed chain seed, the salt and the players' bets. */
export function verifyCrash(
  roundSeed: string,
  salt: string,
  bets: readonly CrashBet[],
): CrashRound {
  return settleCrash(crashPointForSeed(roundSeed, salt), bets);
}
