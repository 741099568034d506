import type { ModuleServices } from '../../kernel/module';

// The casino's catalogue import, as its service takes it (no import of the casino's files).
type CatalogueInput = Parameters<ModuleServices['casino']['importCatalogue']>[0];
type ProviderInput = CatalogueInput['providers'][number];
type GameInput = CatalogueInput['games'][number];

/**
 * A third party (ADR 0018): Cumbre Games, hosted by our process for the demo but reached
 * like any outside provider, through its launch URL (a path on the brand's own host, so
 * the frame passes the site's CSP) and signed calls to the wallet API. Its secret comes
 * from the server's key at seed time (the partner module), never from this file.
 */
export const CUMBRE_PROVIDER: ProviderInput = {
  slug: 'cumbre',
  name: 'Cumbre Games',
  logoUrl: '/games/cumbre-games.svg',
  launchUrl: '/partner/cumbre/play',
};

/** Cumbre's games in the platform's catalogue, after the house's. */
export const CUMBRE_CATALOGUE_GAMES: GameInput[] = [
  {
    provider: CUMBRE_PROVIDER.slug,
    slug: 'dados',
    name: 'Dados',
    kind: 'casino',
    tags: ['dice', 'choose your odds'],
    imageUrl: '/games/dados.svg',
    // 99/(target - 1) rounded down to 4 decimals: 99 % at most, 98.99 % at least (dados.ts).
    rtp: '99.00',
    // Low at the default target of 50 (σ ≈ 1 bet); the player may choose long shots.
    volatility: 'low',
    minBet: 100,
    maxBet: 1_000_000,
    demo: true,
    categories: ['new', 'table'],
    descriptions: {
      en_US:
        'Dice by Cumbre Games: pick a target from 2 to 98 and roll under it. The lower the target, the bigger the pay.',
      es_ES:
        'Dados de Cumbre Games: elige un objetivo de 2 a 98 y saca menos. Cuanto más bajo el objetivo, mayor el pago.',
      pt_BR:
        'Dados da Cumbre Games: escolha um alvo de 2 a 98 e tire menos que ele. Quanto mais baixo o alvo, maior o pagamento.',
    },
  },
  {
    provider: CUMBRE_PROVIDER.slug,
    slug: 'frutas-clasicas',
    name: 'Frutas Clásicas',
    kind: 'casino',
    tags: ['3 reels', '1 line', 'classic'],
    imageUrl: '/games/frutas-clasicas.svg',
    // Exactly 10,164 / 10,648 (every stop combination, frutas-clasicas.test.ts).
    rtp: '95.45',
    // σ = 3.74 bets a spin, a hit about one spin in five, top prize 200 bets.
    volatility: 'medium',
    minBet: 100,
    maxBet: 500_000,
    demo: true,
    categories: ['new', 'slots'],
    descriptions: {
      en_US:
        'A classic fruit machine by Cumbre Games: three reels, one line, sevens pay 200 times the bet.',
      es_ES:
        'Una tragamonedas clásica de frutas de Cumbre Games: tres rodillos, una línea, los sietes pagan 200 veces la apuesta.',
      pt_BR:
        'Um caça-níqueis clássico de frutas da Cumbre Games: três rolos, uma linha, os setes pagam 200 vezes a aposta.',
    },
  },
];
