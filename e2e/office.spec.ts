import { expect, test } from '@playwright/test';
import { BRANDS, DEMO_PLAYER } from './support/brands';
import { officeCall, saveSiteSettings } from './support/office-api';
import {
  cssVariable,
  failOnConsoleErrors,
  openSite,
  useLanguage,
  useOfficeLanguage,
} from './support/site';

// The first page load asks for a refresh without a session (403/401), and a blocked
// login answers 403: Chromium logs those as resource errors.
const EXPECTED_ERRORS = [/Failed to load resource/];
const NEW_PRIMARY = '#ff3366';
const office = `${BRANDS.tribuna.origin}/office/`;

test.describe('the back office', () => {
  // The specs after this one find the demo player and the colour as they were.
  test.afterAll(async ({ browser }) => {
    const page = await browser.newPage();
    // A page of the office, not an API address: API answers forbid scripts any fetch.
    await page.goto(`${office}login`);
    const players = await officeCall<{ items: { id: string; status: string }[] }>(
      page,
      'GET',
      `/api/office/players?q=${DEMO_PLAYER.username}`,
    );
    for (const player of players.items.filter((p) => p.status === 'blocked')) {
      await officeCall(page, 'POST', `/api/office/players/${player.id}/unblock`, {});
    }
    await saveSiteSettings<{ colors: object }>(page, (settings) => ({
      ...settings,
      colors: { ...settings.colors, primary: BRANDS.tribuna.primary },
    }));
    await page.close();
  });

  test('staff change the theme and block a player; the site follows', async ({ page }) => {
    const errors = failOnConsoleErrors(page, EXPECTED_ERRORS);
    await useOfficeLanguage(page, 'en_US');

    // Sign in: a guest is sent to the sign-in page, then to the first page they may open.
    await page.goto(office);
    await expect(page).toHaveURL(`${office}login`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('admin1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${office}settings`);
    await expect(page.getByTestId('whoami')).toHaveText('Signed in as admin');

    // The preview follows the colour as it is typed, and the save is confirmed.
    const primary = page.getByLabel('Primary colour', { exact: true });
    await expect(primary).toHaveValue(BRANDS.tribuna.primary);
    await primary.fill(NEW_PRIMARY);
    await expect(page.getByTestId('theme-preview')).toHaveAttribute(
      'style',
      new RegExp(`--pv-primary: ${NEW_PRIMARY}`),
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible();

    // Find the demo player as you type, and block them with a reason.
    await page.getByRole('link', { name: 'Players' }).click();
    await page.getByLabel('Search players').fill(DEMO_PLAYER.username);
    // The demo player's referred friends match too (their last name is Demo).
    await expect(page.getByRole('row')).not.toHaveCount(1);
    await page.getByRole('link', { name: `View: ${DEMO_PLAYER.username}`, exact: true }).click();
    await page.getByRole('button', { name: 'Block' }).click();
    const dialog = page.getByRole('dialog', { name: `Block ${DEMO_PLAYER.username}?` });
    await dialog.getByRole('button', { name: 'Block' }).click();
    await expect(dialog.getByText('Please give a reason.')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Browser test');
    await dialog.getByRole('button', { name: 'Block' }).click();
    await expect(page.getByText('Player blocked.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unblock' })).toBeVisible();

    // Both actions are in the audit log, with what changed.
    await page.getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('cell', { name: 'player.block' })).toBeVisible();
    const siteRow = page
      .getByRole('row')
      .filter({ hasText: /site\./ })
      .first();
    await siteRow.getByRole('button', { name: 'Show changes' }).click();
    await expect(page.getByRole('row', { name: /^colors\.primary/ })).toContainText(NEW_PRIMARY);

    // The player site shows the new colour and refuses the blocked player.
    await useLanguage(page, 'en_US');
    await openSite(page, BRANDS.tribuna);
    expect(await cssVariable(page, '--color-primary')).toBe(NEW_PRIMARY);
    await openSite(page, BRANDS.tribuna, '/login');
    await page.getByLabel('Username or email').fill(DEMO_PLAYER.username);
    await page.getByLabel('Password').fill(DEMO_PLAYER.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('User blocked')).toBeVisible();

    expect(errors).toEqual([]);
  });

  test('signing out ends the session', async ({ page }) => {
    await useOfficeLanguage(page, 'en_US');
    await page.goto(`${office}login`);
    await page.getByLabel('Username').fill('support');
    await page.getByLabel('Password').fill('support1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Support sees players only.
    await expect(page).toHaveURL(`${office}players`);
    await expect(page.getByRole('link', { name: 'Site settings' })).toHaveCount(0);

    // A reload keeps the session through the refresh cookie.
    await page.reload();
    await expect(page.getByTestId('whoami')).toHaveText('Signed in as support');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(`${office}login`);
    await page.goto(`${office}players`);
    await expect(page).toHaveURL(`${office}login`);
  });
});
