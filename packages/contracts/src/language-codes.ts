// The languages as plain values, without zod: the message catalogue and the web
// apps' first page need only these, and zod is a large download for a phone.
export const LANGUAGES = ['en_US', 'es_ES', 'pt_BR'] as const;
export const DEFAULT_LANGUAGE = 'es_ES';

export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
