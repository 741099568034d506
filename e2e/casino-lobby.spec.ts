import { expect, test, type Page } from '@playwright/test';
import { BRANDS, type E2eBrand } from './support/brands';
import { saveSiteSettings } from './support/office-api';
import {
  failOnConsoleErrors,
  logInThroughForm,
  openSite,
  registerPlayerThroughApi,
  useLanguage,
} from './support/site';
import { axeViolations } from './support/axe';

// The demo catalogue (apps/api/src/modules/casino/demo-casino.ts): the house provider's
// games and the partner Cumbre Games' two (ADR 0018); every casino game has a demo, the
// live roulette table is for real money only.
// Tribuna shows lobby 1, RioBet lobby 2, Lucky Star lobby 3.
const SLOT = 'Tesoro del Dragón';
const ROULETTE = 'Ruleta Europea';
const LIVE_ROULETTE = 'Ruleta Europea en Vivo';
const PROVIDER = 'Tribuna Originals';
const PARTNER = 'Cumbre Games';
// Chromium logs an answer that is not a success as a failed resource. The only one these
// tests cause is on purpose: a guest's real-money launch, refused with a 401. The house
// games' pages are all there now, so their frames load without errors.
const EXPECTED_ERRORS = [/Failed to load resource: the server responded with a status of 401/];

/** WCAG 2.1 A and AA problems of the page, leaving out the game's own page in the frame. */
function violations(page: Page) {
  return axeViolations(page, { exclude: ['.player-panel__frame'] });
}

/** The first tile of a game (a game may sit in several rails). */
function tile(page: Page, name: string) {
  return page.getByRole('article', { name, exact: true }).first();
}

/** Opens a game from its tile and answers the launch the server made for it. */
async function launchFromTile(page: Page, button: string) {
  const launched = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      /\/api\/casino\/games\/[^/]+\/launch$/.test(response.url()),
  );
  await page.getByRole('button', { name: button, exact: true }).first().click();
  return launched;
}

/** A game as the API answers it (packages/contracts/src/casino.ts). */
interface ApiGame {
  name: string;
  provider: { name: string };
  kind: 'casino' | 'live';
  rtp: string;
  volatility: 'low' | 'medium' | 'high';
  min_bet: number;
  max_bet: number;
  demo: boolean;
  tags: string[];
}

/** The brand's money, from the page's own configuration call. */
interface BrandMoney {
  currency: string;
  currency_decimals: number;
}

/** Minor units as money, in US English, worked out here rather than by the site's code. */
function usMoney(minor: number, money: BrandMoney): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: money.currency,
    minimumFractionDigits: money.currency_decimals,
    maximumFractionDigits: money.currency_decimals,
  }).format(minor / 10 ** money.currency_decimals);
}

/** The slot's tags as the casino's tag catalogue says them in en_US. */
const SLOT_TAGS_EN: Record<string, string> = {
  '5 reels': '5 reels',
  paylines: 'Paylines',
  wild: 'Wild',
  scatter: 'Scatter',
  'free spins': 'Free spins',
  'provably fair': 'Provably fair',
};

function tagInEnglish(tag: string): string {
  const text = SLOT_TAGS_EN[tag];
  if (!text) throw new Error(`no English text expected for the tag ${tag}`);
  return text;
}

/** What the panel's "Game info" should say of `game` in en_US. */
function expectedFacts(game: ApiGame, money: BrandMoney): string[][] {
  const words = { low: 'Low', medium: 'Medium', high: 'High' } as const;
  return [
    ['Provider', game.provider.name],
    ['Type', game.kind === 'live' ? 'Live casino' : 'Casino game'],
    ['Return to player (RTP)', `${game.rtp}%`],
    ['Volatility', words[game.volatility]],
    ['Minimum bet', usMoney(game.min_bet, money)],
    ['Maximum bet', usMoney(game.max_bet, money)],
    ['Demo (play for fun)', game.demo ? 'Available' : 'Not available: real money only'],
    ...(game.tags.length > 0 ? [['Tags', game.tags.map(tagInEnglish).join('')]] : []),
  ].map((pair) => pair.map((text) => text.replace(/\s/g, ' ')));
}

async function logInAs(page: Page, brand: E2eBrand, username: string) {
  await openSite(page, brand, '/login');
  await logInThroughForm(page, username, 'password123');
  await expect(page.getByTestId('account-user')).toBeVisible();
}

test.describe('the casino lobbies', () => {
  test('a guest browses, searches, filters by provider and opens a demo in the frame', async ({
    page,
  }) => {
    const errors = failOnConsoleErrors(page, EXPECTED_ERRORS);
    await useLanguage(page, 'en_US');
    await page.setViewportSize({ width: 390, height: 844 });
    const configured = page.waitForResponse((r) => r.url().endsWith('/api/configurations'));
    await openSite(page, BRANDS.tribuna, '/casino/casino-games');
    const { response: answer } = (await (await configured).json()) as {
      response: { configurations: BrandMoney };
    };
    const money = answer.configurations;
    await expect(page.getByRole('heading', { level: 1, name: 'Casino games' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Slots' }).getByRole('article')).toContainText([
      SLOT,
    ]);
    // The slider and rails scroll sideways inside the page; the page itself does not.
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBe(390);
    expect(await violations(page)).toEqual([]);

    // Search as you type: results in place of the lobby, then back to it.
    const search = page.getByLabel('Search games');
    await search.fill('rulet');
    await expect(page.getByRole('heading', { name: 'Results for “rulet”' })).toBeVisible();
    await expect(tile(page, ROULETTE)).toBeVisible();
    await expect(page.getByRole('article', { name: SLOT })).toHaveCount(0);
    await search.fill('no such game at all');
    await expect(page.getByText('No games found')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page.getByRole('list', { name: 'Slots' })).toBeVisible();

    // The providers' strip narrows the lobby to one provider's games.
    const providers = page.getByRole('group', { name: 'Providers' });
    await expect(providers.getByRole('button', { name: PARTNER })).toBeVisible();
    await providers.getByRole('button', { name: PROVIDER }).click();
    await expect(page.getByRole('heading', { name: `Games by ${PROVIDER}` })).toBeVisible();
    await expect(tile(page, SLOT)).toBeVisible();
    await page.getByRole('button', { name: 'Back to the lobby' }).click();
    await expect(page.getByRole('list', { name: 'Slots' })).toBeVisible();

    // A demo opens in the player panel, in the address, with a session for the game.
    const gameCall = page.waitForResponse(
      (r) =>
        r.request().method() === 'GET' && r.url().endsWith('/api/casino/games/tesoro-del-dragon'),
    );
    const launch = await launchFromTile(page, `Demo of ${SLOT}`);
    expect(launch.ok()).toBe(true);
    const { response } = (await launch.json()) as { response: { url: string; mode: string } };
    expect(response.mode).toBe('demo');
    expect(response.url).toMatch(/session=/);
    const panel = page.getByRole('dialog', { name: SLOT });
    await expect(panel).toBeVisible();
    await expect(page).toHaveURL(/\?game=tesoro-del-dragon&mode=demo$/);
    await expect(panel.locator('iframe')).toHaveAttribute('src', response.url);
    await expect(panel.locator('iframe')).toHaveAttribute('title', SLOT);
    await expect(panel.getByRole('button', { name: /Close game/ })).toBeFocused();
    // The game's facts, as the game's own call answers them: on a phone behind a button.
    const { response: game } = (await (await gameCall).json()) as { response: ApiGame };
    const info = panel.getByRole('region', { name: 'Game info' });
    await expect(info).toBeHidden();
    const infoButton = panel.getByRole('button', { name: 'Game info' });
    await expect(infoButton).toHaveAttribute('aria-expanded', 'false');
    await infoButton.click();
    await expect(info).toBeVisible();
    await expect(infoButton).toHaveAttribute('aria-expanded', 'true');
    const shown = await info
      .locator('dl > div')
      .evaluateAll((items) =>
        items.map((item) =>
          [item.querySelector('dt'), item.querySelector('dd')].map((cell) =>
            (cell?.textContent ?? '').replace(/\s/g, ' '),
          ),
        ),
      );
    expect(shown).toEqual(expectedFacts(game, money));
    await expect(info.getByRole('listitem')).toHaveText(game.tags.map(tagInEnglish));
    // Reached by the keyboard: Tab goes from the close button into the facts.
    await panel.getByRole('button', { name: /Close game/ }).focus();
    await page.keyboard.press('Tab');
    await expect(info).toBeFocused();
    expect(await violations(page)).toEqual([]);
    // Escape closes it, and the browser's back button does too.
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(page).toHaveURL(/\/casino\/casino-games$/);
    await launchFromTile(page, `Demo of ${ROULETTE}`);
    await expect(page.getByRole('dialog', { name: ROULETTE })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // A link opens the game by itself.
    await openSite(page, BRANDS.tribuna, '/casino/casino-games?game=ruleta-europea');
    await expect(page.getByRole('dialog', { name: ROULETTE }).locator('iframe')).toHaveAttribute(
      'src',
      /session=/,
    );
    expect(errors).toEqual([]);
  });

  test('the players-only lobbies send a guest to log in', async ({ page }) => {
    await useLanguage(page, 'en_US');
    for (const path of ['/casino', '/live-casino', '/favorites']) {
      await openSite(page, BRANDS.tribuna, path);
      await expect(page).toHaveURL(`${BRANDS.tribuna.origin}/login`);
    }
  });

  test('a guest on a real-money game is told to log in, and plays it after logging in', async ({
    page,
  }) => {
    const errors = failOnConsoleErrors(page, EXPECTED_ERRORS);
    const username = await registerPlayerThroughApi(page, BRANDS.tribuna);
    await useLanguage(page, 'en_US');
    await openSite(page, BRANDS.tribuna, '/live-casino/live-casino-games');
    await expect(page.getByRole('heading', { level: 1, name: 'Live casino games' })).toBeVisible();
    const live = tile(page, LIVE_ROULETTE);
    await expect(live.getByRole('button', { name: /^Demo/ })).toHaveCount(0);
    const refused = await launchFromTile(page, `Play ${LIVE_ROULETTE}`);
    expect(refused.status()).toBe(401);
    const panel = page.getByRole('dialog', { name: LIVE_ROULETTE });
    await expect(panel.getByRole('alert')).toContainText('You must login to access this game');
    await expect(panel.locator('iframe')).toHaveCount(0);

    await panel.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(`${BRANDS.tribuna.origin}/login`);
    const launched = page.waitForResponse((response) => response.url().endsWith('/launch'));
    await logInThroughForm(page, username, 'password123');
    // Back on the game, for real money this time.
    await expect(page).toHaveURL(
      /\/live-casino\/live-casino-games\?game=ruleta-en-vivo&mode=real$/,
    );
    const launch = await launched;
    expect(launch.ok()).toBe(true);
    const { response } = (await launch.json()) as { response: { url: string; mode: string } };
    expect(response.mode).toBe('real');
    const frame = page.getByRole('dialog', { name: LIVE_ROULETTE }).locator('iframe');
    await expect(frame).toHaveAttribute('src', response.url);
    // The header's balance stays in view above the game.
    await expect(page.getByTestId('header-balance')).toBeInViewport();
    // Closed, the lobby shows it among the player's recently played games.
    await page.keyboard.press('Escape');
    await expect(
      page
        .getByRole('list', { name: 'Recently played' })
        .getByRole('article', { name: LIVE_ROULETTE }),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a player marks a favourite on every tile and finds it under /favorites', async ({
    page,
  }) => {
    const errors = failOnConsoleErrors(page, EXPECTED_ERRORS);
    const username = await registerPlayerThroughApi(page, BRANDS.tribuna);
    await useLanguage(page, 'en_US');
    await logInAs(page, BRANDS.tribuna, username);
    await openSite(page, BRANDS.tribuna, '/casino');
    await expect(page.getByRole('heading', { level: 1, name: 'Casino' })).toBeVisible();
    const hearts = page.getByRole('button', { name: `Favourite: ${ROULETTE}`, exact: true });
    // In the "Popular" and "Table games" rails.
    await expect(hearts).toHaveCount(2);
    await hearts.first().click();
    for (const heart of await hearts.all())
      await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await openSite(page, BRANDS.tribuna, '/favorites');
    await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(tile(page, ROULETTE)).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await openSite(page, BRANDS.tribuna, '/favorites/casino-games');
    await expect(tile(page, ROULETTE)).toBeVisible();
    await page.getByRole('button', { name: `Favourite: ${ROULETTE}` }).click();
    await expect(
      page.getByText('You have no favourite games yet.', { exact: false }),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a guest on the open favourites page is asked to log in, and nothing of a player is asked', async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) calls.push(pathname);
    });
    await useLanguage(page, 'en_US');
    await openSite(page, BRANDS.tribuna, '/favorites/casino-games');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Favourite casino games' }),
    ).toBeVisible();
    await expect(page.getByText('Log in to see your favourite games.')).toBeVisible();
    expect(calls.filter((call) => call !== '/api/configurations' && call !== '/api/live')).toEqual(
      [],
    );
  });

  test('the lobby and its player panel read as well in the light theme', async ({ page }) => {
    await useLanguage(page, 'en_US');
    await openSite(page, BRANDS.tribuna, '/casino/casino-games');
    await saveSiteSettings<{ theme: string }>(page, (s) => ({ ...s, theme: 'light' }));
    try {
      await openSite(page, BRANDS.tribuna, '/casino/casino-games');
      await expect(page.getByRole('list', { name: 'Slots' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await launchFromTile(page, `Demo of ${SLOT}`);
      await expect(page.getByRole('dialog', { name: SLOT }).locator('iframe')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    } finally {
      await saveSiteSettings<{ theme: string }>(page, (s) => ({ ...s, theme: 'dark' }));
    }
  });

  for (const [brand, variant] of [
    [BRANDS.riobet, 'lobby 2'],
    [BRANDS.luckystar, 'lobby 3'],
  ] as const) {
    test(`${brand.name} shows ${variant}: categories to choose, a grid, keyboard and axe clean`, async ({
      page,
    }) => {
      const errors = failOnConsoleErrors(page, EXPECTED_ERRORS);
      await useLanguage(page, 'en_US');
      await openSite(page, brand, '/casino/casino-games');
      const categories = page.getByRole('group', { name: 'Categories' });
      await categories.getByRole('button', { name: 'Table games' }).click();
      await expect(categories.getByRole('button', { name: 'Table games' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(tile(page, ROULETTE)).toBeVisible();
      await expect(page.getByRole('article', { name: SLOT })).toHaveCount(0);
      expect(await violations(page)).toEqual([]);
      // Tiles are reached and worked by keyboard.
      await tile(page, ROULETTE)
        .getByRole('button', { name: `Demo of ${ROULETTE}` })
        .focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog', { name: ROULETTE })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(
        tile(page, ROULETTE).getByRole('button', { name: `Demo of ${ROULETTE}` }),
      ).toBeFocused();
      expect(errors).toEqual([]);
    });
  }
});
