import { describe, expect, it } from 'vitest';
import {
  createRoundRandom,
  createSimulationRandom,
  hashSeed,
  nextFloat,
  nextInt,
  roundFloats,
  shuffle,
  xoshiro128StarStar,
  type RandomSource,
} from './random';
import { chiSquare } from './statistics';

const serverSeed = 'e5380c4f06a3d40e9d004f69341cf831de4c56aa2e61d8dd6ebc863c137203ac';
const seeds = { serverSeed, clientSeed: 'player-seed', nonce: 0 };

/**
 * The first 20 uint32s of `seeds`, computed outside this code with Node's crypto
 * (createHmac('sha256', serverSeed).update('player-seed:0:<cursor>'), readUInt32BE), as a
 * verifier elsewhere would: three HMAC blocks, so the cursor's move is covered.
 */
const NODE_CRYPTO_UINT32S = [
  3797774535, 3046508833, 1054304802, 3348512503, 470541411, 775528007, 1752353614, 2521666509,
  4003612938, 1978120478, 4023206918, 1426839332, 3605930988, 2965333242, 2952220448, 2278182581,
  3717373244, 2632689227, 207183396, 2056405685,
];

function counter(values: readonly number[]): RandomSource {
  let i = 0;
  return {
    nextUint32() {
      const value = values[i % values.length] ?? 0;
      i += 1;
      return value;
    },
  };
}

describe('provably fair randomness', () => {
  it('hashes the server seed as the player sees it before play (known answer, = sha256sum)', () => {
    expect(hashSeed(serverSeed)).toBe(
      '2aadbc4ad0a7145178ea3ab2387e4bec2e1c53f12ee76bf45884734135604a1b',
    );
  });

  it('reads HMAC-SHA256(server seed, client:nonce:cursor) 4 bytes at a time (known answer)', () => {
    const random = createRoundRandom(seeds);
    expect(Array.from({ length: 20 }, () => random.nextUint32())).toEqual(NODE_CRYPTO_UINT32S);
    expect(roundFloats(seeds, 3)).toEqual([
      0.8842382894363254, 0.7093206124845892, 0.24547446565702558,
    ]);
  });

  it('gives the same numbers for the same seeds and other numbers for another nonce or client seed', () => {
    expect(roundFloats(seeds, 12)).toEqual(roundFloats({ ...seeds }, 12));
    expect(roundFloats({ ...seeds, nonce: 1 }, 12)).not.toEqual(roundFloats(seeds, 12));
    expect(roundFloats({ ...seeds, clientSeed: 'other' }, 12)).not.toEqual(roundFloats(seeds, 12));
    const ints = createRoundRandom({ ...seeds, nonce: 1 });
    expect(Array.from({ length: 10 }, () => nextInt(ints, 37))).toEqual([
      6, 26, 33, 4, 3, 11, 27, 16, 21, 0,
    ]);
  });

  it('refuses malformed seeds, nonces and ranges', () => {
    expect(() => createRoundRandom({ ...seeds, serverSeed: 'abc' })).toThrow('64 lowercase hex');
    expect(() => createRoundRandom({ ...seeds, serverSeed: serverSeed.toUpperCase() })).toThrow();
    expect(() => createRoundRandom({ ...seeds, clientSeed: '' })).toThrow('client seed');
    expect(() => createRoundRandom({ ...seeds, nonce: -1 })).toThrow('nonce');
    expect(() => createRoundRandom({ ...seeds, nonce: 1.5 })).toThrow('nonce');
    const random = createSimulationRandom('ranges');
    expect(() => nextInt(random, 0)).toThrow('range');
    expect(() => nextInt(random, 2.5)).toThrow('range');
  });

  it('maps uint32s to floats in [0, 1) with 32 bits of precision', () => {
    expect(nextFloat(counter([0]))).toBe(0);
    expect(nextFloat(counter([0xffffffff]))).toBe(1 - 2 ** -32);
    expect(nextFloat(counter([0x80000000]))).toBe(0.5);
  });

  it('rejects the uint32s that would bias a range instead of folding them in', () => {
    // For 37 the accepted uint32s are [0, 2^32 - 2^32 mod 37): the first one past that is
    // drawn again, so 4294967295 (which modulo would make 37's residue 4) is skipped.
    const limit = 2 ** 32 - (2 ** 32 % 37);
    expect(nextInt(counter([limit, 5]), 37)).toBe(5);
    expect(nextInt(counter([limit - 1, 5]), 37)).toBe((limit - 1) % 37);
    expect(nextInt(counter([0xffffffff, 0xffffffff, 7]), 52)).toBe(7);
    expect(limit % 37).toBe(0);
  });

  it('passes chi-square uniformity: 1e6 floats into 100 buckets', () => {
    const random = createRoundRandom({ ...seeds, clientSeed: 'chi-square' });
    const buckets = new Array<number>(100).fill(0);
    for (let i = 0; i < 1_000_000; i += 1) {
      const bucket = Math.floor(nextFloat(random) * 100);
      buckets[bucket] = (buckets[bucket] ?? 0) + 1;
    }
    const result = chiSquare(buckets);
    expect(result.degreesOfFreedom).toBe(99);
    expect(result.pValue).toBeGreaterThan(0.001);
  });

  it('passes chi-square uniformity for integers in [0, 37) and [0, 52) (no modulo bias)', () => {
    for (const n of [37, 52]) {
      const random = createRoundRandom({ ...seeds, clientSeed: `range-${n}` });
      const counts = new Array<number>(n).fill(0);
      for (let i = 0; i < 370_000; i += 1) {
        const value = nextInt(random, n);
        counts[value] = (counts[value] ?? 0) + 1;
      }
      expect(chiSquare(counts).pValue).toBeGreaterThan(0.001);
    }
  });

  it('has the power to see a modulo bias (a byte modulo 37, what this derivation avoids)', () => {
    // 256 = 6 x 37 + 34: residues 0..33 come 7 times in 256, 34..36 only 6 times.
    const random = createSimulationRandom('biased');
    const counts = new Array<number>(37).fill(0);
    for (let i = 0; i < 1_000_000; i += 1) {
      const value = (random.nextUint32() & 0xff) % 37;
      counts[value] = (counts[value] ?? 0) + 1;
    }
    expect(chiSquare(counts).pValue).toBeLessThan(0.001);
  });

  it('runs xoshiro128** as its reference code does, seeded from SHA-256 of the seed', () => {
    const reference = xoshiro128StarStar(1, 2, 3, 4);
    expect(Array.from({ length: 6 }, () => reference.nextUint32())).toEqual([
      11520, 0, 5927040, 70819200, 2031721883, 1637235492,
    ]);
    const a = createSimulationRandom('bench');
    const b = createSimulationRandom('bench');
    const first = Array.from({ length: 50 }, () => a.nextUint32());
    expect(Array.from({ length: 50 }, () => b.nextUint32())).toEqual(first);
    const buckets = new Array<number>(100).fill(0);
    for (let i = 0; i < 1_000_000; i += 1) {
      const bucket = Math.floor(nextFloat(a) * 100);
      buckets[bucket] = (buckets[bucket] ?? 0) + 1;
    }
    expect(chiSquare(buckets).pValue).toBeGreaterThan(0.001);
  });

  it('shuffles with forward Fisher-Yates: a partial shuffle is the full one’s prefix', () => {
    const items = Array.from({ length: 312 }, (_, i) => i);
    const full = shuffle(items, createRoundRandom(seeds));
    const partial = shuffle(items, createRoundRandom(seeds), 64);
    expect(partial.slice(0, 64)).toEqual(full.slice(0, 64));
    expect([...full].sort((a, b) => a - b)).toEqual(items);
    expect(items[0]).toBe(0);
  });

  it('puts every card in every position equally often', () => {
    // 5 cards, 100k shuffles: each (card, position) count is binomial around 20k.
    const random = createSimulationRandom('positions');
    const counts = new Array<number>(25).fill(0);
    for (let i = 0; i < 100_000; i += 1) {
      shuffle([0, 1, 2, 3, 4], random).forEach((card, position) => {
        counts[card * 5 + position] = (counts[card * 5 + position] ?? 0) + 1;
      });
    }
    for (let card = 0; card < 5; card += 1) {
      expect(chiSquare(counts.slice(card * 5, card * 5 + 5)).pValue).toBeGreaterThan(0.001);
    }
  });
});
