import { expect, test } from '@playwright/test';
import { BRANDS, type E2eBrand } from './support/brands';
import { realityCheckPaths } from './support/run-paths';
import {
  failOnConsoleErrors,
  fillSignUpForm,
  logInThroughForm,
  logOutThroughMenu,
  openSite,
  ownAddress,
  useLanguage,
} from './support/site';

// The reality check's own server (playwright.config.ts): one of its minutes lasts a second,
// so a check every "15 minutes" comes every 15 s. Tribuna: ARS, pam_type 2 (a profile).
const { port } = realityCheckPaths();
const brand: E2eBrand = { ...BRANDS.tribuna, origin: `http://localhost:${port}` };
test.use({ baseURL: brand.origin });

// Refusals (the deposit above the limit, the login during the break) answer 4xx, which
// Chromium logs as failed loads; so does the first page's refresh without a session.
const EXPECTED_ERRORS = [/Failed to load resource/];

test('a player limits deposits, meets the reality check, takes a time-out and cannot log in', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = failOnConsoleErrors(page, EXPECTED_ERRORS);
  await useLanguage(page, 'en_US');
  // A sign-up of its own address, as real players come (the register limit is per address).
  await page.setExtraHTTPHeaders(ownAddress());

  // Sign up: the date of birth is required.
  const username = `rg${Date.now().toString(36)}`;
  await openSite(page, brand, '/register');
  await fillSignUpForm(page, username, { name: 'Rita', lastName: 'Limits', birthDate: null });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('The date of birth is required')).toBeVisible();
  await page.getByLabel('Date of birth').fill('1990-04-02');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('account-user')).toHaveText(`Hi, ${username}`);

  // The footer leads to the tools; the public page leads the player to the profile's.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Responsible gambling' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Responsible gambling' })).toBeVisible();
  await expect(page.getByText('You must be 18 or older to play at Tribuna.')).toBeVisible();
  await page.getByRole('link', { name: 'Set your limits' }).click();
  await expect(page).toHaveURL(`${brand.origin}/profile/responsible`);

  // A daily deposit limit of ARS 1,000: lower than none, so it applies at once.
  const day = page.getByTestId('limit-deposit-day');
  await day.getByRole('button', { name: /Set limit/ }).click();
  await day.getByLabel('New daily limit').fill('1,000');
  await day.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your limit applies now.')).toBeVisible();
  await expect(day.getByTestId('limit-effective')).toHaveText(/ARS\s1,000\.00/);

  // A deposit above the limit is refused with the limit's own words.
  await page
    .getByRole('navigation', { name: 'Profile sections' })
    .getByRole('link', { name: 'Wallet' })
    .click();
  await page.getByLabel('Bank transfer').check();
  await page.getByLabel('Amount', { exact: true }).fill('5000');
  await page.getByLabel('Proof of payment').setInputFiles({
    name: 'transfer.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(
    page.getByText(
      /Your daily deposit limit is ARS\s1,000\.00 and ARS\s0\.00 of it is used\. It resets on/,
    ),
  ).toBeVisible();

  // A reality check every 15 minutes (15 s here), from the next session on.
  await page
    .getByRole('navigation', { name: 'Profile sections' })
    .getByRole('link', { name: 'Responsible gambling' })
    .click();
  await page.getByRole('tab', { name: 'Reality check' }).click();
  await page.getByLabel('15 minutes').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your reality check is saved.')).toBeVisible();
  await logOutThroughMenu(page);
  await openSite(page, brand, '/login');
  await logInThroughForm(page, username, 'password123');
  await expect(page.getByTestId('account-user')).toHaveText(`Hi, ${username}`);
  await page.goto(`${brand.origin}/profile/responsible?view=break`);

  // The reality check comes by itself, with the session's figures; Continue closes it.
  const check = page.getByRole('dialog', { name: 'Reality check' });
  await expect(check).toBeVisible({ timeout: 30_000 });
  await expect(check).toContainText('You have been playing for');
  await expect(check.getByTestId('reality-check-wagered')).toHaveText(/ARS\s0\.00/);
  await check.getByRole('button', { name: 'Continue' }).click();
  await expect(check).toBeHidden();
  // It comes back every 15 s: answered whenever it covers what the test does next.
  await page.addLocatorHandler(check, async () => {
    await check.getByRole('button', { name: 'Continue' }).click();
  });

  // A 24-hour time-out, after the dialog that says what it means.
  await page.getByLabel(/^24 hours/).check();
  await page.getByRole('button', { name: 'Take a break' }).click();
  const confirm = page.getByRole('dialog', { name: 'Take a break of 24 hours?' });
  await expect(confirm).toContainText('It cannot be ended early');
  await expect(confirm).toContainText('All your sessions end now');
  await expect(confirm).toContainText('Withdrawals you have asked for are still paid');
  await confirm.getByRole('button', { name: 'Start my break' }).click();

  // Logged out, on the login page; logging in again is refused with the break's words.
  await expect(page).toHaveURL(`${brand.origin}/login`);
  await expect(page.getByText('Your break has started. You have been logged out.')).toBeVisible();
  await logInThroughForm(page, username, 'password123');
  await expect(page.getByRole('alert')).toContainText(
    /You are taking a break until .+\. Withdrawals you asked for are still paid\./,
  );
  await expect(page.getByTestId('account-user')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("each brand's jurisdiction shows: RioBet (Brazil-like) offers no bonuses and lists Brazil's help, Lucky Star (general) the United States'", async ({
  page,
}) => {
  await useLanguage(page, 'en_US');
  const riobet: E2eBrand = { ...BRANDS.riobet, origin: `http://127.0.0.1:${port}` };
  const lucky: E2eBrand = { ...BRANDS.luckystar, origin: `http://lucky.localhost:${port}` };

  await openSite(page, riobet, '/responsible-gambling');
  await expect(page.getByTestId('minimum-age')).toHaveText('+18');
  await expect(page.getByTestId('no-bonuses')).toHaveText(
    'By the rules RioBet follows, it offers no bonuses or free credit.',
  );
  await expect(page.getByRole('link', { name: /CVV/ })).toBeVisible();

  await openSite(page, lucky, '/responsible-gambling');
  await expect(page.getByTestId('minimum-age')).toHaveText('+18');
  await expect(page.getByTestId('no-bonuses')).toHaveCount(0);
  await expect(
    page.getByRole('link', { name: /National Council on Problem Gambling/ }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /CVV/ })).toHaveCount(0);
});
