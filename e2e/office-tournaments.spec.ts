import { expect, test, type Page } from '@playwright/test';
import { MARKETING } from './support/bonus-campaigns';
import { BRANDS } from './support/brands';
import { creditPlayer } from './support/office-api';
import {
  failOnConsoleErrors,
  fillSignUpForm,
  openSite,
  ownAddress,
  useLanguage,
  useOfficeLanguage,
} from './support/site';

// Marketing writes a buy-in tournament in the office; a player on a phone pays to join it
// after a confirmation; marketing sees the entrant and cancels the tournament with a
// reason; the player's buy-in comes back and a message says so. Lucky Star: USD, en_US.
const brand = BRANDS.luckystar;
const EXPECTED_ERRORS = [/Failed to load resource/];

/** The header's cash balance in cents. */
async function cashOf(page: Page): Promise<number> {
  const text = (await page.getByTestId('header-balance').textContent()) ?? '';
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
}

test.describe.configure({ timeout: 180_000 });

test('marketing runs a buy-in tournament, a player pays to join, a cancel refunds them', async ({
  page,
  browser,
}) => {
  const errors = failOnConsoleErrors(page, EXPECTED_ERRORS);
  await useOfficeLanguage(page, 'en_US');
  const name = `Buy-in cup ${Date.now().toString(36)}`;

  // The office: a casino tournament by amount wagered, $2.00 to join, $10.00 to the first.
  await page.goto(`${brand.origin}/office/login`);
  await page.getByLabel('Username').fill(MARKETING.username);
  await page.getByLabel('Password').fill(MARKETING.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('whoami')).toContainText(`Signed in as ${MARKETING.username}`);
  await page.getByRole('link', { name: 'Tournaments', exact: true }).click();
  await page.getByRole('link', { name: 'New tournament' }).click();
  await page.getByLabel('Scoring').selectOption('wagered');
  await page.getByLabel('Name (English)').fill(name);
  await page.getByLabel('Description (English)').fill('Whoever wagers the most wins.');
  await page.getByLabel('Entry').selectOption('buy_in');
  await page.getByLabel('Buy-in price (USD)').fill('2.00');
  await page.getByLabel('Amount (USD)').fill('10.00');
  await page.getByRole('button', { name: 'Save tournament' }).click();
  // The editor returns to the tournament's page.
  await expect(page.getByText(`Tournament “${name}” saved.`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // A player on a phone pays to join, after the confirmation.
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
  try {
    const player = await phone.newPage();
    const playerErrors = failOnConsoleErrors(player, EXPECTED_ERRORS);
    await useLanguage(player, 'en_US');
    await player.setExtraHTTPHeaders(ownAddress());
    await openSite(player, brand, '/register');
    const username = `bi${Date.now().toString(36)}`;
    await fillSignUpForm(player, username);
    await player.getByRole('button', { name: 'Create account' }).click();
    await expect(player.getByTestId('account-user')).toHaveText(`Hi, ${username}`);
    await creditPlayer(player, username, 5_000);
    await openSite(player, brand, '/tournaments?state=upcoming');
    await player.getByRole('link', { name }).first().click();
    await expect(player.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(player.getByTestId('header-balance')).toHaveText(/\$50\.00/);
    await player.getByRole('button', { name: 'Join for $2.00' }).click();
    const confirm = player.getByRole('dialog', { name: `Buy in to ${name}?` });
    await expect(confirm).toContainText('The buy-in is $2.00.');
    await expect(confirm).toContainText('Your balance is $50.00.');
    await confirm.getByRole('button', { name: 'Pay and join' }).click();
    await expect(player.getByText('You are in this tournament.')).toBeVisible();
    await expect.poll(() => cashOf(player)).toBe(4_800);

    // The office sees the entrant and cancels the tournament with a reason.
    await page.reload();
    const entrants = page.getByRole('table').filter({ hasText: username });
    await expect(entrants).toContainText('$2.00');
    await page.getByRole('button', { name: 'Cancel the tournament' }).click();
    const cancel = page.getByRole('dialog', { name: `Cancel ${name}` });
    await cancel.getByLabel('Reason').fill('Test of a cancel');
    await cancel.getByRole('button', { name: 'Cancel the tournament' }).click();
    await expect(page.getByText('The tournament was cancelled.')).toBeVisible();
    await expect(page.getByText('Test of a cancel')).toBeVisible();

    // The player's buy-in is back, and the inbox says why.
    await expect.poll(() => cashOf(player), { timeout: 20_000 }).toBe(5_000);
    await player.getByTestId('header-inbox').click();
    await expect(
      player.getByTestId('inbox-message').filter({ hasText: `${name} was cancelled` }),
    ).toHaveCount(1);
    expect(playerErrors).toEqual([]);
  } finally {
    await phone.close();
  }
  expect(errors).toEqual([]);
});
