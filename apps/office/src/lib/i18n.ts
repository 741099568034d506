import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, LANGUAGES, type Language } from '@tribuna/contracts/languages';
import {
  isMessageKey,
  translate,
  type MessageKey,
  type MessageParams,
} from '@tribuna/contracts/messages';
import { enUS, type UiKey } from './locales/en-us';
import { esES } from './locales/es-es';
import { ptBR } from './locales/pt-br';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof enUS };
    keySeparator: false;
    nsSeparator: false;
  }
}

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

export async function initI18n(language: Language = detectLanguage()): Promise<void> {
  await i18n.use(initReactI18next).init({
    lng: language,
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
  });
  document.documentElement.lang = language.replace('_', '-');
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

export function uiText(key: UiKey, params?: Record<string, string | number>): string {
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
