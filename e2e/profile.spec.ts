import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BRANDS, DEMO_PLAYER } from './support/brands';
import {
  failOnConsoleErrors,
  logOutThroughMenu,
  openSite,
  quietPopups,
  signUpThroughApi,
  withStorageAtStart,
} from './support/site';

// Tribuna: pam_type 2, so its players manage their own account here.
const brand = BRANDS.tribuna;
// Refused logins and forms answer 4xx, which Chromium logs as failed loads.
const EXPECTED_ERRORS = [/status of 40[01]/];

/** Starts in English once; unlike `useLanguage`, a choice made later survives reloads. */
async function startInEnglish(page: Page) {
  await quietPopups(page);
  await withStorageAtStart(
    page,
    "if (storage.getItem('language-session') === null) storage.setItem('language-session', 'en_US');",
  );
}

async function logIn(page: Page, username: string, password: string) {
  await openSite(page, brand, '/login');
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('account-user')).toHaveText(`Hi, ${username}`);
}

/** The Bearer the page keeps in its auth cookie, for checking what the server stored. */
async function bearerOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies(brand.origin)).find(
    (c) => c.name === 'auth._token.local',
  );
  return decodeURIComponent(cookie?.value ?? '');
}

async function storedUser(page: Page): Promise<Record<string, unknown>> {
  const answer = await page.request.post(`${brand.origin}/api/auth/user`, {
    headers: { authorization: await bearerOf(page), 'master-language': 'en_US' },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { user: Record<string, unknown> }).user;
}

/** A new player of the brand, made through the API, so other specs' demo player stays as it is. */
async function registerPlayer(request: APIRequestContext) {
  const { username, password } = await signUpThroughApi(request, brand, {
    password: 'first-pass-1',
    language: 'en_US',
    prefix: 'prof',
  });
  return { username, password };
}

test.describe('profile', () => {
  test('the demo player edits the name, and a bad email is refused', async ({ page }) => {
    const errors = failOnConsoleErrors(page, EXPECTED_ERRORS);
    await startInEnglish(page);
    await logIn(page, DEMO_PLAYER.username, DEMO_PLAYER.password);
    const before = await storedUser(page);
    try {
      await page.goto(`${brand.origin}/profile`);
      await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
      await expect(page.getByLabel('Username')).toHaveValue('demo');
      await expect(page.getByLabel('Username')).not.toBeEditable();

      // Client check: the server's message, under the field, and nothing sent.
      await page.getByLabel('Email').fill('demo@');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('Email is invalid')).toBeVisible();
      expect((await storedUser(page)).email).toBe(before.email);

      await page.getByLabel('Email').fill(String(before.email));
      await page.getByLabel('Name', { exact: true }).fill('Demetrio');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('Your personal data has been saved.')).toBeVisible();
      await expect(page.getByTestId('profile-who')).toContainText('Demetrio Player');

      await page.reload();
      await expect(page.getByTestId('profile-who')).toContainText('Demetrio Player');
      await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Demetrio');
      expect((await storedUser(page)).name).toBe('Demetrio');
    } finally {
      // Other specs share the server: the demo player leaves as it came.
      const restored = await page.request.post(`${brand.origin}/api/auth/profile`, {
        headers: { authorization: await bearerOf(page), 'master-language': 'en_US' },
        data: { email: before.email, name: before.name, last_name: before.last_name },
      });
      expect(restored.status()).toBe(200);
    }
    expect(errors).toEqual([]);
  });

  test('a player changes the password and the language', async ({ page, request }) => {
    // Four argon2 checks (register, three logins) and a password change: slow on a busy machine.
    test.setTimeout(60_000);
    const errors = failOnConsoleErrors(page, EXPECTED_ERRORS);
    const player = await registerPlayer(request);
    await startInEnglish(page);
    await logIn(page, player.username, player.password);

    await page.goto(`${brand.origin}/profile`);
    await page.getByRole('link', { name: 'Password' }).click();
    await page.getByLabel('Current password').fill('wrong-pass-1');
    await page.getByLabel('New password', { exact: true }).fill('second-pass-2');
    await page.getByLabel('Repeat the new password').fill('second-pass-2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('The current password is incorrect')).toBeVisible();

    await page.getByLabel('Current password').fill(player.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByText('Your password has been changed. Your other sessions were closed.'),
    ).toBeVisible();

    // The new password opens the account; the old one no longer does.
    await logOutThroughMenu(page);
    await openSite(page, brand, '/login');
    await page.getByLabel('Username or email').fill(player.username);
    await page.getByLabel('Password').fill(player.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('The username or password are incorrect').first()).toBeVisible();
    await logIn(page, player.username, 'second-pass-2');

    await page.goto(`${brand.origin}/profile?section=language`);
    await page.getByRole('main').getByRole('combobox', { name: 'Language' }).selectOption('es_ES');
    // At once: texts, the page's lang and the stored choice.
    await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
    await expect(page.getByText('Tu idioma se guardó.')).toBeVisible();
    expect(await page.evaluate("window.localStorage.getItem('language-session')")).toBe('es_ES');
    expect((await storedUser(page)).language).toBe('es_ES');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
    expect(errors).toEqual([]);
  });
});
