import type { Language } from '@tribuna/contracts/language-codes';
import { translate } from '@tribuna/contracts/messages';
import { typedExample, type AmountProblem } from '@tribuna/contracts/typed-amount';

/**
 * Why a typed amount was refused, in the player's language; a wrong format is said with
 * an example of the player's own ("1.500,50" in es_ES).
 */
export function amountProblemText(
  problem: AmountProblem,
  decimals: number,
  language: Language,
): string {
  return translate(problem, language, { example: typedExample(decimals, language) });
}
