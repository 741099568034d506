import { expect, test, type Page } from '@playwright/test';
import { BRANDS } from './support/brands';
import { creditPlayer } from './support/office-api';
import {
  failOnConsoleWarnings,
  logInThroughForm,
  openSite,
  registerPlayerThroughApi,
  useLanguage,
} from './support/site';

// Every game of the demo catalogue opened from its lobby, as a guest (demo, where the game
// has it) and as a player (real money): the page and the game's frame start without a
// single console warning or error (React's, the frame's sandbox, preloads, the CSP).
const brand = BRANDS.tribuna;

interface Game {
  slug: string;
  name: string;
  lobby: string;
  /** What the game's page shows once it has started: its balance. */
  ready: string;
  demo: boolean;
}

const GAMES: Game[] = [
  {
    slug: 'tesoro-del-dragon',
    name: 'Tesoro del Dragón',
    lobby: '/casino/casino-games',
    ready: 'house-balance',
    demo: true,
  },
  {
    slug: 'ruleta-europea',
    name: 'Ruleta Europea',
    lobby: '/casino/casino-games',
    ready: 'house-balance',
    demo: true,
  },
  {
    slug: 'blackjack',
    name: 'Blackjack',
    lobby: '/casino/casino-games',
    ready: 'house-balance',
    demo: true,
  },
  {
    slug: 'cohete',
    name: 'Cohete',
    lobby: '/casino/casino-games',
    ready: 'house-balance',
    demo: true,
  },
  {
    slug: 'ruleta-en-vivo',
    name: 'Ruleta Europea en Vivo',
    lobby: '/live-casino/live-casino-games',
    ready: 'house-balance',
    demo: false,
  },
  {
    slug: 'frutas-clasicas',
    name: 'Frutas Clásicas',
    lobby: '/casino/casino-games',
    ready: 'balance',
    demo: true,
  },
  { slug: 'dados', name: 'Dados', lobby: '/casino/casino-games', ready: 'balance', demo: true },
];

async function launch(page: Page, game: Game, mode: 'demo' | 'real') {
  await openSite(page, brand, `${game.lobby}?game=${game.slug}&mode=${mode}`);
  const frame = page.getByRole('dialog', { name: game.name }).frameLocator('iframe');
  await expect(frame.getByTestId(game.ready)).toBeVisible({ timeout: 20_000 });
}

test.describe('launching the games', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a guest opens each demo without a console warning or error', async ({ page }) => {
    const problems = failOnConsoleWarnings(page);
    await useLanguage(page, 'en_US');
    for (const game of GAMES.filter((g) => g.demo)) {
      await launch(page, game, 'demo');
      expect(problems, game.slug).toEqual([]);
    }
  });

  test('a player opens each game for real money without a console warning or error', async ({
    page,
  }) => {
    const problems = failOnConsoleWarnings(page);
    const username = await registerPlayerThroughApi(page, brand);
    await page.goto(`${brand.origin}/office/login`);
    await creditPlayer(page, username, 500_000, 'Game launch test');
    await useLanguage(page, 'en_US');
    await openSite(page, brand, '/login');
    await logInThroughForm(page, username, 'password123');
    await expect(page.getByTestId('account-user')).toBeVisible();
    for (const game of GAMES) {
      await launch(page, game, 'real');
      expect(problems, game.slug).toEqual([]);
    }
  });
});
