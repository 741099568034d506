import { z } from 'zod';
import { LANGUAGES, type Language } from './language-codes';

export { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from './language-codes';

export const languageSchema = z.enum(LANGUAGES) satisfies z.ZodType<Language>;
