import { translate, type MessageKey, type MessageParams } from '@tribuna/contracts/messages';
import { currentLanguage } from './i18n';

/** A catalogue message (shared with the API) in the page's language. */
export function message(key: MessageKey, params?: MessageParams): string {
  return translate(key, currentLanguage(), params);
}
