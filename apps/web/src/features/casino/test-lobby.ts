import type { CasinoGame, CasinoLobby } from '@tribuna/contracts/casino';
import type { CasinoMoney } from './game-facts';

/** The brand's money in the casino's tests: pesos with cents. */
export const TEST_MONEY: CasinoMoney = { currency: 'ARS', decimals: 2 };

/** A house game for the casino's tests; `overrides` replace its fields. */
export function testGame(overrides: Partial<CasinoGame> = {}): CasinoGame {
  const slug = overrides.slug ?? 'lucky-reels';
  return {
    id: `g-${slug}`,
    slug,
    name: 'Lucky Reels',
    provider: { slug: 'tribuna', name: 'Tribuna Originals', logo_url: null },
    kind: 'casino',
    categories: ['slots', 'popular'],
    tags: [],
    image_url: `/games/${slug}.svg`,
    rtp: '96.00',
    volatility: 'medium',
    min_bet: 10,
    max_bet: 10_000,
    demo: true,
    favorite: false,
    ...overrides,
  };
}

export const SLOT = testGame();
export const ROULETTE = testGame({
  slug: 'european-roulette',
  name: 'European Roulette',
  categories: ['table', 'popular'],
  demo: false,
});
export const CRASH = testGame({
  slug: 'rocket-crash',
  name: 'Rocket Crash',
  provider: { slug: 'skyline', name: 'Skyline Games', logo_url: null },
  categories: ['new', 'popular'],
});

/** A lobby whose "Popular" rail repeats games of the others, as real lobbies do. */
export function testLobby(overrides: Partial<CasinoLobby> = {}): CasinoLobby {
  return {
    kind: 'casino',
    sliders: [
      {
        id: 's1',
        title: 'Spin the reels',
        subtitle: 'Free spins on every scatter',
        image_url: '/games/slider-1.svg',
        game: SLOT.slug,
        link: null,
      },
    ],
    rails: [
      { slug: 'slots', name: 'Slots', games: [SLOT], total: 1 },
      { slug: 'table', name: 'Table games', games: [ROULETTE], total: 1 },
      { slug: 'popular', name: 'Popular', games: [SLOT, ROULETTE, CRASH], total: 3 },
    ],
    providers: [
      { slug: 'tribuna', name: 'Tribuna Originals', logo_url: null },
      { slug: 'skyline', name: 'Skyline Games', logo_url: null },
    ],
    recent: [],
    ...overrides,
  };
}
