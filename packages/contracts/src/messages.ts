import { DEFAULT_LANGUAGE, type Language } from './language-codes';
import { commonMessages } from './messages/common';
import { authMessages } from './messages/auth';
import { officeMessages } from './messages/office';
import { liveMessages } from './messages/live';
import { siteMessages } from './messages/site';
import { contentMessages } from './messages/content';
import { walletMessages } from './messages/wallet';
import { casinoMessages } from './messages/casino';
import type { houseMessages } from './messages/house';
import type { storeMessages } from './messages/store';
import { sportsMessages } from './messages/sports';
import { responsibleMessages } from './messages/responsible';
import type { promotionsMessages } from './messages/promotions';
import type { bonusMessages } from './messages/bonus';
import type { inboxMessages } from './messages/inbox';
import type { walletInboxMessages } from './messages/wallet-inbox';
import type { responsibleInboxMessages } from './messages/responsible-inbox';
import type { milesMessages } from './messages/miles';
import type { referralsMessages } from './messages/referrals';
import type { tournamentsMessages } from './messages/tournaments';

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
  ...sportsMessages,
  ...responsibleMessages,
} satisfies MessageTable;

/**
 * Messages the player site never shows by itself (its calls answer them translated): they
 * stay out of this file's values, which the site's first page carries, and the API and the
 * office add them where they use them (`addMessages`).
 */
type AddedMessages = typeof promotionsMessages &
  typeof bonusMessages &
  typeof houseMessages &
  typeof inboxMessages &
  typeof walletInboxMessages &
  typeof responsibleInboxMessages &
  typeof milesMessages &
  typeof storeMessages &
  typeof referralsMessages &
  typeof tournamentsMessages;

export type MessageKey = keyof typeof messages | keyof AddedMessages;
export type MessageParams = Record<string, string | number>;

const catalogue: MessageTable = { ...messages };

/** Adds a product's own messages to this process's (or page's) catalogue. */
export function addMessages(table: Partial<Record<MessageKey, Record<Language, string>>>): void {
  Object.assign(catalogue, table);
}

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(catalogue, value);
}

export function translate(key: MessageKey, language: Language, params: MessageParams = {}): string {
  const entry = catalogue[key];
  // A message of a product this page has not loaded: its key, rather than a crash.
  if (!entry) return key;
  const text = entry[language] ?? entry[DEFAULT_LANGUAGE];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
