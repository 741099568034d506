import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@tribuna/contracts/languages';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from '@tribuna/contracts/language-codes';

/** Where the visitor's choice of language is kept (spec §1). */
export const LANGUAGE_STORAGE_KEY = 'language-session';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {},
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ['en_US', 'es_ES', 'pt_BR'],
  // Our codes use an underscore; keep i18next from splitting or lower-casing them.
  load: 'currentOnly',
  nonExplicitSupportedLngs: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});

/**
 * The site's own texts, one language each: a visitor downloads only the language they read
 * (the three together weigh more than the first page can spare).
 */
const CATALOGUES: Record<Language, () => Promise<object>> = {
  en_US: async () => (await import('./locales/en-us')).enUS,
  es_ES: async () => (await import('./locales/es-es')).esES,
  pt_BR: async () => (await import('./locales/pt-br')).ptBR,
};

const loaded = new Set<Language>();

/** A language's own texts, once fetched (or, in tests, imported beforehand). */
export function addCatalogue(language: Language, texts: object): void {
  i18n.addResourceBundle(language, 'translation', texts, true, false);
  loaded.add(language);
}

/** Fetches a language's texts unless they are here already. */
export async function loadLanguage(language: Language): Promise<void> {
  if (loaded.has(language)) return;
  addCatalogue(language, await CATALOGUES[language]());
}

/**
 * A lazy feature's own texts, merged into the catalogue when its chunk loads: the first
 * page carries only the texts it shows, however many products the site grows.
 */
export function addTexts(texts: Record<Language, object>): void {
  for (const language of LANGUAGES) {
    i18n.addResourceBundle(language, 'translation', texts[language], true, false);
  }
}

export function storedLanguage(): Language | null {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private modes may refuse storage; the choice then lasts for this page only.
  }
}

/** Local storage, else the configuration's language, else es_ES (spec §1). */
export function pickLanguage(configured: string | null | undefined): Language {
  return storedLanguage() ?? (isLanguage(configured) ? configured : DEFAULT_LANGUAGE);
}

export function currentLanguage(): Language {
  const language = i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/**
 * Switches the texts and the page's `lang`: at once when the language's texts are here,
 * else as soon as they arrive (the page keeps its language if they never do).
 */
export function applyLanguage(language: Language): void {
  if (!loaded.has(language)) {
    loadLanguage(language).then(
      () => applyLanguage(language),
      () => undefined,
    );
    return;
  }
  if (i18n.language !== language) void i18n.changeLanguage(language);
  document.documentElement.lang = language.replace('_', '-');
}
