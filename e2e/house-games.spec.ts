import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { BRANDS } from './support/brands';
import { creditPlayer } from './support/office-api';
import {
  failOnConsoleWarnings,
  logInThroughForm,
  openSite,
  registerPlayerThroughApi,
  useLanguage,
  useOfficeLanguage,
} from './support/site';
import { axeViolations } from './support/axe';

// The house's single-player games (apps/web/src/games) in the casino's game frame,
// against the real server: demo and real money, the header's balance following the
// frame's, the fairness panel's rotation and the verifier page.
const brand = BRANDS.tribuna;
const SLOT = 'Tesoro del Dragón';
const ROULETTE = 'Ruleta Europea';
const BLACKJACK = 'Blackjack';

/** Opens a game from the lobby's tile; answers the game's frame once its bar shows. */
async function openFromTile(page: Page, button: string, name: string): Promise<FrameLocator> {
  const launched = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      /\/api\/casino\/games\/[^/]+\/launch$/.test(response.url()),
  );
  await page.getByRole('button', { name: button, exact: true }).first().click();
  expect((await launched).ok()).toBe(true);
  const frame = page.getByRole('dialog', { name }).frameLocator('iframe');
  await expect(frame.getByRole('main')).toBeVisible({ timeout: 15_000 });
  return frame;
}

/** A game's page opened by itself (as the frame would), for axe and screenshots. */
async function launchUrl(page: Page, slug: string, mode: 'demo' | 'real'): Promise<string> {
  const launched = page.waitForResponse((response) => response.url().endsWith('/launch'));
  await openSite(page, brand, `/casino/casino-games?game=${slug}&mode=${mode}`);
  const answer = await launched;
  expect(answer.ok()).toBe(true);
  const { response } = (await answer.json()) as { response: { url: string } };
  return new URL(response.url, brand.origin).toString();
}

const violations = axeViolations;

/**
 * Spins until the balance moves (a spin that wins back its stake leaves it): the game's
 * own for demo money, else the one the caller shows.
 */
async function spinUntilBalanceMoves(
  frame: Page | FrameLocator,
  balance: Locator = frame.getByTestId('house-balance'),
): Promise<string> {
  const before = await balance.textContent();
  for (let spin = 0; spin < 5; spin += 1) {
    const answered = frame.getByRole('button', { name: 'Spin', exact: true });
    await answered.click();
    await expect(answered).toBeEnabled({ timeout: 20_000 });
    const now = await balance.textContent();
    if (now !== before) return now ?? '';
  }
  throw new Error('the balance never moved');
}

/** Money for a player: an adjustment by staff, from the office's page. */
async function fund(page: Page, username: string, amount: number) {
  await page.goto(`${brand.origin}/office/login`);
  await creditPlayer(page, username, amount, 'House games test');
}

test.describe('the house games', () => {
  // Several rounds, three axe runs and a lobby each: loose on a shared machine.
  test.describe.configure({ timeout: 60_000 });

  test('a guest plays the slot in demo from its tile; the demo balance changes', async ({
    page,
  }) => {
    const errors = failOnConsoleWarnings(page);
    await useLanguage(page, 'en_US');
    await openSite(page, brand, '/casino/casino-games');
    const frame = await openFromTile(page, `Demo of ${SLOT}`, SLOT);
    // The panel's bar names the game and its mode; the frame keeps only the demo balance.
    await expect(page.getByTestId('player-panel').getByText('Demo', { exact: true })).toBeVisible();
    await expect(frame.getByText('Demo', { exact: true })).toHaveCount(0);
    await expect(frame.getByRole('group', { name: 'Reels' }).getByRole('img')).toHaveCount(15);
    const before = await frame.getByTestId('house-balance').textContent();
    const after = await spinUntilBalanceMoves(frame);
    expect(after).not.toBe(before);
    await expect(frame.getByTestId('slot-win')).not.toBeEmpty();
    expect(errors).toEqual([]);
  });

  test('the casino lobby sends a guest to log in', async ({ page }) => {
    await useLanguage(page, 'en_US');
    await openSite(page, brand, '/casino');
    await expect(page).toHaveURL(`${brand.origin}/login`);
  });

  test('a player spins for real money and the header balance follows the game’s', async ({
    page,
  }) => {
    const errors = failOnConsoleWarnings(page);
    const username = await registerPlayerThroughApi(page, brand);
    await fund(page, username, 500_000);
    await useLanguage(page, 'en_US');
    await openSite(page, brand, '/login');
    await logInThroughForm(page, username, 'password123');
    await expect(page.getByTestId('account-user')).toBeVisible();
    await openSite(page, brand, '/casino/casino-games');
    const header = page.getByTestId('header-balance');
    await expect(header).toContainText('5,000.00');
    const frame = await openFromTile(page, `Play ${SLOT}`, SLOT);
    await expect(
      page.getByTestId('player-panel').getByText('Real money', { exact: true }),
    ).toBeVisible();
    // One balance on the screen: the header's, moved by the game's spins without a reload
    // (the live channel's balance.changed).
    await expect(frame.getByTestId('house-balance')).toHaveCount(0);
    await spinUntilBalanceMoves(frame, header);
    expect(errors).toEqual([]);

    // The compliance desk, on a phone, finds the spins in the player's activity.
    const desk = await page
      .context()
      .browser()
      ?.newPage({ viewport: { width: 360, height: 740 } });
    if (!desk) throw new Error('no browser');
    await useOfficeLanguage(desk, 'en_US');
    await desk.goto(`${brand.origin}/office/login`);
    await desk.getByLabel('Username').fill('compliance');
    await desk.getByLabel('Password').fill('compliance1234');
    await desk.getByRole('button', { name: 'Sign in' }).click();
    await expect(desk.getByTestId('whoami')).toHaveText('Signed in as compliance');
    await desk.goto(`${brand.origin}/office/players`);
    await desk.getByLabel('Search players').fill(username);
    await desk.getByRole('link', { name: `View: ${username}` }).click();
    const activity = desk.getByRole('region', { name: 'Activity' });
    await expect(activity.getByRole('cell', { name: 'House games' }).first()).toBeVisible();
    await expect(activity.getByRole('cell', { name: 'Stake' }).first()).toBeVisible();
    // Nothing wider than the phone: the table scrolls inside its panel.
    expect(await desk.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await desk.close();
  });

  test('roulette and blackjack each play a round', async ({ page }) => {
    const errors = failOnConsoleWarnings(page);
    await useLanguage(page, 'en_US');
    await openSite(page, brand, `/casino/casino-games?game=ruleta-europea&mode=demo`);
    const roulette = page.getByRole('dialog', { name: ROULETTE }).frameLocator('iframe');
    await expect(roulette.getByTestId('house-balance')).toBeVisible({ timeout: 15_000 });
    await roulette.getByRole('button', { name: '17 black', exact: true }).click();
    await roulette.getByRole('button', { name: 'Red', exact: true }).click();
    await expect(roulette.getByTestId('roulette-total')).toContainText('2.00');
    expect(await violations(page), 'roulette with chips').toEqual([]);
    await roulette.getByRole('button', { name: 'Spin', exact: true }).click();
    await expect(roulette.getByTestId('roulette-result')).toContainText(/\d+ (red|black|green)/, {
      timeout: 20_000,
    });
    await expect(roulette.getByTestId('roulette-last').getByRole('listitem')).toHaveCount(1);
    await expect(roulette.getByTestId('roulette-total')).toContainText('0.00');
    expect(await violations(page), 'roulette').toEqual([]);

    await openSite(page, brand, `/casino/casino-games?game=blackjack&mode=demo`);
    const blackjack = page.getByRole('dialog', { name: BLACKJACK }).frameLocator('iframe');
    await expect(blackjack.getByTestId('house-balance')).toBeVisible({ timeout: 15_000 });
    await blackjack.getByRole('button', { name: 'Deal', exact: true }).click();
    await expect(blackjack.getByTestId('player-hand').first().getByRole('img')).toHaveCount(2);
    // Stand on whatever comes (the hand may also end at once on a blackjack); one hand
    // only, so one stand settles it.
    const stand = blackjack.getByRole('button', { name: 'Stand', exact: true });
    const result = blackjack.getByTestId('hand-result').first();
    await expect(stand.or(result)).toBeVisible();
    if (await stand.isVisible()) await stand.click();
    await expect(result).toHaveText(/Blackjack!|Win|Push|Lose|Bust/);
    await expect(blackjack.getByRole('button', { name: 'Deal again' })).toBeVisible();
    expect(await violations(page), 'blackjack').toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the fairness panel rotates the seeds and the verifier confirms the round', async ({
    page,
  }) => {
    const errors = failOnConsoleWarnings(page);
    await useLanguage(page, 'en_US');
    await page.goto(await launchUrl(page, 'tesoro-del-dragon', 'demo'));
    await expect(page.getByTestId('house-balance')).toBeVisible();
    expect(await violations(page), 'slot page').toEqual([]);
    await spinUntilBalanceMoves(page);

    await page.getByRole('button', { name: 'Fairness' }).click();
    const panel = page.getByTestId('fairness-panel');
    const shownHash = (await panel.getByTestId('server-seed-hash').textContent()) ?? '';
    expect(shownHash).toMatch(/^[0-9a-f]{64}$/);
    await panel.getByLabel('Client seed').fill('my-lucky-seed');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(panel.getByText('Client seed saved.', { exact: false })).toBeVisible();
    expect(await violations(page), 'fairness panel').toEqual([]);
    await panel.getByRole('button', { name: 'Rotate seeds' }).click();
    const revealed = panel.getByTestId('revealed');
    await expect(revealed).toContainText(shownHash);
    await expect(revealed).toContainText('Matches');
    await expect(panel.getByTestId('server-seed-hash')).not.toHaveText(shownHash);

    const link = panel.getByRole('link', { name: /Verify/ }).first();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/games\/house\/verify\?round=/);
    await page.goto(`${brand.origin}${href}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Verify a round' })).toBeVisible();
    await expect(page.getByTestId('verify-verdict')).toHaveText('Verified: the outcome matches');
    await expect(page.getByTestId('computed-hash')).toHaveText(shownHash);
    expect(await violations(page), 'verifier').toEqual([]);
    expect(errors).toEqual([]);
  });
});
