import { z } from 'zod';
import { LANGUAGES, type Language } from './language-codes';

export { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from './language-codes';

export const languageSchema = z.enum(LANGUAGES) satisfies z.ZodType<Language>;

/** An object with an optional field of `schema` per language (texts staff write per language). */
export function perLanguage<S extends z.ZodType>(schema: S) {
  return z.object(
    Object.fromEntries(LANGUAGES.map((l) => [l, schema.optional()])) as Record<
      Language,
      z.ZodOptional<S>
    >,
  );
}
