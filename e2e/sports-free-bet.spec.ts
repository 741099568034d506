import { expect, test, type Locator, type Page } from '@playwright/test';
import { BRANDS } from './support/brands';
import { campaignRequest, withCampaign } from './support/bonus-campaigns';
import { creditPlayer } from './support/office-api';
import {
  failOnConsoleErrors,
  logInThroughForm,
  openSite,
  registerPlayerThroughApi,
  useLanguage,
} from './support/site';

// A free bet as a player lives it, on a phone: marketing makes a free-bet code in the
// office; the player claims it in the profile, follows the card to the sportsbook, picks a
// price, chooses the free bet in the slip (its stake fixed, its winnings and minimum odds
// said) and places it; "My bets" marks it a free bet, and the cash has not moved.
const brand = BRANDS.tribuna;
// A code refused or a session refreshed answers 4xx, which Chromium logs as a failed load.
const EXPECTED_ERRORS = [/Failed to load resource/];
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };
/** ARS 50.00: below the brand's smallest stake, which a free bet's is not held to. */
const FREE_STAKE = 5_000;
const CASH = 20_000;

/** The balance the header shows, in minor units. */
async function headerMinor(page: Page): Promise<number> {
  return Number(
    ((await page.getByTestId('header-balance').textContent()) ?? '').replace(/\D/g, ''),
  );
}

/**
 * The longest open price of the upcoming event that starts last (none starts during the
 * test): a free bet takes odds of 1.50 or more.
 */
async function longestUpcomingPrice(page: Page): Promise<Locator> {
  const row = page.getByRole('list', { name: 'Upcoming' }).getByTestId('event-row').last();
  const buttons = row.getByTestId('odds-button').and(page.locator(':enabled'));
  await expect(buttons.first()).toBeVisible({ timeout: 30_000 });
  const prices = (await buttons.getByTestId('odds-price').allTextContents()).map(Number);
  const best = prices.indexOf(Math.max(...prices));
  expect(prices[best], 'a price of 1.50 or more').toBeGreaterThanOrEqual(1.5);
  return buttons.nth(best);
}

test.describe('a free bet in the sportsbook', () => {
  test.use({ viewport: PHONE });

  test('a player claims a free-bet code, uses it from the slip, and sees it in their bets with the cash untouched', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const errors = failOnConsoleErrors(page, EXPECTED_ERRORS);
    await useLanguage(page, 'en_US');
    const username = await registerPlayerThroughApi(page, brand);
    const code = `FB${Date.now().toString(36).toUpperCase()}`;
    const title = `Free bet ${code}`;
    await page.goto(`${brand.origin}/office/login`);
    await creditPlayer(page, username, CASH, 'Free bet test');
    await withCampaign(
      page,
      campaignRequest(code, {
        titles: { en_US: `Free bet ${code}` },
        kind: 'free_bet',
        amount: FREE_STAKE,
        wagering_multiple: 0,
      }),
      async () => {
        await openSite(page, brand, '/login');
        await logInThroughForm(page, username, 'password123');
        await expect(page.getByTestId('account-user')).toBeVisible();
        await expect(page.getByTestId('header-balance')).toContainText('200.00');

        // The code, claimed in the profile: the free bet is active at once.
        await page.goto(`${brand.origin}/profile/bonus/code`);
        await page.getByLabel('Bonus code', { exact: true }).fill(code);
        await page.getByRole('button', { name: 'Claim bonus' }).click();
        await expect(page).toHaveURL(`${brand.origin}/profile/bonus/list`);
        const card = page.getByRole('article', { name: title });
        await expect(card).toContainText(/Stake\s*ARS\s50\.00/);
        await expect(card).toContainText(/Minimum odds\s*1\.50/);
        await expect(card).toContainText('Use it by');
        await expect(card.getByTestId('bonus-wagering')).toHaveCount(0);
        // The claim's notice, closed: the pictures show the pages.
        await page.keyboard.press('Escape');
        await expect(page.locator('.toasts__stack li')).toHaveCount(0);
        await card.screenshot({ path: testInfo.outputPath('free-bet-card-360.png') });

        // The card leads to the sportsbook; a price of 1.50 or more goes in the slip.
        await card.getByRole('link', { name: /^Use it in the bet slip/ }).click();
        await expect(page).toHaveURL(`${brand.origin}/sports`);
        const cash = await headerMinor(page);
        await (await longestUpcomingPrice(page)).click();
        await page.getByRole('button', { name: 'Bet slip (1)' }).click();
        const slip = page.getByTestId('bet-slip');
        const use = slip.getByLabel(/^Use free bet ARS\s50\.00$/);
        await use.check();
        const stake = slip.getByLabel(/^Stake on /);
        await expect(stake).toHaveValue('50.00');
        await expect(stake).not.toBeEditable();
        await expect(slip.getByTestId('slip-returns')).toHaveText(/^Winnings ARS\s\d/);
        await expect(slip.getByText('Minimum odds 1.50')).toBeVisible();
        await expect(slip.getByTestId('slip-total-stake')).toHaveText(/ARS\s0\.00/);
        // Nothing wider than the phone.
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        ).toBeLessThanOrEqual(0);
        await page.screenshot({ path: testInfo.outputPath('free-bet-slip-360.png') });
        await page.setViewportSize(DESKTOP);
        await expect(use).toBeChecked();
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: testInfo.outputPath('free-bet-slip-1280.png') });
        await page.setViewportSize(PHONE);

        await slip.getByTestId('place-bets').click();
        await expect(slip.getByTestId('slip-notice')).toHaveText('Bets placed: 1.', {
          timeout: 15_000,
        });
        await slip.getByRole('button', { name: 'Close the bet slip' }).click();
        // Used: the next pick has no free bet to offer.
        await (await longestUpcomingPrice(page)).click();
        await page.getByRole('button', { name: 'Bet slip (1)' }).click();
        await expect(slip.getByTestId('slip-item')).toHaveCount(1);
        await expect(slip.getByTestId('slip-free-bet')).toHaveCount(0);

        await slip.getByRole('button', { name: 'My bets' }).click();
        const bet = slip.getByTestId('bet-card').first();
        await expect(bet.getByTestId('bet-free')).toHaveText('Free bet');
        await expect(bet).toContainText(/Stake\s*ARS\s50\.00/);
        await expect(bet).toContainText('Potential winnings');
        await expect(bet.getByTestId('cash-out')).toHaveCount(0);
        expect(await headerMinor(page)).toBe(cash);
        await bet.screenshot({ path: testInfo.outputPath('free-bet-my-bets-360.png') });
        expect(errors).toEqual([]);
      },
    );
  });
});
