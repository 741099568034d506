import { GameError } from '../game-error';
import { nextInt, type RandomSource } from '../random';

// Cumbre Games' dice (a partner provider's game, ADR 0018). The player picks a target
// from 2 to 98 and wins when a roll of 1..100 lands under it: (target - 1) chances in
// 100, paid 99 / (target - 1) times the bet, the multiplier rounded down to 4 decimals.
// So every target returns at most 99 %, exactly 99 % when 990,000 is a multiple of
// (target - 1), and never less than 98.9914 % (target 95: 94 x 10,531 / 10^6).

export const DADOS_MIN_TARGET = 2;
export const DADOS_MAX_TARGET = 98;
export const DADOS_SIDES = 100;
/** Multipliers are kept as integers of 1/10,000. */
export const MULTIPLIER_SCALE = 10_000;
/** The declared RTP: the target of 2 (and every divisor of 990,000 less one) returns exactly this. */
export const DADOS_RTP = '99.00';

export interface DadosBet {
  /** Minor units, a positive whole number. */
  amount: number;
  target: number;
}

export interface DadosResult {
  roll: number;
  target: number;
  won: boolean;
  /** The multiplier in 1/10,000 (2.0204 is 20,204). */
  multiplier: number;
  /** What the round pays back, in minor units (0 on a loss). */
  payout: number;
}

export function assertDadosTarget(target: number): void {
  if (!Number.isInteger(target) || target < DADOS_MIN_TARGET || target > DADOS_MAX_TARGET) {
    throw new GameError('dados.target_invalid', 'A target is a whole number from 2 to 98.');
  }
}

/** 99 / (target - 1), rounded down to 4 decimals, in 1/10,000. */
export function dadosMultiplier(target: number): number {
  assertDadosTarget(target);
  return Math.floor((99 * MULTIPLIER_SCALE) / (target - 1));
}

/** A bet times a multiplier, rounded down to the minor unit (BigInt: bets may reach 10^12). */
export function applyMultiplier(amount: number, multiplier: number): number {
  return Number((BigInt(amount) * BigInt(multiplier)) / BigInt(MULTIPLIER_SCALE));
}

/** Settles a bet on a given roll (1..100): the rule on its own, for the tests' enumeration. */
export function settleDados(bet: DadosBet, roll: number): DadosResult {
  if (!Number.isSafeInteger(bet.amount) || bet.amount < 1) {
    throw new GameError('dados.amount_invalid', 'A bet is a positive whole number of minor units.');
  }
  if (!Number.isInteger(roll) || roll < 1 || roll > DADOS_SIDES) {
    throw new GameError('dados.roll_invalid', 'A roll is a whole number from 1 to 100.');
  }
  const multiplier = dadosMultiplier(bet.target);
  const won = roll < bet.target;
  return {
    roll,
    target: bet.target,
    won,
    multiplier,
    payout: won ? applyMultiplier(bet.amount, multiplier) : 0,
  };
}

/** Rolls 1..100 from the source (unbiased) and settles the bet. */
export function playDados(bet: DadosBet, random: RandomSource): DadosResult {
  assertDadosTarget(bet.target);
  return settleDados(bet, 1 + nextInt(random, DADOS_SIDES));
}
