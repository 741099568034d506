import { expect, test } from '@playwright/test';
import { BRANDS } from './support/brands';
import { failOnConsoleErrors, openSite, useLanguage, useOfficeLanguage } from './support/site';

// A first office load asks for a refresh without a session: Chromium logs it.
const EXPECTED_ERRORS = [/Failed to load resource/];
const office = `${BRANDS.tribuna.origin}/office/`;

test.describe('content pages', () => {
  test("the terms, sport rules and bet types show the brand's text in the page's language", async ({
    page,
  }) => {
    const errors = failOnConsoleErrors(page, EXPECTED_ERRORS);
    await useLanguage(page, 'en_US');
    await openSite(page, BRANDS.tribuna, '/terms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and conditions');
    await expect(page.getByText('You must be 18 or older.', { exact: false })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Responsible gaming' })).toBeVisible();

    await openSite(page, BRANDS.tribuna, '/bet-types');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bet types');
    for (const name of ['Single', 'Accumulator', 'Markets']) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    // The slip offers no system bets, so the page does not describe them.
    await expect(page.getByRole('heading', { name: 'System', exact: true })).toHaveCount(0);
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Both teams to score' }),
    ).toBeVisible();

    await openSite(page, BRANDS.tribuna, '/sport-rules');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sport rules');
    expect(errors).toEqual([]);
  });

  test('follows the language chosen for the site', async ({ page }) => {
    await useLanguage(page, 'pt_BR');
    await openSite(page, BRANDS.tribuna, '/terms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Termos e condições');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  });

  test('staff edit a page in the office with a preview; the site shows it as text', async ({
    page,
  }) => {
    const errors = failOnConsoleErrors(page, EXPECTED_ERRORS);
    await useOfficeLanguage(page, 'en_US');
    await page.goto(office);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('admin1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${office}settings`);

    await page.getByRole('link', { name: 'Content pages' }).click();
    await expect(page).toHaveURL(`${office}content`);
    await page.getByLabel('Page', { exact: true }).selectOption('sport-rules');
    await page.getByLabel('Language', { exact: true }).selectOption('en_US');
    const title = page.getByLabel('Title', { exact: true });
    await expect(title).toHaveValue('Sport rules');

    // Empty fields are refused on the form, by field.
    await title.fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The title is required.')).toBeVisible();

    await title.fill('House rules');
    await page
      .getByLabel('Text')
      .fill('## Settlement\nBets settle on the official result.\n\n<b>bold?</b>');
    const preview = page.locator('.content-preview');
    await expect(preview.getByRole('heading', { name: 'House rules' })).toBeVisible();
    await expect(preview.getByRole('heading', { name: 'Settlement' })).toBeVisible();
    await expect(preview.getByText('<b>bold?</b>')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Page saved. Visitors see it now.')).toBeVisible();
    expect(errors).toEqual([]);

    await useLanguage(page, 'en_US');
    await openSite(page, BRANDS.tribuna, '/sport-rules');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('House rules');
    await expect(page.getByRole('heading', { name: 'Settlement' })).toBeVisible();
    await expect(page.getByText('<b>bold?</b>')).toBeVisible();
    await expect(page.locator('.content-page b')).toHaveCount(0);
  });
});
