import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { BRANDS } from './support/brands';
import { officeCall, type StaffLogin } from './support/office-api';
import { MARKETING, campaignRequest } from './support/bonus-campaigns';
import { failOnConsoleErrors, fillSignUpForm, openSite, useLanguage } from './support/site';

// A bonus's whole life on Tribuna, as a player lives it: a welcome offer read on the
// promotions page, signing up with its code (a wrong one first), a deposit that staff
// approve, slot rounds until the wagering is done, and the bonus money becoming cash (a
// player canceling a bonus is bonus-profile.spec.ts). The campaign and the promotion are
// the test's own, made through the office as marketing would, so the demo brand's stay as
// they are.
const brand = BRANDS.tribuna;
const CASHIER: StaffLogin = { username: 'cashier', password: 'cashier1234' };
const EXPECTED_ERRORS = [/Failed to load resource/];
const HOUR = 3_600_000;
const SLOT = 'Tesoro del Dragón';

function uniqueCode(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`
    .toUpperCase()
    .slice(0, 32);
}

function onePixelPng(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
}

async function approveDepositOf(page: Page, username: string): Promise<void> {
  const found = await officeCall<{ items: { id: string; player: { username: string } }[] }>(
    page,
    'GET',
    `/api/office/payments/deposits?status=pending&q=${encodeURIComponent(username)}`,
    undefined,
    CASHIER,
  );
  const deposit = found.items.find((d) => d.player.username === username);
  expect(deposit, `${username}'s pending deposit`).toBeDefined();
  await officeCall(
    page,
    'POST',
    `/api/office/payments/deposits/${deposit?.id ?? ''}/approve`,
    {},
    CASHIER,
  );
}

/** Opens the house slot from its tile in the casino, for real money. */
async function openSlot(page: Page): Promise<FrameLocator> {
  await openSite(page, brand, '/casino/casino-games');
  const launched = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      /\/api\/casino\/games\/[^/]+\/launch$/.test(response.url()),
  );
  await page
    .getByRole('button', { name: `Play ${SLOT}`, exact: true })
    .first()
    .click();
  expect((await launched).ok()).toBe(true);
  const frame = page.getByRole('dialog', { name: SLOT }).frameLocator('iframe');
  await expect(frame.getByRole('button', { name: 'Spin', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  return frame;
}

test.describe('a bonus from the promotions page to cash', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a guest signs up with the welcome code, deposits, wagers it on the slot and sees it become cash', async ({
    page,
  }) => {
    const errors = failOnConsoleErrors(page, EXPECTED_ERRORS);
    await useLanguage(page, 'en_US');
    await openSite(page, brand, '/');
    const code = uniqueCode('WELCOME');
    const title = `Welcome ${code}`;
    // 10 % of the first deposit of at least ARS 1,000, up to ARS 100, wagered once.
    const made = await officeCall<{ id: string }>(
      page,
      'POST',
      '/api/office/bonus/campaigns',
      campaignRequest(code, { percent: 10, max_bonus: 10_000, min_deposit: 100_000 }),
      MARKETING,
    );
    const promotion = await officeCall<{ id: string }>(
      page,
      'POST',
      '/api/office/promotions',
      {
        type: 'bonus',
        enabled: true,
        position: 0,
        image_url: null,
        cta: { kind: 'bonus', code },
        starts_at: new Date(Date.now() - HOUR).toISOString(),
        ends_at: null,
        translations: {
          en_US: {
            title,
            summary: '10 % of your first deposit, up to ARS 100.',
            body: 'Sign up with the code and make your first deposit.',
            terms: '- Wagering: once the bonus.',
            cta_label: '',
          },
        },
      },
      MARKETING,
    );
    try {
      // The offer, read on the promotions page, leads to the sign-up with its code.
      await openSite(page, brand, '/promotions');
      await page.getByRole('link', { name: `Details: ${title}` }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await page.getByTestId('promotion-cta').click();
      await expect(page).toHaveURL(new RegExp(`/register\\?promo_code=${code}$`));
      const promo = page.getByLabel(/^Promo code/);
      await expect(promo).toHaveValue(code);

      const username = `bs${Date.now().toString(36)}`;
      await fillSignUpForm(page, username, { name: 'Bonus' });
      // A code that is not one is refused at its field, and nothing is created.
      await promo.fill('BADPROMO');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByText('Insert a valid bonus code').first()).toBeVisible();
      await promo.fill(code);
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByTestId('account-user')).toHaveText(`Hi, ${username}`);

      // The welcome bonus waits for the first deposit.
      await page.goto(`${brand.origin}/profile/bonus/claimed`);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();

      // The deposit, as the player makes it; staff approve it.
      await page.goto(`${brand.origin}/profile?section=wallet`);
      await page.getByLabel('Bank transfer').check();
      await page.getByLabel('Amount', { exact: true }).fill('1000');
      await page.getByLabel('Proof of payment').setInputFiles({
        name: 'transfer.png',
        mimeType: 'image/png',
        buffer: onePixelPng(),
      });
      await page.getByRole('button', { name: 'Deposit', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Pending deposit' })).toBeVisible();
      await approveDepositOf(page, username);

      // The bonus money arrives beside the cash, and the bonus is active.
      const bonus = page.getByTestId('header-bonus');
      await expect(bonus).toContainText('100.00', { timeout: 20_000 });
      await page.goto(`${brand.origin}/profile/bonus/list`);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();

      // Slot rounds (cash first) until the wagering is done: then the bonus money is cash.
      const frame = await openSlot(page);
      for (let step = 0; step < 4; step += 1) {
        await frame.getByRole('button', { name: 'Raise the bet' }).click();
      }
      for (let spin = 0; spin < 30 && (await bonus.count()) > 0; spin += 1) {
        const button = frame.getByRole('button', { name: 'Spin', exact: true });
        await button.click();
        await expect(button).toBeEnabled({ timeout: 20_000 });
        await page.waitForTimeout(1_500);
      }
      await expect(bonus).toHaveCount(0, { timeout: 20_000 });
      await page.goto(`${brand.origin}/profile/bonus/completed`);
      const done = page.getByTestId('bonus-card').filter({ hasText: title });
      await expect(done).toContainText('100.00');
      expect(errors).toEqual([]);
    } finally {
      await officeCall(
        page,
        'PUT',
        `/api/office/bonus/campaigns/${made.id}`,
        campaignRequest(code, {
          percent: 10,
          max_bonus: 10_000,
          min_deposit: 100_000,
          status: 'ended',
        }),
        MARKETING,
      );
      await officeCall(
        page,
        'DELETE',
        `/api/office/promotions/${promotion.id}`,
        undefined,
        MARKETING,
      );
    }
  });
});
