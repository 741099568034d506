import type { MAX_AMOUNT as MaxAmount } from '@tribuna/contracts/wallet';

// Copied as a literal, type-checked against the contract: the header formats money,
// and importing the contract's module would bring zod into the first page.
const MAX_AMOUNT: typeof MaxAmount = 1_000_000_000_000;

/** The longest amount a player may type ("9999999999.99" and a little room). */
export const AMOUNT_MAX_LENGTH = 16;

/** Why a typed amount was refused: a key of the shared message catalogue. */
export type AmountProblem =
  'wallet.amount_positive' | 'wallet.decimal_invalid' | 'wallet.amount_too_large';

export type ParsedAmount = { ok: true; minor: number } | { ok: false; problem: AmountProblem };

/**
 * A typed amount in major units ("1500.50") as integer minor units (150050), by
 * string and BigInt maths, never floats. Digits with at most `decimals` decimals after
 * a dot; a comma is refused in every language (no guessing whether "1,500" is a
 * thousand or one and a half), as are signs, exponents and thousands separators.
 */
export function parseAmount(text: string, decimals: number): ParsedAmount {
  const value = text.trim();
  if (value === '') return { ok: false, problem: 'wallet.amount_positive' };
  if (value.length > AMOUNT_MAX_LENGTH) return { ok: false, problem: 'wallet.amount_too_large' };
  const pattern = decimals > 0 ? new RegExp(`^(\\d+)(?:\\.(\\d{1,${decimals}}))?$`) : /^(\d+)$/;
  const match = pattern.exec(value);
  if (!match) {
    // "-5" or "-0.5": said as the rule it breaks.
    if (/^-\d/.test(value)) return { ok: false, problem: 'wallet.amount_positive' };
    return { ok: false, problem: 'wallet.decimal_invalid' };
  }
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').padEnd(decimals, '0');
  const minor = BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction || '0');
  if (minor <= 0n) return { ok: false, problem: 'wallet.amount_positive' };
  if (minor > BigInt(MAX_AMOUNT)) return { ok: false, problem: 'wallet.amount_too_large' };
  return { ok: true, minor: Number(minor) };
}
