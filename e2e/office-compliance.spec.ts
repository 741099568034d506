import { expect, test, type Page } from '@playwright/test';
import { JURISDICTION_PRESET_PROFILES } from '@tribuna/contracts/jurisdiction';
import { BRANDS } from './support/brands';
import { officeCall } from './support/office-api';
import { failOnConsoleErrors, useOfficeLanguage } from './support/site';

// The first page load asks for a refresh without a session: Chromium logs the refusal.
const EXPECTED_ERRORS = [/Failed to load resource/];
const brand = BRANDS.luckystar;
const office = `${brand.origin}/office/`;
const OWNER = { username: 'owner', password: 'owner1234' };

async function signIn(page: Page, username: string, password: string) {
  await page.goto(`${office}login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('whoami')).toContainText(`Signed in as ${username}`);
}

test.describe('the compliance desk', () => {
  // The specs after this one find the brand's profile as the demo seeds it.
  test.afterAll(async ({ browser }) => {
    const page = await browser.newPage();
    await page.goto(`${office}login`);
    await officeCall(
      page,
      'PUT',
      '/api/office/responsible/profile',
      { profile: JURISDICTION_PRESET_PROFILES.general },
      OWNER,
    );
    await page.close();
  });

  test('the platform owner sets a brand’s jurisdiction profile; its staff read it', async ({
    page,
  }) => {
    const errors = failOnConsoleErrors(page, EXPECTED_ERRORS);
    await useOfficeLanguage(page, 'en_US');

    // The owner starts from the Spain-like preset: every field follows it.
    await signIn(page, OWNER.username, OWNER.password);
    await page.getByRole('link', { name: 'Compliance' }).click();
    await page.getByRole('link', { name: 'Jurisdiction profile' }).click();
    await page.getByLabel('Preset').selectOption('spain');
    await expect(page.getByLabel('Per day')).toHaveValue('600');
    await expect(page.getByLabel('Regulator’s country')).toHaveValue('ES');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Jurisdiction profile saved.')).toBeVisible();

    // Stored: a reload shows it, and the audit log has the change.
    await page.reload();
    await expect(page.getByLabel('Preset')).toHaveValue('spain');
    await expect(page.getByLabel('Per month')).toHaveValue('3000');
    await expect(page.getByLabel('Reality check by default')).toHaveValue('30');
    await page.getByRole('link', { name: 'Audit log' }).click();
    const entry = page.getByRole('row').filter({ hasText: 'Jurisdiction profile changed' }).first();
    await expect(entry).toContainText('jurisdiction.update');
    await entry.getByRole('button', { name: 'Show changes' }).click();
    await expect(page.getByRole('row', { name: /^default_deposit_limits\.day/ })).toContainText(
      '600',
    );
    await page.getByRole('button', { name: 'Sign out' }).click();

    // The brand's compliance officer, on a phone, reads it and is told who may change it.
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, 'compliance', 'compliance1234');
    await page.goto(`${office}compliance/profile`);
    await expect(
      page.getByText('Only the platform owner may change the jurisdiction profile.'),
    ).toBeVisible();
    await expect(page.getByTestId('profile-view')).toContainText('Spain-like');
    await expect(page.getByRole('button', { name: 'Save profile' })).toHaveCount(0);
    // Nothing wider than the phone, here or on the desk's lists.
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await width()).toBeLessThanOrEqual(360);
    for (const tab of ['Flags', 'Breaks']) {
      await page.getByRole('link', { name: tab, exact: true }).click();
      await expect(page.getByRole('table')).toBeVisible();
      expect(await width()).toBeLessThanOrEqual(360);
    }

    expect(errors).toEqual([]);
  });
});
