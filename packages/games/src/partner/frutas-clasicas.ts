import { GameError } from '../game-error';
import { nextInt, type RandomSource } from '../random';

// Cumbre Games' classic fruit machine (a partner provider's game, ADR 0018): three reels
// of 22 stops each, one line (the middle row), no wilds, no features. Every stop of
// every reel is equally likely, so the 22^3 = 10,648 stop combinations are the whole
// game; the tests play all of them for the exact RTP and deviation.

export const FRUTAS_SYMBOLS = [
  'cherry',
  'lemon',
  'orange',
  'grapes',
  'bell',
  'bar',
  'seven',
] as const;
export type FrutasSymbol = (typeof FRUTAS_SYMBOLS)[number];

const BY_CODE: Record<string, FrutasSymbol> = {
  C: 'cherry',
  L: 'lemon',
  O: 'orange',
  G: 'grapes',
  B: 'bell',
  R: 'bar',
  S: 'seven',
};

function strip(codes: string): readonly FrutasSymbol[] {
  return [...codes].map((code) => {
    const symbol = BY_CODE[code];
    if (!symbol) throw new Error(`frutas: no symbol ${code}`);
    return symbol;
  });
}

/** The reel strips, fixed: cherries thin out to the right, one seven per reel. */
export const FRUTAS_REELS: readonly (readonly FrutasSymbol[])[] = [
  strip('CLOGCBLROCGLSOBCLGORBL'),
  strip('LCOGBLRCOGLSBOLCGROLBO'),
  strip('OLGBCOLRGLOSBLGOCRLBOG'),
];

/** Three of a kind on the line pays this many bets. */
export const FRUTAS_THREE_OF_A_KIND: Readonly<Record<FrutasSymbol, number>> = {
  seven: 200,
  bar: 60,
  bell: 30,
  grapes: 20,
  orange: 12,
  lemon: 10,
  cherry: 10,
};
/** Cherries from the left that are not three: two pay 8 bets, one pays 2. */
export const FRUTAS_TWO_CHERRIES = 8;
export const FRUTAS_ONE_CHERRY = 2;

/** The declared RTP, rounded from the exact 10,164 / 10,648 (frutas-clasicas.test.ts). */
export const FRUTAS_RTP = '95.45';

export interface FrutasResult {
  /** Each reel's stop (index into its strip). */
  stops: [number, number, number];
  /** The line: the symbol at each reel's stop. */
  line: [FrutasSymbol, FrutasSymbol, FrutasSymbol];
  /** Bets paid (0, 2, 8, 10 ... 200). */
  multiplier: number;
  /** Minor units paid back. */
  payout: number;
}

function symbolAt(reel: number, stop: number): FrutasSymbol {
  const symbols = FRUTAS_REELS[reel];
  const symbol = symbols?.[stop];
  if (!symbols || symbol === undefined) {
    throw new GameError('frutas.stop_invalid', 'A stop is a position on its reel.');
  }
  return symbol;
}

/** What a line pays, in bets. */
export function frutasLineMultiplier(
  line: readonly [FrutasSymbol, FrutasSymbol, FrutasSymbol],
): number {
  const [a, b, c] = line;
  if (a === b && b === c) return FRUTAS_THREE_OF_A_KIND[a];
  if (a === 'cherry' && b === 'cherry') return FRUTAS_TWO_CHERRIES;
  if (a === 'cherry') return FRUTAS_ONE_CHERRY;
  return 0;
}

/** Settles a spin on given stops: the rule on its own, for the tests' enumeration. */
export function settleFrutas(amount: number, stops: [number, number, number]): FrutasResult {
  if (!Number.isSafeInteger(amount) || amount < 1) {
    throw new GameError(
      'frutas.amount_invalid',
      'A bet is a positive whole number of minor units.',
    );
  }
  const line: [FrutasSymbol, FrutasSymbol, FrutasSymbol] = [
    symbolAt(0, stops[0]),
    symbolAt(1, stops[1]),
    symbolAt(2, stops[2]),
  ];
  const multiplier = frutasLineMultiplier(line);
  return { stops, line, multiplier, payout: amount * multiplier };
}

/** Spins the three reels from the source (each stop unbiased) and settles the bet. */
export function playFrutas(amount: number, random: RandomSource): FrutasResult {
  const stops: [number, number, number] = [
    nextInt(random, FRUTAS_REELS[0]?.length ?? 0),
    nextInt(random, FRUTAS_REELS[1]?.length ?? 0),
    nextInt(random, FRUTAS_REELS[2]?.length ?? 0),
  ];
  return settleFrutas(amount, stops);
}
