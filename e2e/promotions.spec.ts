import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { BRANDS } from './support/brands';
import { failOnConsoleErrors, openSite, useLanguage, useOfficeLanguage } from './support/site';

// A first office load asks for a refresh without a session: Chromium logs it.
const EXPECTED_ERRORS = [/Failed to load resource/];

async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

test.describe('promotions on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("a guest's way from the list to signing up with the bonus code (Tribuna)", async ({
    page,
  }) => {
    const errors = failOnConsoleErrors(page, EXPECTED_ERRORS);
    await useLanguage(page, 'es_ES');
    await openSite(page, BRANDS.tribuna, '/promotions');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Promociones');
    const cards = page.getByTestId('promotion-card');
    await expect(cards).toHaveCount(4);
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    expect(await axeViolations(page)).toEqual([]);

    // The filters are links: the bonuses have an address of their own.
    await page
      .getByRole('navigation', { name: 'Mostrar' })
      .getByRole('link', { name: 'Bonos' })
      .click();
    await expect(page).toHaveURL(/\/promotions\/type\/bonus$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonos');
    await expect(cards).toHaveCount(3);

    await page.getByRole('link', { name: 'Ver detalles: Bono de bienvenida del 100%' }).click();
    await expect(page).toHaveURL(/\/promotions\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bono de bienvenida del 100%');
    await expect(page.getByRole('heading', { name: 'Cómo conseguirlo' })).toBeVisible();
    // The terms wait folded until asked for.
    const rollover = page.getByText('Rollover: 5 veces el importe del bono.');
    await expect(rollover).toBeHidden();
    await page.locator('summary', { hasText: 'Términos y condiciones' }).click();
    await expect(rollover).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    expect(await axeViolations(page)).toEqual([]);

    // On a phone the promotion comes first and the others under it.
    await page.getByRole('link', { name: 'Ver otras promociones' }).click();
    await expect(page).toHaveURL(/\/other-promotions$/);
    const others = page.getByRole('region', { name: 'Otras promociones' });
    await expect(others.getByRole('link')).toHaveText([
      'Cashback semanal del 10%',
      /^Apuesta gratis de \$\s5\.000$/,
      'Apuestas en vivo',
    ]);
    const detail = page.getByRole('heading', { level: 1 });
    expect((await detail.boundingBox())?.y ?? Infinity).toBeLessThan(
      (await others.boundingBox())?.y ?? 0,
    );

    await page.getByTestId('promotion-cta').click();
    await expect(page).toHaveURL(/\/register\?promo_code=BIENVENIDA$/);
    await expect(page.getByLabel(/^Código promocional/)).toHaveValue('BIENVENIDA');
    expect(errors).toEqual([]);
  });

  test('RioBet, whose jurisdiction forbids bonuses, shows no bonus promotion', async ({ page }) => {
    await useLanguage(page, 'pt_BR');
    await openSite(page, BRANDS.riobet, '/promotions');
    await expect(page.getByTestId('promotion-card')).toHaveCount(3);
    await expect(page.locator('.promo-badge--bonus')).toHaveCount(0);
    // Another brand's colours: its badges and buttons read as well.
    expect(await axeViolations(page)).toEqual([]);
    const filters = page.getByRole('navigation', { name: 'Mostrar' });
    await expect(filters.getByRole('link')).toHaveText(['Todas', 'Promoções']);
    await openSite(page, BRANDS.riobet, '/promotions/type/bonus');
    await expect(page.getByText('Não há bônus no momento.')).toBeVisible();
  });
});

test('staff edit a promotion with its preview; the site shows the change', async ({ page }) => {
  const errors = failOnConsoleErrors(page, EXPECTED_ERRORS);
  const office = `${BRANDS.tribuna.origin}/office/`;
  await useOfficeLanguage(page, 'en_US');
  await page.goto(office);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('admin1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${office}settings`);

  await page.getByRole('link', { name: 'Promotions', exact: true }).click();
  await page.getByRole('link', { name: 'Edit Live betting' }).click();
  const preview = page.getByTestId('promotion-preview');
  await expect(preview.getByRole('heading', { name: 'Live betting' })).toHaveCount(2);

  await page.getByLabel('Title', { exact: true }).fill('Live betting tonight');
  await expect(preview.getByRole('heading', { name: 'Live betting tonight' })).toHaveCount(2);
  // The preview in another language, with the site's own words in it.
  await page.getByLabel('Language of the preview').selectOption('es_ES');
  await expect(preview.getByRole('heading', { name: 'Apuestas en vivo' })).toHaveCount(2);
  await expect(preview.getByText('Ver detalles')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Promotion saved.', { exact: false })).toBeVisible();
  expect(errors).toEqual([]);

  await useLanguage(page, 'en_US');
  await openSite(page, BRANDS.tribuna, '/promotions/type/promotion');
  await expect(page.getByTestId('promotion-card')).toHaveText([/Live betting tonight/]);
});
