import { expect, test, type Page, type Response } from '@playwright/test';
import { BRANDS } from './support/brands';
import { saveSiteSettings } from './support/office-api';
import { failOnConsoleErrors, openSite, useLanguage } from './support/site';
import { axeViolations } from './support/axe';

// Tribuna: pam_type 2 and no landing, so a guest stays on the home.
const BRAND = BRANDS.tribuna;
const EXPECTED_ERRORS: RegExp[] = [];

interface Game {
  slug: string;
  name: string;
  demo: boolean;
}
interface Lobby {
  rails: { slug: string; name: string; games: Game[] }[];
}

/** WCAG 2.1 A and AA problems of the page, leaving out the game's own page in the frame. */
function violations(page: Page) {
  return axeViolations(page, { exclude: ['.player-panel__frame'] });
}

/** The answer to the page's own call for a lobby of `kind`. */
function lobbyAnswer(page: Page, kind: 'casino' | 'live'): Promise<Response> {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/casino/lobby' && url.searchParams.get('kind') === kind;
  });
}

async function lobbyOf(answer: Promise<Response>): Promise<Lobby> {
  const body = (await (await answer).json()) as { response: Lobby };
  return body.response;
}

test.describe('the home', () => {
  test("a guest sees the brand's casino games there and plays one in demo without leaving", async ({
    page,
  }, testInfo) => {
    const errors = failOnConsoleErrors(page, EXPECTED_ERRORS);
    await useLanguage(page, 'en_US');
    await page.setViewportSize({ width: 390, height: 844 });
    const casinoLobby = lobbyAnswer(page, 'casino');
    const liveLobby = lobbyAnswer(page, 'live');
    await openSite(page, BRAND, '/');
    await expect(page).toHaveURL(`${BRAND.origin}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Tribuna' })).toBeVisible();

    // The casino's popular games, as the catalogue has them, each a tile with a heart.
    const popular = (await lobbyOf(casinoLobby)).rails.find((rail) => rail.slug === 'popular');
    expect(popular?.games.length).toBeGreaterThan(0);
    const games = popular?.games ?? [];
    const casino = page.getByRole('region', { name: 'Casino', exact: true });
    const rail = casino.getByRole('list', { name: 'Popular', exact: true });
    await expect(rail.getByRole('article')).toHaveCount(games.length);
    await expect(rail.getByRole('heading', { level: 4 })).toHaveText(games.map((g) => g.name));
    await expect(
      rail.getByRole('button', { name: `Favourite: ${games[0]?.name ?? ''}`, exact: true }),
    ).toBeVisible();
    await expect(casino.getByRole('link', { name: 'See all: Casino' })).toHaveAttribute(
      'href',
      '/casino/casino-games',
    );
    // The live casino's table, and a card for every product of the brand.
    const live = (await lobbyOf(liveLobby)).rails[0]?.games[0];
    await expect(
      page
        .getByRole('region', { name: 'Live casino', exact: true })
        .getByRole('article', { name: live?.name ?? '-', exact: true }),
    ).toBeVisible();
    const products = page.getByRole('region', { name: 'Our products' });
    await expect(products.getByRole('link', { name: /^Casino/ })).toHaveAttribute(
      'href',
      '/casino/casino-games',
    );
    await expect(products.getByRole('link', { name: /^Sports/ })).toHaveAttribute(
      'href',
      '/sports',
    );
    // The rails scroll sideways inside the page; the page itself does not.
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBe(390);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('home-phone.png'), fullPage: true });

    // A demo opens over the home, in the address, with a session of its own.
    const game = games.find((g) => g.demo);
    if (!game) throw new Error('no demo game among the popular ones');
    const demo = rail.getByRole('button', { name: `Demo of ${game.name}`, exact: true });
    const launched = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        response.url().endsWith(`/api/casino/games/${game.slug}/launch`),
    );
    await demo.click();
    const launch = await launched;
    expect(launch.ok()).toBe(true);
    const { response } = (await launch.json()) as { response: { url: string; mode: string } };
    expect(response.mode).toBe('demo');
    const panel = page.getByRole('dialog', { name: game.name });
    await expect(panel.locator('iframe')).toHaveAttribute('src', response.url);
    await expect(page).toHaveURL(`${BRAND.origin}/?game=${game.slug}&mode=demo`);
    // On a phone the game's facts wait behind their button.
    await panel.getByRole('button', { name: 'Game info' }).click();
    await expect(panel.getByRole('region', { name: 'Game info' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('home-panel-phone.png') });
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(page).toHaveURL(`${BRAND.origin}/`);
    await expect(demo).toBeFocused();

    // A wide screen: the rails in a row, the facts beside the game.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(rail).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('home-desktop.png'), fullPage: true });
    await demo.click();
    await expect(panel.getByRole('region', { name: 'Game info' })).toBeVisible();
    await expect(panel.locator('iframe')).toHaveAttribute('src', /session=/);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('home-panel-desktop.png') });
    expect(errors).toEqual([]);
  });

  test('reads as well in the light theme, games and products included', async ({ page }) => {
    await useLanguage(page, 'en_US');
    await openSite(page, BRAND, '/');
    await saveSiteSettings<{ theme: string }>(page, (s) => ({ ...s, theme: 'light' }));
    try {
      await openSite(page, BRAND, '/');
      await expect(
        page.getByRole('region', { name: 'Casino', exact: true }).getByRole('article').first(),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: 'Our products' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    } finally {
      await saveSiteSettings<{ theme: string }>(page, (s) => ({ ...s, theme: 'dark' }));
    }
  });
  test('a guest sees live and featured matches with prices, and a price goes in the bet slip', async ({
    page,
  }, testInfo) => {
    const errors = failOnConsoleErrors(page, EXPECTED_ERRORS);
    await useLanguage(page, 'en_US');
    await page.setViewportSize({ width: 1280, height: 900 });
    await openSite(page, BRAND, '/');
    // Below the casino, the sportsbook's section comes when the visitor scrolls to it.
    const casino = page.getByRole('region', { name: 'Casino', exact: true });
    await expect(casino.getByRole('article').first()).toBeVisible();
    await page.getByRole('heading', { name: 'Our products' }).scrollIntoViewIfNeeded();
    const sports = page.getByRole('region', { name: 'Sports', exact: true });
    const live = sports.getByRole('region', { name: 'Live now' });
    const liveRows = live.getByTestId('event-row');
    await expect(liveRows.first()).toBeVisible();
    expect(await liveRows.count()).toBeLessThanOrEqual(4);
    await expect(liveRows.first().getByTestId('match-clock')).toBeVisible();
    await expect(liveRows.first().getByTestId('score-home')).toBeVisible();
    await expect(live.getByRole('link', { name: 'See all: Live now' })).toHaveAttribute(
      'href',
      '/live',
    );
    const featured = sports.getByRole('region', { name: 'Featured matches' });
    await expect(featured.getByTestId('event-row').first()).toBeVisible();
    await expect(featured.getByTestId('event-row').first().locator('time')).toBeVisible();
    await expect(sports.getByTestId('odds-price').first()).toHaveText(/^\d+\.\d{2}$/);
    const [sportsBox, casinoBox] = [await sports.boundingBox(), await casino.boundingBox()];
    expect(sportsBox && casinoBox && casinoBox.y + casinoBox.height <= sportsBox.y).toBe(true);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('home-sports-desktop.png'), fullPage: true });

    // A pre-match price (it cannot start or lock while the test clicks it) goes in the slip.
    const price = featured.getByTestId('odds-button').and(page.locator(':enabled')).first();
    await price.click();
    await expect(price).toHaveAttribute('aria-pressed', 'true');
    const slip = page.getByTestId('bet-slip');
    await expect(slip.getByTestId('slip-count')).toHaveText('1');
    await expect(slip.getByRole('textbox', { name: /^Stake on / })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('home-sports-slip-desktop.png') });

    // The slip is the sportsbook's: the pick is there on /sports too.
    await page.getByRole('link', { name: 'See all: Sports' }).click();
    await expect(page).toHaveURL(`${BRAND.origin}/sports`);
    await expect(page.getByTestId('bet-slip').getByTestId('slip-count')).toHaveText('1');

    // A phone: the lists in a column, the slip behind its button.
    await page.setViewportSize({ width: 390, height: 844 });
    await openSite(page, BRAND, '/');
    await expect(casino.getByRole('article').first()).toBeVisible();
    await page.getByRole('heading', { name: 'Our products' }).scrollIntoViewIfNeeded();
    await expect(live.getByTestId('event-row').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bet slip (1)' })).toBeVisible();
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBe(390);
    await page.screenshot({ path: testInfo.outputPath('home-sports-phone.png'), fullPage: true });
    expect(errors).toEqual([]);
  });

  test("shows none of our sportsbook on a brand with a partner's", async ({ page }) => {
    const errors = failOnConsoleErrors(page, EXPECTED_ERRORS);
    await useLanguage(page, 'en_US');
    await openSite(page, BRAND, '/');
    let kept: { value: string | null } | undefined;
    await saveSiteSettings<{ sports_url: string | null }>(page, (current) => {
      kept = { value: current.sports_url };
      return { ...current, sports_url: 'https://sports.partner.example/tribuna' };
    });
    try {
      const ours: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/sports')) ours.push(request.url());
      });
      await openSite(page, BRAND, '/');
      await expect(
        page.getByRole('region', { name: 'Casino', exact: true }).getByRole('article').first(),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: 'Sports', exact: true })).toHaveCount(0);
      await expect(page.getByTestId('event-row')).toHaveCount(0);
      expect(ours).toEqual([]);
    } finally {
      const value = kept?.value ?? null;
      await saveSiteSettings<{ sports_url: string | null }>(page, (current) => ({
        ...current,
        sports_url: value,
      }));
    }
    expect(errors).toEqual([]);
  });
});
