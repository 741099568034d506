import { expect, test, type Page } from '@playwright/test';
import { BRANDS, DEMO_PLAYER, type E2eBrand } from './support/brands';
import { saveSiteSettings } from './support/office-api';
import { logInThroughForm, openSite, useLanguage } from './support/site';
import { axeViolations } from './support/axe';

/** WCAG 2.1 A and AA, contrast included, on what the page shows now. */
const violations = axeViolations;

const GUEST_PATHS = ['/', '/login', '/register', '/reset/password', '/terms', '/no-such-page'];
/** On a wide screen only what lays out differently there: the headers and the landing. */
const WIDE_PATHS = ['/', '/login', '/terms'];

async function checkBrand(page: Page, brand: E2eBrand, paths = GUEST_PATHS) {
  for (const path of paths) {
    await openSite(page, brand, path);
    expect(await violations(page), `${brand.name} ${path}`).toEqual([]);
  }
}

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  // A dozen pages per test, each scanned whole.
  test.describe.configure({ timeout: 180_000 });
  for (const brand of Object.values(BRANDS)) {
    test(`${brand.name}: the guest pages, phone and desktop`, async ({ page }) => {
      await useLanguage(page, 'en_US');
      await page.setViewportSize({ width: 390, height: 844 });
      await checkBrand(page, brand);
      await page.setViewportSize({ width: 1280, height: 800 });
      await checkBrand(page, brand, WIDE_PATHS);
    });
  }

  test('a player on the profile and transactions pages', async ({ page }) => {
    await useLanguage(page, 'en_US');
    await openSite(page, BRANDS.tribuna, '/login');
    await logInThroughForm(page, DEMO_PLAYER.username, DEMO_PLAYER.password);
    await expect(page.getByTestId('account-user')).toBeVisible();
    for (const path of ['/', '/profile', '/profile?section=password', '/transactions']) {
      await openSite(page, BRANDS.tribuna, path);
      expect(await violations(page), path).toEqual([]);
    }
  });

  test('the light theme reads as well as the dark one', async ({ page }) => {
    await useLanguage(page, 'en_US');
    await openSite(page, BRANDS.tribuna, '/');
    await saveSiteSettings<{ theme: string }>(page, (s) => ({ ...s, theme: 'light' }));
    try {
      await checkBrand(page, BRANDS.tribuna);
    } finally {
      await saveSiteSettings<{ theme: string }>(page, (s) => ({ ...s, theme: 'dark' }));
    }
  });
});
