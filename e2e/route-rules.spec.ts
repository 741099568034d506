import { expect, test, type Page } from '@playwright/test';
import { BRANDS } from './support/brands';
import { failOnConsoleErrors, openSite, useLanguage, useOfficeLanguage } from './support/site';

// The first office load asks for a refresh without a session (401): Chromium logs it.
const EXPECTED_ERRORS = [/Failed to load resource/];
const office = `${BRANDS.tribuna.origin}/office/`;
const PARTNER = 'https://example.com/';

async function signInToOffice(page: Page) {
  await useOfficeLanguage(page, 'en_US');
  await page.goto(office);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('admin1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${office}settings`);
}

async function addRule(page: Page, from: string, to: string, external: boolean) {
  await page.getByRole('button', { name: 'Add redirect' }).click();
  const rule = page.getByTestId('redirect').last();
  await rule.getByLabel('From path').fill(from);
  await rule.getByLabel('To', { exact: true }).fill(to);
  if (external) await rule.getByLabel('Another site (full page load)').check();
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
}

test.describe('route rules from the back office', () => {
  test("staff add redirects; the brand's site follows them, another brand's does not", async ({
    page,
    context,
  }) => {
    const errors = failOnConsoleErrors(page, EXPECTED_ERRORS);
    await signInToOffice(page);

    // A bad rule is refused on its field before anything is sent.
    await addRule(page, 'old-promos', '/promotions', false);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByTestId('redirect').last().getByText('The from path field is invalid.'),
    ).toBeVisible();
    await page.getByTestId('redirect').last().getByLabel('From path').fill('/old-promos');
    await addRule(page, '/partner', PARTNER, true);
    await save(page);

    const visitor = await context.newPage();
    const visitorErrors = failOnConsoleErrors(visitor, EXPECTED_ERRORS);
    await useLanguage(visitor, 'en_US');
    await visitor.route(`${PARTNER}**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Example</title><h1>Example partner</h1>',
      }),
    );

    await test.step('an in-app rule leads to its page', async () => {
      await openSite(visitor, BRANDS.tribuna, '/old-promos');
      await expect(visitor).toHaveURL(`${BRANDS.tribuna.origin}/promotions`);
      await expect(visitor.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    });

    await test.step('an external rule is a full page load of the other site', async () => {
      await visitor.goto(new URL('/partner', BRANDS.tribuna.origin).toString());
      await expect(visitor).toHaveURL(PARTNER);
      await expect(visitor.getByRole('heading', { name: 'Example partner' })).toBeVisible();
    });

    await test.step("Tribuna's rules do nothing on RioBet", async () => {
      await openSite(visitor, BRANDS.riobet, '/old-promos');
      await expect(visitor).toHaveURL(`${BRANDS.riobet.origin}/old-promos`);
      await expect(
        visitor.getByRole('heading', { name: 'Page not found: /old-promos' }),
      ).toBeVisible();
    });

    // The data folder is shared by every spec of the run: leave the brand as it was.
    await test.step('removing the rules stops them', async () => {
      await page.reload();
      // A rule's legend is its `from` path.
      const added = page.getByTestId('redirect').filter({
        has: page.locator('legend', { hasText: /^\/(old-promos|partner)$/ }),
      });
      await expect(added).toHaveCount(2);
      while ((await added.count()) > 0) {
        await added
          .first()
          .getByRole('button', { name: /^Remove: / })
          .click();
      }
      await save(page);
      await openSite(visitor, BRANDS.tribuna, '/old-promos');
      await expect(
        visitor.getByRole('heading', { name: 'Page not found: /old-promos' }),
      ).toBeVisible();
    });

    expect(errors).toEqual([]);
    expect(visitorErrors).toEqual([]);
  });
});
