import { expect, test, type Browser, type FrameLocator, type Page } from '@playwright/test';
import { BRANDS } from './support/brands';
import { creditPlayer } from './support/office-api';
import {
  failOnConsoleWarnings,
  logInThroughForm,
  openSite,
  registerPlayerThroughApi,
  useLanguage,
} from './support/site';

// The live roulette table (apps/web/src/games/live-roulette): two players in two browsers on
// one shared round, the result pushed to both over the live channel. The server runs the
// table on short timings here (playwright.config.ts: 8 s of bets, 3 s spinning, 5 s shown).
const brand = BRANDS.tribuna;
const LIVE_ROULETTE = 'Ruleta Europea en Vivo';
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

/** Money for a player, as staff give it: an adjustment through the office API. */
async function fund(page: Page, username: string, amount: number) {
  await page.goto(`${brand.origin}/office/login`);
  await creditPlayer(page, username, amount, 'Live table test');
}

/** A new player, logged in, at the live table from its tile in the live casino lobby. */
async function seatPlayer(
  browser: Browser,
  cash: number,
): Promise<{ page: Page; frame: FrameLocator; errors: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = failOnConsoleWarnings(page);
  const username = await registerPlayerThroughApi(page, brand);
  if (cash > 0) await fund(page, username, cash);
  await useLanguage(page, 'en_US');
  await openSite(page, brand, '/login');
  await logInThroughForm(page, username, 'password123');
  await expect(page.getByTestId('account-user')).toBeVisible();
  await openSite(page, brand, '/live-casino/live-casino-games');
  const launched = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().endsWith('/ruleta-en-vivo/launch'),
  );
  await page
    .getByRole('button', { name: `Play ${LIVE_ROULETTE}`, exact: true })
    .first()
    .click();
  expect((await launched).ok()).toBe(true);
  const frame = page.getByRole('dialog', { name: LIVE_ROULETTE }).frameLocator('iframe');
  // The panel names the mode; the site's header holds the balance: each said once.
  await expect(
    page.getByTestId('player-panel').getByText('Real money', { exact: true }),
  ).toBeVisible();
  await expect(frame.getByTestId('live-roulette-round')).toBeVisible({ timeout: 15_000 });
  await expect(frame.getByTestId('house-balance')).toHaveCount(0);
  await expect(frame.getByText('Real money', { exact: true })).toHaveCount(0);
  return { page, frame, errors };
}

/** Waits for a round's betting window with at least `seconds` left; answers its index. */
async function freshRound(frame: FrameLocator, seconds: number): Promise<number> {
  const phase = frame.getByTestId('live-roulette-phase');
  for (let tries = 0; tries < 40; tries += 1) {
    if ((await phase.getAttribute('data-phase')) === 'betting') {
      const left = Number(/(\d+) s/.exec((await phase.textContent()) ?? '')?.[1] ?? 0);
      if (left >= seconds) {
        return Number(await frame.getByTestId('live-roulette-round').getAttribute('data-index'));
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('no betting window came');
}

test.describe('the live roulette table', () => {
  test('two players in two browsers see the same live roulette result', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    const bettor = await seatPlayer(browser, 100_000);
    const watcher = await seatPlayer(browser, 0);
    await expect(bettor.page.getByTestId('header-balance')).toContainText('1,000.00');

    const index = await freshRound(bettor.frame, 5);
    await bettor.frame.getByRole('radio', { name: /^Chip .*10\.00$/ }).check();
    await bettor.frame.getByRole('button', { name: 'Red', exact: true }).click();
    await expect(bettor.frame.getByTestId('live-roulette-pending')).toContainText('10.00');
    await bettor.page.screenshot({ path: testInfo.outputPath('live-roulette-betting.png') });
    await bettor.frame.getByTestId('live-roulette-place').click();
    await expect(bettor.frame.getByTestId('live-roulette-placed')).toContainText('10.00');
    await expect(bettor.page.getByTestId('header-balance')).toContainText('990.00');
    await expect(bettor.frame.getByRole('button', { name: /^Red, bet .*10\.00$/ })).toBeVisible();

    // Bets close for everyone: "No more bets", and the ball spins.
    await expect(bettor.frame.getByTestId('live-roulette-phase')).toHaveText('No more bets', {
      timeout: 10_000,
    });
    await watcher.page.screenshot({ path: testInfo.outputPath('live-roulette-spinning.png') });

    // The number, for both at once, on the same round.
    const shown = bettor.frame.getByTestId('live-roulette-number');
    await expect(shown).toBeVisible({ timeout: 10_000 });
    const number = Number(await shown.textContent());
    // Red pays 1 to 1: the bettor's win (and balance, below) follow the number.
    const won = RED.has(number);
    await expect(bettor.frame.getByTestId('live-roulette-win')).toHaveText(
      won ? /You won .*20\.00/ : 'No win this round',
    );
    await expect(watcher.frame.getByTestId('live-roulette-win')).toHaveCount(0);
    await expect(bettor.frame.getByTestId('live-roulette-round')).toHaveAttribute(
      'data-index',
      String(index),
    );
    await expect(watcher.frame.getByTestId('live-roulette-number')).toHaveText(String(number));
    await expect(watcher.frame.getByTestId('live-roulette-round')).toHaveAttribute(
      'data-index',
      String(index),
    );
    // Announced to screen readers too.
    await expect(bettor.frame.getByTestId('live-roulette-announce')).toHaveText(
      new RegExp(`^Round ${index}: ${number} (red|black|green)$`),
    );
    await bettor.page.screenshot({ path: testInfo.outputPath('live-roulette-result.png') });

    // The same last results, newest first, in both browsers.
    const newest = (frame: FrameLocator) =>
      frame.getByTestId('live-roulette-last').getByRole('listitem').first();
    await expect(newest(bettor.frame)).toHaveAttribute('data-index', String(index));
    await expect(newest(watcher.frame)).toHaveAttribute('data-index', String(index));
    const strip = async (frame: FrameLocator) =>
      (await frame.getByTestId('live-roulette-last').getByRole('listitem').allTextContents()).slice(
        0,
        5,
      );
    expect(await strip(watcher.frame)).toEqual(await strip(bettor.frame));
    expect((await strip(bettor.frame))[0]).toBe(String(number));

    await expect(bettor.page.getByTestId('header-balance')).toContainText(
      won ? '1,010.00' : '990.00',
    );

    // Fairness: the table's chain (commitment, salt, place), and the round just played,
    // with its number and a link to verify it in a new tab.
    const toggle = bettor.frame.getByRole('button', { name: 'Fairness', exact: true });
    await toggle.click();
    const panel = bettor.frame.getByRole('region', { name: 'Provably fair: the hash chain' });
    await expect(panel.getByTestId('chain-commitment')).toHaveText(/^[0-9a-f]{64}$/);
    const played = panel.getByTestId('chain-fairness-rounds').getByRole('listitem').first();
    await expect(played).toContainText(new RegExp(`${number} (red|black|green)`));
    await expect(played.getByRole('link', { name: /^Verify the round of / })).toHaveAttribute(
      'href',
      /^\/games\/house\/verify\?round=[0-9a-f-]{36}$/,
    );
    await panel.scrollIntoViewIfNeeded();
    await bettor.page.screenshot({ path: testInfo.outputPath('live-roulette-fairness.png') });
    await played.scrollIntoViewIfNeeded();
    await bettor.page.screenshot({ path: testInfo.outputPath('live-roulette-fairness-panel.png') });

    expect(bettor.errors).toEqual([]);
    expect(watcher.errors).toEqual([]);
  });
});
