import { expect, test } from '@playwright/test';
import { BRANDS } from './support/brands';
import { waitForMail } from './support/mail-sink';
import { MAIL_DIR } from './support/run-paths';
import {
  failOnConsoleErrors,
  logInThroughForm,
  openSite,
  registerPlayerThroughApi,
  useLanguage,
} from './support/site';

// A refused reset (spent link) answers 400, which Chromium logs as a resource error.
const EXPECTED_ERRORS = [/Failed to load resource/];

test.describe('forgot and reset password', () => {
  test('the link arrives by mail, sets a new password once, and the old one stops working', async ({
    page,
  }) => {
    const errors = failOnConsoleErrors(page, EXPECTED_ERRORS);
    const brand = BRANDS.riobet;
    const username = await registerPlayerThroughApi(page, brand);
    const email = `${username}@example.com`;
    await useLanguage(page, 'en_US');

    // From the login form's link, a malformed address first (the spec's words).
    await openSite(page, brand, '/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(
      page.getByText(
        'If an account exists for that email, we have sent a link to reset the password.',
      ),
    ).toBeVisible();

    // The mail left by SMTP, with a link to this brand's host.
    const body = await waitForMail(MAIL_DIR, email);
    const link = new RegExp(
      `${brand.origin.replace(/[.:/]/g, '\\$&')}/reset/password\\?token=[\\w-]+`,
    ).exec(body)?.[0];
    expect(link, body).toBeTruthy();

    // Two passwords that differ are refused before any call; then the new one is saved.
    await page.goto(link!);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('brandnew123');
    await page.getByLabel('Repeat the new password').fill('brandnew124');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByLabel('Repeat the new password')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await page.getByLabel('Repeat the new password').fill('brandnew123');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByText('Your password has been reset. You can now log in.')).toBeVisible();

    // The link is spent.
    await page.goto(link!);
    await page.getByLabel('New password', { exact: true }).fill('another1234');
    await page.getByLabel('Repeat the new password').fill('another1234');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByText(/invalid or has expired/)).toBeVisible();

    // The old password no longer opens the account; the new one does.
    await openSite(page, brand, '/login');
    await logInThroughForm(page, username, 'password123');
    await expect(page.getByText('The username or password are incorrect')).toBeVisible();
    await logInThroughForm(page, username, 'brandnew123');
    await expect(page.getByTestId('account-user')).toHaveText(`Hi, ${username}`);

    expect(errors).toEqual([]);
  });
});
