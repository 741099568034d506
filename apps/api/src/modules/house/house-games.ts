import type { HouseEngine } from '@tribuna/contracts/house';

/**
 * The house provider's games by catalogue slug, and the engine each runs. The catalogue
 * (casino module, demo-casino.ts) lists them for players; this is the game server's side.
 */
export const HOUSE_GAMES: Readonly<Record<string, { name: string; engine: HouseEngine }>> = {
  'tesoro-del-dragon': { name: 'Tesoro del Dragón', engine: 'slot' },
  'ruleta-europea': { name: 'Ruleta Europea', engine: 'roulette' },
  blackjack: { name: 'Blackjack', engine: 'blackjack' },
  cohete: { name: 'Cohete', engine: 'crash' },
  'ruleta-en-vivo': { name: 'Ruleta Europea en Vivo', engine: 'live-roulette' },
};

export function houseGame(
  slug: string,
): { slug: string; name: string; engine: HouseEngine } | null {
  const game = HOUSE_GAMES[slug];
  return game ? { slug, ...game } : null;
}
