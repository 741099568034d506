import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage, i18n } from '../../lib/i18n';
import { gameTags, tagKey } from './game-tags';
import { casinoEnUS } from './locales/en-us';
import { casinoEsES } from './locales/es-es';
import { casinoPtBR } from './locales/pt-br';
import './casino-texts';

// Every tag the demo catalogue's games carry (apps/api/src/modules/casino/demo-casino.ts and
// the partner's cumbre-catalogue.ts).
const CATALOGUE_TAGS = [
  '5 reels',
  'paylines',
  'wild',
  'scatter',
  'free spins',
  'provably fair',
  'roulette',
  'single zero',
  'cards',
  'dealer stands on soft 17',
  'double',
  'split',
  'crash',
  'multiplayer',
  'shared table',
  'live',
  'dice',
  'choose your odds',
  '3 reels',
  '1 line',
  'classic',
];

function texts(tags: readonly string[]): string[] {
  return gameTags(tags, i18n.t).map((tag) => tag.text);
}

describe('the games’ tags', () => {
  afterEach(() => applyLanguage('en_US'));

  it('knows every tag of the demo catalogue, in each language', () => {
    for (const names of [casinoEnUS, casinoEsES, casinoPtBR].map((l) => l.casino.info.tag_names)) {
      expect(CATALOGUE_TAGS.map(tagKey).filter((key) => !(key in names))).toEqual([]);
    }
  });

  it('says them in the page’s language', () => {
    const tags = ['free spins', 'provably fair', 'dealer stands on soft 17'];
    applyLanguage('en_US');
    expect(texts(tags)).toEqual(['Free spins', 'Provably fair', 'Dealer stands on soft 17']);
    applyLanguage('es_ES');
    expect(texts(tags)).toEqual([
      'Giros gratis',
      'Demostrablemente justo',
      'La banca se planta con 17 blando',
    ]);
    applyLanguage('pt_BR');
    expect(texts(tags)).toEqual([
      'Giros grátis',
      'Comprovadamente justo',
      'Banca para no 17 suave',
    ]);
  });

  it('reads a slug or another case as the same tag, and shows it once', () => {
    applyLanguage('es_ES');
    expect(texts(['Free-Spins', 'free_spins', ' FREE  SPINS ', 'shared-table'])).toEqual([
      'Giros gratis',
      'Mesa compartida',
    ]);
  });

  it('shows a provider’s unknown tag in its own words, and skips an empty one', () => {
    applyLanguage('pt_BR');
    expect(texts(['bonus-buy', 'Megaways', '  ', 'wild'])).toEqual([
      'bonus buy',
      'Megaways',
      'Wild',
    ]);
    // Not a key of another text of the catalogue, nor of an object's prototype.
    expect(texts(['constructor', 'toString'])).toEqual(['constructor', 'toString']);
  });
});
