import type { TFunction } from 'i18next';
import { casinoEnUS } from './locales/en-us';

type TagKey = keyof typeof casinoEnUS.casino.info.tag_names;

function isKnown(key: string): key is TagKey {
  return Object.hasOwn(casinoEnUS.casino.info.tag_names, key);
}

/** A provider's tag as a catalogue key: "Free Spins", "free-spins" and "free_spins" are one. */
export function tagKey(tag: string): string {
  return tag
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '_');
}

/**
 * A game's tags in the page's language, once each. A tag the catalogue does not know (a
 * provider's own) is shown in the provider's words, with its dashes and underscores as
 * spaces, rather than dropped.
 */
export function gameTags(tags: readonly string[], t: TFunction): { key: string; text: string }[] {
  const seen = new Set<string>();
  const shown: { key: string; text: string }[] = [];
  for (const tag of tags) {
    const key = tagKey(tag);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    const text = isKnown(key)
      ? t(`casino.info.tag_names.${key}`)
      : tag.trim().replace(/[\s_-]+/g, ' ');
    shown.push({ key, text });
  }
  return shown;
}
