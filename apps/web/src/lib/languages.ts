import type {
  DEFAULT_LANGUAGE as ContractDefault,
  LANGUAGES as ContractLanguages,
  Language,
} from '@tribuna/contracts/language-codes';

// The contract's constants as literals, type-checked against it: its module also
// builds a zod schema, which would otherwise land in the first page's script.
export const LANGUAGES: typeof ContractLanguages = ['en_US', 'es_ES', 'pt_BR'];
export const DEFAULT_LANGUAGE: typeof ContractDefault = 'es_ES';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
