import { DEFAULT_LANGUAGE, type Language } from './language-codes';
import { commonMessages } from './messages/common';
import { authMessages } from './messages/auth';
import { officeMessages } from './messages/office';
import { liveMessages } from './messages/live';
import { siteMessages } from './messages/site';
import { contentMessages } from './messages/content';
import { walletMessages } from './messages/wallet';
import { casinoMessages } from './messages/casino';
import { houseMessages } from './messages/house';
import { sportsMessages } from './messages/sports';
import { responsibleMessages } from './messages/responsible';
import { promotionsMessages } from './messages/promotions';
import { bonusMessages } from './messages/bonus';

export type MessageTable = Record<string, Record<Language, string>>;

// One catalogue for the API and both web apps: error envelopes carry translated
// texts, and forms show the same texts for the same rules.
export const messages = {
  ...commonMessages,
  ...authMessages,
  ...officeMessages,
  ...liveMessages,
  ...siteMessages,
  ...contentMessages,
  ...walletMessages,
  ...casinoMessages,
  ...houseMessages,
  ...sportsMessages,
  ...responsibleMessages,
  ...promotionsMessages,
  ...bonusMessages,
} satisfies MessageTable;

export type MessageKey = keyof typeof messages;
export type MessageParams = Record<string, string | number>;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(messages, value);
}

export function translate(key: MessageKey, language: Language, params: MessageParams = {}): string {
  const entry: Record<Language, string> = messages[key];
  const text = entry[language] ?? entry[DEFAULT_LANGUAGE];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
