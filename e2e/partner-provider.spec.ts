import { expect, test } from '@playwright/test';
import { BRANDS } from './support/brands';
import { creditPlayer } from './support/office-api';
import {
  failOnConsoleWarnings,
  logInThroughForm,
  openSite,
  registerPlayerThroughApi,
  useLanguage,
} from './support/site';

// Cumbre Games, the demo partner provider (ADR 0018): its pages in the casino's frame are
// plain server-rendered forms, and its money moves only through the signed wallet API,
// so the site's header hears the balance as it does for any provider.
const brand = BRANDS.tribuna;
const DICE = 'Dados';

test('a player rolls Cumbre’s Dados for real money in the frame; the header balance follows', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors = failOnConsoleWarnings(page);
  const username = await registerPlayerThroughApi(page, brand);
  await page.goto(`${brand.origin}/office/login`);
  await creditPlayer(page, username, 500_000, 'Partner provider test');
  await useLanguage(page, 'en_US');
  await openSite(page, brand, '/login');
  await logInThroughForm(page, username, 'password123');
  await expect(page.getByTestId('account-user')).toBeVisible();

  await openSite(page, brand, '/casino/casino-games');
  await expect(
    page.getByRole('group', { name: 'Providers' }).getByRole('button', { name: 'Cumbre Games' }),
  ).toBeVisible();
  const header = page.getByTestId('header-balance');
  await expect(header).toContainText('5,000.00');
  await page
    .getByRole('button', { name: `Play ${DICE}`, exact: true })
    .first()
    .click();
  const frame = page.getByRole('dialog', { name: DICE }).frameLocator('iframe');
  const balance = frame.getByTestId('balance');
  await expect(balance).toContainText('5,000.00', { timeout: 15_000 });

  // The partner's page runs in an opaque origin (ADR 0038): served from the site's own
  // host, it still cannot reach the site's document, storage or cookies.
  const partner = page.frames().find((f) => f.url().includes('/partner/cumbre/play'));
  if (!partner) throw new Error('no partner frame');
  // A string: this folder is type-checked without the DOM.
  const reach: unknown = await partner.evaluate(`(() => {
    const attempt = (read) => {
      try { read(); return 'read'; } catch (error) { return error.name; }
    };
    return {
      origin: window.origin,
      parentDocument: attempt(() => window.parent.document.title),
      localStorage: attempt(() => window.localStorage.length),
      sessionStorage: attempt(() => window.sessionStorage.length),
      cookie: attempt(() => document.cookie),
    };
  })()`);
  expect(reach).toEqual({
    origin: 'null',
    parentDocument: 'SecurityError',
    localStorage: 'SecurityError',
    sessionStorage: 'SecurityError',
    cookie: 'SecurityError',
  });

  await frame.getByLabel('Roll under').fill('50');
  await frame.getByLabel('Bet (ARS)').fill('10.00');
  await frame.getByRole('button', { name: 'Roll', exact: true }).click();
  // A loss leaves 4,990.00; a win at 50 pays 10 x 2.0204 = 20.20, leaving 5,010.20.
  const result = frame.getByTestId('result');
  await expect(result).toContainText(/Rolled \d+ \(needed under 50\)/);
  const won = Number(await result.getAttribute('data-payout')) > 0;
  const expected = won ? '5,010.20' : '4,990.00';
  await expect(balance).toContainText(expected);
  // Outside the frame, without a reload: the wallet's balance.changed on the live channel.
  await expect(header).toContainText(expected);
  expect(errors).toEqual([]);
});
