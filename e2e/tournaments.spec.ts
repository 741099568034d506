import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  OFFICE_TOURNAMENTS_API,
  type OfficeTournament,
  type OfficeTournamentRequest,
} from '@tribuna/contracts/tournaments';
import { MARKETING } from './support/bonus-campaigns';
import { BRANDS } from './support/brands';
import { creditPlayer, officeCall } from './support/office-api';
import {
  failOnConsoleErrors,
  fillSignUpForm,
  openSite,
  ownAddress,
  useLanguage,
} from './support/site';

// Two players in two browsers, one on a phone and one on a desktop, join a short opt-in
// tournament on the house slot (amount wagered), watch each other's spins reach the board
// without a reload, and when it ends the one who wagered more is paid and told so.
// Lucky Star: USD, en_US.
const brand = BRANDS.luckystar;
const SLOT = { slug: 'tesoro-del-dragon', name: 'Tesoro del Dragón' };
const PRIZE = 500;
// Long enough for both to join and spin three times on a busy machine; the end job then
// closes it within seconds.
const LENGTH_MS = 90_000;
// The first page asks for a refresh without a session: Chromium logs the 401.
const EXPECTED_ERRORS = [/Failed to load resource/];

test.describe.configure({ timeout: 240_000 });

/** A new player with $50.00, logged in on a browser of their own at `width`. */
async function playerOn(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  const errors = failOnConsoleErrors(page, EXPECTED_ERRORS);
  await useLanguage(page, 'en_US');
  await page.setExtraHTTPHeaders(ownAddress());
  await openSite(page, brand, '/register');
  const username = `tr${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  await fillSignUpForm(page, username);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('account-user')).toHaveText(`Hi, ${username}`);
  await creditPlayer(page, username, 5_000);
  return { context, page, username, errors };
}

/** One paid spin of the slot, in a tab of its own; waits until the slot can spin again. */
async function spinOnce(page: Page) {
  const tab = await page.context().newPage();
  await openSite(tab, brand, `/casino/casino-games?game=${SLOT.slug}&mode=real`);
  const frame = tab.getByRole('dialog', { name: SLOT.name }).frameLocator('iframe');
  const spin = frame.getByRole('button', { name: 'Spin', exact: true });
  await expect(spin).toBeEnabled({ timeout: 30_000 });
  await spin.click();
  await expect(spin).toBeEnabled({ timeout: 20_000 });
  await tab.close();
}

/** The header's cash balance in cents. */
async function cashOf(page: Page): Promise<number> {
  const text = (await page.getByTestId('header-balance').textContent()) ?? '';
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
}

test('two players race on a live board; the winner is paid and told in the inbox', async ({
  browser,
}) => {
  const phone = await playerOn(browser, 360);
  const desktop = await playerOn(browser, 1280);
  try {
    const name = `Race ${Date.now().toString(36)}`;
    const now = Date.now();
    const request: OfficeTournamentRequest = {
      product: 'casino',
      scoring: 'wagered',
      translations: { en_US: { name, description: 'Wager the most.', rules: '' } },
      image_url: null,
      eligible: [SLOT.slug],
      best_of: null,
      min_bet: 0,
      max_rounds: null,
      entry: 'opt_in',
      buy_in: 0,
      starts_at: new Date(now).toISOString(),
      ends_at: new Date(now + LENGTH_MS).toISOString(),
      prizes: [{ from: 1, to: 1, kind: 'cash', amount: PRIZE, campaign_id: null }],
    };
    const made = await officeCall<OfficeTournament>(
      phone.page,
      'POST',
      OFFICE_TOURNAMENTS_API.list,
      request,
      MARKETING,
    );

    // Both find it among the running tournaments and join it.
    for (const { page } of [phone, desktop]) {
      await openSite(page, brand, '/tournaments');
      await page.getByRole('link', { name }).first().click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await page.getByRole('button', { name: 'Join the tournament' }).click();
      await expect(page.getByText('You are in this tournament.')).toBeVisible();
      await expect(page.getByText('Nobody has scored yet.')).toBeVisible();
    }
    expect(new URL(phone.page.url()).pathname).toBe(`/tournaments/${made.id}`);

    // The phone's player spins: the desktop's board shows it without a reload.
    const desktopBoard = desktop.page.getByTestId('board-row');
    await spinOnce(phone.page);
    await expect(desktopBoard).toHaveCount(1, { timeout: 20_000 });
    // Names are masked: the desktop sees neither its own nor the other's full username.
    await expect(desktopBoard.first()).not.toContainText(phone.username);

    // The desktop's player spins: the phone's board now has both.
    const phoneBoard = phone.page.getByTestId('board-row');
    await spinOnce(desktop.page);
    await expect(phoneBoard).toHaveCount(2, { timeout: 20_000 });

    // A second spin puts the phone's player ahead (same bet, twice the amount).
    await spinOnce(phone.page);
    await expect(phone.page.getByTestId('tournament-me')).toContainText('Position 1', {
      timeout: 20_000,
    });
    await expect(desktop.page.getByTestId('tournament-me')).toContainText('Position 2', {
      timeout: 20_000,
    });
    const cashBeforeEnd = await cashOf(phone.page);

    // The end job closes it: the final board, the prize, the cash and the message.
    await expect(phone.page.getByText('Final standings')).toBeVisible({
      timeout: LENGTH_MS + 30_000,
    });
    await expect(phone.page.getByTestId('tournament-me')).toContainText('You won $5.00.');
    await expect(desktop.page.getByTestId('tournament-me')).toContainText('No prize this time.', {
      timeout: 20_000,
    });
    await expect.poll(() => cashOf(phone.page), { timeout: 20_000 }).toBe(cashBeforeEnd + PRIZE);
    await phone.page.getByTestId('header-inbox').click();
    await expect(phone.page).toHaveURL(/\/profile\/messages$/);
    await expect(
      phone.page.getByTestId('inbox-message').filter({ hasText: `You won a prize in ${name}` }),
    ).toHaveCount(1);

    expect(phone.errors).toEqual([]);
    expect(desktop.errors).toEqual([]);
  } finally {
    await phone.context.close();
    await desktop.context.close();
  }
});
