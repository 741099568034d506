import { hmac } from '@noble/hashes/hmac';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import { GameError } from './game-error';

// Provable fairness as the big crypto casinos do it (docs/decisions/0014): the caller
// generates a server seed (32 random bytes as 64 lowercase hex characters), shows its
// SHA-256 before play, and every round's randomness is
// HMAC-SHA256(key = server seed, message = `${clientSeed}:${nonce}:${cursor}`), read
// 4 bytes (one big-endian uint32) at a time; the cursor moves on after 8 numbers.
// Seeds are used as their ASCII text, so any off-the-shelf verifier gives the same bytes.

/** Where a game takes its randomness from: 32 uniform bits per call. */
export interface RandomSource {
  nextUint32(): number;
}

export interface RoundSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

const TWO_POW_32 = 2 ** 32;
const SERVER_SEED = /^[0-9a-f]{64}$/;

export function assertServerSeed(serverSeed: string): void {
  if (!SERVER_SEED.test(serverSeed)) {
    throw new GameError(
      'fair.server_seed_invalid',
      'A server seed is 64 lowercase hex characters.',
    );
  }
}

export function assertRoundSeeds(seeds: RoundSeeds): void {
  assertServerSeed(seeds.serverSeed);
  if (seeds.clientSeed.length === 0 || seeds.clientSeed.length > 64) {
    throw new GameError('fair.client_seed_invalid', 'A client seed has 1 to 64 characters.');
  }
  if (!Number.isSafeInteger(seeds.nonce) || seeds.nonce < 0) {
    throw new GameError('fair.nonce_invalid', 'A nonce is a whole number from 0.');
  }
}

/** SHA-256 of a seed's text, as hex: what the player sees before the seed is revealed. */
export function hashSeed(seed: string): string {
  return bytesToHex(sha256(utf8ToBytes(seed)));
}

/** The 32 bytes of one cursor step of a round. */
export function roundBlock(seeds: RoundSeeds, cursor: number): Uint8Array {
  return hmac(
    sha256,
    utf8ToBytes(seeds.serverSeed),
    utf8ToBytes(`${seeds.clientSeed}:${seeds.nonce}:${cursor}`),
  );
}

/** The round's stream of uint32s: 8 per HMAC block, then the next cursor. */
export function createRoundRandom(seeds: RoundSeeds): RandomSource {
  assertRoundSeeds(seeds);
  let cursor = 0;
  let block = roundBlock(seeds, cursor);
  let offset = 0;
  return {
    nextUint32() {
      if (offset === 32) {
        cursor += 1;
        block = roundBlock(seeds, cursor);
        offset = 0;
      }
      const value =
        ((block[offset] ?? 0) * 0x1000000 +
          (((block[offset + 1] ?? 0) << 16) |
            ((block[offset + 2] ?? 0) << 8) |
            (block[offset + 3] ?? 0))) >>>
        0;
      offset += 4;
      return value;
    },
  };
}

/** A float in [0, 1) with 32 bits of precision: the next uint32 / 2^32. */
export function nextFloat(random: RandomSource): number {
  return random.nextUint32() / TWO_POW_32;
}

/**
 * A uniform integer in [0, n) with no modulo bias: uint32s at or above the largest
 * multiple of n below 2^32 are rejected and drawn again (for n = 37 about 1 draw in
 * 4.6e8 is redrawn, for n = 52 about 1 in 3.3e8), so every residue has exactly
 * floor(2^32 / n) accepted preimages.
 */
export function nextInt(random: RandomSource, n: number): number {
  if (!Number.isSafeInteger(n) || n < 1 || n > TWO_POW_32) {
    throw new GameError('fair.range_invalid', 'A range is a whole number from 1 to 2^32.');
  }
  const limit = TWO_POW_32 - (TWO_POW_32 % n);
  for (;;) {
    const value = random.nextUint32();
    if (value < limit) return value % n;
  }
}

/** The round's first `count` floats, as a verifier lists them. */
export function roundFloats(seeds: RoundSeeds, count: number): number[] {
  const random = createRoundRandom(seeds);
  return Array.from({ length: count }, () => nextFloat(random));
}

/**
 * A fast seedable generator for simulations (not for real rounds): xoshiro128** (Blackman
 * and Vigna), its 128-bit state the first 16 bytes of SHA-256 of the seed's text. A simulated
 * slot spin takes a few uint32s; @noble/hashes gives about 100,000 HMAC blocks (8 uint32s
 * each) a second on one core here, far too few for 10^7 rounds.
 */
export function createSimulationRandom(seed: string): RandomSource {
  const digest = sha256(utf8ToBytes(seed));
  const view = new DataView(digest.buffer, digest.byteOffset, digest.byteLength);
  return xoshiro128StarStar(
    view.getUint32(0),
    view.getUint32(4),
    view.getUint32(8),
    view.getUint32(12),
  );
}

/** xoshiro128** from an explicit state (not all zero), as in the authors' reference code. */
export function xoshiro128StarStar(a: number, b: number, c: number, d: number): RandomSource {
  let s0 = a | 0;
  let s1 = b | 0;
  let s2 = c | 0;
  let s3 = d | 0;
  if ((s0 | s1 | s2 | s3) === 0) s0 = 1;
  return {
    nextUint32() {
      const result = Math.imul(rotl(Math.imul(s1, 5), 7), 9) >>> 0;
      const t = s1 << 9;
      s2 ^= s0;
      s3 ^= s1;
      s1 ^= s2;
      s0 ^= s3;
      s2 ^= t;
      s3 = rotl(s3, 11);
      return result;
    },
  };
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}

/**
 * Fisher-Yates (forward) with unbiased integers: position i takes an item from [i, n).
 * Position i is final after step i, so stopping after `depth` positions gives exactly the
 * first `depth` items of the full shuffle (and leaves the rest unshuffled).
 */
export function shuffle<T>(items: readonly T[], random: RandomSource, depth = items.length): T[] {
  const out = items.slice();
  const steps = Math.min(depth, out.length - 1);
  for (let i = 0; i < steps; i += 1) {
    const j = i + nextInt(random, out.length - i);
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}
