import { z } from 'zod';

export const LANGUAGES = ['en_US', 'es_ES', 'pt_BR'] as const;
export const DEFAULT_LANGUAGE = 'es_ES';

export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
