import { expect, test, type Page } from '@playwright/test';
import { BRANDS } from './support/brands';
import { openSite, useLanguage } from './support/site';

/**
 * How the page answers an API error (spec §8) and the notifications and dialogs
 * behind it (spec §9), in a real Chromium: a call's answer is replaced by an error
 * envelope, since the demo server has no reason to fail on its own.
 */
async function failContentWith(page: Page, status: number, body: object, times?: number) {
  await page.route('**/api/content/**', (route) => route.fulfill({ status, json: body }), {
    ...(times ? { times } : {}),
  });
}

test.describe('API errors, notifications and dialogs', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en_US');
  });

  test('an alert error is a dark modal: Error, an icon, OK; focus kept inside', async ({
    page,
  }) => {
    await failContentWith(page, 403, {
      response: ['User blocked', 'Ask support for help'],
      type: 'alert',
      code: 'USER_BLOCKED',
    });
    await openSite(page, BRANDS.tribuna, '/terms');
    const modal = page.getByRole('dialog', { name: 'Error' });
    await expect(modal).toBeVisible();
    await expect(modal).toHaveClass(/dialog--dark/);
    await expect(modal.locator('.dialog__icon--error')).toBeVisible();
    await expect(modal.locator('.dialog__text p')).toHaveText([
      'User blocked',
      'Ask support for help',
    ]);
    const ok = modal.getByRole('button', { name: 'OK' });
    await expect(ok).toBeFocused();
    // One button only: Tab and Shift+Tab stay on it.
    await page.keyboard.press('Tab');
    await expect(ok).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(ok).toBeFocused();
    // Centred, and 32em wide on a desktop.
    const box = await modal.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport).toBeTruthy();
    if (box && viewport) {
      expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2);
      expect(Math.round(box.width)).toBe(32 * 16);
    }
    await expect(page.locator('.toast')).toHaveCount(0);
    await ok.click();
    await expect(modal).toHaveCount(0);
  });

  test('Escape dismisses the modal', async ({ page }) => {
    await failContentWith(page, 403, { response: ['No'], type: 'alert', code: 'FORBIDDEN' });
    await openSite(page, BRANDS.tribuna, '/terms');
    await expect(page.getByRole('dialog', { name: 'Error' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('any other error is an error notification, top-right, that waits while hovered', async ({
    page,
  }) => {
    await failContentWith(page, 422, {
      response: ['Something is wrong', 'And another thing'],
      code: 'BAD_REQUEST',
    });
    await openSite(page, BRANDS.tribuna, '/sport-rules');
    const toast = page.locator('.toast--error');
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute('role', 'alert');
    await expect(toast.locator('p')).toHaveText([
      'Error',
      'Something is wrong',
      'And another thing',
    ]);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const box = await toast.boundingBox();
    const viewport = page.viewportSize();
    if (box && viewport) {
      expect(box.y).toBeLessThan(40);
      expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
    }
    await toast.hover();
    await page.waitForTimeout(5_000);
    await expect(toast).toBeVisible();
    await page.mouse.move(1, 400);
    // The full 4500 ms again after leaving.
    await page.waitForTimeout(3_500);
    await expect(toast).toBeVisible();
    await expect(toast).toHaveCount(0, { timeout: 3_000 });
  });

  test('Escape closes every notification; the close button closes one', async ({ page }) => {
    await failContentWith(page, 422, { response: ['First'], code: 'BAD_REQUEST' });
    await openSite(page, BRANDS.tribuna, '/terms');
    await expect(page.locator('.toast')).toHaveCount(1);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.locator('.toast')).toHaveCount(0);

    // Client-side navigations, each a failed call.
    await page
      .getByRole('link', { name: /sport rules/i })
      .first()
      .click();
    await expect(page.locator('.toast')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(page.locator('.toast')).toHaveCount(0);
  });

  test('"Unauthenticated." reloads the page', async ({ page }) => {
    await failContentWith(
      page,
      401,
      { response: ['Unauthenticated.'], code: 'UNAUTHENTICATED' },
      1,
    );
    const reloaded = page.waitForEvent('load');
    await page.goto(`${BRANDS.tribuna.origin}/terms`);
    await reloaded;
    // The second load gets the real page, and the first one showed nothing.
    const second = page.waitForEvent('load');
    await second;
    await expect(page.locator('#site-loading')).toHaveCount(0, { timeout: 15_000 });
    await expect(page.locator('.toast')).toHaveCount(0);
  });

  test('a refused login shows in the form only', async ({ page }) => {
    await openSite(page, BRANDS.tribuna, '/login');
    await page.getByLabel('Username or email').fill(`nobody-${Date.now()}`);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.locator('.form-alert')).toContainText(
      'The username or password are incorrect',
    );
    await expect(page.locator('.toast')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
