import type { CategoryInput, GameInput, ProviderInput, SliderInput } from './casino-import';
import { HOUSE_PROVIDER_SLUG } from './casino.service';

/** Our own provider: the house games, served by us, settled through the same wallet API. */
export const HOUSE_PROVIDER: ProviderInput = {
  slug: HOUSE_PROVIDER_SLUG,
  name: 'Tribuna Originals',
  logoUrl: '/games/tribuna-originals.svg',
  launchUrl: null,
};

export const DEMO_CATEGORIES: CategoryInput[] = [
  { slug: 'popular', names: { en_US: 'Popular', es_ES: 'Populares', pt_BR: 'Populares' } },
  { slug: 'new', names: { en_US: 'New', es_ES: 'Nuevos', pt_BR: 'Novos' } },
  { slug: 'slots', names: { en_US: 'Slots', es_ES: 'Tragamonedas', pt_BR: 'Caça-níqueis' } },
  {
    slug: 'table',
    names: { en_US: 'Table games', es_ES: 'Juegos de mesa', pt_BR: 'Jogos de mesa' },
  },
  {
    slug: 'live',
    names: { en_US: 'Live casino', es_ES: 'Casino en vivo', pt_BR: 'Cassino ao vivo' },
  },
];

const house = { provider: HOUSE_PROVIDER.slug };

/**
 * The house games (engines in packages/games). Every one of them really plays: their
 * pages are `/games/house/<slug>`. RTPs are the engines' declared ones (slot-math.ts, BASIC_STRATEGY_RTP rounded, 36/37, crash's 1 % edge).
 * Then Cumbre's two, whose engines are in packages/games/src/partner.
 */
export const DEMO_GAMES: GameInput[] = [
  {
    ...house,
    slug: 'tesoro-del-dragon',
    name: 'Tesoro del Dragón',
    kind: 'casino',
    tags: ['5 reels', 'paylines', 'wild', 'scatter', 'free spins', 'provably fair'],
    imageUrl: '/games/tesoro-del-dragon.svg',
    rtp: '96.00',
    volatility: 'high',
    minBet: 100,
    maxBet: 1_000_000,
    demo: true,
    categories: ['popular', 'new', 'slots'],
    descriptions: {
      en_US: 'A 5-reel video slot with wilds, scatters and free spins. Provably fair.',
      es_ES:
        'Un tragamonedas de 5 rodillos con comodines, scatters y giros gratis. Demostrablemente justo.',
      pt_BR:
        'Um caça-níqueis de 5 rolos com wilds, scatters e giros grátis. Comprovadamente justo.',
    },
  },
  {
    ...house,
    slug: 'ruleta-europea',
    name: 'Ruleta Europea',
    kind: 'casino',
    tags: ['roulette', 'single zero', 'provably fair'],
    imageUrl: '/games/ruleta-europea.svg',
    rtp: '97.30',
    volatility: 'low',
    minBet: 100,
    maxBet: 2_000_000,
    demo: true,
    categories: ['popular', 'table'],
    descriptions: {
      en_US: 'European roulette: one zero, 37 pockets, every bet of the table. Provably fair.',
      es_ES:
        'Ruleta europea: un solo cero, 37 casillas y todas las apuestas de la mesa. Demostrablemente justa.',
      pt_BR:
        'Roleta europeia: um só zero, 37 casas e todas as apostas da mesa. Comprovadamente justa.',
    },
  },
  {
    ...house,
    slug: 'blackjack',
    name: 'Blackjack',
    kind: 'casino',
    tags: ['cards', 'dealer stands on soft 17', 'double', 'split', 'provably fair'],
    imageUrl: '/games/blackjack.svg',
    rtp: '99.53',
    volatility: 'low',
    minBet: 100,
    maxBet: 1_000_000,
    demo: true,
    categories: ['new', 'table'],
    descriptions: {
      en_US:
        'Blackjack pays 3 to 2; the dealer stands on soft 17; double and split. Provably fair.',
      es_ES:
        'El blackjack paga 3 a 2; el crupier se planta con 17 blando; doblar y dividir. Demostrablemente justo.',
      pt_BR:
        'Blackjack paga 3 para 2; o crupiê para no 17 suave; dobrar e dividir. Comprovadamente justo.',
    },
  },
  {
    ...house,
    slug: 'cohete',
    name: 'Cohete',
    kind: 'casino',
    tags: ['crash', 'multiplayer', 'provably fair'],
    imageUrl: '/games/cohete.svg',
    rtp: '99.00',
    volatility: 'high',
    minBet: 100,
    maxBet: 1_000_000,
    demo: true,
    categories: ['popular', 'new'],
    descriptions: {
      en_US:
        'Crash: cash out before the rocket goes. Every player flies the same round. Provably fair.',
      es_ES:
        'Crash: retirate antes de que el cohete explote. Todos vuelan la misma ronda. Demostrablemente justo.',
      pt_BR:
        'Crash: saque antes que o foguete exploda. Todos voam a mesma rodada. Comprovadamente justo.',
    },
  },
  {
    ...house,
    slug: 'ruleta-en-vivo',
    name: 'Ruleta Europea en Vivo',
    kind: 'live',
    tags: ['roulette', 'shared table', 'live'],
    imageUrl: '/games/ruleta-en-vivo.svg',
    rtp: '97.30',
    volatility: 'low',
    minBet: 100,
    maxBet: 2_000_000,
    demo: false,
    categories: ['popular', 'live'],
    descriptions: {
      en_US:
        'One European roulette table for every player of the brand: bet in the window, see the ball together.',
      es_ES:
        'Una mesa de ruleta europea para todos los jugadores de la marca: apuesta a tiempo y mira la bola juntos.',
      pt_BR:
        'Uma mesa de roleta europeia para todos os jogadores da marca: aposte a tempo e veja a bola juntos.',
    },
  },
];

export const DEMO_SLIDERS: SliderInput[] = [
  {
    kind: 'casino',
    titles: { en_US: 'Tesoro del Dragón', es_ES: 'Tesoro del Dragón', pt_BR: 'Tesoro del Dragón' },
    subtitles: {
      en_US: 'Free spins, wilds and scatters',
      es_ES: 'Giros gratis, comodines y scatters',
      pt_BR: 'Giros grátis, wilds e scatters',
    },
    imageUrl: '/games/tesoro-del-dragon.svg',
    gameSlug: 'tesoro-del-dragon',
    link: null,
  },
  {
    kind: 'casino',
    titles: { en_US: 'Cohete', es_ES: 'Cohete', pt_BR: 'Cohete' },
    subtitles: {
      en_US: 'Cash out before it flies away',
      es_ES: 'Retirate antes de que despegue',
      pt_BR: 'Saque antes que ele decole',
    },
    imageUrl: '/games/cohete.svg',
    gameSlug: 'cohete',
    link: null,
  },
  {
    kind: 'live',
    titles: { en_US: 'Live roulette', es_ES: 'Ruleta en vivo', pt_BR: 'Roleta ao vivo' },
    subtitles: {
      en_US: 'One table, every player, one ball',
      es_ES: 'Una mesa, todos los jugadores, una bola',
      pt_BR: 'Uma mesa, todos os jogadores, uma bola',
    },
    imageUrl: '/games/ruleta-en-vivo.svg',
    gameSlug: 'ruleta-en-vivo',
    link: null,
  },
];
