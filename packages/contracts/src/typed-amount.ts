import type { Language } from './language-codes';
import { MAX_AMOUNT, toMajorText } from './money';

// Amounts as people type them, in their language's format ("1.500,50" in es_ES and
// pt_BR, "1,500.50" in en_US), read by string and BigInt maths, never floats. No zod
// here: the site's first page and every form that takes an amount use it. What goes to
// the server keeps the machine format (integer minor units, or "1500.50" text).

/** The marks an amount is typed with: one for decimals, one for groups of thousands. */
export interface NumberMarks {
  decimal: string;
  group: string;
}

export const NUMBER_MARKS = {
  en_US: { decimal: '.', group: ',' },
  es_ES: { decimal: ',', group: '.' },
  pt_BR: { decimal: ',', group: '.' },
} as const satisfies Record<Language, NumberMarks>;

/** The longest amount a field takes: "10.000.000.000,00" (the contract's maximum) and room. */
export const AMOUNT_MAX_LENGTH = 20;

export type TypedDecimal = { ok: true; units: bigint } | { ok: false; problem: 'empty' | 'format' };

function escaped(mark: string): string {
  return mark.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A number typed in a language's format as an integer count of 10^-decimals ("1.500,5",
 * 2, es_ES -> 150050n). Digits, the language's decimal mark with 1 to `decimals` digits
 * after it, and optional grouping marks that group by three. No signs, exponents or
 * spaces. A text that the other format would read as another number is refused, never
 * guessed: "1.50" in es_ES (a group of two), "1,5" in en_US, and, where three decimals
 * are allowed, "1.500" in es_ES and "1,500" in en_US (a thousand, or one and a half?).
 */
export function readTypedDecimal(text: string, decimals: number, language: Language): TypedDecimal {
  const value = text.trim();
  if (value === '') return { ok: false, problem: 'empty' };
  const { decimal, group } = NUMBER_MARKS[language];
  const at = value.indexOf(decimal);
  const whole = at < 0 ? value : value.slice(0, at);
  const fraction = at < 0 ? '' : value.slice(at + 1);
  if (at >= 0 && !/^\d+$/.test(fraction)) return { ok: false, problem: 'format' };
  if (fraction.length > decimals) return { ok: false, problem: 'format' };
  let digits: string;
  if (/^\d+$/.test(whole)) digits = whole;
  else {
    const mark = escaped(group);
    if (!new RegExp(`^[1-9]\\d{0,2}(?:${mark}\\d{3})+$`).test(whole)) {
      return { ok: false, problem: 'format' };
    }
    // One group of three and nothing after it is the other format's decimals.
    const lone = new RegExp(`^\\d{1,3}${mark}\\d{3}$`).test(whole);
    if (lone && at < 0 && decimals >= 3) return { ok: false, problem: 'format' };
    digits = whole.split(group).join('');
  }
  const scale = 10n ** BigInt(decimals);
  return {
    ok: true,
    units: BigInt(digits) * scale + BigInt(fraction.padEnd(decimals, '0') || '0'),
  };
}

/** Why a typed amount was refused: a key of the shared message catalogue. */
export type AmountProblem =
  'wallet.amount_positive' | 'wallet.amount_format' | 'wallet.amount_too_large';

export type ParsedAmount = { ok: true; minor: number } | { ok: false; problem: AmountProblem };

/**
 * A typed amount of money ("1.500,50" in es_ES) as integer minor units (150050): more
 * than 0 and at most the contracts' maximum. `wallet.amount_format` is shown with
 * `typedExample` as its `example`.
 */
export function parseTypedAmount(text: string, decimals: number, language: Language): ParsedAmount {
  const value = text.trim();
  if (value.length > AMOUNT_MAX_LENGTH) return { ok: false, problem: 'wallet.amount_too_large' };
  // "-5" is said as the rule it breaks.
  if (/^-\d/.test(value)) return { ok: false, problem: 'wallet.amount_positive' };
  const read = readTypedDecimal(value, decimals, language);
  if (!read.ok) {
    return {
      ok: false,
      problem: read.problem === 'empty' ? 'wallet.amount_positive' : 'wallet.amount_format',
    };
  }
  if (read.units <= 0n) return { ok: false, problem: 'wallet.amount_positive' };
  if (read.units > BigInt(MAX_AMOUNT)) return { ok: false, problem: 'wallet.amount_too_large' };
  return { ok: true, minor: Number(read.units) };
}

/**
 * Minor units as the player would type them, to prefill a field: 1000, 2, es_ES ->
 * "10,00". No grouping (the reader takes it, but a field is edited more easily without).
 */
export function typedText(minor: number | bigint, decimals: number, language: Language): string {
  const text = toMajorText(minor, decimals);
  return decimals > 0 ? text.replace('.', NUMBER_MARKS[language].decimal) : text;
}

/**
 * A number typed in a language's format as the API's decimal text, without trailing
 * zeros ("1.180,50", 8, es_ES -> "1180.5"): coin amounts and rates. Null if it is not one.
 */
export function decimalTextOf(text: string, decimals: number, language: Language): string | null {
  const read = readTypedDecimal(text, decimals, language);
  if (!read.ok) return null;
  const plain = toMajorText(read.units, decimals);
  return decimals > 0 ? plain.replace(/\.?0+$/, '') : plain;
}

/** The API's decimal text as the language types it, to prefill a field: "1180.50" -> "1180,50". */
export function typedDecimalOf(apiText: string, language: Language): string {
  return apiText.replace('.', NUMBER_MARKS[language].decimal);
}

/** An amount in the language's format for messages and hints: "1.500,50", "1,500.50". */
export function typedExample(decimals: number, language: Language): string {
  const { decimal, group } = NUMBER_MARKS[language];
  return `1${group}500${decimals > 0 ? `${decimal}${'50'.slice(0, decimals)}` : ''}`;
}
