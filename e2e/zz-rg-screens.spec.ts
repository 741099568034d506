import { expect, test, type Page } from '@playwright/test';
import { BRANDS, DEMO_PLAYER, type E2eBrand } from './support/brands';
import { realityCheckPaths } from './support/run-paths';
import { logInThroughForm, openSite, signUpThroughApi, useLanguage } from './support/site';

const { port } = realityCheckPaths();
const brand: E2eBrand = { ...BRANDS.tribuna, origin: `http://localhost:${port}` };
test.use({ baseURL: brand.origin });
const OUT = '/tmp/rg-shots';

async function apiKey(page: Page) {
  const html = await (
    await page.request.get(brand.origin, { headers: { accept: 'text/html' } })
  ).text();
  return /name="tribuna:api-key" content="([^"]+)"/.exec(html)?.[1] ?? '';
}

for (const size of [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test(`screens ${size.name}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await useLanguage(page, 'en_US');
    const player = await signUpThroughApi(page.request, brand);
    const key = await apiKey(page);
    const headers = { authorization: `Bearer ${player.token}`, 'master-api-key': key };
    for (const data of [
      { kind: 'deposit', period: 'day', value: 100000 },
      { kind: 'deposit', period: 'week', value: 300000 },
      { kind: 'deposit', period: 'week', value: 500000 },
      { kind: 'session', period: 'day', value: 150 },
      { kind: 'loss', period: 'month', value: 2000000 },
    ]) {
      const r = await page.request.put(`${brand.origin}/api/responsible/limits`, { headers, data });
      expect(r.status()).toBe(200);
    }
    const r = await page.request.put(`${brand.origin}/api/responsible/reality-check`, {
      headers,
      data: { minutes: 15 },
    });
    expect(r.status()).toBe(200);
    await page.context().clearCookies();
    await openSite(page, brand, '/login');
    await logInThroughForm(page, player.username, player.password);
    await expect(page.getByTestId('account-user')).toBeVisible();
    await page.goto(`${brand.origin}/profile/responsible`);
    await expect(page.locator('#site-loading')).toHaveCount(0);
    await expect(page.getByTestId('limit-deposit-day')).toBeVisible();
    await page.screenshot({ path: `${OUT}/limits-${size.name}.png`, fullPage: true });
    await page
      .getByTestId('limit-deposit-month')
      .getByRole('button', { name: /Set limit/ })
      .click();
    await page
      .getByTestId('limit-deposit-month')
      .screenshot({ path: `${OUT}/limit-form-${size.name}.png` });
    await page
      .getByTestId('limit-session-week')
      .getByRole('button', { name: /Set limit/ })
      .click();
    await page.getByTestId('limit-session-week').getByRole('button', { name: 'Save' }).click();
    await page
      .getByTestId('limit-session-week')
      .screenshot({ path: `${OUT}/session-form-${size.name}.png` });
    await page.getByRole('tab', { name: 'Reality check' }).click();
    await page.screenshot({ path: `${OUT}/reality-form-${size.name}.png`, fullPage: true });
    await page.getByRole('tab', { name: 'Take a break' }).click();
    await page.screenshot({ path: `${OUT}/break-${size.name}.png`, fullPage: true });
    await page.route('**/api/responsible/statement?*', (route) =>
      route.fulfill({
        json: {
          response: {
            currency: 'ARS',
            from: '2026-10-29',
            to: '2026-11-27',
            rows: [
              {
                period_start: '2026-11-25',
                product: 'casino',
                wagered: 1250000,
                returned: 980050,
                net: -269950,
              },
              {
                period_start: '2026-11-25',
                product: 'sports',
                wagered: 300000,
                returned: 0,
                net: -300000,
              },
              {
                period_start: '2026-11-26',
                product: 'house',
                wagered: 45000,
                returned: 90000,
                net: 45000,
              },
            ],
          },
        },
      }),
    );
    await page.getByRole('tab', { name: 'Statement' }).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${OUT}/statement-${size.name}.png`, fullPage: true });
    const check = page.getByRole('dialog', { name: 'Reality check' });
    await expect(check).toBeVisible({ timeout: 40_000 });
    await page.screenshot({ path: `${OUT}/check-${size.name}.png` });
    await check.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('tab', { name: 'Take a break' }).click();
    await page.getByLabel(/^7 days/).check();
    await page.getByRole('button', { name: 'Take a break' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.screenshot({ path: `${OUT}/break-dialog-${size.name}.png` });
    await page.keyboard.press('Escape');
    await page.goto(`${brand.origin}/responsible-gambling`);
    await expect(page.locator('#site-loading')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.screenshot({ path: `${OUT}/public-${size.name}.png`, fullPage: true });
  });
}

test('demo statement and register', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await useLanguage(page, 'es_ES');
  await openSite(page, brand, '/register');
  await page.getByText('Fijar límites de depósito (opcional)').click();
  await page.screenshot({ path: `${OUT}/register-phone.png`, fullPage: true });
  await openSite(page, brand, '/login');
  await page.getByLabel('Usuario o correo electrónico').fill(DEMO_PLAYER.username);
  await page.getByLabel('Contraseña').fill(DEMO_PLAYER.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByTestId('account-user')).toBeVisible();
  await page.goto(`${brand.origin}/profile/responsible?view=statement`);
  await expect(page.locator('#site-loading')).toHaveCount(0);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${OUT}/statement-demo-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${OUT}/statement-demo-desktop.png`, fullPage: true });
  await page.goto(`${brand.origin}/`);
  await page.locator('footer').scrollIntoViewIfNeeded();
  await page.locator('footer').screenshot({ path: `${OUT}/footer-desktop.png` });
});
