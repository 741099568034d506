import i18next, { type CustomTypeOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, LANGUAGES, type Language } from '@tribuna/contracts/languages';
import {
  isMessageKey,
  translate,
  type MessageKey,
  type MessageParams,
} from '@tribuna/contracts/messages';
import { enUS } from './locales/en-us';
import { esES } from './locales/es-es';
import { ptBR } from './locales/pt-br';

/** Any text of the office: the shell's and every feature's (declared in app/texts.ts). */
export type TextKey = keyof CustomTypeOptions['resources']['translation'];

const STORAGE_KEY = 'office.language';

function storedLanguage(): Language | undefined {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The saved choice, else the browser's language, else English (staff tooling). */
export function detectLanguage(): Language {
  const stored = storedLanguage();
  if (stored) return stored;
  const prefix = navigator.language.slice(0, 2).toLowerCase();
  return LANGUAGES.find((language) => language.startsWith(prefix)) ?? 'en_US';
}

export const i18n = i18next.createInstance();

// Started at once with the shell's texts (they are in this file's chunk), so a feature's
// texts can be added whenever its chunk loads, even before the language is chosen.
void i18n.use(initReactI18next).init({
  lng: 'en_US',
  fallbackLng: 'en_US',
  resources: {
    en_US: { translation: enUS },
    es_ES: { translation: esES },
    pt_BR: { translation: ptBR },
  },
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

export async function initI18n(language: Language = detectLanguage()): Promise<void> {
  await i18n.changeLanguage(language);
  document.documentElement.lang = language.replace('_', '-');
}

/**
 * A feature's own texts, added when its chunk loads (`features/<name>/<name>-texts.ts`,
 * imported by its components): the first page carries only the shell's.
 */
export function addTexts(texts: Record<Language, object>): void {
  for (const language of LANGUAGES) {
    i18n.addResourceBundle(language, 'translation', texts[language], true, false);
  }
}

export function currentLanguage(): Language {
  const language = i18n.language;
  return isLanguage(language) ? language : 'en_US';
}

export async function changeLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  document.documentElement.lang = language.replace('_', '-');
  await i18n.changeLanguage(language);
}

export function uiText(key: TextKey, params?: Record<string, string | number>): string {
  // Outside React the typed `t` cannot check parameters per key; components use `t`.
  const t = i18n.t.bind(i18n) as (key: string, options?: Record<string, unknown>) => string;
  return t(key, params ?? {});
}

/** A catalogue message (the same texts the API answers with) in the current language. */
export function messageText(key: MessageKey, params?: MessageParams): string {
  return translate(key, currentLanguage(), params);
}

/** The rule's bounds, for messages such as "at least {minimum} characters". */
export function issueParams(issue: object): MessageParams {
  const params: MessageParams = {};
  for (const key of ['minimum', 'maximum'] as const) {
    const value: unknown = (issue as Record<string, unknown>)[key];
    if (typeof value === 'number' || typeof value === 'bigint') params[key] = String(value);
  }
  return params;
}

/**
 * A zod issue of a contract schema carries a catalogue key; show it like the API
 * would, naming the field with its label on this form.
 */
export function issueText(message: string, field: string, params: MessageParams = {}): string {
  return isMessageKey(message)
    ? translate(message, currentLanguage(), { field, ...params })
    : message;
}
